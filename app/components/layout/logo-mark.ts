import { cssToken } from "../../lib/css-tokens.ts";

/**
 * The brand mark, drawn once: a roof over a route, on a rounded square in the
 * brand colour, with the call-to-action colour as the destination dot. The
 * header and footer render it with React (logo.tsx); the favicon and app
 * icons (PNG, by scripts/build/make-images.ts) and the share images use `logoSvg`
 * with the stylesheet's colours.
 */
export const LOGO = {
  viewBox: "0 0 32 32",
  size: 32,
  cornerRadius: 8,
  roof: { d: "M7 15.5 16 8l9 7.5", width: 2.6 },
  route: {
    d: "M10 23.5h4.5a2.5 2.5 0 0 0 0-5h-1a2.5 2.5 0 0 1 0-5",
    width: 2.2,
    opacity: 0.7,
  },
  dot: { cx: 21.5, cy: 23.5, r: 2.5 },
} as const;

/** The colours of the mark, as the design tokens define them (app/app.css). */
export interface LogoColours {
  primary: string;
  primaryForeground: string;
  cta: string;
}

/** The mark's colours out of app/app.css as written (the built CSS has the values inline, no tokens). */
export function logoColours(css: string): LogoColours {
  return {
    primary: cssToken(css, "color-primary"),
    primaryForeground: cssToken(css, "color-primary-foreground"),
    cta: cssToken(css, "color-cta"),
  };
}

/** The mark as a standalone SVG document, `size` pixels square if given. */
export function logoSvg(colours: LogoColours, size?: number): string {
  const { roof, route, dot } = LOGO;
  const dimensions = size ? ` width="${size}" height="${size}"` : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO.viewBox}"${dimensions}>`,
    `<rect width="${LOGO.size}" height="${LOGO.size}" rx="${LOGO.cornerRadius}" fill="${colours.primary}"/>`,
    `<path d="${roof.d}" fill="none" stroke="${colours.primaryForeground}" stroke-width="${roof.width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${route.d}" fill="none" stroke="${colours.primaryForeground}" stroke-opacity="${route.opacity}" stroke-width="${route.width}" stroke-linecap="round"/>`,
    `<circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}" fill="${colours.cta}"/>`,
    "</svg>",
  ].join("");
}

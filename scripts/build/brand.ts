import { readFileSync } from "node:fs";
import {
  type LogoColours,
  logoColours,
} from "../../app/components/layout/logo-mark.ts";
import { readDesignTokens } from "../../app/lib/design-tokens.ts";

/**
 * The brand mark's colours as app/app.css defines them, for what is built
 * outside the stylesheet: `__LOGO_COLOURS__` in the Vite and Vitest configs
 * (theme colour) and the raster images of scripts/build/make-images.ts.
 */
export function readLogoColours(): LogoColours {
  return logoColours(readDesignTokens());
}

/**
 * The 32 px favicon (written by scripts/build/make-images.ts) as a `data:` URL:
 * `__FAVICON__` in the Vite and Vitest configs. A PNG, not the SVG mark:
 * Chromium decodes an SVG icon in a document of its own on the main thread
 * right after the first paint, where a tap then waits (decision 024).
 */
export function readFaviconDataUrl(): string {
  const png = readFileSync(
    new URL("../../public/favicon-32.png", import.meta.url),
  );
  return `data:image/png;base64,${png.toString("base64")}`;
}

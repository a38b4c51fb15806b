import { readFileSync } from "node:fs";
import {
  type LogoColours,
  logoColours,
} from "../app/components/layout/logo-mark.ts";

/** The design tokens as written: app/app.css, the one place colours are defined. */
export function readDesignTokens(): string {
  return readFileSync(new URL("../app/app.css", import.meta.url), "utf8");
}

/**
 * The brand mark's colours as app/app.css defines them, for what is built
 * outside the stylesheet: `__LOGO_COLOURS__` in the Vite and Vitest configs
 * (favicon, theme colour) and the raster images of scripts/make-images.ts.
 */
export function readLogoColours(): LogoColours {
  return logoColours(readDesignTokens());
}

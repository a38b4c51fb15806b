import { readFileSync } from "node:fs";

/**
 * The design tokens as written: app/app.css, the one place colours are
 * defined. Read on Node only, by what is made outside the stylesheet: the
 * mails' look (server/mail/layout.tsx), the build's brand colours and images
 * (scripts/build/brand.ts, scripts/build/make-images.ts). Read a token with cssToken().
 */
export function readDesignTokens(): string {
  return readFileSync(new URL("../app.css", import.meta.url), "utf8");
}

/**
 * Reads a design token (`--name: value`) out of a stylesheet, so that what
 * needs a colour outside CSS (the browser's theme colour, the favicon, the
 * share images) takes it from app/app.css, the one place colours are defined.
 * Throws when the token is missing: a renamed token fails the build.
 */
export function cssToken(css: string, name: string): string {
  const value = new RegExp(`(?:^|[\\s;{])--${name}:\\s*([^;}]+)`).exec(
    css,
  )?.[1];
  if (!value) throw new Error(`The stylesheet defines no --${name}`);
  return value.trim();
}

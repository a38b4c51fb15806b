// @ts-check

/** Hashed build assets never change: cache them for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and other unhashed files: always ask the server whether they changed. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** URL prefix of the build's content-hashed files. */
export const ASSETS_PREFIX = "/assets/";

/**
 * The caching headers of one response. The one source of these rules: the
 * Node server applies them, and the exports for static hosting are made from them.
 *
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function cachingHeaders(pathname) {
  return {
    "Cache-Control": pathname.startsWith(ASSETS_PREFIX)
      ? IMMUTABLE
      : REVALIDATE,
    Vary: "Accept-Encoding",
  };
}

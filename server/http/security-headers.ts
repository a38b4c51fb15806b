import { createHash } from "node:crypto";

/*
 * Every HTTP header rule of the site, in one place. The Node server applies
 * them (./response-headers.ts, ./client-errors.ts); the build exports the
 * same rules for static hosting (_headers for Netlify/Cloudflare Pages, an
 * nginx snippet). See docs/deploy.md.
 */

/** Hashed build assets never change: cache them for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and other unhashed files: always ask the server whether they changed. */
export const REVALIDATE = "public, max-age=0, must-revalidate";
/**
 * A page with the signed time its form was shown: every answer its own, so
 * no shared cache (a CDN) keeps one; the browser may keep it for its history
 * (no-store would cost a visitor without JavaScript their entries on "back").
 */
export const PRIVATE_PAGE = "private, no-cache";
/** URL prefix of the build's content-hashed files. */
export const ASSETS_PREFIX = "/assets/";
/** URL prefix of the form API: answers are never cached. */
export const API_PREFIX = "/api/";
/** Where an uptime monitor, a load balancer or a container platform asks: never cached. */
export const HEALTH_PATHS = { live: "/healthz", ready: "/readyz" } as const;
const healthPaths = new Set<string>(Object.values(HEALTH_PATHS));
/** Whether a path is one of the health endpoints (a trailing slash allowed). */
export const isHealthPath = (pathname: string) =>
  healthPaths.has(pathname.replace(/\/$/, ""));

/** Sent with every response: HTTPS only, and no guessing of content types. */
export const TRANSPORT_HEADERS = Object.freeze({
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
});

/**
 * What only a document acts on. Sent with everything but the hashed build
 * assets: a script a page loads ignores a referrer policy, a permissions
 * policy and a CSP of its own, and on a form page each of its files would
 * carry some 200 bytes of them. No Cross-Origin-Opener-Policy: it would put
 * every visit from another site into a fresh renderer process, and the site
 * has nothing for it to protect (docs/decisions/019-no-opener-policy.md).
 */
const DOCUMENT_HEADERS = Object.freeze({
  // Other sites learn nothing of where a visitor came from; the site's own
  // pages send their origin with their posts, which the same-site check of
  // the forms reads (docs/decisions/036-same-site-judged-against-the-site.md).
  "Referrer-Policy": "same-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
});

/** The security headers of a document (pages, and every file that is not a build asset). */
export const SECURITY_HEADERS = Object.freeze({
  ...TRANSPORT_HEADERS,
  ...DOCUMENT_HEADERS,
});

/** Policy of everything that is not a page: it may not run or embed anything. */
export const ASSET_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers of an answer given before any route: Node's own to a request
 * it cannot parse (400, 408, 413, 417, 431). Its body is a short JSON error,
 * never stored.
 */
export const BARE_ANSWER_HEADERS = Object.freeze({
  ...SECURITY_HEADERS,
  "Content-Security-Policy": ASSET_CSP,
  "Cache-Control": "no-store",
});

/**
 * The Content-Security-Policy of one page: its own inline scripts by hash,
 * everything else only from the site itself, never framed, and no string
 * ever turned into markup or a script (Trusted Types).
 */
export function pageCsp(html: string): string {
  const hashes = inlineScriptHashes(html).map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(" "),
    // Inline styles: the prerendered stylesheet and the toast library's styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // DOM injection is impossible: HTML, script and script-URL sinks take
    // only Trusted Types, and no policy may make one. Nothing of the site
    // needs one: React renders through the DOM, the form pages' loader
    // imports modules and adds modulepreload links (neither is a sink).
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join("; ");
}

/**
 * SHA-256 hashes of the inline scripts a browser would execute or, for
 * speculation rules, act on (data blocks such as JSON-LD are not scripts to CSP).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/\bsrc=/.test(attributes)) continue;
    const type = attributes.match(/\btype=["']?([^"'\s>]+)/)?.[1];
    if (
      type &&
      !["module", "speculationrules"].includes(type) &&
      !/javascript/.test(type)
    )
      continue;
    hashes.add(
      `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`,
    );
  }
  return [...hashes];
}

/**
 * The caching headers of one response. An error is never kept for good: a
 * 404 under /assets/ (a file not yet deployed, a page of the old build
 * asking) is not stored at all, so it cannot outlive the deploy.
 */
export function cachingHeaders(
  pathname: string,
  status = 200,
): Record<string, string> {
  return {
    "Cache-Control": pathname.startsWith(ASSETS_PREFIX)
      ? status < 400
        ? IMMUTABLE
        : "no-store"
      : pathname.startsWith(API_PREFIX) || isHealthPath(pathname)
        ? "no-store"
        : REVALIDATE,
    Vary: "Accept-Encoding",
  };
}

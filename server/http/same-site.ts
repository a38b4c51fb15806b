import type { FastifyRequest } from "fastify";

/**
 * Browsers say where a request comes from; only this site's own pages may
 * post. A refusal is thrown, so each route answers it its own way: the API
 * with a 403, a form page with its refusal page.
 *
 * The origin must be the site's (`siteOrigin`, from SITE_URL), never one
 * the request names itself through its Host header; without a site origin,
 * the one the request was made to. A browser hides the origin ("null") in a
 * sandboxed frame, on a redirect from another site, and under a referrer
 * policy that sends none: such a post is taken only when Sec-Fetch-Site
 * says it came from the same origin (decision 036). A request with neither
 * header comes from no browser (a mail program's one-click unsubscribe, a
 * script) and is taken: no browser can be made to send it for someone else.
 */
export function crossSiteCheck(siteOrigin: string | undefined) {
  return async function rejectCrossSite(request: FastifyRequest) {
    const site = request.headers["sec-fetch-site"];
    const origin = request.headers.origin;
    // Behind a trusted proxy, protocol and host are the ones the visitor
    // used (X-Forwarded-Proto / -Host); otherwise those headers change nothing.
    const ownOrigin = siteOrigin ?? `${request.protocol}://${request.host}`;
    const foreignOrigin =
      origin !== undefined &&
      (origin === "null" ? site !== "same-origin" : origin !== ownOrigin);
    if ((site && site !== "same-origin" && site !== "none") || foreignOrigin) {
      throw Object.assign(
        new Error("Anfragen von anderen Websites werden nicht angenommen."),
        { statusCode: 403, code: "CROSS_SITE" },
      );
    }
  };
}

/** The check each posting route runs first (its onRequest hook). */
export type RejectCrossSite = ReturnType<typeof crossSiteCheck>;

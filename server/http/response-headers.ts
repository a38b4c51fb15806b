import type { FastifyInstance, FastifyReply } from "fastify";
import {
  ASSETS_PREFIX,
  ASSET_CSP,
  PRIVATE_PAGE,
  SECURITY_HEADERS,
  TRANSPORT_HEADERS,
  cachingHeaders,
} from "./security-headers.ts";

/**
 * A build asset served gets the transport headers only; every other answer,
 * an error under /assets/ included (the 404 page, a refusal), is a document
 * and gets them all.
 */
export function setHeaders(
  reply: FastifyReply,
  pathname: string,
  csp: string,
  status = 200,
) {
  reply.headers(
    pathname.startsWith(ASSETS_PREFIX) && status < 400
      ? { ...TRANSPORT_HEADERS, ...cachingHeaders(pathname) }
      : {
          ...SECURITY_HEADERS,
          "Content-Security-Policy": csp,
          ...cachingHeaders(pathname, status),
        },
  );
}

/**
 * Puts the headers of security-headers.ts on every answer a route gives:
 * a page its own policy (`pagePolicy`, by the route Fastify matched; the
 * 404 page's for a 404), everything else the policy of a file.
 */
export function registerResponseHeaders(
  app: FastifyInstance,
  pagePolicy: (route: string | undefined, status: number) => string | undefined,
) {
  app.addHook("onSend", async (request, reply, payload) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const csp = pagePolicy(request.routeOptions.url, reply.statusCode);
    setHeaders(reply, pathname, csp ?? ASSET_CSP, reply.statusCode);
    if (
      reply.statusCode === 200 &&
      (request.routeOptions.config as { formTimePage?: boolean }).formTimePage
    )
      reply.header("Cache-Control", PRIVATE_PAGE);
    // An immutable file is never revalidated: its ETag would be dead weight.
    if (pathname.startsWith(ASSETS_PREFIX)) reply.removeHeader("etag");
    return payload;
  });
}

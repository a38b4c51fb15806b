import type { FastifyInstance, FastifyRequest } from "fastify";
import type { VisitorRequest } from "../visitor-log.ts";
import { isHealthPath } from "./security-headers.ts";

/**
 * Whether the referrer is another site. The pages send their own address to
 * the site itself (Referrer-Policy: same-origin): that is no source, and the
 * log keeps none of it, whichever address the site was reached by.
 */
function fromElsewhere(request: FastifyRequest) {
  const { referer } = request.headers;
  if (!referer || request.headers["sec-fetch-site"] === "same-origin")
    return false;
  try {
    return new URL(referer).origin !== `${request.protocol}://${request.host}`;
  } catch {
    return true;
  }
}

/**
 * Hands each answer worth a line of the access log to `accessLog`. Probes
 * are no visits (a monitor asks every few seconds); a file (an asset, an
 * icon) served well is part of a page view, not one. Every other failure is
 * kept: a 404 is a broken link pointing here.
 */
export function registerAccessLog(
  app: FastifyInstance,
  accessLog: (request: VisitorRequest) => void,
) {
  app.addHook("onResponse", async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    if (isHealthPath(pathname)) return;
    if (reply.statusCode < 400 && /\.[a-z0-9]+$/i.test(pathname)) return;
    accessLog({
      ip: request.ip,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      bytes: Number(reply.getHeader("content-length") ?? 0) || 0,
      milliseconds: reply.elapsedTime,
      userAgent: request.headers["user-agent"],
      referrer: fromElsewhere(request) ? request.headers.referer : undefined,
      location: reply.getHeader("location")?.toString(),
    });
  });
}

import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type FieldErrors,
  validateContact,
  validateSignup,
} from "../app/lib/submission.ts";
import type { Store } from "./store.ts";

export interface ApiOptions {
  store: Store;
  notifier?: { flush(): Promise<void> };
  /** Submissions per client and window. */
  rateLimit?: { max: number; windowMs: number };
}

/** Largest accepted request body: far above any real form, far below harm. */
export const BODY_LIMIT = 16 * 1024;

/**
 * The form API: POST /api/contact and /api/signup. JSON only, same-origin
 * only, validated with the browser's rules, rate-limited per client IP, and
 * stored before the answer. A filled honeypot is answered like success and
 * discarded.
 */
export async function registerApi(
  app: FastifyInstance,
  {
    store,
    notifier,
    rateLimit: limit = { max: 10, windowMs: 60_000 },
  }: ApiOptions,
) {
  await app.register(rateLimit, {
    global: false,
    // Thrown to the server's error handler, which answers with this message.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: "RATE_LIMITED",
      message: `Zu viele Anfragen. Bitte versuchen Sie es in ${Math.ceil(context.ttl / 1000)} Sekunden erneut.`,
    }),
  });
  // JSON only: without this, Fastify would also accept text/plain bodies.
  app.removeContentTypeParser("text/plain");

  const routeOptions = {
    bodyLimit: BODY_LIMIT,
    config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } },
    onRequest: rejectCrossSite,
  };

  app.post("/api/contact", routeOptions, async (request, reply) => {
    const result = validateContact(request.body);
    if (!result.ok) return reply.code(400).send(invalid(result.fields));
    if (!result.honeypot) {
      store.addContact(result.value);
      void notifier?.flush();
    }
    return reply.code(201).send({ ok: true });
  });

  app.post("/api/signup", routeOptions, async (request, reply) => {
    const result = validateSignup(request.body);
    if (!result.ok) return reply.code(400).send(invalid(result.fields));
    if (!result.honeypot) store.addSignup(result.value.email);
    return reply.code(201).send({ ok: true });
  });
}

function invalid(fields: FieldErrors) {
  return { error: "Bitte prüfen Sie Ihre Angaben.", fields };
}

/** Browsers say where a request comes from; only this site's own pages may post. */
async function rejectCrossSite(request: FastifyRequest, reply: FastifyReply) {
  const site = request.headers["sec-fetch-site"];
  const origin = request.headers.origin;
  let foreignOrigin = false;
  if (origin) {
    try {
      foreignOrigin = new URL(origin).host !== request.host;
    } catch {
      foreignOrigin = true;
    }
  }
  if ((site && site !== "same-origin" && site !== "none") || foreignOrigin) {
    return reply.code(403).send({
      error: "Anfragen von anderen Websites werden nicht angenommen.",
    });
  }
}

import { createHash } from "node:crypto";
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
} from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type FieldErrors,
  validateContact,
  validateSignup,
} from "../app/lib/submission.ts";
import { signupConsentRecord } from "../app/content/forms.ts";
import { subscriptionPath } from "../app/content/subscription.ts";
import type { Store } from "./store.ts";

export interface ApiOptions {
  store: Store;
  /** Sends queued mails; told after each new submission. */
  mailer?: { flush(): Promise<void> };
  /** Submissions per client and window. */
  rateLimit?: { max: number; windowMs: number };
}

/** Pages whose button confirms or cancels a sign-up (a POST to the page itself). */
export const SUBSCRIPTION_ACTIONS = {
  confirm: subscriptionPath("signupConfirm"),
  unsubscribe: subscriptionPath("unsubscribe"),
};
/** Where each action sends the visitor afterwards (303 See Other). */
const SUBSCRIPTION_RESULTS = {
  confirmed: subscriptionPath("signupConfirmed"),
  invalid: subscriptionPath("signupInvalid"),
  unsubscribed: subscriptionPath("unsubscribed"),
};

/** Largest accepted request body: far above any real form, far below harm. */
const BODY_LIMIT = 16 * 1024;

/**
 * The form API: POST /api/contact and /api/signup. JSON only, same-origin
 * only, validated with the browser's rules, rate-limited per client IP, and
 * stored before the answer. A filled honeypot is answered like success and
 * discarded. Sign-ups are double opt-in: the mailed link leads to a page
 * whose button (a POST) confirms; GET requests never change anything, so
 * mail scanners that open links confirm nobody.
 */
export async function registerApi(
  app: FastifyInstance,
  {
    store,
    mailer,
    rateLimit: limit = { max: 10, windowMs: 60_000 },
  }: ApiOptions,
) {
  // With several instances on one PostgreSQL the count is shared through it.
  const shared = store.dialect === "postgres";
  if (shared) {
    const timer = setInterval(() => void store.pruneRateLimits(), 60_000);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }
  await app.register(rateLimit, {
    global: false,
    ...(shared && { store: sharedRateLimitStore(store) }),
    // Thrown to the server's error handler, which answers with this message.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: "RATE_LIMITED",
      message: `Zu viele Anfragen. Bitte versuchen Sie es in ${Math.ceil(context.ttl / 1000)} Sekunden erneut.`,
    }),
  });
  // JSON only: without this, Fastify would also accept text/plain bodies.
  app.removeContentTypeParser("text/plain");

  const rateLimited = {
    config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } },
  };
  const routeOptions = {
    ...rateLimited,
    bodyLimit: BODY_LIMIT,
    onRequest: rejectCrossSite,
  };

  app.post("/api/contact", routeOptions, async (request, reply) => {
    const result = validateContact(request.body);
    if (!result.ok) return reply.code(400).send(invalid(result.fields));
    if (!result.honeypot) {
      await store.addContact(result.value);
      void mailer?.flush();
    }
    return reply.code(201).send({ ok: true });
  });

  app.post("/api/signup", routeOptions, async (request, reply) => {
    const result = validateSignup(request.body);
    if (!result.ok) return reply.code(400).send(invalid(result.fields));
    if (!result.honeypot) {
      await store.subscribe(result.value.email, signupConsentRecord);
      void mailer?.flush();
    }
    // The same answer whatever was stored: it tells nobody whether an address is known.
    return reply.code(201).send({ ok: true });
  });

  // The buttons of the confirmation and unsubscribe pages post a plain HTML
  // form; mail programs post "List-Unsubscribe=One-Click" (RFC 8058). Only
  // the link's token counts, so any body is accepted and ignored.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "*",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    const tokenOf = (request: FastifyRequest) => {
      const { token } = request.query as { token?: unknown };
      return typeof token === "string" && token.length <= 100 ? token : "";
    };
    scope.post(
      SUBSCRIPTION_ACTIONS.confirm,
      { ...rateLimited, onRequest: rejectCrossSite },
      async (request, reply) => {
        const confirmed = await store.confirm(tokenOf(request));
        if (confirmed) void mailer?.flush();
        return reply.redirect(
          confirmed
            ? SUBSCRIPTION_RESULTS.confirmed
            : SUBSCRIPTION_RESULTS.invalid,
          303,
        );
      },
    );
    scope.post(
      SUBSCRIPTION_ACTIONS.unsubscribe,
      { ...rateLimited, onRequest: rejectCrossSite },
      async (request, reply) => {
        await store.unsubscribe(tokenOf(request));
        // Whether or not the token was known: the address is not stored now.
        return reply.redirect(SUBSCRIPTION_RESULTS.unsubscribed, 303);
      },
    );
  });
}
/**
 * A store for @fastify/rate-limit that counts in the database, so that every
 * instance sees the same count. The key is a hash of route and address: the
 * address itself is never written.
 */
function sharedRateLimitStore(store: Store) {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options: FastifyRateLimitOptions, prefix = "") {
      this.prefix = prefix;
    }
    incr(
      key: string,
      callback: (
        error: Error | null,
        result?: { current: number; ttl: number },
      ) => void,
      timeWindow: number,
    ) {
      const hashed = createHash("sha256")
        .update(`zunftwerk-rate-limit:${this.prefix}${key}`)
        .digest("base64url");
      store.countRequest(hashed, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: { method: string | string[]; path: string }) {
      return new SharedRateLimitStore(
        {},
        `${String(routeOptions.method)} ${routeOptions.path}:`,
      );
    }
  };
}

function invalid(fields: FieldErrors) {
  return { error: "Bitte prüfen Sie Ihre Angaben.", fields };
}

/** Browsers say where a request comes from; only this site's own pages may post. */
async function rejectCrossSite(request: FastifyRequest, reply: FastifyReply) {
  const site = request.headers["sec-fetch-site"];
  const origin = request.headers.origin;
  // Behind a trusted proxy, protocol and host are the ones the visitor used
  // (X-Forwarded-Proto / -Host); otherwise those headers change nothing.
  // A plain form post under `Referrer-Policy: no-referrer` says "null";
  // Sec-Fetch-Site still tells where it came from.
  const foreignOrigin =
    origin !== undefined &&
    origin !== "null" &&
    origin !== `${request.protocol}://${request.host}`;
  if ((site && site !== "same-origin" && site !== "none") || foreignOrigin) {
    return reply.code(403).send({
      error: "Anfragen von anderen Websites werden nicht angenommen.",
    });
  }
}

import { createHmac, createSecretKey, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
} from "@fastify/rate-limit";
import type {
  FastifyError,
  FastifyInstance,
  FastifyRequest,
  RouteOptions,
} from "fastify";
import {
  type FieldErrors,
  type Validation,
  limits,
  validateContact,
  validateSignup,
} from "../app/lib/submission.ts";
import { signupConsentRecord } from "../app/content/forms.ts";
import { formResultPath } from "../app/content/form-results.ts";
import { formPagePath } from "../app/content/pages.ts";
import { subscriptionPath } from "../app/content/subscription.ts";
import { withoutSecrets } from "./config.ts";
import { scheduleRateLimitPruning } from "./jobs/rate-limit-pruning.ts";
import type { Store } from "./store/index.ts";

export interface ApiOptions {
  store: Store;
  /** Sends queued mails; told after each new submission. */
  mailer?: { flush(): Promise<void> };
  /** Submissions per client and window. */
  rateLimit?: { max: number; windowMs: number };
  /** Why the store cannot be used now (store-keeper.ts); undefined while it works. */
  storeProblem?: () => string | undefined;
  /**
   * The site's public address (SITE_URL): only pages of its origin may post.
   * When omitted, the origin the request was made to (protocol and Host,
   * as a trusted proxy forwards them).
   */
  siteUrl?: string;
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

/**
 * The form pages, which take the same submissions as the API as a plain
 * HTML post (form-encoded), for visitors whose JavaScript is off or did not
 * load; the answer is a redirect to a result page.
 */
export const FORM_PAGE_ACTIONS = {
  contact: formPagePath("contact"),
  signup: formPagePath("signup"),
};
type Form = keyof typeof FORM_PAGE_ACTIONS;
const forms = Object.keys(FORM_PAGE_ACTIONS) as Form[];
/** Where a plain form post leads (303 See Other), by outcome. */
const FORM_RESULTS = {
  contact: formResultPath("contactSent"),
  signup: formResultPath("signupSent"),
  tooMany: formResultPath("formTooMany"),
  invalid: formResultPath("formInvalid"),
  failed: formResultPath("formFailed"),
};

/** Every field of a form at its limit. */
const MAX_FORM_CHARACTERS = Object.values(limits).reduce((a, b) => a + b, 0);
/**
 * Largest accepted request body: every field at its limit in characters of
 * four bytes (JSON), or of twelve once form-encoding writes each byte as
 * %XX; far above any real form, far below harm.
 */
const BODY_LIMIT = MAX_FORM_CHARACTERS * 4 + 1024;
const FORM_BODY_LIMIT = MAX_FORM_CHARACTERS * 12 + 1024;

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
    siteUrl,
  }: ApiOptions,
) {
  const rejectCrossSite = crossSiteCheck(
    siteUrl === undefined ? undefined : new URL(siteUrl).origin,
  );
  // With several instances on one PostgreSQL the count is shared through it;
  // otherwise it is kept in memory, by keyed hash, for its window only.
  const shared = store.dialect === "postgres";
  const memory = shared ? undefined : memoryCount();
  app.addHook("onClose", async () => memory?.stop());
  if (shared) {
    const pruning = scheduleRateLimitPruning(store);
    app.addHook("onClose", async () => pruning.stop());
  }
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(memory?.count ?? sharedCount(store)),
    // A store that cannot count cannot store either: the submission itself
    // then answers 503 with the company's address, not the plugin a 500.
    skipOnError: true,
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
  // One count per form and client, whichever way the form arrives (API or page).
  const limitOf = Object.fromEntries(
    forms.map((form) => [
      form,
      app.rateLimit({
        max: limit.max,
        timeWindow: limit.windowMs,
        groupId: form,
      }),
    ]),
  ) as Record<Form, ReturnType<typeof app.rateLimit>>;

  /**
   * Takes one validated submission, stored before the caller answers: the
   * field errors when it is invalid, nothing when it was taken. A filled
   * honeypot is taken and discarded.
   */
  async function take<T>(
    result: Validation<T>,
    keep: (value: T) => Promise<unknown>,
  ): Promise<FieldErrors | undefined> {
    if (!result.ok) return result.fields;
    if (!result.honeypot) {
      await keep(result.value);
      void mailer?.flush();
    }
    return undefined;
  }
  const receive: Record<
    Form,
    (request: FastifyRequest) => Promise<FieldErrors | undefined>
  > = {
    // The same enquiry from the same client within ten minutes (a double
    // click without JavaScript, a request retried after a timeout) is stored
    // and mailed once; the repeat gets the same answer.
    contact: (request) =>
      take(validateContact(request.body), async (contact) =>
        store.submissions.addContact(contact, {
          repeatKey: await store.secrets.keyOf(
            "repeat",
            JSON.stringify(["contact", request.ip, contact]),
          ),
        }),
      ),
    // A repeated sign-up stores nothing new and sends no second mail within
    // the hour (store.subscribe).
    // A new address costs a row and a queued mail more than a known one: the
    // answer waits to the same moment either way, so its timing tells nobody
    // whether an address is subscribed.
    signup: (request) =>
      answeredEvenly(() =>
        take(validateSignup(request.body), ({ email }) =>
          store.submissions.subscribe(email, signupConsentRecord),
        ),
      ),
  };

  for (const form of forms) {
    app.post(
      `/api/${form}`,
      {
        bodyLimit: BODY_LIMIT,
        onRequest: rejectCrossSite,
        preHandler: limitOf[form],
      },
      async (request, reply) => {
        const fields = await receive[form](request);
        if (fields) return reply.code(400).send(invalid(fields));
        // The same answer whatever was stored: it tells nobody whether an address is known.
        return reply.code(201).send({ ok: true });
      },
    );
  }

  // The same forms as plain HTML posts to their pages, form-encoded only.
  // Every refusal leads to a page that says what happened; the browser's
  // history still holds the filled form.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      const status = error.statusCode ?? 500;
      // A store that is down is logged by store-keeper.ts, once a minute.
      if (status >= 500 && error.code !== "STORE_UNAVAILABLE") logFault(error);
      // A post refused as another site's comes, from a real visitor, only
      // from a fault of ours (a proxy's protocol or host not trusted).
      return reply.redirect(
        error.code === "RATE_LIMITED"
          ? FORM_RESULTS.tooMany
          : status >= 500 || error.code === "CROSS_SITE"
            ? FORM_RESULTS.failed
            : FORM_RESULTS.invalid,
        303,
      );
    });
    for (const form of forms) {
      scope.post(
        FORM_PAGE_ACTIONS[form],
        {
          bodyLimit: FORM_BODY_LIMIT,
          onRequest: rejectCrossSite,
          preHandler: limitOf[form],
        },
        async (request, reply) => {
          const fields = await receive[form](request);
          return reply.redirect(
            fields ? FORM_RESULTS.invalid : FORM_RESULTS[form],
            303,
          );
        },
      );
    }
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
        const confirmed = await store.submissions.confirm(tokenOf(request));
        if (confirmed) void mailer?.flush();
        return reply.redirect(
          confirmed
            ? SUBSCRIPTION_RESULTS.confirmed
            : SUBSCRIPTION_RESULTS.invalid,
          303,
        );
      },
    );
    // No rate limit: after an update, mail providers post one-click
    // unsubscribes from a few server addresses, many a minute, and each must
    // end a subscription. The link's 256-bit token is the protection.
    scope.post(
      SUBSCRIPTION_ACTIONS.unsubscribe,
      { onRequest: rejectCrossSite },
      async (request, reply) => {
        await store.submissions.unsubscribe(tokenOf(request));
        // Whether or not the token was known: the address is not stored now.
        return reply.redirect(SUBSCRIPTION_RESULTS.unsubscribed, 303);
      },
    );
  });
}
/** The least time a sign-up's answer takes, whatever the store did: far above either way's cost (about 4 and 5 ms). */
export const EVEN_ANSWER_MS = 15;

async function answeredEvenly<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const left = EVEN_ANSWER_MS - (performance.now() - started);
  if (left > 0) await sleep(left);
  return result;
}

/** Counts one request of a client (by key) in its window: the count so far and the milliseconds left. */
type Count = (
  key: string,
  windowMs: number,
) => Promise<{ current: number; ttl: number }>;

/**
 * A store for @fastify/rate-limit around a way of counting: one count per
 * form (its group: API and page together) or per route.
 */
function rateLimitStore(count: Count) {
  return class RateLimitStore implements FastifyRateLimitStore {
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
      count(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    // The plugin passes its merged options here, whatever its type
    // declaration says.
    child(routeOptions: RouteOptions) {
      const { groupId, routeInfo } = routeOptions as unknown as {
        groupId?: string;
        routeInfo?: { method?: string | string[]; url?: string };
      };
      return new RateLimitStore(
        {},
        `${groupId ?? `${String(routeInfo?.method)} ${routeInfo?.url}`}:`,
      );
    }
  };
}

/**
 * Counting in the database, so that every instance sees the same count. The
 * key is a keyed hash (HMAC with a secret of the day) of route and address:
 * the address itself is never written, and a hash cannot be checked against
 * a guessed address.
 */
const sharedCount =
  (store: Store): Count =>
  async (key, windowMs) =>
    store.rateLimits.count(
      await store.secrets.keyOf("rate-limit", key),
      windowMs,
    );

/**
 * Counting in this process's memory (one instance): by a keyed hash of the
 * address too, and each count is forgotten once its window is over, so no
 * trace of a client stays longer than its minute.
 */
export function memoryCount() {
  const secret = createSecretKey(randomBytes(32));
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = setInterval(() => {
    const time = Date.now();
    for (const [key, window] of windows)
      if (window.endsAt <= time) windows.delete(key);
  }, 5_000);
  sweep.unref();
  const count: Count = async (key, windowMs) => {
    const time = Date.now();
    const hashed = createHmac("sha256", secret).update(key).digest("base64url");
    let window = windows.get(hashed);
    if (!window || window.endsAt <= time) {
      window = { count: 0, endsAt: time + windowMs };
      windows.set(hashed, window);
    }
    window.count++;
    return { current: window.count, ttl: window.endsAt - time };
  };
  return {
    count,
    /** How many clients are counted now (for the tests). */
    size: () => windows.size,
    stop: () => clearInterval(sweep),
  };
}

function invalid(fields: FieldErrors) {
  return { error: "Bitte prüfen Sie Ihre Angaben.", fields };
}

/**
 * Logs a fault of the server without what the visitor entered: a database
 * error's details can quote the row it failed on. `context` says what failed.
 */
export function logFault(error: unknown, context?: string) {
  const { name, code, message } =
    error instanceof Error
      ? (error as Error & { code?: string })
      : { name: "Error", code: undefined, message: String(error) };
  console.error(
    withoutSecrets(
      `${context ? `${context}: ` : ""}${name}${code ? ` (${code})` : ""}: ${message}`,
    ),
  );
}

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
function crossSiteCheck(siteOrigin: string | undefined) {
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

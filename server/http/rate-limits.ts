import { createHmac, createSecretKey, randomBytes } from "node:crypto";
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
} from "@fastify/rate-limit";
import type { FastifyInstance, RouteOptions } from "fastify";
import type { Store } from "../store/index.ts";
import { FORMS, type Form } from "./submissions.ts";

/** Submissions per client and window. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Counts one request of a client (by key) in its window: the count so far and the milliseconds left. */
type Count = (
  key: string,
  windowMs: number,
) => Promise<{ current: number; ttl: number }>;

/**
 * Rate limits per client: one count per form, whichever way the form arrives
 * (API or page), and route options for a route counted on its own. With
 * several instances on one PostgreSQL the count is shared through it;
 * otherwise it is kept in memory, by keyed hash, for its window only.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  store: Store,
  limit: RateLimit,
) {
  const shared = store.dialect === "postgres";
  const memory = shared ? undefined : memoryCount();
  app.addHook("onClose", async () => memory?.stop());
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
  const perForm = Object.fromEntries(
    FORMS.map((form) => [
      form,
      app.rateLimit({
        max: limit.max,
        timeWindow: limit.windowMs,
        groupId: form,
      }),
    ]),
  ) as Record<Form, ReturnType<typeof app.rateLimit>>;
  const ownCount = {
    config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } },
  };
  return { perForm, ownCount };
}

/** What registerRateLimits gives the routes. */
export type RateLimits = Awaited<ReturnType<typeof registerRateLimits>>;

/**
 * A store for @fastify/rate-limit around a way of counting: one count per
 * form (its group: API and page together) or per route. (The plugin's own
 * store keeps a client's count past its window, up to 5,000 of them; the
 * privacy statement promises it is gone once the minute is over.)
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

import type { FastifyInstance } from "fastify";
import { StoreUnavailable, describeStoreFault } from "../store/keeper.ts";
import type { ApiOptions } from "./delivery.ts";
import type { Log } from "../log.ts";
import { logFault } from "./fault-log.ts";
import { HEALTH_PATHS } from "./security-headers.ts";

/** How long /readyz waits for the store before it calls it unreachable. */
const STORE_TIMEOUT_MS = 2_000;

/** What /readyz answers: whether this instance can take submissions, and how its mail is doing. */
type Readiness =
  | { status: "ready"; delivery: "simulated"; note: string }
  | {
      status: "ready" | "unavailable";
      delivery: "api";
      /** `problem`: why submissions are refused now, in a few words (codes, never data). */
      store: { engine: string; reachable: boolean; problem?: string };
      mails?: {
        /** Whether a mail server is set (SMTP_URL); without one mails wait in the store. */
        sending: boolean;
        queued: number;
        /** Mails given up after the retry period; they stay in the store. */
        failed: number;
        oldestQueuedSeconds: number | null;
        /**
         * Lanes the relay stopped for a reason of its own (`sender`,
         * `login`, `policy`, `quota`): their mails wait; the log says what
         * to check.
         */
        stopped: { cause: string; sinceSeconds: number }[];
      };
    };

/**
 * The instance's readiness: with delivery on, whether its store answers
 * (within two seconds) and what its outbox holds; with delivery off, a note
 * that the forms are simulated. What went wrong goes to the log, never into
 * the answer, which anyone may read.
 */
async function readiness(
  api: ApiOptions | undefined,
  log: Log,
  now = Date.now(),
): Promise<Readiness> {
  if (!api) {
    return {
      status: "ready",
      delivery: "simulated",
      note: "Form delivery is off: the forms are simulated, nothing is stored or mailed (FORM_DELIVERY=api turns it on).",
    };
  }
  const { store, mailer, storeProblem } = api;
  const engine = store.dialect;
  try {
    const stats = await withTimeout(store.outbox.stats(), STORE_TIMEOUT_MS);
    // After a failed write (a full disk, a read-only file) a read still
    // works: whether writes work again only a write can tell.
    if (storeProblem?.())
      await withTimeout(store.probe.write(), STORE_TIMEOUT_MS);
    return {
      status: "ready",
      delivery: "api",
      store: { engine, reachable: true },
      mails: {
        sending: mailer !== undefined,
        queued: stats.queued,
        failed: stats.failed,
        oldestQueuedSeconds: secondsSince(stats.oldestQueuedAt, now),
        stopped: (mailer?.stalls?.() ?? []).map(({ cause, since }) => ({
          cause,
          sinceSeconds: Math.max(0, Math.round((now - since) / 1000)),
        })),
      },
    };
  } catch (error) {
    // A store that is down is logged by the store keeper, once a minute.
    if (!(error instanceof StoreUnavailable))
      logFault(
        log,
        error,
        "Bereitschaftsprüfung (/readyz): Die Datenbank hat nicht geantwortet",
      );
    return {
      status: "unavailable",
      delivery: "api",
      store: {
        engine,
        reachable: false,
        problem:
          error instanceof StoreUnavailable
            ? error.problem
            : describeStoreFault(error),
      },
    };
  }
}

/** Whole seconds from an ISO time to `now`; null without a time. */
function secondsSince(time: string | null, now: number) {
  return time === null
    ? null
    : Math.max(0, Math.round((now - Date.parse(time)) / 1000));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        // "Timeout" is the word by which describeStoreFault (the store
        // keeper) tells /readyz that the database does not answer.
        () =>
          reject(new Error(`keine Antwort innerhalb von ${ms} ms (Timeout)`)),
        ms,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * GET /healthz: 200 while the process serves. GET /readyz: 200 when this
 * instance can take submissions, 503 when its store cannot be reached.
 * Never cached, never indexed.
 */
export function registerHealth(
  app: FastifyInstance,
  api: ApiOptions | undefined,
) {
  app.get(HEALTH_PATHS.live, (_request, reply) =>
    reply.header("X-Robots-Tag", "noindex").send({ status: "ok" }),
  );
  app.get(HEALTH_PATHS.ready, async (request, reply) => {
    const report = await readiness(api, request.log);
    return reply
      .code(report.status === "ready" ? 200 : 503)
      .header("X-Robots-Tag", "noindex")
      .send(report);
  });
}

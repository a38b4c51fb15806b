import { type Log, quietLog } from "../log.ts";
import { StoreUnavailable } from "../store/keeper.ts";

/**
 * A job the server runs on a schedule. Each job module says what it does and
 * how often; this is the one place that keeps the timers.
 */
export interface Job<Result> {
  /** What the job does, for a reader and for the log when it fails (German: the owner reads the log). */
  does: string;
  /** How often it runs. */
  everyMs: number;
  /** Also once at the start (default), or only after the first interval. */
  atStart?: boolean;
  /** One run. A run that throws is logged; the next runs as planned. */
  run: () => Promise<Result>;
  /** Where a failed or slow run is told (quiet when omitted). */
  log?: Log;
}

/** A scheduled job: its first run, its latest, and a way to stop it. */
export interface Scheduled<Result> {
  /** The run at start (undefined when the job waits its first interval). */
  first: Promise<Result | undefined>;
  /** The most recent run. */
  latest: () => Promise<Result | undefined>;
  /** Starts no more runs; resolves once the run that goes (if one does) has ended. */
  stop: () => Promise<void>;
}

/**
 * A run that has gone this long when a tick finds it still going is told
 * in the log. A look at the mail queue every few hundred ms (a short
 * MAIL_RETRY_MS) outlasts its interval by moments on a busy machine or
 * while the store is down; that is no news for the owner.
 */
const SLOW_RUN_MS = 60_000;

/** How long something has gone, for the log: "40 Sekunden", "12 Minuten". */
const howLong = (ms: number) =>
  ms < 120_000
    ? `${Math.round(ms / 1000)} Sekunden`
    : `${Math.round(ms / 60_000)} Minuten`;

/**
 * Runs `job` every `everyMs` (and at once, unless `atStart` is false). The
 * timer never keeps the process alive, and a failing run never stops it.
 * One run at a time: a tick while the last run still goes starts nothing
 * (the first such tick once the run has gone for a minute says so in the
 * log); the next tick after it ended starts the next.
 */
export function every<Result>(job: Job<Result>): Scheduled<Result> {
  const log = job.log ?? quietLog();
  let going: { since: number; told: boolean } | undefined;
  const run = () => {
    going = { since: Date.now(), told: false };
    return job
      .run()
      .catch((error: unknown) => {
        // A store that is down is logged by the store keeper, once a minute,
        // not again by every job that found it so.
        // Anything else is a bug: with its stack.
        if (!(error instanceof StoreUnavailable))
          log.error(
            { err: error },
            `${job.does} ist fehlgeschlagen und läuft wie geplant erneut.`,
          );
        return undefined;
      })
      .finally(() => (going = undefined));
  };
  const first = job.atStart === false ? Promise.resolve(undefined) : run();
  let latest = first;
  const timer = setInterval(() => {
    if (!going) {
      latest = run();
    } else if (!going.told && Date.now() - going.since >= SLOW_RUN_MS) {
      going.told = true;
      log.warn(
        `${job.does} läuft noch vom letzten Mal (seit ${howLong(Date.now() - going.since)}); der nächste Durchgang beginnt erst danach.`,
      );
    }
  }, job.everyMs);
  timer.unref();
  return {
    first,
    latest: () => latest,
    async stop() {
      clearInterval(timer);
      // A run never rejects (see run): this waits, it cannot throw.
      await latest;
    },
  };
}

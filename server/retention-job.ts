import type { Store } from "./store.ts";

/** How often the job looks: every period ends within an hour of its date. */
const HOUR_MS = 3_600_000;

/**
 * Deletes what the privacy statement's periods no longer allow, at start and
 * then every hour, so that no period runs more than an hour over the date the
 * statement and the mails name. Safe on every instance at once: each run is one
 * transaction of plain deletes by date.
 */
export function scheduleRetention(
  store: Store,
  { log = console.log, intervalMs = HOUR_MS } = {},
) {
  async function run() {
    try {
      const deleted = await store.deleteExpired();
      const total = Object.values(deleted).reduce((sum, n) => sum + n, 0);
      if (total > 0) {
        log(
          `Retention: deleted ${deleted.contactRequests} contact requests, ${deleted.pendingSignups} unconfirmed and ${deleted.confirmedSignups} expired sign-ups.`,
        );
      }
      return deleted;
    } catch (error) {
      console.error(
        "The retention job failed; it runs again in an hour:",
        error,
      );
      return undefined;
    }
  }
  const first = run();
  let latest = first;
  const timer = setInterval(() => (latest = run()), intervalMs);
  timer.unref();
  return {
    /** The run at start. */
    first,
    /** The most recent run, once it finished. */
    latest: () => latest,
    stop: () => clearInterval(timer),
  };
}

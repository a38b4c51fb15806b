import type { Store } from "./store.ts";

const DAY_MS = 86_400_000;

/**
 * Deletes what the privacy statement's periods no longer allow, at start and
 * then once a day. Safe on every instance at once: each run is one
 * transaction of plain deletes by date.
 */
export function scheduleRetention(
  store: Store,
  { log = console.log, intervalMs = DAY_MS } = {},
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
      console.error("The retention job failed; it runs again tomorrow:", error);
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

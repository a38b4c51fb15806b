import { firstKeptMonth, retention } from "../../app/content/retention.ts";
import { type Log, quietLog } from "../log.ts";
import type { Store } from "../store/index.ts";
import { every } from "./every.ts";

/** How often the job looks: every period ends within an hour of its date. */
const HOUR_MS = 3_600_000;

/**
 * Deletes what the privacy statement's periods no longer allow, at start and
 * then every hour, so that no period runs more than an hour over the date the
 * statement and the mails name. Safe on every instance at once: each run is one
 * transaction of plain deletes by date.
 */
export function scheduleRetention(
  store: Pick<Store, "submissions" | "spamLessons">,
  {
    log = quietLog(),
    intervalMs = HOUR_MS,
  }: { log?: Log; intervalMs?: number } = {},
) {
  return every({
    does: "Das Löschen nach den Speicherfristen der Datenschutzerklärung",
    everyMs: intervalMs,
    log,
    async run() {
      const deleted = await store.submissions.deleteExpired();
      const total = Object.values(deleted).reduce((sum, n) => sum + n, 0);
      if (total > 0) {
        log.info(
          `Gelöscht nach den Speicherfristen: ${deleted.contactRequests} Kontaktanfragen, ${deleted.pendingSignups} unbestätigte und ${deleted.confirmedSignups} abgelaufene Anmeldungen.`,
        );
      }
      await store.spamLessons.forgetBefore(
        firstKeptMonth(retention.spamLessonDays),
      );
      return deleted;
    },
  });
}

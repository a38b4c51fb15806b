import type { Log } from "../log.ts";
import type { Store } from "../store/index.ts";
import { every } from "./every.ts";

/**
 * Every minute, deletes the stored count windows that have ended (the
 * shared rate limits on PostgreSQL, the enquiries per client and day) and
 * the marks of submissions whose time is over, and the secrets of days
 * before yesterday (the enquiry count's daily key). A store that is down says so in its
 * own log line (the store keeper), so a failed run is quiet here.
 */
export function scheduleRateLimitPruning(
  store: Pick<Store, "rateLimits">,
  log?: Log,
) {
  return every({
    does: "Das Löschen abgelaufener Zählfenster der Anfragebegrenzung",
    log,
    everyMs: 60_000,
    atStart: false,
    run: () => store.rateLimits.prune().catch(() => {}),
  });
}

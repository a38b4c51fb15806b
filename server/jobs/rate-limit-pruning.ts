import type { Store } from "../store/index.ts";
import { every } from "./every.ts";

/**
 * Every minute, deletes the shared rate-limit windows that have ended
 * (PostgreSQL; SQLite counts in memory). A store that is down says so in its
 * own log line (the store keeper), so a failed run is quiet here.
 */
export function scheduleRateLimitPruning(store: Pick<Store, "rateLimits">) {
  return every({
    does: "Das Löschen abgelaufener Zählfenster der Anfragebegrenzung",
    everyMs: 60_000,
    atStart: false,
    run: () => store.rateLimits.prune().catch(() => {}),
  });
}

import type { Log } from "../log.ts";
import type { Store } from "../store/index.ts";
import { every } from "../jobs/every.ts";

/**
 * Every five minutes, queues the overview of held enquiries when one is due
 * (at most one in `everyMinutes`, HELD_OVERVIEW_MINUTES) and tells the
 * mailer; an enquiry held with no overview due lists itself at once. A store that is down says so in its own
 * log line (the store keeper), so a failed run is quiet here.
 */
export function scheduleHeldOverview(
  store: Pick<Store, "held">,
  mailer: { flush(): Promise<void> } | undefined,
  {
    everyMinutes = 60,
    everyMs = 5 * 60_000,
    log,
  }: { everyMinutes?: number; everyMs?: number; log?: Log } = {},
) {
  return every({
    does: "Die Übersicht zurückgehaltener Anfragen",
    everyMs,
    log,
    run: async () => {
      const listed = await store.held
        .queueOverview(new Date(), everyMinutes)
        .catch(() => 0);
      if (listed > 0) await mailer?.flush();
      return listed;
    },
  });
}

import type { Store } from "../store/index.ts";
import { every } from "./every.ts";

/**
 * Every five minutes, queues the overview of held enquiries when one is due
 * (the day's from 7 o'clock, or an hour after the hourly cap of notices held
 * one back) and tells the mailer. A store that is down says so in its own
 * log line (the store keeper), so a failed run is quiet here.
 */
export function scheduleHeldOverview(
  store: Pick<Store, "held">,
  mailer: { flush(): Promise<void> } | undefined,
  everyMs = 5 * 60_000,
) {
  return every({
    does: "Die Übersicht zurückgehaltener Anfragen",
    everyMs,
    run: async () => {
      const listed = await store.held.queueOverview().catch(() => 0);
      if (listed > 0) await mailer?.flush();
      return listed;
    },
  });
}

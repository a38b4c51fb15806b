import type { Log } from "../log.ts";
import { germanDateTime } from "../berlin-time.ts";
import type { WeekSources } from "./figures.ts";
import { nextWeekMailAt } from "./period.ts";
import { queueWeekMail } from "./queue.ts";
import { every } from "../jobs/every.ts";

const WEEK_MS = 7 * 86_400_000;
/** How often the job looks whether the week's mail is due. */
const WEEK_MAIL_LOOK_MS = 5 * 60_000;

/**
 * The week's mail is due from Monday 7:00 German time to the end of that
 * Monday: a server that was down at 7:00 sends it when it is back that day,
 * one started on a Thursday waits for the next Monday.
 */
export function weekMailDue(now: Date): boolean {
  const last = nextWeekMailAt(new Date(now.getTime() - WEEK_MS));
  return last <= now && germanDateTime(last).day === germanDateTime(now).day;
}

/**
 * Every five minutes, queues the week's mail to the company once it is due
 * and tells the mailer. Several instances on one database queue it once
 * (the week's row in `week_mails`, week/store.ts). A store that is down
 * says so in its own log line (the store keeper): the next look tries again.
 */
export function scheduleWeekMail(
  sources: Omit<WeekSources, "stalls">,
  mailer:
    { flush(): Promise<void>; stalls(): WeekSources["stalls"] } | undefined,
  {
    everyMs = WEEK_MAIL_LOOK_MS,
    now = () => new Date(),
    log,
  }: { everyMs?: number; now?: () => Date; log?: Log } = {},
) {
  return every({
    does: "Der Wochenbericht",
    everyMs,
    log,
    run: async () => {
      const at = now();
      if (!weekMailDue(at)) return false;
      const queued = await queueWeekMail(
        { ...sources, stalls: mailer?.stalls() ?? [] },
        { now: at, once: true },
      ).catch(() => false);
      if (queued) await mailer?.flush();
      return queued;
    },
  });
}

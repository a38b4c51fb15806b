import type { WeekReportPayload } from "./kind.ts";
import { type WeekSources, gatherWeek } from "./figures.ts";
import { weekBefore } from "./period.ts";

/**
 * Gathers the week before `now` and queues its mail to the company.
 * `once` (the Monday job): only the first instance to queue this week's
 * mail does; by hand (npm run inbox -- week) it is queued each time.
 * False when another instance had queued it already.
 */
export async function queueWeekMail(
  sources: WeekSources,
  { now = new Date(), once = false }: { now?: Date; once?: boolean } = {},
): Promise<boolean> {
  const first = weekBefore(now).days[0]!;
  // The job looks every five minutes all Monday: gathers only while the week is not queued.
  if (once && (await sources.store.week.weekQueued(first))) return false;
  const figures = await gatherWeek(sources, now);
  const payload: WeekReportPayload = { figures };
  return sources.store.week.queueMail(payload, once ? { once: first } : {});
}

import type { WeekReportPayload } from "../mail/kinds/week-report.ts";
import { type WeekSources, gatherWeek } from "./figures.ts";

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
  const figures = await gatherWeek(sources, now);
  const payload: WeekReportPayload = { figures };
  return sources.store.week.queueMail(
    payload,
    once ? { once: figures.week.days[0]! } : {},
  );
}

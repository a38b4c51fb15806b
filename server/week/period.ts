import { germanDateTime } from "../berlin-time.ts";

/** A week the weekly mail reports on: Monday 00:00 to Monday 00:00, German time. */
export interface Week {
  /** Its seven German days, Monday first (YYYY-MM-DD). */
  days: string[];
  /** Its start and end as the store writes times (ISO 8601, UTC): from inclusive, to exclusive. */
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** A German date `count` calendar days later (or earlier). */
function plusDays(day: string, count: number): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + count))
    .toISOString()
    .slice(0, 10);
}

/** Monday 0 … Sunday 6, of a German date. */
function weekdayOf(day: string): number {
  const [year, month, date] = day.split("-").map(Number);
  return (new Date(Date.UTC(year!, month! - 1, date!)).getUTCDay() + 6) % 7;
}

/**
 * The moment a German day begins. Germany is one or two hours ahead of UTC,
 * and its clocks change at 2 or 3 a.m., never at midnight: exactly one of
 * the two candidates reads 00:00:00 there.
 */
function germanMidnight(day: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  const utcMidnight = Date.UTC(year!, month! - 1, date!);
  for (const hours of [1, 2]) {
    const candidate = new Date(utcMidnight - hours * 3_600_000);
    const read = germanDateTime(candidate);
    if (read.day === day && read.clock === "00:00:00") return candidate;
  }
  throw new RangeError(`Kein Tagesbeginn für ${day} gefunden`);
}

/**
 * The last whole week before `now`: on Monday at 7:00 the one that ended at
 * midnight, on any other day the one that ended on the Monday before.
 */
export function weekBefore(now: Date): Week {
  const today = germanDateTime(now).day;
  const monday = plusDays(today, -weekdayOf(today));
  const first = plusDays(monday, -7);
  const days = Array.from({ length: 7 }, (_, index) => plusDays(first, index));
  return {
    days,
    from: germanMidnight(first).toISOString(),
    to: germanMidnight(monday).toISOString(),
  };
}

/** The German day a stored time falls on. */
export const germanDayOf = (iso: string) => germanDateTime(new Date(iso)).day;

/** Whole days from a moment to `now`, rounded down. */
export const daysSince = (time: number, now: Date) =>
  Math.floor((now.getTime() - time) / DAY_MS);

/** When the weekly mail goes: Mondays at this hour, German time. */
const SEND_HOUR = 7;

/**
 * The next Monday 7:00 German time after `now`, when the weekly mail goes.
 * Germany changes its clocks on Sundays, so a Monday's 7:00 is always seven
 * hours after its midnight.
 */
export function nextWeekMailAt(now: Date): Date {
  const today = germanDateTime(now).day;
  const monday = plusDays(today, -weekdayOf(today));
  const at = (day: string) =>
    new Date(germanMidnight(day).getTime() + SEND_HOUR * 3_600_000);
  const thisWeek = at(monday);
  return thisWeek > now ? thisWeek : at(plusDays(monday, 7));
}

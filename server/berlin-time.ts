/**
 * The wall clock in Germany, for the owner's eyes: Europe/Berlin with its
 * summer time (the rules come from the ICU data behind `Intl`, never from
 * arithmetic here).
 */
const berlinClock = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  // 00–23: never "24:00:00" at midnight, as `hour12: false` may give.
  hourCycle: "h23",
});

/**
 * A stored time (ISO 8601 in UTC, as `toISOString()` writes it) as German
 * time in the form `TT.MM.JJJJ HH:MM:SS`, e.g. "2026-03-29T00:30:00.000Z"
 * → "29.03.2026 01:30:00". German Excel takes a CSV cell in this form for a
 * date and time (it is the de-DE short date plus the time); people read it
 * as it stands. Built from parts, so no locale data can slip a comma between
 * date and time. null (a time that has not happened) stays null. A string
 * that is no time at all throws: the store never writes one.
 *
 * In the hour the clocks go back (last Sunday in October, 02:00–03:00) two
 * different moments read the same; the exports for programs keep UTC.
 */
export function berlinTime(iso: string): string;
export function berlinTime(iso: string | null): string | null;
export function berlinTime(iso: string | null): string | null {
  if (iso === null) return null;
  const time = new Date(iso);
  if (Number.isNaN(time.getTime()))
    throw new RangeError(`Keine gültige Zeitangabe: ${iso}`);
  const part = Object.fromEntries(
    berlinClock.formatToParts(time).map(({ type, value }) => [type, value]),
  );
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}:${part.second}`;
}

/** The last second read: a busy server asks for the same one many times. */
let lastSecond:
  { at: number; value: { day: string; clock: string } } | undefined;

/**
 * A moment as German date and time for logs and file names: `day` as
 * YYYY-MM-DD (it sorts), `clock` as HH:MM:SS. The German day is also the
 * day whose secret keys the visitor log and the store's keyed hashes.
 */
export function germanDateTime(time: Date): { day: string; clock: string } {
  const at = Math.floor(time.getTime() / 1000);
  if (lastSecond?.at === at) return lastSecond.value;
  const part = Object.fromEntries(
    berlinClock.formatToParts(time).map(({ type, value }) => [type, value]),
  );
  const value = {
    day: `${part.year}-${part.month}-${part.day}`,
    clock: `${part.hour}:${part.minute}:${part.second}`,
  };
  lastSecond = { at, value };
  return value;
}

/**
 * A stored time as a person reads it in a mail: German date, and with
 * `time` the time of day too ("24.11.2026, 10:00"; without: "24.11.2026").
 */
export function germanReadable(iso: string, { time = true } = {}): string {
  return new Date(iso).toLocaleString("de-DE", {
    timeZone: "Europe/Berlin",
    dateStyle: "medium",
    ...(time ? { timeStyle: "short" } : {}),
  });
}

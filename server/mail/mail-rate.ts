/*
 * MAIL_RATE applied: its windows (a second, a minute, an hour, a German day)
 * and a sender's wait for a slot in one. The count of slots taken is the
 * store's (../store/send-slots.ts), shared by every sender.
 */
import { germanDateTime } from "../berlin-time.ts";
import type { MailRate, RatePer } from "../config.ts";
import type { MailKind } from "../store/schema.ts";
import type { Store } from "../store/index.ts";
import type { Lane } from "./kinds/kind.ts";

export type { MailRate } from "../config.ts";

/** Updates give way to a lead queued this recently (under MAIL_RATE). */
const LEADS_FIRST_MS = 30_000;
/** How often a sender looks again whether a full window has ended (or its rows were moved). */
const LOOK_AGAIN_MS = 1_000;
const HOUR_MS = 3_600_000;
const FIXED_MS: Record<Exclude<RatePer, "day">, number> = {
  second: 1_000,
  minute: 60_000,
  hour: HOUR_MS,
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Windows so long that a send stops (or, asked to, waits) when they are
 * full, and that keep a few slots for leads: an hour, a day. A second or a
 * minute is simply waited for.
 */
const isLongWindow = (per: RatePer) => per === "hour" || per === "day";

/** The moment the German day `day` (YYYY-MM-DD) begins: midnight in Berlin. */
function berlinMidnight(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [
    number,
    number,
    number,
  ];
  const utcMidnight = Date.UTC(year, month - 1, date);
  // Germany is one hour (CET) or two (CEST) ahead of UTC; its clocks change
  // at 02:00 and 03:00, never at midnight. Which one holds, the time zone
  // data behind berlin-time.ts says.
  for (const hours of [1, 2]) {
    const candidate = utcMidnight - hours * HOUR_MS;
    const german = germanDateTime(new Date(candidate));
    if (german.day === day && german.clock === "00:00:00") return candidate;
  }
  throw new RangeError(`Kein Mitternacht in Berlin am ${day}`);
}

/**
 * The calendar window of this kind around `time`: the second, the clock's
 * minute and hour (the German ones: Berlin is whole hours from UTC), the
 * German day (23, 24 or 25 hours long). Start and end in ms since the epoch.
 */
export function rateWindow(
  per: RatePer,
  time = Date.now(),
): { start: number; end: number } {
  if (per !== "day") {
    const length = FIXED_MS[per];
    const start = time - (time % length);
    return { start, end: start + length };
  }
  const start = berlinMidnight(germanDateTime(new Date(time)).day);
  // 26 hours on is always within the next German day.
  const end = berlinMidnight(
    germanDateTime(new Date(start + 26 * HOUR_MS)).day,
  );
  return { start, end };
}

/**
 * The slots of a long window updates leave to subscriber mails (one in
 * twenty): a confirmation asked for after an update used up the day still
 * leaves the same day.
 */
export const leadsReserve = ({ limit, per }: MailRate) =>
  isLongWindow(per) ? Math.floor(limit / 20) : 0;

/**
 * The slots of a long window only the company's own mails may take (one in
 * ten, at least one): notices of enquiries, the overview of held ones, the
 * weekly mail. Neither subscriber mails nor updates reach them, so a flood
 * of sign-ups cannot keep the company from hearing of a person (issue 52).
 */
export const companyShare = ({ limit, per }: MailRate) =>
  isLongWindow(per) ? Math.max(1, Math.ceil(limit / 10)) : 0;

/** The slots of a window a lane leaves to the lanes before it. */
export function heldBack(lane: Lane, rate: MailRate): number {
  if (lane === "notices") return 0;
  const forCompany = companyShare(rate);
  return lane === "subscribers" ? forCompany : forCompany + leadsReserve(rate);
}

/** How often a waiting mail's claim is renewed: well inside the claim's minutes. */
const RENEW_EVERY_MS = 60_000;

/**
 * Under MAIL_RATE: waits for a slot of the current window, shared with
 * every sender on the store. Updates leave the slots to notices and
 * subscriber mails that wait, so a lead queued during an update leaves
 * within a second or two; each lane leaves the last slots of an hour or a
 * day to the lanes before it (heldBack). A full window is looked at again every second, so a window that
 * ends (or whose count the store no longer holds) frees the sender at once.
 * Throws once `stopped()` says the lane is closing. While it waits,
 * `stillMine` is asked now and then (renewing the mail's claim): a wait of
 * hours never lets the claim run out, and a mail another sender took is
 * given up at once (false) instead of costing a slot.
 */
export async function waitForSlot(
  store: Pick<Store, "sendSlots">,
  {
    kinds,
    rate,
    lane,
    stopped,
    stillMine = async () => true,
  }: {
    kinds: readonly MailKind[];
    rate: MailRate | undefined;
    lane: Lane;
    stopped: () => boolean;
    stillMine?: () => Promise<boolean>;
  },
): Promise<boolean> {
  if (!rate) return true;
  const bulk = lane === "updates";
  const cap = rate.limit - heldBack(lane, rate);
  let renewedAt = Date.now();
  for (;;) {
    if (stopped()) throw new Error("shutting down");
    if (Date.now() - renewedAt > RENEW_EVERY_MS) {
      if (!(await stillMine())) return false;
      renewedAt = Date.now();
    }
    if (bulk && (await store.sendSlots.othersWaiting(kinds, LEADS_FIRST_MS))) {
      await sleep(50);
      continue;
    }
    const { start, end } = rateWindow(rate.per);
    const window = { per: rate.per, startsAt: start };
    // A full window is only read while it lasts: no write a second per waiting mail.
    const free =
      rate.per === "second" || (await store.sendSlots.used(window)) < cap;
    if (free && (await store.sendSlots.takeSlot(window, cap))) return true;
    await sleep(Math.min(end - Date.now(), LOOK_AGAIN_MS) + 1);
  }
}

/** A long window whose slots for updates are all taken. */
export interface FullWindow extends MailRate {
  /** The slots left to the company's mails and subscriber mails (heldBack). */
  reserve: number;
  /** When the next window begins, ms since the epoch. */
  until: number;
}

/**
 * Whether the hour's or day's slots for updates are all taken (by every
 * sender on the store): then what and until when. Undefined for a second or
 * a minute, which a send simply waits for.
 */
export async function updatesWindowFull(
  store: Pick<Store, "sendSlots">,
  rate: MailRate | undefined,
): Promise<FullWindow | undefined> {
  if (!rate || !isLongWindow(rate.per)) return undefined;
  const { start, end } = rateWindow(rate.per);
  const reserve = heldBack("updates", rate);
  const used = await store.sendSlots.used({ per: rate.per, startsAt: start });
  return used >= rate.limit - reserve
    ? { ...rate, reserve, until: end }
    : undefined;
}

// @vitest-environment node
// MAIL_RATE per second, minute, hour or German day: the setting's forms, the
// calendar windows, and the count every sender on one store shares.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openSqlite } from "../store/database.ts";
import { type Store, openStore } from "../store/index.ts";
import { engines } from "../../tests/support/postgres.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import { kindsOfLane } from "./kinds/index.ts";
import type { Lane } from "./kinds/kind.ts";
import { deliverySettings } from "../config.ts";
import {
  companyShare,
  heldBack,
  leadsReserve,
  rateWindow,
  updatesWindowFull,
  waitForSlot,
} from "./mail-rate.ts";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("MAIL_RATE", () => {
  const rate = (value: string) =>
    deliverySettings({ MAIL_RATE: value }).mailRate;

  it("takes a count per second, minute, hour or day, in English or German", () => {
    expect(deliverySettings({}).mailRate).toBeUndefined();
    expect(rate("10")).toEqual({ limit: 10, per: "second" });
    expect(rate("10/s")).toEqual({ limit: 10, per: "second" });
    expect(rate(" 10 / sek ")).toEqual({ limit: 10, per: "second" });
    expect(rate("30/min")).toEqual({ limit: 30, per: "minute" });
    expect(rate("1000/h")).toEqual({ limit: 1000, per: "hour" });
    expect(rate("1000/Std")).toEqual({ limit: 1000, per: "hour" });
    expect(rate("400/day")).toEqual({ limit: 400, per: "day" });
    expect(rate("400/tag")).toEqual({ limit: 400, per: "day" });
    expect(rate("400/d")).toEqual({ limit: 400, per: "day" });
  });

  it.each([
    "",
    "0",
    "0/day",
    "-5/min",
    "1.5/s",
    "zehn",
    "30/",
    "30/week",
    "30/woche",
    "30/constructor",
    "/min",
    "30 per minute",
    "30/min/h",
    "99999999999999999999/day",
  ])("stops the start for %j with a German message", (value) => {
    expect(() => rate(value)).toThrow(
      expect.objectContaining({
        name: "SettingError",
        message: expect.stringMatching(
          /^MAIL_RATE muss eine ganze Zahl von E-Mails über 0, .*400\/day sein, nicht "/,
        ) as string,
      }),
    );
  });
});

describe("the windows", () => {
  it("a second, the clock's minute and hour", () => {
    const time = at("2026-11-25T10:15:42.500Z");
    expect(rateWindow("second", time)).toEqual({
      start: at("2026-11-25T10:15:42Z"),
      end: at("2026-11-25T10:15:43Z"),
    });
    expect(rateWindow("minute", time)).toEqual({
      start: at("2026-11-25T10:15:00Z"),
      end: at("2026-11-25T10:16:00Z"),
    });
    expect(rateWindow("hour", time)).toEqual({
      start: at("2026-11-25T10:00:00Z"),
      end: at("2026-11-25T11:00:00Z"),
    });
  });

  it.each([
    // winter: Berlin is UTC+1
    [
      "2026-11-25T12:00:00Z",
      "2026-11-24T23:00:00.000Z",
      "2026-11-25T23:00:00.000Z",
    ],
    [
      "2026-11-25T22:59:59Z",
      "2026-11-24T23:00:00.000Z",
      "2026-11-25T23:00:00.000Z",
    ],
    [
      "2026-11-25T23:00:00Z",
      "2026-11-25T23:00:00.000Z",
      "2026-11-26T23:00:00.000Z",
    ],
    // summer: UTC+2; 00:30 in Berlin is still the day before in UTC
    [
      "2026-07-01T22:30:00Z",
      "2026-07-01T22:00:00.000Z",
      "2026-07-02T22:00:00.000Z",
    ],
    // the day the clocks go forward has 23 hours, the day they go back 25
    [
      "2026-03-29T12:00:00Z",
      "2026-03-28T23:00:00.000Z",
      "2026-03-29T22:00:00.000Z",
    ],
    [
      "2026-10-25T12:00:00Z",
      "2026-10-24T22:00:00.000Z",
      "2026-10-25T23:00:00.000Z",
    ],
  ])("the German day around %s: from %s to %s", (time, start, end) => {
    const window = rateWindow("day", at(time));
    expect([iso(window.start), iso(window.end)]).toEqual([start, end]);
  });

  it("the company's mails keep one slot in ten of an hour or a day (at least one), none of a second or minute", () => {
    expect(companyShare({ limit: 400, per: "day" })).toBe(40);
    expect(companyShare({ limit: 50, per: "day" })).toBe(5);
    expect(companyShare({ limit: 5, per: "hour" })).toBe(1);
    expect(companyShare({ limit: 30, per: "minute" })).toBe(0);
    expect(heldBack("notices", { limit: 400, per: "day" })).toBe(0);
    expect(heldBack("subscribers", { limit: 400, per: "day" })).toBe(40);
    expect(heldBack("updates", { limit: 400, per: "day" })).toBe(60);
  });

  it("updates leave one slot in twenty of an hour or a day to subscriber mails, none of a second or minute", () => {
    expect(leadsReserve({ limit: 400, per: "day" })).toBe(20);
    expect(leadsReserve({ limit: 1000, per: "hour" })).toBe(50);
    expect(leadsReserve({ limit: 5, per: "day" })).toBe(0);
    expect(leadsReserve({ limit: 30, per: "minute" })).toBe(0);
    expect(leadsReserve({ limit: 40, per: "second" })).toBe(0);
  });
});

describe.each(engines)("the count on %s, shared by two senders", (engine) => {
  let first: Store;
  let second: Store;
  let close: () => Promise<void>;

  beforeEach(async () => {
    const opened = await openTestStore(engine);
    first = opened.store;
    // Another sender (another instance, or npm run updates) on the same database.
    second = await openStore(opened.dir, opened.databaseUrl);
    close = async () => {
      await second.close();
      await opened.close();
    };
    vi.useFakeTimers({ toFake: ["Date"] });
    // 23:59:58 in Berlin.
    vi.setSystemTime(at("2026-11-25T22:59:58Z"));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await close();
  });

  const today = () => ({ per: "day", startsAt: rateWindow("day").start });

  it("hands out the window's slots once, whichever sender asks, and none past the limit", async () => {
    const taken = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        (n % 2 ? first : second).sendSlots.takeSlot(today(), 5),
      ),
    );
    expect(taken.filter(Boolean)).toHaveLength(5);
    expect(await first.sendSlots.used(today())).toBe(5);
    expect(await second.sendSlots.used(today())).toBe(5);
    // A minute's count is its own.
    const minute = { per: "minute", startsAt: rateWindow("minute").start };
    expect(await second.sendSlots.takeSlot(minute, 5)).toBe(true);
    expect(await first.sendSlots.used(minute)).toBe(1);

    // Midnight in Berlin: a new day, its own count.
    vi.setSystemTime(at("2026-11-25T23:00:00Z"));
    expect(await first.sendSlots.used(today())).toBe(0);
    expect(await second.sendSlots.takeSlot(today(), 5)).toBe(true);
    expect(await first.sendSlots.used(today())).toBe(1);
  });

  it("a sender waits for the next day; updates leave the last slots to subscriber mails and the company's, subscriber mails the company's", async () => {
    const rate = { limit: 40, per: "day" as const };
    const wait = (store: Store, lane: Lane, stopped = () => false) =>
      waitForSlot(store, {
        kinds: kindsOfLane(lane),
        rate,
        lane,
        stopped,
      });
    for (let n = 0; n < 34; n++) await wait(n % 2 ? first : second, "updates");
    expect(await updatesWindowFull(first, rate)).toEqual({
      ...rate,
      reserve: 6,
      until: at("2026-11-25T23:00:00Z"),
    });
    // The update's 35th waits; subscriber mails still get two of the six left.
    let closing = false;
    let updateSent = false;
    const update = wait(second, "updates", () => closing).then(
      () => (updateSent = true),
    );
    await wait(first, "subscribers");
    await wait(second, "subscribers");
    // The last four are the company's: a third confirmation waits for them in vain.
    let confirmationSent = false;
    const confirmation = wait(first, "subscribers", () => closing).then(
      () => (confirmationSent = true),
    );
    for (let n = 0; n < 4; n++) await wait(n % 2 ? first : second, "notices");
    expect(await first.sendSlots.used(today())).toBe(40);
    expect(updateSent).toBe(false);
    expect(confirmationSent).toBe(false);
    closing = true;
    await expect(update).rejects.toThrow("shutting down");
    await expect(confirmation).rejects.toThrow("shutting down");
    // The day is full for the notices too: the next waits for midnight.
    let sent = false;
    const notice = wait(first, "notices").then(() => (sent = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toBe(false);
    vi.setSystemTime(at("2026-11-25T23:00:01Z"));
    await notice;
    expect(await first.sendSlots.used(today())).toBe(1);
    expect(await updatesWindowFull(first, rate)).toBeUndefined();
  });
});

describe("migration 009 of a store from before it", () => {
  it("drops the per-second counts of 006 and counts windows from then on", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "store-008-"));
    await (await openSqlite(dir, { upTo: "008-confirm-token" })).destroy();
    const file = new Database(path.join(dir, "submissions.db"));
    file
      .prepare("INSERT INTO mail_rate (second, count) VALUES (?, 3)")
      .run(Math.floor(Date.now() / 1000));
    file.close();

    const migrated = await openStore(dir);
    const window = { per: "second", startsAt: rateWindow("second").start };
    expect(await migrated.sendSlots.used(window)).toBe(0);
    expect(await migrated.sendSlots.takeSlot(window, 1)).toBe(true);
    expect(await migrated.sendSlots.takeSlot(window, 1)).toBe(false);
    await migrated.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

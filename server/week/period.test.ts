// @vitest-environment node
// The week the mail reports on: German Monday 0:00 to Monday 0:00, whatever
// the day it is sent on and across the clocks' changes.
import { describe, expect, it } from "vitest";
import { nextWeekMailAt, weekBefore } from "./period.ts";

describe("the week before a moment", () => {
  it("is the week that ended at midnight when sent on Monday at 7:00", () => {
    expect(weekBefore(new Date("2026-11-23T06:00:00Z"))).toEqual({
      days: [
        "2026-11-16",
        "2026-11-17",
        "2026-11-18",
        "2026-11-19",
        "2026-11-20",
        "2026-11-21",
        "2026-11-22",
      ],
      from: "2026-11-15T23:00:00.000Z",
      to: "2026-11-22T23:00:00.000Z",
    });
  });

  it("is the last whole week when sent by hand later in the week, or on Monday before 7:00", () => {
    const week = weekBefore(new Date("2026-11-23T06:00:00Z"));
    // Wednesday noon, Sunday 23:59 German time is still the week before it.
    expect(weekBefore(new Date("2026-11-25T11:00:00Z"))).toEqual(week);
    expect(weekBefore(new Date("2026-11-29T22:59:00Z"))).toEqual(week);
    // Monday 0:30 German time (Sunday 23:30 UTC) already reports the week that just ended.
    expect(weekBefore(new Date("2026-11-29T23:30:00Z")).days[0]).toBe(
      "2026-11-23",
    );
  });

  it("spans 167 hours when the clocks go forward and 169 when they go back", () => {
    const hours = (week: { from: string; to: string }) =>
      (Date.parse(week.to) - Date.parse(week.from)) / 3_600_000;
    // Summer time began on Sunday 29 March 2026, 2:00; it ends on Sunday 25 October 2026, 3:00.
    const spring = weekBefore(new Date("2026-03-30T05:00:00Z"));
    expect(spring).toMatchObject({
      from: "2026-03-22T23:00:00.000Z",
      to: "2026-03-29T22:00:00.000Z",
    });
    expect(hours(spring)).toBe(167);
    const autumn = weekBefore(new Date("2026-10-26T06:00:00Z"));
    expect(autumn).toMatchObject({
      from: "2026-10-18T22:00:00.000Z",
      to: "2026-10-25T23:00:00.000Z",
    });
    expect(hours(autumn)).toBe(169);
  });

  it("crosses the turn of the year", () => {
    expect(weekBefore(new Date("2027-01-04T06:00:00Z")).days).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
  });
});

describe("when the weekly mail goes", () => {
  it("is the next Monday at 7:00 German time, in winter and in summer time", () => {
    // Sunday evening, and Monday 6:59: the same Monday's 7:00 (6:00 UTC in winter).
    expect(nextWeekMailAt(new Date("2026-11-22T20:00:00Z")).toISOString()).toBe(
      "2026-11-23T06:00:00.000Z",
    );
    expect(nextWeekMailAt(new Date("2026-11-23T05:59:00Z")).toISOString()).toBe(
      "2026-11-23T06:00:00.000Z",
    );
    // At 7:00 itself and after it: the next Monday.
    expect(nextWeekMailAt(new Date("2026-11-23T06:00:00Z")).toISOString()).toBe(
      "2026-11-30T06:00:00.000Z",
    );
    // The Monday after summer time began: 7:00 is 5:00 UTC.
    expect(nextWeekMailAt(new Date("2026-03-29T12:00:00Z")).toISOString()).toBe(
      "2026-03-30T05:00:00.000Z",
    );
    // The Monday after it ended: 6:00 UTC again.
    expect(nextWeekMailAt(new Date("2026-10-25T12:00:00Z")).toISOString()).toBe(
      "2026-10-26T06:00:00.000Z",
    );
  });
});

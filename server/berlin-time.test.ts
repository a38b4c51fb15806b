// @vitest-environment node
import { describe, expect, it } from "vitest";
import { berlinTime } from "./berlin-time.ts";

describe("berlinTime", () => {
  it("gives winter time as UTC+1 and summer time as UTC+2", () => {
    expect(berlinTime("2026-01-15T08:05:09.000Z")).toBe("15.01.2026 09:05:09");
    expect(berlinTime("2026-07-01T10:00:00.000Z")).toBe("01.07.2026 12:00:00");
  });

  it("moves to summer time at 01:00 UTC on the last Sunday in March", () => {
    expect(berlinTime("2026-03-29T00:30:00.000Z")).toBe("29.03.2026 01:30:00");
    expect(berlinTime("2026-03-29T00:59:59.999Z")).toBe("29.03.2026 01:59:59");
    // 02:00 to 03:00 does not exist that night.
    expect(berlinTime("2026-03-29T01:00:00.000Z")).toBe("29.03.2026 03:00:00");
  });

  it("goes back to winter time at 01:00 UTC on the last Sunday in October", () => {
    expect(berlinTime("2026-10-25T00:59:59.000Z")).toBe("25.10.2026 02:59:59");
    expect(berlinTime("2026-10-25T01:00:00.000Z")).toBe("25.10.2026 02:00:00");
    // The hour that comes twice: an hour apart, the same wall-clock time.
    expect(berlinTime("2026-10-25T00:30:00.000Z")).toBe(
      berlinTime("2026-10-25T01:30:00.000Z"),
    );
  });

  it("changes the date where Germany does, and writes midnight as 00", () => {
    expect(berlinTime("2025-12-31T23:00:00.000Z")).toBe("01.01.2026 00:00:00");
    expect(berlinTime("2026-07-01T22:30:00.000Z")).toBe("02.07.2026 00:30:00");
  });

  it("keeps null, and refuses what is no time", () => {
    expect(berlinTime(null)).toBeNull();
    expect(() => berlinTime("gestern")).toThrow(RangeError);
  });
});

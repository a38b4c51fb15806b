// @vitest-environment node
// The rate limit on one instance keeps no address: its count is kept by a
// keyed hash, and forgotten once the minute is over.
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryCount } from "./rate-limits.ts";

afterEach(() => vi.useRealTimers());

describe("the rate limit's memory", () => {
  it("counts per client within the window and holds no count past it", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    const memory = memoryCount();
    const ip = "198.51.100.7";
    expect(await memory.count(`contact:${ip}`, 60_000)).toEqual({
      current: 1,
      ttl: 60_000,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await memory.count(`contact:${ip}`, 60_000)).toEqual({
      current: 2,
      ttl: 50_000,
    });
    await memory.count("contact:203.0.113.9", 60_000);
    expect(memory.size()).toBe(2);
    // The first window ends at 60 s, the second (from 10 s) at 70 s; the
    // sweep runs every five seconds: at 65 s one is left, at 75 s none.
    await vi.advanceTimersByTimeAsync(55_000);
    expect(memory.size()).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(memory.size()).toBe(0);
    expect(await memory.count(`contact:${ip}`, 60_000)).toMatchObject({
      current: 1,
    });
    memory.stop();
  });
});

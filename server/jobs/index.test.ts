// @vitest-environment node
// Stopping the server's jobs waits for the runs that go (issue 53, item 4):
// the store is closed after them, never under them.
import { rmSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openStore } from "../store/index.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import { deliverySettings } from "../config.ts";
import { startJobs } from "./index.ts";

afterEach(() => vi.useRealTimers());

const DAY = 86_400_000;

describe("the server's jobs", () => {
  it("a deletion that runs when they stop ends, then the store closes: no error, the sign-up is gone", async () => {
    const { store, dir } = await openTestStore("sqlite");
    // A sign-up never confirmed, eight days old: the deletion at start takes it.
    vi.useFakeTimers({ now: Date.now() - 8 * DAY, toFake: ["Date"] });
    await store.submissions.subscribe("erika@example.org", "Einwilligung");
    vi.useRealTimers();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const jobs = startJobs({
      delivery: {
        opened: Promise.resolve(store),
        store,
        settings: deliverySettings({ DATA_DIR: dir }),
      },
    });
    // The jobs begin a step after the store is open; their first runs
    // (the deletion among them) then go while stop is called.
    await Promise.resolve();
    await Promise.resolve();
    await jobs.stop();
    await store.close();
    expect(errors).not.toHaveBeenCalled();
    const reopened = await openStore(dir);
    try {
      expect(await reopened.submissions.signups()).toEqual([]);
    } finally {
      await reopened.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

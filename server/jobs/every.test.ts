// @vitest-environment node
// One run of a job at a time (issue 45.1): a run that outlasts its interval
// (the bounce mailbox read over a slow connection, a long flush of the mail
// queue) is not joined by a second one; the next starts at the first tick
// after it ended. Fake clock.
import { afterEach, describe, expect, it, vi } from "vitest";
import { StoreUnavailable } from "../store/keeper.ts";
import { every } from "./every.ts";
import { logLines } from "../../tests/support/log-lines.ts";
import { startJobs } from "./index.ts";

afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;

describe("every", () => {
  it("never starts a run while the last one still goes, and says so once", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const { log, warnings } = logLines();
    let started = 0;
    let going = 0;
    let most = 0;
    const ends: (() => void)[] = [];
    const job = every({
      does: "Das Lesen des Rücklauf-Postfachs (BOUNCE_IMAP_URL)",
      everyMs: 5 * MINUTE,
      log,
      run: () => {
        started++;
        most = Math.max(most, ++going);
        return new Promise<number>((resolve) =>
          ends.push(() => {
            going--;
            resolve(started);
          }),
        );
      },
    });
    // The run at start lasts 22 minutes: four ticks pass meanwhile.
    await vi.advanceTimersByTimeAsync(22 * MINUTE);
    expect(started).toBe(1);
    ends.shift()!();
    expect(await job.first).toBe(1);
    // The next tick (25 minutes) starts the next run; it ends at once.
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(started).toBe(2);
    ends.shift()!();
    expect(await job.latest()).toBe(2);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(started).toBe(3);
    expect(most).toBe(1);
    expect(warnings).toEqual([
      "Das Lesen des Rücklauf-Postfachs (BOUNCE_IMAP_URL) läuft noch vom letzten Mal (seit 5 Minuten); der nächste Durchgang beginnt erst danach.",
    ]);
    job.stop();
    ends.shift()!();
  });

  it("says nothing of a run that outlasts a short interval by moments, and tells of one that goes on for a minute", async () => {
    // The mail wake-up looks every MAIL_RETRY_MS; on a busy machine, or
    // while the store is down, a look can take longer than a short interval.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const { log, warnings } = logLines();
    const ends: (() => void)[] = [];
    const job = every({
      does: "Der Blick des Mailversands in die Warteschlange",
      everyMs: 100,
      log,
      run: () => new Promise<void>((resolve) => ends.push(resolve)),
    });
    // The first run lasts 450 ms: four ticks pass meanwhile.
    await vi.advanceTimersByTimeAsync(450);
    ends.shift()!();
    await job.first;
    expect(warnings).toEqual([]);
    // The next one lasts two minutes.
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(warnings).toEqual([
      "Der Blick des Mailversands in die Warteschlange läuft noch vom letzten Mal (seit 60 Sekunden); der nächste Durchgang beginnt erst danach.",
    ]);
    job.stop();
    ends.shift()!();
  });

  it("runs again after a run that failed", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const { log, errors, entries } = logLines();
    let runs = 0;
    const job = every({
      does: "Die Probe",
      everyMs: MINUTE,
      log,
      run: () =>
        ++runs === 1
          ? Promise.reject(new Error("kaputt"))
          : Promise.resolve(runs),
    });
    expect(await job.first).toBeUndefined();
    // A bug's line, with its stack.
    expect(errors).toEqual([
      "Die Probe ist fehlgeschlagen und läuft wie geplant erneut.",
    ]);
    expect((entries[0]!.err as { stack: string }).stack).toMatch(
      /^Error: kaputt\n\s+at /,
    );
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(await job.latest()).toBe(2);
    job.stop();
  });

  it("logs nothing of its own when a run fails because the store is down (the store keeper says so once)", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const { log, entries } = logLines();
    let runs = 0;
    const job = every({
      does: "Die Probe",
      everyMs: MINUTE,
      log,
      run: () => {
        runs++;
        return Promise.reject(
          new StoreUnavailable("die Datenbank lehnt Verbindungen ab"),
        );
      },
    });
    expect(await job.first).toBeUndefined();
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    await job.latest();
    expect(runs).toBe(4);
    expect(entries).toEqual([]);
    job.stop();
  });

  it("stop waits for the run that goes: it ends with the store still open, and none starts after", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const seen: string[] = [];
    let open = true;
    let finish!: () => void;
    let runs = 0;
    const job = every({
      does: "Die Probe",
      everyMs: MINUTE,
      run: async () => {
        runs++;
        await new Promise<void>((resolve) => (finish = resolve));
        // What a job does last: write to the store.
        seen.push(open ? "geschrieben" : "Datenbank schon geschlossen");
      },
    });
    const stopped = job.stop().then(() => seen.push("gestoppt"));
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(seen).toEqual([]);
    finish();
    await stopped;
    open = false;
    expect(seen).toEqual(["geschrieben", "gestoppt"]);
    expect(runs).toBe(1);
    expect(await job.first).toBeUndefined();
  });

  it("the server's jobs: stop resolves once the run that goes has ended", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const seen: string[] = [];
    let finish!: () => void;
    const jobs = startJobs({
      visitorLog: {
        prune: () =>
          new Promise<void>((resolve) => (finish = resolve)).then(() => {
            seen.push("gelöscht");
          }),
      },
    });
    // The log deletion's first run, a minute after the start, still goes.
    await vi.advanceTimersByTimeAsync(MINUTE);
    const stopped = jobs.stop().then(() => seen.push("gestoppt"));
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(seen).toEqual([]);
    finish();
    await stopped;
    expect(seen).toEqual(["gelöscht", "gestoppt"]);
  });
});

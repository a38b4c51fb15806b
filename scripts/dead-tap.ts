// The dead-tap window: how long a visitor on a slow phone taps the mobile menu
// button in vain. A real Chromium loads the page on an emulated mid-range phone
// (4× CPU slowdown, 1.6 Mbit/s, 150 ms round trip), taps the button 40 times a
// second from the moment the page commits, and reports, in the page's own
// clock, the time from the first animation frame that shows the button to the
// moment the page opened the menu (its beforetoggle event), less one tap
// interval (or the thumb's own pause, where the machine held it up for longer):
// the time the page was painted but did not answer.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "../tests/e2e/browser.ts";
import { type StallWatch, watchStalls } from "./stall-watch.ts";

/** The phone of Lighthouse's mobile preset, as DevTools throttling. */
const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** The emulated phone's screen, touch and language. */
const PHONE = { ...devices["Pixel 7"], locale: "de-DE" };

const TOGGLE = { role: "button", name: "Menü" } as const;
const GIVE_UP_MS = 15_000;

export interface DeadTapRun {
  /** Milliseconds from the frame that first showed the toggle to the menu opening, less the thumb's wait for its next tap (never below 0). */
  deadTapMs: number;
  /** That first frame, ms after navigation start (page clock). */
  visibleAtMs: number;
  /** When the page opened the menu (beforetoggle), ms after navigation start. */
  openedAtMs: number;
  /** Taps the page handled after the toggle was shown, before the one that opened the menu. */
  deadTaps: number;
  /**
   * How long after that first frame the next tap reached the browser, where
   * that took longer than one tap interval: the measuring machine, not the
   * page, held the thumb up (0 when it tapped on time).
   */
  thumbPauseMs: number;
  /** Whether a stall of the whole machine still overlapped the window after every repeat. */
  machineStalled?: boolean;
}

export async function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: chromiumArgs,
    headless: true,
  });
}

/** What the page saw, recorded by `recordTaps` (milliseconds on the page's clock). */
export interface TapRecord {
  /** The first animation frame in which the button was rendered visible. */
  visibleAt?: number;
  /**
   * Each tap the page handled until the menu opened: when its touch reached
   * the browser (the click's timeStamp) and when the page handled its click.
   * Clicks, not pointer or touch events: a listener for those would make the
   * browser send every touch to the main thread, which the site itself never
   * asks for.
   */
  taps: { touched: number; handled: number }[];
  /** When the page opened the menu: its beforetoggle event. */
  openedAt?: number;
}

/** What the page reports once the menu opened: its record and its clock's origin (ms since the epoch). */
type Report = TapRecord & { origin: number };

/**
 * Runs in the page before its own content: watches, frame by frame, for the
 * first frame that shows the menu button, notes when each tap's click reaches
 * the page, and when the menu opened, then reports through the binding
 * `deadTapReport`. Nothing of the measurement runs in the page in between:
 * a script sent from outside to wait for the result would run inside the very
 * window being measured. Measurement only; the site ships nothing like it.
 */
function recordTaps(menuId: string) {
  const record: TapRecord = { taps: [] };
  // Defined in here: this function is sent to the page as its source text.
  const isToggle = (target: EventTarget | null) =>
    (target as Element | null)
      ?.closest?.("button")
      ?.getAttribute("popovertarget") === menuId;
  // The frame's own work runs right after these callbacks; its start time
  // (the callbacks' argument) can lie long before, while the page was still
  // parsing, so the moment the callback runs counts.
  const watch = () => {
    const button = document.querySelector(`[popovertarget="${menuId}"]`);
    const box = button?.getBoundingClientRect();
    // Shown means painted where a thumb can see it: not hidden, not transparent.
    const shown = button?.checkVisibility({
      visibilityProperty: true,
      opacityProperty: true,
    });
    if (shown && box && box.width > 0 && box.height > 0)
      record.visibleAt = performance.mark("dead-tap:visible").startTime;
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  document.addEventListener(
    "click",
    (event) => {
      // A blind tap that lands elsewhere while the page is still being laid
      // out, or a tap still queued once the menu is open, must not follow a link.
      if (record.openedAt === undefined)
        record.taps.push({
          touched: event.timeStamp,
          handled: performance.now(),
        });
      if (!isToggle(event.target) || record.openedAt !== undefined) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    },
    true,
  );
  document.addEventListener(
    "beforetoggle",
    (event) => {
      if ((event as ToggleEvent).newState !== "open") return;
      if (record.openedAt !== undefined) return;
      record.openedAt = performance.mark("dead-tap:opened").startTime;
      const report: Report = { ...record, origin: performance.timeOrigin };
      (window as unknown as { deadTapReport(r: Report): void }).deadTapReport(
        report,
      );
    },
    true,
  );
}

/** What a trace of a load records: the main thread's tasks, input, and the two marks. */
const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink.user_timing",
  "input",
  "latencyInfo",
  "toplevel",
  "loading",
];

/** How often the emulated thumb taps: about 40 times a second. */
const TAP_INTERVAL_MS = 25;

/** Where the toggle sits on a page, and the popover it opens. */
interface Target {
  x: number;
  y: number;
  menuId: string;
}

/**
 * Finds the toggle: it sits in the same place on every load of the page at
 * this size. Found once per page, in a context of its own, so that no measured
 * load reuses a connection or a cache of it.
 */
async function scout(browser: Browser, url: string): Promise<Target> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const toggle = page.getByRole(TOGGLE.role, { name: TOGGLE.name });
    const box = await toggle.boundingBox();
    if (!box) throw new Error(`No visible "${TOGGLE.name}" button on ${url}`);
    const menuId = await toggle.getAttribute("popovertarget");
    if (!menuId)
      throw new Error(`The "${TOGGLE.name}" button on ${url} opens no popover`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, menuId };
  } finally {
    await context.close();
  }
}

/**
 * The window of one load, from what the page recorded. The thumb taps every
 * 25 ms, so after the first frame that shows the button it waits up to one
 * interval for its next tap; that wait is not the page's and is taken off.
 * On this two-core machine the thumb itself is sometimes held up for longer
 * (the timers of the measuring process, the browser's own threads): then the
 * next tap reached the browser later than one interval after that frame, and
 * the real wait is taken off instead. A tap that reached the browser before
 * the frame and was only handled after it was waiting on the page: no wait.
 */
export function deadTapOf(record: Required<TapRecord>): DeadTapRun {
  const { visibleAt, openedAt, taps } = record;
  const waiting = taps.filter((tap) => tap.handled >= visibleAt);
  const nextTouch = Math.min(...waiting.map((tap) => tap.touched));
  const thumbWait = waiting.length ? Math.max(0, nextTouch - visibleAt) : 0;
  return {
    deadTapMs: Math.max(
      0,
      Math.round(openedAt - visibleAt - Math.max(TAP_INTERVAL_MS, thumbWait)),
    ),
    visibleAtMs: Math.round(visibleAt),
    openedAtMs: Math.round(openedAt),
    // The last click noted is the one that opened the menu.
    deadTaps: Math.max(0, waiting.length - 1),
    thumbPauseMs:
      thumbWait > TAP_INTERVAL_MS ? Math.round(thumbWait - TAP_INTERVAL_MS) : 0,
  };
}

/**
 * One cold load of `url` on the emulated phone. From the moment the page
 * commits, the button's place is tapped every 25 ms without waiting for the
 * page to answer, as an impatient thumb would. The window runs from the first
 * frame that shows the button to the page opening the menu, less the thumb's
 * own wait for its next tap (`deadTapOf`): 0 when the page answered the first
 * tap it could see at once.
 */
async function measureDeadTap(
  browser: Browser,
  url: string,
  { x, y, menuId }: Target,
  tracePath?: string,
): Promise<{ run: DeadTapRun; from: number; to: number }> {
  const context = await browser.newContext(PHONE);
  try {
    // The measured load in a new tab, as a visitor arriving from another
    // site: no page of this site was ever in the tab's process.
    let report: (record: Report) => void = () => {};
    const reported = new Promise<Report>((resolve) => (report = resolve));
    await context.exposeBinding("deadTapReport", (_source, record: Report) =>
      report(record),
    );
    await context.addInitScript(recordTaps, menuId);
    const page = await context.newPage();

    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
      uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setEmitTouchEventsForMouse", {
      enabled: true,
      configuration: "mobile",
    });
    await cdp.send("Emulation.setCPUThrottlingRate", {
      rate: SLOW_PHONE.cpuSlowdown,
    });

    let record: Report;
    let tapping: NodeJS.Timeout | undefined;
    let giveUp: NodeJS.Timeout | undefined;
    let thumbFailure: unknown;
    // A trace shows what the main thread does between the two marks.
    if (tracePath)
      await browser.startTracing(page, {
        path: tracePath,
        categories: TRACE_CATEGORIES,
      });
    try {
      await page.goto(url, { waitUntil: "commit" });
      tapping = setInterval(() => {
        for (const type of ["mousePressed", "mouseReleased"] as const)
          void cdp
            .send("Input.emulateTouchFromMouseEvent", {
              type,
              x: Math.round(x),
              y: Math.round(y),
              button: "left",
              clickCount: 1,
            })
            .catch((error: unknown) => (thumbFailure ??= error));
      }, TAP_INTERVAL_MS);
      record = await Promise.race([
        reported,
        new Promise<never>((_, reject) => {
          giveUp = setTimeout(
            () =>
              reject(
                new Error(
                  `The menu on ${url} did not open within ${GIVE_UP_MS} ms of tapping`,
                  { cause: thumbFailure },
                ),
              ),
            GIVE_UP_MS,
          );
        }),
      ]);
    } finally {
      clearTimeout(giveUp);
      clearInterval(tapping);
      if (tracePath) await browser.stopTracing();
    }
    // A page can answer a tap before its frame loop ever ran the watcher:
    // then nothing was dead.
    const { openedAt } = record;
    if (openedAt === undefined)
      throw new Error(`The menu on ${url} never opened`);
    const visibleAt = Math.min(record.visibleAt ?? openedAt, openedAt);
    return {
      run: deadTapOf({ taps: record.taps, openedAt, visibleAt }),
      // The window on the machine's clock, to hold against its stalls.
      from: record.origin + visibleAt,
      to: record.origin + openedAt,
    };
  } finally {
    await context.close();
  }
}

/** How often a load that a stall of the machine overlapped is repeated. */
const MAX_REPEATS_PER_RUN = 3;

/**
 * Median dead-tap window of `runs` cold loads. A load whose window a stall of
 * the whole machine overlapped, however little (stall-watch.ts), is measured
 * again, up to three times: short windows as much as long ones, so the
 * repeats do not favour short ones. `repeated` says how many loads were set
 * aside that way; a load still overlapped after three repeats is kept and
 * marked `machineStalled`.
 */
export async function deadTapWindow(
  browser: Browser,
  url: string,
  {
    runs,
    tracePath,
    stalls = idleMachine,
  }: {
    runs: number;
    /** Where to write a Chromium trace of the first attempt (open it in DevTools or Perfetto). */
    tracePath?: string;
    /** Loads a stall of the machine overlaps are measured again. */
    stalls?: StallWatch;
  },
): Promise<{ medianMs: number; runs: DeadTapRun[]; repeated: number }> {
  const target = await scout(browser, url);
  const results: DeadTapRun[] = [];
  let repeated = 0;
  for (let run = 0; run < runs; run++) {
    for (let attempt = 0; ; attempt++) {
      const {
        run: result,
        from,
        to,
      } = await measureDeadTap(
        browser,
        url,
        target,
        run === 0 && attempt === 0 ? tracePath : undefined,
      );
      const machineStalled = stalls.stoodStill(from, to);
      if (machineStalled && attempt < MAX_REPEATS_PER_RUN) {
        repeated++;
        continue;
      }
      results.push({ ...result, machineStalled });
      break;
    }
  }
  const sorted = results.map((r) => r.deadTapMs).sort((a, b) => a - b);
  return {
    medianMs: sorted[Math.floor(sorted.length / 2)]!,
    runs: results,
    repeated,
  };
}

/** For callers that watch no stalls: every load counts. */
const idleMachine: StallWatch = {
  stoodStill: () => false,
  stop: async () => {},
};

// `node scripts/dead-tap.ts http://127.0.0.1:3000/ …`: measure the given URLs.
// DEAD_TAP_TRACE=folder writes a trace of each URL's first load there, with
// the marks dead-tap:visible and dead-tap:opened.
if (import.meta.main) {
  const urls = process.argv.slice(2);
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const traceDir = process.env.DEAD_TAP_TRACE;
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  const browser = await launchPhoneBrowser();
  const stalls = watchStalls();
  try {
    for (const url of urls) {
      const tracePath =
        traceDir &&
        path.join(
          traceDir,
          `${new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}.json`,
        );
      const {
        medianMs,
        runs: each,
        repeated,
      } = await deadTapWindow(browser, url, { runs, tracePath, stalls });
      console.log(
        `${url.padEnd(50)} ${String(medianMs).padStart(6)} ms   ${repeated ? `(${repeated} repeated after a stall) ` : ""}(${each.map((r) => `${r.deadTapMs} ms: visible ${r.visibleAtMs}, opened ${r.openedAtMs}, ${r.deadTaps} dead taps${r.thumbPauseMs ? `, thumb held up ${r.thumbPauseMs} ms` : ""}${r.machineStalled ? ", the machine stalled" : ""}`).join("; ")})`,
      );
    }
  } finally {
    await stalls.stop();
    await browser.close();
  }
}

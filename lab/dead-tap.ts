// When the mobile menu opens for an impatient thumb on a slow phone. A real
// Chromium loads the page on an emulated mid-range phone (4× CPU slowdown,
// 1.6 Mbit/s, 150 ms round trip) and taps the menu button's place 40 times a
// second from the moment the page commits. Each load yields, in the page's own
// clock: when the menu opened (navigation start to its beforetoggle event, the
// measure of record, decision 026); the dead-tap window, from the moment the
// first frame that shows the button is presented on the screen to the menu
// opening, less one tap interval (or the thumb's own pause, where the machine
// held it up for longer): the time the button could be seen but did not
// answer (decision 035); the same window from that frame's start, as decision
// 026 measured it; and the lost taps, taps on the painted button that never
// led to the menu opening.
import { mkdirSync } from "node:fs";
import path from "node:path";
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
  chromium,
  devices,
} from "@playwright/test";
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

export interface MenuRun {
  /** When the page opened the menu (beforetoggle), ms after navigation start. */
  menuOpenAtMs: number;
  /**
   * Milliseconds from the presentation of the frame that first showed the
   * toggle (its pixels on the screen) to the menu opening, less the thumb's
   * wait for its next tap (never below 0). The measure of decision 035.
   */
  deadTapMs: number;
  /** The same from that frame's start (its animation-frame callbacks), as decision 026 measured it. */
  deadTapFromFrameStartMs: number;
  /** That first frame's start, ms after navigation start (page clock). */
  visibleAtMs: number;
  /** When that frame was presented, ms after navigation start (page clock). */
  presentedAtMs: number;
  /**
   * Taps the thumb made after that first frame and before the tap that
   * opened the menu: each fell on the painted button and led to nothing.
   */
  lostTaps: number;
  /**
   * How long after that frame's presentation the next tap was made, where
   * that took longer than one tap interval: the measuring machine, not the
   * page, held the thumb up (0 when it tapped on time).
   */
  thumbPauseMs: number;
  /** Whether a stall of the whole machine still overlapped the load, from navigation start to the menu opening, after every repeat. */
  machineStalled?: boolean;
}

export async function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: chromiumArgs,
    headless: true,
  });
}

/** What the page saw, from the report of `recordTaps` (milliseconds on the page's clock). */
export interface TapRecord {
  /** The first animation frame in which the button was rendered visible. */
  visibleAt?: number;
  /**
   * When the browser presented that frame: the presentation time of the
   * page's first paint, when the first paint is that frame (its paint came
   * after that frame's start). Otherwise, or where the browser does not
   * tell, the frame's start stands in for it.
   */
  presentedAt?: number;
  /**
   * Each tap the page handled until the menu opened: when the thumb made it
   * (the click's timeStamp, which is the time the thumb gave its touch) and
   * when the page handled its click. Clicks, not pointer or touch events: a
   * listener for those would make the browser send every touch to the main
   * thread, which the site itself never asks for.
   */
  taps: { touched: number; handled: number }[];
  /** When the page opened the menu: its beforetoggle event. */
  openedAt?: number;
}

/** The first paint's times, where the browser tells them. */
interface FirstPaint {
  paintTime?: number;
  presentationTime?: number;
}

/**
 * What the page reports once the menu opened: its record, its first paint
 * (for `presentedAtOf`) and its clock's origin (ms since the epoch).
 */
type Report = Omit<TapRecord, "presentedAt"> & {
  firstPaint?: FirstPaint;
  origin: number;
};

/**
 * Runs in the page before its own content: watches, frame by frame, for the
 * first frame that shows the menu button, notes when each tap's click reaches
 * the page, and when the menu opened, then reports through the binding
 * `deadTapReport`. Nothing else of the measurement runs in the page in
 * between (but for the paint observer's one short callback): a script sent
 * from outside to wait for the result would run inside the very span being
 * measured. Measurement only; the site ships nothing like it.
 */
function recordTaps(menuId: string) {
  const record: Omit<TapRecord, "presentedAt"> = { taps: [] };
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
  // The first paint's entry carries when its frame reached the screen
  // (presentationTime, next to paintTime, the frame's paint step). An entry
  // without them (an older browser) is seen but tells nothing: the frame's
  // start then stands in. The entry can arrive after the menu opened: the
  // report then waits for it, outside the span being measured.
  let firstPaint: FirstPaint | undefined;
  let sendReport: (() => void) | undefined;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== "first-paint" || firstPaint) continue;
      const timing = entry as PerformanceEntry & {
        paintTime?: number;
        presentationTime?: number;
      };
      firstPaint = {
        paintTime: timing.paintTime,
        presentationTime: timing.presentationTime,
      };
      sendReport?.();
    }
  }).observe({ type: "paint", buffered: true });
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
      sendReport = () => {
        sendReport = undefined;
        const report: Report = {
          ...record,
          firstPaint,
          origin: performance.timeOrigin,
        };
        (window as unknown as { deadTapReport(r: Report): void }).deadTapReport(
          report,
        );
      };
      // No paint entry after a second: the browser does not tell.
      if (firstPaint) sendReport();
      else setTimeout(() => sendReport?.(), 1000);
    },
    true,
  );
}

/**
 * When the browser presented the frame that first showed the button: the
 * first paint's presentation time, where the first paint is that frame (its
 * paint step came after that frame's callbacks, not before them). Otherwise,
 * or where the browser does not tell, the frame's start stands in for it.
 */
function presentedAtOf({ visibleAt, firstPaint }: Report): number | undefined {
  const { paintTime, presentationTime } = firstPaint ?? {};
  return visibleAt !== undefined &&
    paintTime !== undefined &&
    presentationTime !== undefined &&
    paintTime >= visibleAt
    ? presentationTime
    : visibleAt;
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
 * The figures of one load, from what the page recorded and the times the
 * thumb made its taps (`sent`, page clock).
 *
 * The window runs from the frame's presentation (`presentedAt`), when the
 * button could first be seen, and, as decision 026 measured it, from the
 * frame's start (`visibleAt`). The thumb taps every 25 ms, so after either
 * moment it waits up to one interval for its next tap; that wait is not the
 * page's and is taken off. On this two-core machine the thumb itself is
 * sometimes held up for longer (the timers of the measuring process, the
 * browser's own threads): then the next tap came later than one interval
 * after that moment, and the real wait is taken off instead. A tap made
 * before the moment and only handled after it was waiting on the page: no
 * wait.
 *
 * Lost taps: the last click the page noted opened the menu. Every tap the
 * thumb made between the frame's start and that one fell on a painted
 * button and came to nothing: its click reached something else, or reached
 * the button before the menu it opens was parsed, or the browser made no
 * click of it at all. Counting the taps made rather than the clicks seen
 * catches all three. Half an interval of slack keeps the opening tap itself
 * out of the count. They count from the frame's start, not its
 * presentation: the stricter of the two.
 */
export function deadTapOf(
  record: Required<TapRecord> & { sent: readonly number[] },
): MenuRun {
  const { visibleAt, openedAt, taps, sent } = record;
  // A menu that opened before its frame reached the screen waited for nothing.
  const presentedAt = Math.min(record.presentedAt, openedAt);
  const thumbWaitAfter = (moment: number) => {
    const waiting = taps.filter((tap) => tap.handled >= moment);
    const nextTouch = Math.min(...waiting.map((tap) => tap.touched));
    return waiting.length ? Math.max(0, nextTouch - moment) : 0;
  };
  const windowFrom = (moment: number) =>
    Math.max(
      0,
      Math.round(
        openedAt - moment - Math.max(TAP_INTERVAL_MS, thumbWaitAfter(moment)),
      ),
    );
  const thumbWait = thumbWaitAfter(presentedAt);
  const opening = taps.at(-1)?.touched ?? openedAt;
  return {
    menuOpenAtMs: Math.round(openedAt),
    deadTapMs: windowFrom(presentedAt),
    deadTapFromFrameStartMs: windowFrom(visibleAt),
    visibleAtMs: Math.round(visibleAt),
    presentedAtMs: Math.round(presentedAt),
    lostTaps: sent.filter(
      (at) => at > visibleAt && at < opening - TAP_INTERVAL_MS / 2,
    ).length,
    thumbPauseMs:
      thumbWait > TAP_INTERVAL_MS ? Math.round(thumbWait - TAP_INTERVAL_MS) : 0,
  };
}

/** Now, in ms since the epoch: the clock the thumb, the stall watcher and the page's origin share. */
const epochNow = () => performance.timeOrigin + performance.now();

/**
 * One cold load of `url` on the emulated phone. From the moment the page
 * commits, the button's place is tapped every 25 ms without waiting for the
 * page to answer, as an impatient thumb would. Each tap carries the time the
 * thumb made it, so that the page's click says which tap it was.
 */
async function loadAndTap(
  browser: Browser,
  url: string,
  target: Target,
  tracePath?: string,
): Promise<{ run: MenuRun; from: number; to: number }> {
  const context = await browser.newContext(PHONE);
  try {
    // The measured load in a new tab, as a visitor arriving from another
    // site: no page of this site was ever in the tab's process.
    const { reported } = await listenForReport(context, target.menuId);
    const page = await context.newPage();
    const cdp = await emulateSlowPhone(context, page);
    const { record, sent } = await tapUntilReported(
      { browser, page, cdp },
      url,
      target,
      reported,
      tracePath,
    );
    return runOf(url, record, sent);
  } finally {
    await context.close();
  }
}

/** Puts `recordTaps` into every page of `context`; `reported` is the first page's report. */
async function listenForReport(
  context: BrowserContext,
  menuId: string,
): Promise<{ reported: Promise<Report> }> {
  let report: (record: Report) => void = () => {};
  const reported = new Promise<Report>((resolve) => (report = resolve));
  await context.exposeBinding("deadTapReport", (_source, record: Report) =>
    report(record),
  );
  await context.addInitScript(recordTaps, menuId);
  return { reported };
}

/** Makes `page` the slow phone (SLOW_PHONE) with a touch screen: the session that taps it. */
async function emulateSlowPhone(
  context: BrowserContext,
  page: Page,
): Promise<CDPSession> {
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
  return cdp;
}

/**
 * Loads `url` and, from the commit, taps the toggle's place every
 * TAP_INTERVAL_MS until the page reports (or GIVE_UP_MS pass): the report,
 * and when the thumb made each tap (`sent`, ms since the epoch).
 */
async function tapUntilReported(
  { browser, page, cdp }: { browser: Browser; page: Page; cdp: CDPSession },
  url: string,
  { x, y }: Target,
  reported: Promise<Report>,
  tracePath?: string,
): Promise<{ record: Report; sent: number[] }> {
  /** When the thumb made each tap, ms since the epoch. */
  const sent: number[] = [];
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
    tapping = setInterval(
      () => tap(cdp, { x, y }, sent, (error) => (thumbFailure ??= error)),
      TAP_INTERVAL_MS,
    );
    const record = await Promise.race([
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
    return { record, sent };
  } finally {
    clearTimeout(giveUp);
    clearInterval(tapping);
    if (tracePath) await browser.stopTracing();
  }
}

/**
 * One tap of the thumb at (x, y), made now: its time goes into `sent`, and
 * what the browser refuses of it to `failed`.
 */
function tap(
  cdp: CDPSession,
  { x, y }: { x: number; y: number },
  sent: number[],
  failed: (error: unknown) => void,
) {
  const at = epochNow();
  sent.push(at);
  // Press and release at the same instant: the click the browser makes
  // of them carries it as its timeStamp.
  for (const type of ["mousePressed", "mouseReleased"] as const)
    void cdp
      .send("Input.emulateTouchFromMouseEvent", {
        type,
        x: Math.round(x),
        y: Math.round(y),
        button: "left",
        clickCount: 1,
        timestamp: at / 1000,
      })
      .catch(failed);
}

/**
 * The figures of one load of `url` from the page's report and the thumb's
 * taps (`sent`, ms since the epoch), and the span they measure on the
 * machine's clock.
 */
function runOf(
  url: string,
  record: Report,
  sent: readonly number[],
): { run: MenuRun; from: number; to: number } {
  const { openedAt, origin, taps } = record;
  if (openedAt === undefined)
    throw new Error(`The menu on ${url} never opened`);
  const sentOnPage = sent.map((at) => at - origin);
  // The lost taps rest on the click naming its tap: its timeStamp is the
  // time the thumb gave, carried through the browser's clock into the
  // page's (here within 0.2 ms). A click that names no tap means the
  // browser no longer carries it over, and the count would be wrong.
  const opening = taps.at(-1)?.touched;
  if (
    opening !== undefined &&
    !sentOnPage.some((at) => Math.abs(at - opening) < TAP_INTERVAL_MS / 2)
  )
    throw new Error(
      `The click that opened the menu on ${url} (timeStamp ${opening.toFixed(1)} ms) matches no tap the thumb made: the browser no longer carries the touch's timestamp to the click`,
    );
  // A page can answer a tap before its frame loop ever ran the watcher:
  // then nothing was dead.
  const visibleAt = Math.min(record.visibleAt ?? openedAt, openedAt);
  const presentedAt = Math.max(presentedAtOf(record) ?? visibleAt, visibleAt);
  return {
    run: deadTapOf({
      taps,
      openedAt,
      visibleAt,
      presentedAt,
      sent: sentOnPage,
    }),
    // The span menuOpenAtMs measures on the machine's clock, to hold
    // against its stalls: navigation start to the menu opening.
    from: origin,
    to: origin + openedAt,
  };
}

/** How often a load that a stall of the machine overlapped is repeated. */
const MAX_REPEATS_PER_RUN = 3;

/** One URL's figures: the medians of its loads, and each load. */
export interface MenuSummary {
  menuOpenAtMs: number;
  deadTapMs: number;
  deadTapFromFrameStartMs: number;
  lostTaps: number;
  runs: MenuRun[];
  /** Loads measured again because a stall of the whole machine overlapped them. */
  repeated: number;
}

/**
 * `runs` cold loads of each of `urls`, in turn load by load (the first URL,
 * the second, …, the first again), so that builds of one page compared with
 * each other share the machine's slow and quiet moments alike. A load that a
 * stall of the whole machine overlapped between navigation start and the menu
 * opening, however little (stall-watch.ts), is measured again, up to three
 * times: short loads as much as long ones, so the repeats do not favour
 * short ones. A load still overlapped after three repeats is kept and marked
 * `machineStalled`.
 */
export async function measureMenus(
  browser: Browser,
  urls: readonly string[],
  {
    runs,
    trace,
    stalls = idleMachine,
  }: {
    runs: number;
    /** Where to write a Chromium trace of a URL's first attempt (open it in DevTools or Perfetto). */
    trace?: (url: string) => string | undefined;
    /** Loads a stall of the machine overlaps are measured again. */
    stalls?: StallWatch;
  },
): Promise<MenuSummary[]> {
  const targets: Target[] = [];
  for (const url of urls) targets.push(await scout(browser, url));
  const results = urls.map(() => ({ runs: [] as MenuRun[], repeated: 0 }));
  for (let run = 0; run < runs; run++) {
    for (const [index, url] of urls.entries()) {
      const result = results[index]!;
      for (let attempt = 0; ; attempt++) {
        const measured = await loadAndTap(
          browser,
          url,
          targets[index]!,
          run === 0 && attempt === 0 ? trace?.(url) : undefined,
        );
        const machineStalled = stalls.stoodStill(measured.from, measured.to);
        if (machineStalled && attempt < MAX_REPEATS_PER_RUN) {
          result.repeated++;
          continue;
        }
        result.runs.push({ ...measured.run, machineStalled });
        break;
      }
    }
  }
  return results.map(({ runs: each, repeated }) => ({
    menuOpenAtMs: median(each.map((r) => r.menuOpenAtMs)),
    deadTapMs: median(each.map((r) => r.deadTapMs)),
    deadTapFromFrameStartMs: median(each.map((r) => r.deadTapFromFrameStartMs)),
    lostTaps: median(each.map((r) => r.lostTaps)),
    runs: each,
    repeated,
  }));
}

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? (sorted[middle - 1]! + sorted[middle]!) / 2
    : sorted[Math.floor(middle)]!;
}

/** For callers that watch no stalls: every load counts. */
const idleMachine: StallWatch = {
  stoodStill: () => false,
  stop: async () => {},
};

// `node lab/dead-tap.ts http://127.0.0.1:3000/ …`: measure the given URLs,
// one after the other. DEAD_TAP_TRACE=folder writes a trace of each URL's
// first load there, with the marks dead-tap:visible and dead-tap:opened.
if (import.meta.main) {
  const urls = process.argv.slice(2);
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const traceDir = process.env.DEAD_TAP_TRACE;
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  const trace = (url: string) =>
    traceDir &&
    path.join(
      traceDir,
      `${new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}.json`,
    );
  const browser = await launchPhoneBrowser();
  const stalls = watchStalls();
  try {
    console.log(
      `${"URL".padEnd(50)}${"menu open".padStart(10)}${"dead tap".padStart(10)}${"lost".padStart(6)}   (median of ${runs}; each load)`,
    );
    for (const url of urls) {
      const [summary] = await measureMenus(browser, [url], {
        runs,
        trace,
        stalls,
      });
      const {
        menuOpenAtMs,
        deadTapMs,
        lostTaps,
        runs: each,
        repeated,
      } = summary!;
      console.log(
        `${url.padEnd(50)}${`${menuOpenAtMs} ms`.padStart(10)}${`${deadTapMs} ms`.padStart(10)}${String(lostTaps).padStart(6)}   ${repeated ? `(${repeated} repeated after a stall) ` : ""}(${each.map((r) => `opened ${r.menuOpenAtMs}, frame ${r.visibleAtMs}, shown ${r.presentedAtMs}, dead ${r.deadTapMs} ms (${r.deadTapFromFrameStartMs} from the frame's start), ${r.lostTaps} lost${r.thumbPauseMs ? `, thumb held up ${r.thumbPauseMs} ms` : ""}${r.machineStalled ? ", the machine stalled" : ""}`).join("; ")})`,
      );
    }
  } finally {
    await stalls.stop();
    await browser.close();
  }
}

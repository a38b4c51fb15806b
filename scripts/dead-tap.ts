// The dead-tap window: how long a visitor on a slow phone taps the mobile menu
// button in vain. A real Chromium loads the page on an emulated mid-range phone
// (4× CPU slowdown, 1.6 Mbit/s, 150 ms round trip), taps the button 40 times a
// second from the moment the page commits, and reports, in the page's own
// clock, the time from the first animation frame that shows the button to the
// moment the page opened the menu (its beforetoggle event), less one tap
// interval: the time the page was painted but did not answer.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "../tests/e2e/browser.ts";

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
  /** Milliseconds from the frame that first showed the toggle to the menu opening, less one tap interval (never below 0). */
  deadTapMs: number;
  /** That first frame, ms after navigation start (page clock). */
  visibleAtMs: number;
  /** When the page opened the menu (beforetoggle), ms after navigation start. */
  openedAtMs: number;
  /** Taps the page handled after the toggle was shown, before the one that opened the menu. */
  deadTaps: number;
}

export async function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: chromiumArgs,
    headless: true,
  });
}

/** What the page saw, recorded by `recordTaps` (milliseconds on the page's clock). */
interface TapRecord {
  /** The first animation frame in which the button was rendered visible. */
  visibleAt?: number;
  /**
   * When each tap's click reached the page, until the menu opened. Clicks,
   * not pointer or touch events: a listener for those would make the browser
   * send every touch to the main thread, which the site itself never asks for.
   */
  taps: number[];
  /** When the page opened the menu: its beforetoggle event. */
  openedAt?: number;
}

/**
 * Runs in the page before its own content: watches, frame by frame, for the
 * first frame that shows the menu button, notes when each tap's click reaches
 * the page, and when the menu opened. Measurement only; the site ships
 * nothing like it.
 */
function recordTaps(menuId: string) {
  const record: TapRecord = { taps: [] };
  let opened = () => {};
  Object.assign(window, {
    deadTap: record,
    deadTapOpened: new Promise<void>((resolve) => (opened = resolve)),
  });
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
    if (button?.checkVisibility() && box && box.width > 0 && box.height > 0)
      record.visibleAt = performance.mark("dead-tap:visible").startTime;
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  document.addEventListener(
    "click",
    (event) => {
      // A blind tap that lands elsewhere while the page is still being laid
      // out, or a tap still queued once the menu is open, must not follow a link.
      if (record.openedAt === undefined) record.taps.push(performance.now());
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
      record.openedAt ??= performance.mark("dead-tap:opened").startTime;
      opened();
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

/**
 * One cold load of `url` on the emulated phone. From the moment the page
 * commits, the button's place is tapped every 25 ms without waiting for the
 * page to answer, as an impatient thumb would. The window runs from the first
 * frame that shows the button to the page opening the menu, less one tap
 * interval (the thumb's own wait): 0 when the page answered the first tap it
 * could see at once.
 */
async function measureDeadTap(
  browser: Browser,
  url: string,
  tracePath?: string,
): Promise<DeadTapRun> {
  const context = await browser.newContext(PHONE);
  try {
    // Where the toggle sits: the same on every load of the page at this size.
    // Found in a context of its own, so that the measured load reuses no
    // connection and no cache of it.
    const scouting = await browser.newContext(PHONE);
    const scout = await scouting.newPage();
    await scout.goto(url);
    const toggle = scout.getByRole(TOGGLE.role, { name: TOGGLE.name });
    const box = await toggle.boundingBox();
    if (!box) throw new Error(`No visible "${TOGGLE.name}" button on ${url}`);
    const menuId = await toggle.getAttribute("popovertarget");
    if (!menuId)
      throw new Error(`The "${TOGGLE.name}" button on ${url} opens no popover`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await scouting.close();
    // The measured load in a new tab, as a visitor arriving from another
    // site: no page of this site was ever in the tab's process.
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
    await cdp.send("Emulation.setCPUThrottlingRate", {
      rate: SLOW_PHONE.cpuSlowdown,
    });

    // A trace shows what the main thread does between the two marks.
    if (tracePath)
      await browser.startTracing(page, {
        path: tracePath,
        categories: TRACE_CATEGORIES,
      });
    await page.goto(url, { waitUntil: "commit" });
    const tapping = setInterval(() => {
      void cdp
        .send("Input.dispatchTouchEvent", {
          type: "touchStart",
          touchPoints: [{ x, y }],
        })
        .catch(() => {});
      void cdp
        .send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
        .catch(() => {});
    }, TAP_INTERVAL_MS);
    let record: TapRecord;
    try {
      // One call that waits in the page: polling from here would run script
      // on the page's main thread inside the very window being measured.
      record = await page.evaluate(async (limit) => {
        const page = window as unknown as {
          deadTap: TapRecord;
          deadTapOpened: Promise<void>;
        };
        await Promise.race([
          page.deadTapOpened,
          new Promise((resolve) => setTimeout(resolve, limit)),
        ]);
        return page.deadTap;
      }, GIVE_UP_MS);
      if (record.openedAt === undefined)
        throw new Error(
          `The menu on ${url} did not open within ${GIVE_UP_MS} ms of tapping`,
        );
    } finally {
      clearInterval(tapping);
      if (tracePath) await browser.stopTracing();
    }
    // A page can answer a tap before its frame loop ever ran the watcher:
    // then nothing was dead.
    const { openedAt } = record;
    const visibleAt = record.visibleAt ?? openedAt;
    if (openedAt === undefined)
      throw new Error(`The menu on ${url} never opened`);
    return {
      deadTapMs: Math.max(
        0,
        Math.round(openedAt - visibleAt - TAP_INTERVAL_MS),
      ),
      visibleAtMs: Math.round(visibleAt),
      openedAtMs: Math.round(openedAt),
      // The last click noted is the one that opened the menu.
      deadTaps: record.taps.slice(0, -1).filter((tap) => tap >= visibleAt)
        .length,
    };
  } finally {
    await context.close();
  }
}

/** Median dead-tap window of `runs` cold loads. */
export async function deadTapWindow(
  browser: Browser,
  url: string,
  runs: number,
  /** Where to write a Chromium trace of the first load (open it in DevTools or Perfetto). */
  tracePath?: string,
): Promise<{ medianMs: number; runs: DeadTapRun[] }> {
  const results: DeadTapRun[] = [];
  for (let run = 0; run < runs; run++)
    results.push(
      await measureDeadTap(browser, url, run === 0 ? tracePath : undefined),
    );
  const sorted = results.map((r) => r.deadTapMs).sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)]!, runs: results };
}

// `node scripts/dead-tap.ts http://127.0.0.1:3000/ …`: measure the given URLs.
// DEAD_TAP_TRACE=folder writes a trace of each URL's first load there, with
// the marks dead-tap:visible and dead-tap:opened.
if (import.meta.main) {
  const urls = process.argv.slice(2);
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const traceDir = process.env.DEAD_TAP_TRACE;
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  const browser = await launchPhoneBrowser();
  try {
    for (const url of urls) {
      const tracePath =
        traceDir &&
        path.join(
          traceDir,
          `${new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}.json`,
        );
      const { medianMs, runs: each } = await deadTapWindow(
        browser,
        url,
        runs,
        tracePath,
      );
      console.log(
        `${url.padEnd(50)} ${String(medianMs).padStart(6)} ms   (${each.map((r) => `${r.deadTapMs} ms: visible ${r.visibleAtMs}, opened ${r.openedAtMs}, ${r.deadTaps} dead taps`).join("; ")})`,
      );
    }
  } finally {
    await browser.close();
  }
}

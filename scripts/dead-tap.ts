// The dead-tap window: how long a visitor on a slow phone taps the mobile menu
// button in vain. A real Chromium loads the page on an emulated mid-range phone
// (4× CPU slowdown, 1.6 Mbit/s, 150 ms round trip), taps the button 40 times a
// second from the moment the page commits, and reports the time from the button
// first being painted to the first tap that opened the menu.
import { type Browser, chromium, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "../tests/e2e/browser.ts";

/** The phone of Lighthouse's mobile preset, as DevTools throttling. */
const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

const TOGGLE = { role: "button", name: "Menü" } as const;
const GIVE_UP_MS = 15_000;

export interface DeadTapRun {
  /** Milliseconds from the toggle's first paint to the first tap that opened the menu (0 if the first tap did). */
  deadTapMs: number;
  /** When the toggle was first painted (first contentful paint), ms after navigation start. */
  visibleAtMs: number;
  /** Touches the page received on the visible toggle that did not open the menu. */
  deadTaps: number;
}

export async function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: chromiumArgs,
    headless: true,
  });
}

/** What the page saw of the taps, recorded by `recordTaps` (milliseconds on the page's clock). */
interface TapRecord {
  /** `timeStamp` of every touch on the menu button, in order. */
  taps: number[];
  /** `timeStamp` of the click that opened the menu, once one did. */
  openedBy?: number;
}

/**
 * Runs in the page before its own content: notes each touch on the menu
 * button and which click opened the menu. Measurement only; the site ships
 * nothing like it.
 */
function recordTaps(menuId: string) {
  const record: TapRecord = { taps: [] };
  (window as unknown as { deadTap: TapRecord }).deadTap = record;
  let current: number | undefined;
  // Defined in here: this function is sent to the page as its source text.
  const onToggle = (event: Event) =>
    (event.target as Element | null)
      ?.closest("button")
      ?.getAttribute("popovertarget") === menuId;
  document.addEventListener(
    "click",
    (event) => {
      // A blind tap that lands elsewhere while the page is still being laid
      // out, or a tap still queued once the menu is open, must not follow a link.
      if (!onToggle(event) || record.openedBy !== undefined) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      current = event.timeStamp;
    },
    true,
  );
  document.addEventListener(
    "pointerdown",
    (event) => {
      if (onToggle(event)) record.taps.push(event.timeStamp);
    },
    true,
  );
  document.addEventListener(
    "beforetoggle",
    (event) => {
      if ((event as ToggleEvent).newState === "open" && current !== undefined)
        record.openedBy ??= current;
    },
    true,
  );
}

/** How often the emulated thumb taps: about 40 times a second. */
const TAP_INTERVAL_MS = 25;

/**
 * One cold load of `url` on the emulated phone. From the moment the page
 * commits, the button's place is tapped every 25 ms without waiting for the
 * page to answer, as an impatient thumb would; the page notes the time of each
 * click it receives and which one opened the menu. The window is from the
 * first paint to that click: 0 when the first tap the page could see opened it.
 */
async function measureDeadTap(
  browser: Browser,
  url: string,
): Promise<DeadTapRun> {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    locale: "de-DE",
  });
  try {
    const page = await context.newPage();
    // Where the toggle sits: the same on every load of the page at this size.
    await page.goto(url);
    const toggle = page.getByRole(TOGGLE.role, { name: TOGGLE.name });
    const box = await toggle.boundingBox();
    if (!box) throw new Error(`No visible "${TOGGLE.name}" button on ${url}`);
    const menuId = await toggle.getAttribute("popovertarget");
    if (!menuId)
      throw new Error(`The "${TOGGLE.name}" button on ${url} opens no popover`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.goto("about:blank");
    await context.addInitScript(recordTaps, menuId);

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
    let record: TapRecord | undefined;
    try {
      const started = Date.now();
      for (;;) {
        if (Date.now() - started > GIVE_UP_MS)
          throw new Error(
            `The menu on ${url} did not open within ${GIVE_UP_MS} ms of tapping`,
          );
        record = await page.evaluate(
          () => (window as unknown as { deadTap?: TapRecord }).deadTap,
        );
        if (record?.openedBy !== undefined) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      clearInterval(tapping);
    }
    // The first paint may come after the page handled the first taps.
    const fcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName("first-contentful-paint")[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: "paint", buffered: true });
          setTimeout(() => resolve(NaN), 5000);
        }),
    );
    if (!Number.isFinite(fcp))
      throw new Error(`No first contentful paint recorded on ${url}`);
    const openedBy = record.openedBy!;
    return {
      deadTapMs: Math.max(0, Math.round(openedBy - fcp)),
      visibleAtMs: Math.round(fcp),
      // Touches on the visible button before the one that opened the menu.
      deadTaps: record.taps.filter((tap) => tap >= fcp && tap < openedBy - 5)
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
): Promise<{ medianMs: number; runs: DeadTapRun[] }> {
  const results: DeadTapRun[] = [];
  for (let run = 0; run < runs; run++)
    results.push(await measureDeadTap(browser, url));
  const sorted = results.map((r) => r.deadTapMs).sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)]!, runs: results };
}

// `node scripts/dead-tap.ts http://127.0.0.1:3000/ …`: measure the given URLs.
if (import.meta.main) {
  const urls = process.argv.slice(2);
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const browser = await launchPhoneBrowser();
  try {
    for (const url of urls) {
      const { medianMs, runs: each } = await deadTapWindow(browser, url, runs);
      console.log(
        `${url.padEnd(50)} ${String(medianMs).padStart(6)} ms   (${each.map((r) => `${r.deadTapMs} ms, visible at ${r.visibleAtMs} ms, ${r.deadTaps} dead taps`).join("; ")})`,
      );
    }
  } finally {
    await browser.close();
  }
}

// The dead-tap window: how long a visitor on a slow phone taps the mobile menu
// button in vain. A real Chromium loads the page on an emulated mid-range phone
// (4× CPU slowdown, 1.6 Mbit/s, 150 ms round trip), taps the button again and
// again from the moment the page commits, and reports the time from the button
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
const MENU_NAME = "Mobile Navigation";
const GIVE_UP_MS = 15_000;

export interface DeadTapRun {
  /** Milliseconds from the toggle's first paint to the first tap that opened the menu (0 if the first tap did). */
  deadTapMs: number;
  /** When the toggle was first painted (first contentful paint), ms after navigation start. */
  visibleAtMs: number;
  /** Taps that did nothing, after the toggle was visible. */
  deadTaps: number;
}

export async function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: chromiumArgs,
    headless: true,
  });
}

/** One cold load of `url` on the emulated phone, tapping the menu button until the menu opens. */
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
    const box = await page
      .getByRole(TOGGLE.role, { name: TOGGLE.name })
      .boundingBox();
    if (!box) throw new Error(`No visible "${TOGGLE.name}" button on ${url}`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.goto("about:blank");

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
    const taps: number[] = [];
    const started = Date.now();
    for (;;) {
      if (Date.now() - started > GIVE_UP_MS)
        throw new Error(
          `The menu on ${url} did not open within ${GIVE_UP_MS} ms of tapping`,
        );
      const tappedAt = Date.now();
      await page.touchscreen.tap(x, y);
      taps.push(tappedAt);
      const open = await page
        .getByRole("navigation", { name: MENU_NAME })
        .isVisible();
      if (open) break;
    }
    // The page's clock and this process's share the wall clock: compare in epoch ms.
    const { timeOrigin, fcp } = await page.evaluate(() => ({
      timeOrigin: performance.timeOrigin,
      fcp:
        performance.getEntriesByName("first-contentful-paint")[0]?.startTime ??
        NaN,
    }));
    if (!Number.isFinite(fcp))
      throw new Error(`No first contentful paint recorded on ${url}`);
    const visibleAt = timeOrigin + fcp;
    const opening = taps.at(-1)!;
    return {
      deadTapMs: Math.max(0, Math.round(opening - visibleAt)),
      visibleAtMs: Math.round(fcp),
      deadTaps: taps.filter((tap) => tap >= visibleAt).length - 1,
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

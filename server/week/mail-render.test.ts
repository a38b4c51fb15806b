// @vitest-environment node
// The weekly mail's HTML as a phone and a desktop show it, in the tests'
// Chromium: no horizontal scroll at 375 px, nothing fetched, the bars drawn.
// Screenshots at 375 and 1280 px go to /tmp/week-375.png and /tmp/week-1280.png.
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, findTestChromium } from "../../tests/e2e/browser.ts";
import { emptyWeek, sampleWeek } from "../../tests/support/sample-week.ts";
import { composeWeek } from "./mail.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: findTestChromium(),
    args: chromiumArgs,
  });
});
afterAll(() => browser?.close());

/** The mail opened at a width: what it asked for, how wide it is, its bars. */
async function open(html: string, width: number, screenshot?: string) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const requests: string[] = [];
  await page.route("**/*", (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
  await page.setContent(html, { waitUntil: "load" });
  const measured = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    // Filled bar cells: a width and the brand colour.
    bars: [...document.querySelectorAll("td")].filter(
      (cell) =>
        cell.style.height === "10px" && cell.getBoundingClientRect().width > 0,
    ).length,
    text: document.body.innerText,
  }));
  if (screenshot)
    await page.screenshot({
      path: screenshot,
      fullPage: true,
      animations: "disabled",
    });
  await page.close();
  return { ...measured, requests };
}

describe("the weekly mail in a browser", () => {
  it("fits a 375 px phone without a horizontal scroll, fetches nothing, and draws its bars", async () => {
    for (const trouble of [false, true]) {
      const { html } = await composeWeek(sampleWeek({ trouble }));
      const phone = await open(
        html,
        375,
        trouble ? "/tmp/week-375-trouble.png" : "/tmp/week-375.png",
      );
      expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
      expect(phone.requests).toEqual([]);
      // Six days with figures, five pages, three referring sites: each a track, most a fill too.
      expect(phone.bars).toBeGreaterThanOrEqual(6 + 5 + 3);
      expect(phone.text).toContain("Besucher pro Tag");
      expect(phone.text).toContain(
        "/produkte/api/schnittstellen-fuer-softwareanbieter-und-branchenloesungen",
      );
    }
  });

  it("fits a phone with nothing to draw: a quiet week on a fresh install", async () => {
    const { html } = await composeWeek(emptyWeek());
    const phone = await open(html, 375, "/tmp/week-375-empty.png");
    expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    expect(phone.requests).toEqual([]);
    expect(phone.text).toContain("Keine in dieser Woche.");
  });

  it("reads as a card in the middle at 1280 px", async () => {
    const { html } = await composeWeek(sampleWeek({ trouble: true }));
    const desktop = await open(html, 1280, "/tmp/week-1280.png");
    expect(desktop.scrollWidth).toBeLessThanOrEqual(desktop.clientWidth);
    expect(desktop.requests).toEqual([]);
  });
});

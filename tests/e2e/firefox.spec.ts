// The header menus in a second engine: Debian's Firefox ESR, driven over
// WebDriver BiDi by puppeteer-core (Playwright can only drive its own patched
// Firefox builds). The menus are native popovers, so these pages run no script
// of their own while the menus are used.
import { existsSync } from "node:fs";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import {
  BROWSER_FAULTS,
  DESKTOP_ONLY,
  NOT_FOUND_LOG,
  deliveryOrigin,
  expect,
  storedEnquiry,
  test,
  tookTimeLikeAPerson,
  unknownPath,
} from "./fixtures";

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

test.describe("in Firefox", { tag: DESKTOP_ONLY }, () => {
  test.describe.configure({ mode: "serial" });
  let browser: Browser;

  test.beforeAll(async () => {
    if (!existsSync(FIREFOX))
      throw new Error(
        `No Firefox at ${FIREFOX}: install Debian's firefox-esr (apt-get install firefox-esr) or set FIREFOX_PATH. These tests must run in a second engine and do not skip.`,
      );
    browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      headless: true,
    });
  });
  test.afterAll(async () => browser?.close());

  async function open(path: string, width: number, baseURL: string) {
    const page = await browser.newPage();
    await page.setViewport({ width, height: 800 });
    await page.goto(new URL(path, baseURL).toString(), {
      waitUntil: "load",
    });
    return page;
  }
  const isOpen = (page: Page, id: string) =>
    page.$eval(
      `#${id}`,
      (panel) => panel.matches(":popover-open") && panel.checkVisibility(),
    );
  const focusedId = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute("popovertarget"));

  test("the Produkte menu opens, closes on Escape and outside, and a chosen product loads with the menu closed", async ({
    baseURL,
  }) => {
    const page = await open("/ueber-uns", 1280, baseURL!);
    try {
      expect(
        await page.$$('script[type="module"], link[rel="modulepreload"]'),
      ).toHaveLength(0);
      const button = 'button[popovertarget="produkte-menue"]';
      expect(await isOpen(page, "produkte-menue")).toBe(false);
      await page.click(button);
      expect(await isOpen(page, "produkte-menue")).toBe(true);
      expect(
        await page.$$eval("#produkte-menue a", (links) =>
          links.map((link) => link.getAttribute("href")),
        ),
      ).toEqual([
        "/produkte/kehrtour",
        "/produkte/api",
        "/produkte/coming-soon",
      ]);

      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(
          () => document.activeElement?.closest("#produkte-menue") !== null,
        ),
      ).toBe(true);
      await page.keyboard.press("Escape");
      expect(await isOpen(page, "produkte-menue")).toBe(false);
      expect(await focusedId(page)).toBe("produkte-menue");

      await page.click(button);
      expect(await isOpen(page, "produkte-menue")).toBe(true);
      await page.click("h1");
      expect(await isOpen(page, "produkte-menue")).toBe(false);

      await page.click(button);
      await Promise.all([
        page.waitForNavigation(),
        page.click('#produkte-menue a[href="/produkte/api"]'),
      ]);
      expect(new URL(page.url()).pathname).toBe("/produkte/api");
      expect(await page.$eval("h1", (h1) => h1.textContent)).toBe(
        "Die Termin-API für Ihre Software",
      );
      expect(await isOpen(page, "produkte-menue")).toBe(false);
    } finally {
      await page.close();
    }
  });

  test("the mobile menu toggles, closes on Escape, and a chosen link loads with the menu closed", async ({
    baseURL,
  }) => {
    const page = await open("/impressum", 375, baseURL!);
    try {
      const toggle = 'button[popovertarget="mobile-navigation"]';
      expect(await isOpen(page, "mobile-navigation")).toBe(false);
      await page.waitForSelector(toggle, { visible: true });
      await page.click(toggle);
      expect(await isOpen(page, "mobile-navigation")).toBe(true);
      await page.keyboard.press("Escape");
      expect(await isOpen(page, "mobile-navigation")).toBe(false);
      expect(await focusedId(page)).toBe("mobile-navigation");
      await page.click(toggle);
      expect(await isOpen(page, "mobile-navigation")).toBe(true);
      await page.click(toggle);
      expect(await isOpen(page, "mobile-navigation")).toBe(false);

      await page.click(toggle);
      await Promise.all([
        page.waitForNavigation(),
        page.click('#mobile-navigation a[href="/produkte/kehrtour"]'),
      ]);
      expect(new URL(page.url()).pathname).toBe("/produkte/kehrtour");
      expect(await isOpen(page, "mobile-navigation")).toBe(false);
    } finally {
      await page.close();
    }
  });

  test("the 404 page logs the unknown path", async ({ baseURL }) => {
    const page = await browser.newPage();
    try {
      const logged = new Promise<string>((resolve) =>
        page.on("console", (message) => {
          if (
            message.type() === "error" &&
            message.text().includes(NOT_FOUND_LOG)
          )
            resolve(message.text());
        }),
      );
      await page.goto(new URL(unknownPath, baseURL!).toString());
      expect(await logged).toBe(`${NOT_FOUND_LOG} ${unknownPath}`);
    } finally {
      await page.close();
    }
  });
  test("with real delivery, Firefox solves the contact form's task in the background: its enquiry comes with a valid proof and the page's time", async ({
    baseURL,
  }) => {
    const page = await open("/kontakt", 1280, deliveryOrigin(baseURL!));
    try {
      const shownAt = Date.now();
      await page.waitForFunction(() =>
        [...document.querySelectorAll("[data-island] > *")].every((node) =>
          Object.keys(node).some((key) => key.startsWith("__reactFiber")),
        ),
      );
      const message = `Firefox rechnet ${Date.now()}`;
      await page.type("#contact-name", "Erika Firefox");
      await page.type("#contact-email", "erika@example.org");
      await page.type("#contact-message", message);
      await tookTimeLikeAPerson(shownAt);
      await page.click("[data-island] button[type=submit]");
      await expect
        .poll(() => storedEnquiry(message), { timeout: 15_000 })
        .toBeDefined();
      expect(storedEnquiry(message)?.held_reasons ?? "").not.toMatch(
        BROWSER_FAULTS,
      );
    } finally {
      await page.close();
    }
  });
});

// The site in a third engine, WebKit (Safari's; about a third of German mobile
// visitors): WebKitGTK's MiniBrowser, driven over classic WebDriver by
// selenium-webdriver (tests/e2e/webkit.ts, decision 023), against the
// simulated build the Playwright runner serves.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import {
  By,
  Key,
  type WebDriver,
  type WebElement,
  error as webDriverError,
} from "selenium-webdriver";
import { header } from "../../app/content/navigation";
import { notFound } from "../../app/content/not-found";
import {
  BROWSER_FAULTS,
  DESKTOP_ONLY,
  NOT_FOUND_LOG,
  deliveryOrigin,
  expect,
  storedEnquiry,
  tookTimeLikeAPerson,
  WIDTHS,
  islandsHydrated,
  routes,
  test,
  unknownPath,
} from "./fixtures";
import { PAGE_LOAD_MS, type WebKit, startWebKit } from "./webkit";
import { findBrokenWords } from "./word-breaks";

const DESKTOP_WIDTH = 1280;
/** Narrower than WebKitGTK lets a window be (about 450 px): the window takes its narrowest. */
const NARROWEST = 320;
/** Tailwind's md: below it the mobile menu replaces the navigation. */
const MEDIUM_WIDTH = 768;
const PRODUCTS_MENU = "produkte-menue";
const MOBILE_MENU = "mobile-navigation";
/** Debian's hyphen-de: WebKitGTK hyphenates German with it, as Safari does with Apple's. */
const GERMAN_HYPHENATION = "/usr/share/hyphen/hyph_de_DE.dic";
/** The fewest letters a hyphenation may leave on either side (app.css). */
const HYPHENATION_LIMIT = 4;
const PRODUCT_PATHS = [
  "/produkte/kehrtour",
  "/produkte/api",
  "/produkte/coming-soon",
];

/** One sending state of a form, as a recorder in the page saw it. */
interface Seen {
  event: "click" | "change";
  at: number;
  label: string;
  disabled: boolean;
  toast: string[];
}

/**
 * Installed before a form is sent: notes the moment of the click and every
 * later change of the page (button label and state, the message shown), with
 * the page's own clock, so no state can fall between two polls.
 */
const RECORD_SENDING = `
  const button = arguments[0];
  const seen = (window.__seen = []);
  const note = (event) => seen.push({
    event,
    at: performance.now(),
    label: button.textContent,
    disabled: button.disabled,
    toast: [...document.querySelectorAll("[data-toast] p")].map((p) => p.textContent),
  });
  document.addEventListener("click", () => note("click"), { capture: true, once: true });
  new MutationObserver(() => note("change")).observe(document.body, {
    subtree: true, childList: true, characterData: true, attributes: true,
  });`;

// In the desktop project only: this file sets its own window sizes.
test.describe("in WebKit", { tag: DESKTOP_ONLY }, () => {
  // One browser for the file; its tests run one after another.
  test.describe.configure({ mode: "default", timeout: 60_000 });
  let webKit: WebKit | undefined;
  let driver: WebDriver;
  let base: string;

  test.beforeAll(async () => {
    webKit = await startWebKit();
    driver = webKit.driver;
  });
  test.afterAll(async () => webKit?.stop());
  test.beforeEach(({ baseURL }) => {
    base = baseURL!;
  });

  /** Runs a function body in the page (WebDriver's Execute Script). */
  const run = <T>(body: string, ...args: unknown[]) =>
    driver.executeScript<T>(body, ...args);
  const find = (css: string) => driver.findElement(By.css(css));
  const press = (key: string) => driver.actions().sendKeys(key).perform();
  const pathname = () => run<string>("return location.pathname");
  const scrollY = () => run<number>("return window.scrollY");
  /**
   * Waits until a click or a key press has loaded the page at `path`.
   * WebKitWebDriver holds every command while a navigation is under way
   * until the new page has loaded (up to the session's page-load timeout),
   * so each call here takes as long as the load. A 5 s poll around such a
   * call failed whenever a busy machine took longer to load the page, though
   * it was loading; this waits as long as the driver does, and retries only
   * in case the action's navigation had not begun when the first call came.
   * A call that was already running in the old page when it unloaded ends
   * with NoSuchFrameError ("Callback was not called before the unload
   * event"): that page is gone, so it is asked again, of the new one.
   */
  async function arrivedAt(path: string) {
    const deadline = Date.now() + PAGE_LOAD_MS;
    const current = () =>
      pathname().catch((failure: unknown) => {
        if (failure instanceof webDriverError.NoSuchFrameError) return null;
        throw failure;
      });
    while ((await current()) !== path && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await pathname()).toBe(path);
    expect(await run<string>("return document.readyState")).toBe("complete");
  }
  /** Whether the popover is open and shown. */
  const isOpen = (id: string) =>
    run<boolean>(
      "const panel = document.getElementById(arguments[0]); return panel.matches(':popover-open') && panel.checkVisibility();",
      id,
    );
  /** The focused element: its tag and the popover it controls, its link or its id. */
  const focused = () =>
    run<string>(
      `const element = document.activeElement;
       return element.localName + " " + (element.getAttribute("popovertarget") ?? element.getAttribute("href") ?? element.id);`,
    );

  async function open(path: string, width = DESKTOP_WIDTH) {
    await driver.manage().window().setRect({ width, height: 900 });
    await driver.get(new URL(path, base).toString());
  }

  /** WebKitWebDriver may call a visible field "not interactable" until it is scrolled to. */
  async function reveal(element: WebElement) {
    await run(
      "arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })",
      element,
    );
  }
  async function type(element: WebElement, text: string) {
    await reveal(element);
    await element.sendKeys(text);
  }

  /** The form's island hydrates after the first paint: until then its button does nothing. */
  async function waitForHydration() {
    await expect
      .poll(() => driver.executeScript<boolean>(islandsHydrated), {
        timeout: 10_000,
      })
      .toBe(true);
  }

  /**
   * Sends the form and checks the spec's states from what the page recorded:
   * from the click until the message, the button is disabled and labelled
   * exactly "Wird gesendet...", for no less than the simulated second; then
   * the message has the spec's title and text and the button is back.
   */
  async function sendAndExpectToast(
    submit: WebElement,
    toast: { title: string; text: string },
  ) {
    await reveal(submit);
    const idleLabel = await submit.getText();
    await run(RECORD_SENDING, submit);
    await submit.click();
    await expect
      .poll(
        () =>
          run<boolean>(
            "return document.querySelector('[data-toast=success]') !== null",
          ),
        { timeout: 5_000 },
      )
      .toBe(true);
    const seen = await run<Seen[]>("return window.__seen");
    const [click, ...after] = seen;
    expect(click).toMatchObject({
      event: "click",
      label: idleLabel,
      disabled: false,
    });
    const shownAt = after.findIndex((state) => state.toast.length > 0);
    expect(shownAt).toBeGreaterThan(0);
    const sending = after.slice(0, shownAt);
    for (const state of sending)
      expect(state).toMatchObject({
        label: "Wird gesendet...",
        disabled: true,
        toast: [],
      });
    const shown = after[shownAt]!;
    expect(shown.at - click!.at).toBeGreaterThanOrEqual(1000);
    expect(shown.toast).toEqual([toast.title, toast.text]);
    await expect.poll(() => submit.getText()).toBe(idleLabel);
    expect(await submit.isEnabled()).toBe(true);
  }

  test("the Produkte menu by keyboard: Enter and Space open it, its links are reachable, Escape closes it to its button, a chosen product loads with it closed", async () => {
    const button = `button ${PRODUCTS_MENU}`;
    await open("/ueber-uns");
    // From the top of the page, Tab until the button has focus.
    for (let stop = 0; stop < 10 && (await focused()) !== button; stop++)
      await press(Key.TAB);
    expect(await focused()).toBe(button);
    expect(await isOpen(PRODUCTS_MENU)).toBe(false);

    await press(Key.ENTER);
    await expect.poll(() => isOpen(PRODUCTS_MENU)).toBe(true);
    const reached: string[] = [];
    for (const _ of PRODUCT_PATHS) {
      await press(Key.TAB);
      reached.push(await focused());
    }
    expect(reached).toEqual(PRODUCT_PATHS.map((path) => `a ${path}`));
    await press(Key.ESCAPE);
    await expect.poll(() => isOpen(PRODUCTS_MENU)).toBe(false);
    expect(await focused()).toBe(button);

    await press(Key.SPACE);
    await expect.poll(() => isOpen(PRODUCTS_MENU)).toBe(true);
    await press(Key.ESCAPE);
    await expect.poll(() => isOpen(PRODUCTS_MENU)).toBe(false);
    expect(await focused()).toBe(button);

    await press(Key.ENTER);
    await expect.poll(() => isOpen(PRODUCTS_MENU)).toBe(true);
    await press(Key.TAB);
    await press(Key.TAB);
    expect(await focused()).toBe("a /produkte/api");
    await press(Key.ENTER);
    await arrivedAt("/produkte/api");
    expect(await find("h1").getText()).toBe("Die Termin-API für Ihre Software");
    expect(await isOpen(PRODUCTS_MENU)).toBe(false);
  });

  test("the Produkte menu opens on a click, and a product chosen with the pointer loads with it closed", async () => {
    await open("/ueber-uns");
    await find(`button[popovertarget="${PRODUCTS_MENU}"]`).click();
    await expect.poll(() => isOpen(PRODUCTS_MENU)).toBe(true);
    await find(`#${PRODUCTS_MENU} a[href="/produkte/kehrtour"]`).click();
    await arrivedAt("/produkte/kehrtour");
    expect(await isOpen(PRODUCTS_MENU)).toBe(false);
  });

  test("the mobile menu at the narrowest window opens on a click, closes on a chosen link, and the new page starts at the top", async () => {
    await open("/impressum", NARROWEST);
    const width = await run<number>("return window.innerWidth");
    expect(width).toBeLessThan(MEDIUM_WIDTH);
    const toggle = await find(`button[popovertarget="${MOBILE_MENU}"]`);
    expect(await toggle.getAccessibleName()).toBe(header.menuButton);
    expect(
      await find(`nav[aria-label="${header.navLabel}"]`).isDisplayed(),
    ).toBe(false);
    expect(await isOpen(MOBILE_MENU)).toBe(false);

    // A reader further down the page; the header stays at the top.
    await run("window.scrollTo({ top: 1000, behavior: 'instant' })");
    expect(await scrollY()).toBeGreaterThan(500);
    await toggle.click();
    await expect.poll(() => isOpen(MOBILE_MENU)).toBe(true);
    const link = await find(`#${MOBILE_MENU} a[href="/produkte/kehrtour"]`);
    expect(await link.isDisplayed()).toBe(true);
    await link.click();
    await arrivedAt("/produkte/kehrtour");
    expect(await isOpen(MOBILE_MENU)).toBe(false);
    expect(await scrollY()).toBe(0);
  });

  test("the contact form sends for a second, shows the spec's message and is cleared", async () => {
    await open("/kontakt");
    await waitForHydration();
    const fields = {
      name: "Erika Musterfrau",
      email: "erika@example.org",
      company: "Musterbetrieb",
      message: "Bitte rufen Sie mich an.",
    };
    const elements: WebElement[] = [];
    for (const [name, value] of Object.entries(fields)) {
      const field = await find(`#contact-${name}`);
      await type(field, value);
      elements.push(field);
    }
    expect(
      await run<string[]>(
        "return [...arguments].map((f) => f.value)",
        ...elements,
      ),
    ).toEqual(Object.values(fields));
    await sendAndExpectToast(await find("[data-island] button[type=submit]"), {
      title: "Nachricht gesendet!",
      text: "Vielen Dank für Ihre Anfrage. Wir melden uns schnellstmöglich bei Ihnen.",
    });
    expect(
      await run<string[]>(
        "return [...arguments].map((f) => f.value)",
        ...elements,
      ),
    ).toEqual(["", "", "", ""]);
  });

  test("with real delivery, WebKit solves the contact form's task in the background: its enquiry comes with a valid proof and the page's time", async () => {
    await driver
      .manage()
      .window()
      .setRect({ width: DESKTOP_WIDTH, height: 900 });
    await driver.get(`${deliveryOrigin(base)}/kontakt`);
    const shownAt = Date.now();
    await waitForHydration();
    const message = `WebKit rechnet ${Date.now()}`;
    const fields = {
      name: "Erika Safari",
      email: "erika@example.org",
      message,
    };
    for (const [name, value] of Object.entries(fields))
      await type(await find(`#contact-${name}`), value);
    await tookTimeLikeAPerson(shownAt);
    const submit = await find("[data-island] button[type=submit]");
    await reveal(submit);
    await submit.click();
    await expect
      .poll(() => storedEnquiry(message), { timeout: 15_000 })
      .toBeDefined();
    expect(storedEnquiry(message)?.held_reasons ?? "").not.toMatch(
      BROWSER_FAULTS,
    );
  });

  test("the sign-up sends for a second, shows the spec's message and is cleared", async () => {
    await open("/produkte/coming-soon");
    await waitForHydration();
    const email = await find("#signup-email");
    expect(await email.getAccessibleName()).toMatch(/^E-Mail-Adresse/);
    await type(email, "meister@example.org");
    await sendAndExpectToast(await find("[data-island] button[type=submit]"), {
      title: "Erfolgreich angemeldet!",
      text: "Sie erhalten exklusive Updates über den Start unserer Terminplattform.",
    });
    expect(await run<string>("return arguments[0].value", email)).toBe("");
  });

  test("an unknown path shows the 404 page, logs the path and links home", async () => {
    await open(unknownPath);
    const code = await driver.findElement(
      By.xpath("//main//p[normalize-space()='404']"),
    );
    expect(await code.isDisplayed()).toBe(true);
    expect(await find("h1").getText()).toBe("Oops! Page not found");

    // WebKit writes no console message where a WebDriver client can read it
    // (decision 023), so the page's own log script, exactly as served, is run
    // again in the loaded page with console.error recorded; that WebKit ran
    // it at load rests on the page's policy listing its hash.
    const scripts = await driver.findElements(By.css("main script"));
    expect(scripts).toHaveLength(1);
    const logScript = await run<string>("return arguments[0].text", scripts[0]);
    const logged = await run<string[]>(
      `const logged = [];
       const original = console.error;
       console.error = (...parts) => { logged.push(parts.join(" ")); };
       try { ${logScript} } finally { console.error = original; }
       return logged;`,
    );
    expect(logged).toEqual([`${NOT_FOUND_LOG} ${unknownPath}`]);
    const response = await fetch(new URL(unknownPath, base));
    expect(response.status).toBe(404);
    const hash = createHash("sha256").update(logScript).digest("base64");
    expect(response.headers.get("content-security-policy")).toContain(
      `'sha256-${hash}'`,
    );

    const home = await find('main a[href="/"]');
    expect(await home.getText()).toBe(notFound.homeLink);
    await home.click();
    await arrivedAt("/");
  });

  test("a page change starts at the top", async () => {
    await open("/");
    await run(
      "document.getElementById('produkte').scrollIntoView({ behavior: 'instant' }); window.scrollBy({ top: 200, behavior: 'instant' });",
    );
    expect(await scrollY()).toBeGreaterThan(500);
    await find('#produkte a[href="/produkte/kehrtour"]').click();
    await arrivedAt("/produkte/kehrtour");
    expect(await scrollY()).toBe(0);
  });

  test("the hero button on the home page jumps to the products section", async () => {
    await open("/");
    expect(await scrollY()).toBe(0);
    await find('main a[href="#produkte"]').click();
    // Smoothly: it has arrived when the section sits right below the sticky header.
    await expect
      .poll(() =>
        run<boolean>(
          `const offset = document.getElementById("produkte").getBoundingClientRect().top;
           const headerRoom = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
           return Math.abs(offset - headerRoom) <= 1;`,
        ),
      )
      .toBe(true);
    expect(await scrollY()).toBeGreaterThan(300);
    expect(await run<string>("return location.hash")).toBe("#produkte");
    expect(await focused()).toBe("section produkte");
  });

  test("headings hyphenate German words only with four letters on each side of the break", async () => {
    if (!existsSync(GERMAN_HYPHENATION))
      throw new Error(
        `No German hyphenation dictionary at ${GERMAN_HYPHENATION}: install Debian's hyphen-de (apt-get install hyphen-de). Without it WebKit hyphenates nothing and this test would prove nothing.`,
      );
    const letters = (part: string) => part.match(/\p{L}/gu)?.length ?? 0;
    const breaks: string[] = [];
    // Each page loaded at each width: measured right after a resize, WebKitGTK
    // can still be laying out at a width between the two.
    // 320 and 375 px are both the narrowest window WebKitGTK allows.
    for (const width of [
      NARROWEST,
      ...WIDTHS.filter((width) => width >= MEDIUM_WIDTH),
    ]) {
      for (const path of [...routes, unknownPath]) {
        await open(path, width);
        const innerWidth = await run<number>("return window.innerWidth");
        // Every line break inside a word but after a hyphen or at a soft
        // hyphen: here, where WebKit hyphenated (written "before|after").
        for (const found of await driver.executeScript<string[]>(
          findBrokenWords,
        ))
          breaks.push(`${path} at ${innerWidth} px: ${found}`);
      }
    }
    // WebKit did hyphenate, so the check below has something to check.
    expect(breaks.length).toBeGreaterThan(0);
    const tooShort = breaks.filter((found) => {
      const [, before = "", after = ""] = /"(.*)\|(.*)"$/u.exec(found) ?? [];
      return (
        letters(before.split("-").at(-1)!) < HYPHENATION_LIMIT ||
        letters(after.split("-")[0]!) < HYPHENATION_LIMIT
      );
    });
    expect(tooShort).toEqual([]);
  });
});

import { contactRequests } from "../../app/content/contact";
import { externalLinkHint } from "../../app/content/navigation";
import { site } from "../../app/content/site";
import {
  DESKTOP_ONLY,
  MOBILE_ONLY,
  announcedExpanded,
  contactField,
  expect,
  openPage,
  test,
  waitForHydration,
} from "./fixtures";

test.describe("desktop navigation", { tag: DESKTOP_ONLY }, () => {
  test("the Produkte menu opens, lists the three products and leads to one", async ({
    page,
  }) => {
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    const button = nav.getByRole("button", { name: "Produkte" });
    await expect.poll(() => announcedExpanded(page, "Produkte")).toBe(false);
    await button.click();
    await expect.poll(() => announcedExpanded(page, "Produkte")).toBe(true);
    const products = nav
      .getByRole("link")
      .filter({ hasText: /Kehrtour|Termin-API|Terminplattform/ });
    await expect(products).toHaveCount(3);
    await nav.getByRole("link", { name: /Termin-API/ }).click();
    await expect(page).toHaveURL(/\/produkte\/api$/);
    await expect.poll(() => announcedExpanded(page, "Produkte")).toBe(false);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Die Termin-API für Ihre Software",
    );
  });

  test("Escape closes the Produkte menu and returns focus to its button", async ({
    page,
  }) => {
    await openPage(page, "/");
    const button = page.getByRole("button", { name: "Produkte" });
    await button.click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect.poll(() => announcedExpanded(page, "Produkte")).toBe(false);
    await expect(button).toBeFocused();
  });

  test("a click outside closes the Produkte menu", async ({ page }) => {
    await openPage(page, "/ueber-uns");
    await page.getByRole("button", { name: "Produkte" }).click();
    const menu = page.locator("#produkte-menue");
    await expect(menu).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => announcedExpanded(page, "Produkte")).toBe(false);
  });

  test("the Produkte menu works the same on a page that runs React", async ({
    page,
  }) => {
    await openPage(page, "/kontakt");
    await page.getByRole("button", { name: "Produkte" }).click();
    await expect.poll(() => announcedExpanded(page, "Produkte")).toBe(true);
    await page
      .locator("#produkte-menue")
      .getByRole("link", { name: /Kehrtour/ })
      .click();
    await expect(page).toHaveURL(/\/produkte\/kehrtour$/);
    await expect(page.locator("#produkte-menue")).toBeHidden();
  });

  test("on a product page the Produkte button is coloured like the current page's link", async ({
    page,
  }) => {
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    const colourOf = (name: string, role: "link" | "button") =>
      nav
        .getByRole(role, { name, exact: true })
        .evaluate((element) => getComputedStyle(element).color);
    await openPage(page, "/kontakt");
    const current = await colourOf("Kontakt", "link");
    expect(await colourOf("Produkte", "button")).not.toBe(current);
    for (const path of ["/produkte/kehrtour", "/produkte/api"]) {
      await openPage(page, path);
      expect(await colourOf("Produkte", "button"), path).toBe(current);
    }
  });

  test("Jetzt starten leads to the contact page", async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("link", { name: "Jetzt starten" }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
  });
});

test.describe("mobile navigation", { tag: MOBILE_ONLY }, () => {
  test("the toggle opens the menu and choosing a link closes it", async ({
    page,
  }) => {
    await openPage(page, "/");
    const toggle = page.getByRole("button", { name: "Menü" });
    const menu = page.getByRole("navigation", { name: "Mobile Navigation" });
    await expect(
      page.getByRole("navigation", { name: "Hauptnavigation" }),
    ).toBeHidden();
    await expect.poll(() => announcedExpanded(page, "Menü")).toBe(false);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect.poll(() => announcedExpanded(page, "Menü")).toBe(true);
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Kehrtour" }).click();
    await expect(page).toHaveURL(/\/produkte\/kehrtour$/);
    await expect(menu).toBeHidden();
    await expect.poll(() => announcedExpanded(page, "Menü")).toBe(false);
  });

  test("Escape closes the menu and returns focus to the toggle", async ({
    page,
  }) => {
    await openPage(page, "/");
    const toggle = page.getByRole("button", { name: "Menü" });
    await toggle.click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(
      page.getByRole("navigation", { name: "Mobile Navigation" }),
    ).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("mobile menu, closing", { tag: MOBILE_ONLY }, () => {
  test("a tap outside closes the menu", async ({ page }) => {
    await openPage(page, "/impressum");
    await page.getByRole("button", { name: "Menü" }).tap();
    const menu = page.getByRole("navigation", { name: "Mobile Navigation" });
    await expect(menu).toBeVisible();
    // Below the menu, on the page.
    await page.touchscreen.tap(200, 780);
    await expect(menu).toBeHidden();
    await expect.poll(() => announcedExpanded(page, "Menü")).toBe(false);
  });
});

test(
  "quick taps stay taps: no double-tap zoom, while pinch zoom stays",
  {
    tag: MOBILE_ONLY,
  },
  async ({ page }) => {
    // While a page loads, a thumb's two quick taps on the menu button were
    // taken for a double tap, and the menu did not open (decision 026).
    await openPage(page, "/");
    expect(
      await page.evaluate(
        () => getComputedStyle(document.documentElement).touchAction,
      ),
    ).toBe("manipulation");
    await expect(page.locator('meta[name="viewport"]')).not.toHaveAttribute(
      "content",
      /user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?\b/,
    );
  },
);

test("the hero button jumps to the products section", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("link", { name: "Produkte entdecken" }).click();
  const section = page.locator("#produkte");
  await expect(section).toBeInViewport();
  await expect(section).toBeFocused();
  await expect
    .poll(() => page.evaluate(() => window.scrollY))
    .toBeGreaterThan(300);
});

test("a route change starts at the top and going back restores the position", async ({
  page,
}) => {
  await openPage(page, "/");
  await page.locator("#produkte").scrollIntoViewIfNeeded();
  // As a reader scrolls: instantly (smooth scrolling is for in-page links).
  await page.evaluate(() => window.scrollBy({ top: 200, behavior: "instant" }));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await page
    .locator("#produkte")
    .getByRole("link", { name: /Mehr erfahren.*Kehrtour/ })
    .click();
  await expect(page).toHaveURL(/\/produkte\/kehrtour$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});

test("a reload keeps the reading position", async ({ page }) => {
  await openPage(page, "/datenschutz");
  const heading = page.getByRole("heading", {
    name: /Rechte der betroffenen Person/,
  });
  await heading.evaluate((element) =>
    element.scrollIntoView({ behavior: "instant" }),
  );
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(1000);
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  await expect(heading).toBeInViewport();
});

test("the Kehrtour product site opens in a new tab with noopener, noreferrer and a source tag", async ({
  page,
}) => {
  await openPage(page, "/produkte/kehrtour");
  const link = page.getByRole("link", { name: /Zur Kehrtour-Website/ });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const href = new URL((await link.getAttribute("href"))!);
  expect(href.origin).toBe(new URL(site.kehrtourUrl).origin);
  expect(href.searchParams.get("utm_source")).toBe("www.zunftwerk.example");
  await expect(link).toContainText(externalLinkHint);
});

test("the API page's buttons lead to the contact form with the request already written", async ({
  page,
}) => {
  await openPage(page, "/produkte/api");
  const main = page.getByRole("main");
  for (const [name, request] of [
    ["API-Dokumentation anfordern", "api-dokumentation"],
    ["Demo vereinbaren", "demo"],
  ] as const) {
    const links = main.getByRole("link", { name });
    await expect(links).toHaveCount(2);
    for (const link of await links.all())
      await expect(link).toHaveAttribute(
        "href",
        `/kontakt?anliegen=${request}`,
      );
  }
  await main.getByRole("link", { name: "Demo vereinbaren" }).first().click();
  await expect(page).toHaveURL(/\/kontakt\?anliegen=demo$/);
  await waitForHydration(page);
  await expect(contactField(page, "Nachricht")).toHaveValue(
    contactRequests.demo,
  );
  await expect(contactField(page, "Name")).toHaveValue("");
});

test("an unknown path shows the 404 page with status 404 and logs the path", async ({
  page,
}) => {
  const logged = page.waitForEvent(
    "console",
    (message) =>
      message.type() === "error" && message.text().includes("404 Error"),
  );
  const response = await page.goto("/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Oops! Page not found",
  );
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  expect((await logged).text()).toBe(
    "404 Error: User attempted to access non-existent route: /gibt-es-nicht",
  );
  await page.getByRole("link", { name: "Zurück zur Startseite" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test(
  "pointing at a link asks Chromium to prerender that page: the inline rules pass the page's policy",
  {
    tag: DESKTOP_ONLY,
  },
  async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Preload.enable");
    const ruleSets: { errorType?: string }[] = [];
    const prerendered: string[] = [];
    cdp.on("Preload.ruleSetUpdated", ({ ruleSet }) => ruleSets.push(ruleSet));
    // Under DevTools the attempt itself is refused; that it is made is the point.
    cdp.on("Preload.prerenderStatusUpdated", ({ key }) =>
      prerendered.push(new URL(key.url).pathname),
    );
    await openPage(page, "/");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Impressum" })
      .hover();
    await expect.poll(() => prerendered).toContain("/impressum");
    expect(ruleSets.length).toBeGreaterThan(0);
    expect(ruleSets.map((ruleSet) => ruleSet.errorType)).toEqual(
      ruleSets.map(() => undefined),
    );
  },
);

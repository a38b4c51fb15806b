import {
  announcedExpanded,
  expect,
  DESKTOP_ONLY,
  expectNoViolations,
  isMobile,
  MOBILE_ONLY,
  openPage,
  routes,
  test,
  unknownPath,
} from "./fixtures";

test.describe("axe finds no WCAG 2.2 A/AA violation", () => {
  for (const path of [...routes, unknownPath]) {
    test(`on ${path}`, async ({ page }) => {
      await openPage(page, path);
      await expectNoViolations(page);
    });
  }

  test(
    "with the Produkte menu open",
    { tag: DESKTOP_ONLY },
    async ({ page }) => {
      await openPage(page, "/");
      await page.getByRole("button", { name: "Produkte" }).click();
      await expect(
        page.getByRole("link", { name: /Kehrtour/ }).first(),
      ).toBeVisible();
      await expectNoViolations(page);
    },
  );

  test("with the mobile menu open", { tag: MOBILE_ONLY }, async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("button", { name: "Menü" }).click();
    await expect(
      page.getByRole("navigation", { name: "Mobile Navigation" }),
    ).toBeVisible();
    await expectNoViolations(page);
  });

  test("with a toast showing", async ({ page }) => {
    await openPage(page, "/produkte/coming-soon");
    await page.getByLabel("E-Mail-Adresse").fill("meister@example.org");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("Erfolgreich angemeldet!")).toBeVisible();
    // Measure colours once the toast has finished fading in.
    await expect(page.locator("[data-toast]")).toHaveCSS("opacity", "1");
    await expectNoViolations(page);
  });
});

test.describe("keyboard", () => {
  test("the skip link is the first tab stop and leads to the main content", async ({
    page,
  }) => {
    await openPage(page, "/ueber-uns");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("every control can be reached with Tab and shows a visible focus ring", async ({
    page,
  }) => {
    await openPage(page, "/kontakt");
    const controls = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          "a[href], button, input, textarea, select",
        ),
      ]
        .filter(
          (element) =>
            element.checkVisibility() && !element.closest("[hidden]"),
        )
        .map((element) => element.outerHTML),
    );
    const reached = new Set<string>();
    for (let press = 0; press < controls.length + 5; press++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const ring =
          style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
        return { html: element.outerHTML, ring };
      });
      if (!focused) continue;
      expect(focused.ring, `focus ring on ${focused.html.slice(0, 80)}`).toBe(
        true,
      );
      reached.add(focused.html);
    }
    const missed = controls.filter(
      (html) => !reached.has(html) && !html.includes("sr-only"),
    );
    expect(missed).toEqual([]);
  });

  test("a menu opens with the keyboard and Escape returns focus to its button", async ({
    page,
  }) => {
    await openPage(page, "/");
    const name = isMobile(page) ? "Menü" : "Produkte";
    const button = page.getByRole("button", { name });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => announcedExpanded(page, name)).toBe(true);
    await page.keyboard.press("Tab");
    await expect(
      page.locator(`#${await button.getAttribute("aria-controls")} a`).first(),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect.poll(() => announcedExpanded(page, name)).toBe(false);
    await expect(button).toBeFocused();
  });

  test("after following a link the new page starts from the top for the keyboard too", async ({
    page,
  }) => {
    await openPage(page, "/");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Impressum" })
      .click();
    await expect(page).toHaveURL(/\/impressum$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Impressum",
    );
    // A page change is a document load: the browser announces the new page and
    // keyboard focus starts over, so the first Tab reaches the skip link.
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("link", { name: "Zum Inhalt springen" }),
    ).toBeFocused();
  });
});

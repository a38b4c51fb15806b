import { type NavLinkItem, footer } from "../../app/content/navigation";
import { pageById, pages } from "../../app/content/pages";
import { expect, isMobile, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

for (const page of pages) {
  test(`${page.path} reads fully without JavaScript`, async ({ page: tab }) => {
    await tab.goto(page.path);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(
      page.heading,
    );
    expect((await tab.getByRole("main").innerText()).length).toBeGreaterThan(
      200,
    );

    const footerNav = tab.getByRole("navigation", { name: footer.navLabel });
    for (const link of footer.groups.flatMap(
      (group): readonly NavLinkItem[] => group.links,
    )) {
      await expect(
        footerNav.getByRole("link", { name: link.label, exact: true }),
      ).toHaveAttribute("href", pageById(link.page).path);
    }
    if (!isMobile(tab)) {
      const header = tab.getByRole("navigation", { name: "Hauptnavigation" });
      for (const name of [
        "Startseite",
        "Über Uns",
        "Kontakt",
        "Jetzt starten",
      ]) {
        await expect(
          header.getByRole("link", { name, exact: true }),
        ).toBeVisible();
      }
    }
  });
}

test("the header menus open and close without JavaScript", async ({ page }) => {
  await page.goto("/ueber-uns");
  const [buttonName, panel] = isMobile(page)
    ? ["Menü", page.getByRole("navigation", { name: "Mobile Navigation" })]
    : ["Produkte", page.locator("#produkte-menue")];
  const button = page.getByRole("button", { name: buttonName });
  await expect(panel).toBeHidden();
  await button.click();
  await expect(panel).toBeVisible();
  await expect(
    panel.getByRole("link", { name: /Kehrtour/ }).first(),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await button.click();
  await expect(panel).toBeVisible();
  await button.click();
  await expect(panel).toBeHidden();
});

test("the forms say how to reach the company instead without JavaScript", async ({
  page,
}) => {
  await page.goto("/kontakt");
  await expect(
    page.getByText("Zum Absenden des Formulars wird JavaScript benötigt."),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Nachricht senden" }),
  ).toBeDisabled();
});

test("the API page's request buttons still lead to the contact form", async ({
  page,
}) => {
  await page.goto("/produkte/api");
  await page
    .getByRole("main")
    .getByRole("link", { name: "Demo vereinbaren" })
    .first()
    .click();
  await expect(page).toHaveURL(/\/kontakt\?anliegen=demo$/);
  await expect(page.getByRole("textbox", { name: /^Nachricht/ })).toBeVisible();
  await expect(
    page.getByText("Zum Absenden des Formulars wird JavaScript benötigt."),
  ).toBeVisible();
});

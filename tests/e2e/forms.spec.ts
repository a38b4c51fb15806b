import type { Page } from "@playwright/test";
import {
  contactField,
  expect,
  fillContactForm,
  openPage,
  test,
} from "./fixtures";

/** Requests the page makes from now on (after hydration, the form's own would show here). */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

/** Clicks submit and returns the milliseconds until the toast's title is visible. */
async function submitAndTimeToast(
  page: Page,
  buttonName: string,
  toastTitle: string,
) {
  const button = page.getByRole("button", { name: buttonName });
  const started = Date.now();
  await button.click();
  const sending = page.getByRole("button", { name: "Wird gesendet..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  await expect(page.getByText(toastTitle)).toBeVisible({ timeout: 3_000 });
  const elapsed = Date.now() - started;
  await expect(button).toBeEnabled();
  return elapsed;
}

test.describe("contact form", () => {
  test("sends for one second, then clears the form and shows the spec's toast", async ({
    page,
  }) => {
    await openPage(page, "/kontakt");
    await fillContactForm(page);
    const requests = recordRequests(page);

    const elapsed = await submitAndTimeToast(
      page,
      "Nachricht senden",
      "Nachricht gesendet!",
    );

    expect(elapsed).toBeGreaterThanOrEqual(1000);
    expect(elapsed).toBeLessThan(2500);
    await expect(
      page.getByText(
        "Vielen Dank für Ihre Anfrage. Wir melden uns schnellstmöglich bei Ihnen.",
      ),
    ).toBeVisible();
    for (const label of ["Name", "E-Mail", "Unternehmen", "Nachricht"]) {
      await expect(contactField(page, label)).toHaveValue("");
    }
    expect(requests).toEqual([]);
  });

  test("the browser stops empty required fields", async ({ page }) => {
    await openPage(page, "/kontakt");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(contactField(page, "Name")).toHaveJSProperty(
      "validity.valueMissing",
      true,
    );
    await expect(contactField(page, "Name")).toBeFocused();
    await expect(
      page.getByRole("button", { name: "Nachricht senden" }),
    ).toBeEnabled();
    await expect(page.getByText("Wird gesendet...")).toHaveCount(0);
    for (const label of ["Name", "E-Mail", "Nachricht"]) {
      expect(
        await contactField(page, label).evaluate(
          (el: HTMLInputElement) => el.validity.valueMissing,
        ),
      ).toBe(true);
    }
    expect(
      await contactField(page, "Unternehmen").evaluate(
        (el: HTMLInputElement) => el.validity.valid,
      ),
    ).toBe(true);
  });

  test("the browser stops an invalid e-mail address", async ({ page }) => {
    await openPage(page, "/kontakt");
    await contactField(page, "Name").fill("Erika Musterfrau");
    await contactField(page, "E-Mail").fill("keine-adresse");
    await contactField(page, "Nachricht").fill("Hallo");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(contactField(page, "E-Mail")).toBeFocused();
    expect(
      await contactField(page, "E-Mail").evaluate(
        (el: HTMLInputElement) => el.validity.typeMismatch,
      ),
    ).toBe(true);
    await expect(page.getByText("Wird gesendet...")).toHaveCount(0);
    await expect(contactField(page, "Nachricht")).toHaveValue("Hallo");
  });
});

test.describe("sign-up form", () => {
  test("sends for one second, then clears the field and shows the spec's toast", async ({
    page,
  }) => {
    await openPage(page, "/produkte/coming-soon");
    await page.getByLabel("E-Mail-Adresse").fill("meister@example.org");
    const requests = recordRequests(page);

    const elapsed = await submitAndTimeToast(
      page,
      "Anmelden",
      "Erfolgreich angemeldet!",
    );

    expect(elapsed).toBeGreaterThanOrEqual(1000);
    expect(elapsed).toBeLessThan(2500);
    await expect(
      page.getByText(
        "Sie erhalten exklusive Updates über den Start unserer Terminplattform.",
      ),
    ).toBeVisible();
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue("");
    expect(requests).toEqual([]);
  });

  test("submitting it empty does nothing", async ({ page }) => {
    await page.clock.install();
    await openPage(page, "/produkte/coming-soon");
    const button = page.getByRole("button", { name: "Anmelden" });
    await button.click();
    await expect(page.getByLabel("E-Mail-Adresse")).toBeFocused();
    // Nothing may follow, not even once the send delay has passed.
    await page.clock.runFor(2000);
    await expect(button).toBeEnabled();
    await expect(button).toHaveText("Anmelden");
    await expect(page.getByText("Erfolgreich angemeldet!")).toHaveCount(0);
  });

  test("the browser stops an invalid e-mail address", async ({ page }) => {
    await openPage(page, "/produkte/coming-soon");
    await page.getByLabel("E-Mail-Adresse").fill("meister@");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("Wird gesendet...")).toHaveCount(0);
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue("meister@");
  });
});

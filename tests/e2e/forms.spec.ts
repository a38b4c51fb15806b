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

/**
 * Clicks submit and follows the spec's sending state: "Wird gesendet..." and
 * disabled, then, no sooner than one second later and within three, the
 * success toast (its title and text) and the button back. Nothing goes over
 * the network.
 */
async function sendAndExpectToast(
  page: Page,
  buttonName: string,
  toast: { title: string; text: string },
) {
  const requests = recordRequests(page);
  const button = page.getByRole("button", { name: buttonName });
  const started = Date.now();
  await button.click();
  const sending = page.getByRole("button", { name: "Wird gesendet..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  await expect(page.getByText(toast.title)).toBeVisible({ timeout: 3_000 });
  // Never before the spec's second; the exact second is the unit tests' job
  // (fake timers): a wall-clock upper bound here would only measure the machine.
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  await expect(page.getByText(toast.text)).toBeVisible();
  await expect(button).toBeEnabled();
  expect(requests).toEqual([]);
}

test.describe("contact form", () => {
  test("sends for one second, then clears the form and shows the spec's toast", async ({
    page,
  }) => {
    await openPage(page, "/kontakt");
    await fillContactForm(page);
    await sendAndExpectToast(page, "Nachricht senden", {
      title: "Nachricht gesendet!",
      text: "Vielen Dank für Ihre Anfrage. Wir melden uns schnellstmöglich bei Ihnen.",
    });
    for (const label of ["Name", "E-Mail", "Unternehmen", "Nachricht"]) {
      await expect(contactField(page, label)).toHaveValue("");
    }
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
    await sendAndExpectToast(page, "Anmelden", {
      title: "Erfolgreich angemeldet!",
      text: "Sie erhalten exklusive Updates über den Start unserer Terminplattform.",
    });
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue("");
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

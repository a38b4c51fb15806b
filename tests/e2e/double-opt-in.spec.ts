import { linkIn, startMailCatcher } from "../support/mail-catcher";
import { expect, openPage, test } from "./fixtures";

// The mail server the delivery server sends to (playwright.config.ts).
const MAIL_PORT = Number(process.env.E2E_PORT ?? 4173) + 2;

test("double opt-in: sign up, get the mail, confirm by button without JavaScript, unsubscribe from a later mail", async ({
  page,
  browser,
  baseURL,
}) => {
  const smtp = await startMailCatcher(MAIL_PORT);
  try {
    const email = `meisterin-${Date.now()}@example.org`;
    await openPage(page, "/produkte/coming-soon");
    await expect(
      page.getByText(/Mit Klick auf „Anmelden“ willigen Sie ein/),
    ).toBeVisible();
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("Erfolgreich angemeldet!")).toBeVisible();

    const confirmation = await smtp.waitFor(email, /bestätigen Sie/);
    const confirmLink = linkIn(
      confirmation,
      `${baseURL}/anmeldung/bestaetigen`,
    );

    // The link opens a page; only its button confirms. It works without JavaScript.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(confirmLink);
    await expect(
      plain.getByRole("heading", { level: 1, name: "Anmeldung bestätigen" }),
    ).toBeVisible();
    await plain.getByRole("button", { name: "Anmeldung bestätigen" }).click();
    await expect(plain).toHaveURL(`${baseURL}/anmeldung/bestaetigt`);
    await expect(
      plain.getByRole("heading", {
        level: 1,
        name: "Vielen Dank, Ihre Anmeldung ist bestätigt",
      }),
    ).toBeVisible();
    await noScript.close();

    const welcome = await smtp.waitFor(email, /Anmeldung ist bestätigt/);
    expect(welcome.header("List-Unsubscribe-Post")).toBe(
      "List-Unsubscribe=One-Click",
    );
    await page.goto(linkIn(welcome, `${baseURL}/anmeldung/abmelden`));
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(`${baseURL}/anmeldung/abgemeldet`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Sie sind abgemeldet" }),
    ).toBeVisible();

    // The address is gone: the old confirmation link no longer works.
    await page.goto(confirmLink);
    await page.getByRole("button", { name: "Anmeldung bestätigen" }).click();
    await expect(page).toHaveURL(`${baseURL}/anmeldung/ungueltig`);
  } finally {
    await smtp.stop();
  }
});

import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { deliveryFailure } from "../../app/content/forms";
import {
  contactField,
  expect,
  fillContactForm,
  openPage,
  test,
} from "./fixtures";

test.describe("with form delivery on", () => {
  test("the contact form posts JSON to the site's API, then clears and confirms", async ({
    page,
  }) => {
    await openPage(page, "/kontakt");
    // The time the server wrote into the page outlives hydration: the
    // first enquiry carries it (the earliest moment the form was shown).
    const shownAt = await page
      .locator('input[name="shown_at"]')
      .getAttribute("value");
    expect(shownAt).toMatch(/^[0-9a-z]+\./);
    await fillContactForm(page);
    const request = page.waitForRequest((candidate) =>
      candidate.url().endsWith("/api/contact"),
    );
    const response = page.waitForResponse((candidate) =>
      candidate.url().endsWith("/api/contact"),
    );
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    expect((await request).postDataJSON()).toEqual({
      name: "Erika Musterfrau",
      email: "erika@example.org",
      company: "Musterbetrieb",
      message: "Bitte rufen Sie mich an.",
      website: "",
      // The spam defence's: the time the form was shown, and the task the
      // browser solved meanwhile (decision 043).
      shown_at: shownAt,
      altcha: expect.stringContaining('"solution"'),
    });
    expect((await response).status()).toBe(201);
    await expect(page.getByText("Nachricht gesendet!")).toBeVisible();
    await expect(contactField(page, "Name")).toHaveValue("");
  });

  test("the sign-up posts to the API and confirms", async ({ page }) => {
    await openPage(page, "/produkte/coming-soon");
    await page
      .getByLabel("E-Mail-Adresse")
      .fill(`meister-${Date.now()}@example.org`);
    const response = page.waitForResponse((candidate) =>
      candidate.url().endsWith("/api/signup"),
    );
    await page.getByRole("button", { name: "Anmelden" }).click();
    expect((await response).status()).toBe(201);
    await expect(page.getByText("Erfolgreich angemeldet!")).toBeVisible();
  });

  const failures: [string, (page: Page) => Promise<unknown>, RegExp][] = [
    [
      "a store that is down (the server's 503)",
      (page) =>
        page.route("**/api/contact", (route) =>
          route.fulfill({
            status: 503,
            contentType: "application/json",
            body: JSON.stringify({ error: deliveryFailure.server }),
          }),
        ),
      new RegExp(`schreiben Sie uns an ${company.email.replace(".", "\\.")}`),
    ],
    [
      "a server error",
      (page) =>
        page.route("**/api/contact", (route) =>
          route.fulfill({ status: 500, body: "{}" }),
        ),
      /in einigen Minuten erneut/,
    ],
    [
      "a refused request",
      (page) =>
        page.route("**/api/contact", (route) =>
          route.fulfill({ status: 400, body: "{}" }),
        ),
      /prüfen Sie Ihre Angaben/,
    ],
    [
      "too many requests",
      (page) =>
        page.route("**/api/contact", (route) =>
          route.fulfill({ status: 429, body: "{}" }),
        ),
      /Zu viele Anfragen/,
    ],
    [
      "a network error",
      (page) =>
        page.route("**/api/contact", (route) =>
          route.abort("internetdisconnected"),
        ),
      /Internetverbindung/,
    ],
  ];

  for (const [name, breakApi, text] of failures) {
    test(`after ${name} the visitor is told what to do and loses nothing`, async ({
      page,
    }) => {
      await breakApi(page);
      await openPage(page, "/kontakt");
      await fillContactForm(page);
      const button = page.getByRole("button", { name: "Nachricht senden" });
      await button.click();
      await expect(
        page.getByText("Nachricht konnte nicht gesendet werden"),
      ).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await expect(button).toBeEnabled();
      await expect(contactField(page, "Name")).toHaveValue("Erika Musterfrau");
      await expect(contactField(page, "Nachricht")).toHaveValue(
        "Bitte rufen Sie mich an.",
      );
    });
  }

  test("a request that takes longer than 10 seconds is given up", async ({
    page,
  }) => {
    await page.clock.install();
    // The API never answers.
    await page.route("**/api/contact", () => {});
    await openPage(page, "/kontakt");
    await fillContactForm(page);
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(
      page.getByRole("button", { name: "Wird gesendet..." }),
    ).toBeDisabled();
    await page.clock.runFor(9_000);
    await expect(
      page.getByRole("button", { name: "Wird gesendet..." }),
    ).toBeDisabled();
    await page.clock.runFor(1_100);
    await expect(
      page.getByText("Nachricht konnte nicht gesendet werden"),
    ).toBeVisible();
    await expect(contactField(page, "E-Mail")).toHaveValue("erika@example.org");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a double click on the send button posts twice but stores one enquiry", async ({
      page,
    }) => {
      const message = `Doppelklick ${Date.now()}`;
      // Every post reaches the server; the first answer comes back slowly,
      // as on a phone's network: only once the second post is on its way
      // (at most 5 s), so the second click of the double click lands while
      // the form is still on screen however busy the machine is.
      let posts = 0;
      let firstPosted = () => {};
      const first = new Promise<void>((resolve) => (firstPosted = resolve));
      let secondPosted = () => {};
      const second = new Promise<void>((resolve) => (secondPosted = resolve));
      await page.route("**/kontakt", async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        const isFirst = ++posts === 1;
        if (isFirst) firstPosted();
        else secondPosted();
        const response = await route.fetch({ maxRedirects: 0 });
        if (isFirst)
          await Promise.race([
            second,
            new Promise((resolve) => setTimeout(resolve, 5_000)),
          ]);
        // The browser dropped the first answer when it sent the second post.
        await route.fulfill({ response }).catch(() => {});
      });
      await page.goto("/kontakt");
      await fillContactForm(page);
      await contactField(page, "Nachricht").fill(message);
      const send = page.getByRole("button", { name: "Nachricht senden" });
      await send.scrollIntoViewIfNeeded();
      const box = (await send.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      // Two clicks as a finger or a mouse does it: the second 30 ms after
      // the first one's post is on its way. Sent 30 ms after the first
      // click whatever the post did, the second sent no post in about one
      // run in ten (posts 1): the browser's timing, not the server's.
      await page.mouse.click(x, y);
      await first;
      await page.waitForTimeout(30);
      await page.mouse.click(x, y);
      await expect(page).toHaveURL(/\/kontakt\/gesendet$/);
      expect(posts).toBe(2);
      // What the owner finds in the inbox: the enquiry once.
      const stored = JSON.parse(
        execFileSync(
          process.execPath,
          ["scripts/owner/inbox.ts", "export", "--format", "json"],
          {
            env: {
              PATH: process.env.PATH,
              DATA_DIR: "test-results/delivery-data",
            },
            encoding: "utf8",
          },
        ),
      ) as { contactRequests: { message: string }[] };
      expect(
        stored.contactRequests.filter((row) => row.message === message),
      ).toHaveLength(1);
    });
  });
});

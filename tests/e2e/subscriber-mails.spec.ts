import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  confirmationMail,
  updateMail,
  welcomeMail,
} from "../../server/mail/subscriber-mails.tsx";
import { expect, test } from "./fixtures";

const SITE = "https://www.zunftwerk.example";
const links = {
  confirm: `${SITE}/anmeldung/bestaetigen?token=abc`,
  unsubscribe: `${SITE}/anmeldung/abmelden?token=abc`,
};

/** The mails to subscribers, as a mail program gets their HTML. */
const mails = {
  update: () =>
    updateMail(
      {
        subject: "Die Terminplattform startet",
        markdown: `# Es geht los\n\nGuten Tag, ab sofort können Sie Termine [online buchen](${SITE}/produkte/coming-soon).\n\n## Was neu ist\n\n- Termine rund um die Uhr\n- Bestätigung sofort per E-Mail\n\n---\n\nFragen? Schreiben Sie uns.`,
      },
      links.unsubscribe,
    ),
  confirmation: () => confirmationMail(links),
  welcome: () => welcomeMail(links),
};

/** Opens a mail's HTML as a mail program shows it, noting every request it makes. */
async function openMail(page: Page, html: string) {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.setContent(html, { waitUntil: "load" });
  return requests;
}

for (const [name, render] of Object.entries(mails)) {
  test(`the ${name} mail: no request to any host, no axe violation, readable at the window's width`, async ({
    page,
  }) => {
    const { html } = await render();
    const requests = await openMail(page, html);
    expect(requests).toEqual([]);

    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.help}`,
      ),
    ).toEqual([]);

    // Nothing wider than the window; the mail's text at 16 px, nothing
    // under 13 px (the sender's details at the end).
    const width = page.viewportSize()!.width;
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(width);
    await expect(page.getByText(/^Guten Tag/)).toHaveCSS("font-size", "16px");
    const smallest = await page.evaluate(() =>
      Math.min(
        ...[...document.querySelectorAll("p, li, a")]
          .filter((element) => element.textContent?.trim())
          .map((element) => parseFloat(getComputedStyle(element).fontSize)),
      ),
    );
    expect(smallest).toBeGreaterThanOrEqual(13);
    await expect(page.getByRole("link", { name: "Abmelden" })).toHaveAttribute(
      "href",
      links.unsubscribe,
    );
  });
}

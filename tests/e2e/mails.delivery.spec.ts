import type { Page } from "@playwright/test";
import { contactForm } from "../../app/content/forms";
import {
  type CaughtMail,
  type MailCatcher,
  linkIn,
  startMailCatcher,
} from "../support/mail-catcher";
import {
  asPerson,
  contactField,
  expect,
  expectNoViolations,
  openPage,
  test,
  tookTimeLikeAPerson,
} from "./fixtures";

// Every test here reads the mails of the delivery server, which sends to one
// port (playwright.config.ts): one catcher, one test at a time.
const MAIL_PORT = Number(process.env.E2E_PORT ?? 4173) + 2;
const COMPANY_INBOX = "vertrieb@zunftwerk.example";
test.describe.configure({ mode: "serial" });

let smtp: MailCatcher;
test.beforeAll(async () => {
  smtp = await startMailCatcher(MAIL_PORT);
});
test.afterAll(async () => {
  await smtp.stop();
});
test.beforeEach(async ({ page }, testInfo) => {
  await asPerson(page, testInfo.testId);
});

test("double opt-in: sign up, get the mail, confirm by button without JavaScript, unsubscribe from a later mail", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `meisterin-${Date.now()}@example.org`;
  await openPage(page, "/produkte/coming-soon");
  await expect(
    page.getByText(/Mit Klick auf „Anmelden“ willigen Sie ein/),
  ).toBeVisible();
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByText("Erfolgreich angemeldet!")).toBeVisible();

  const confirmation = await smtp.waitFor(email, /bestätigen Sie/);
  const confirmLink = linkIn(confirmation, `${baseURL}/anmeldung/bestaetigen`);

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
});

test("a held enquiry is released from its overview mail with two clicks: the link, then the page's button", async ({
  page,
  baseURL,
}) => {
  const name = `Zurückgehalten ${Date.now()}`;
  // Posted without the page's signed time, as a script that never loaded
  // the page posts: held back, and listed in an overview at once.
  const posted = await page.request.post(`${baseURL}/kontakt`, {
    form: {
      name,
      email: "gehalten@example.org",
      company: "",
      message: "Bitte rufen Sie mich wegen Kehrtour zurück.",
    },
    headers: { origin: baseURL!, "x-forwarded-for": "10.250.1.1" },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
  let overview: CaughtMail | undefined;
  await expect
    .poll(() => {
      overview = smtp
        .to(COMPANY_INBOX)
        .find(
          (mail) =>
            /zurückgehaltene/.test(mail.subject) && mail.text.includes(name),
        );
      return overview !== undefined;
    })
    .toBe(true);
  const entry = overview!.text.slice(overview!.text.indexOf(name));
  const release = linkIn(
    { ...overview!, text: entry },
    `${baseURL}/anfrage/freigeben`,
  );

  // Click one: the link opens a page that changes nothing yet.
  await page.goto(release);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Zurückgehaltene Anfrage freigeben",
    }),
  ).toBeVisible();
  await expectNoViolations(page);
  // Click two: its button releases the enquiry, and the notice arrives.
  await page.getByRole("button", { name: "Anfrage freigeben" }).click();
  await expect(page).toHaveURL(`${baseURL}/anfrage/freigegeben`);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Die Anfrage ist freigegeben",
    }),
  ).toBeVisible();
  const notice = await smtp.waitFor(COMPANY_INBOX, new RegExp(name));
  expect(notice.text).toContain("Bitte rufen Sie mich wegen Kehrtour zurück.");
  // The link worked once.
  await page.goto(release);
  await page.getByRole("button", { name: "Anfrage freigeben" }).click();
  await expect(page).toHaveURL(`${baseURL}/anfrage/ungueltig`);
});

/** A contact request nobody else sends: its notice can be told apart. */
async function fillUniqueContact(page: Page) {
  const name = `Erika Ohneskript ${Date.now()}`;
  await contactField(page, "Name").fill(name);
  await contactField(page, "E-Mail").fill("erika@example.org");
  await contactField(page, "Unternehmen").fill("Müller & Söhne");
  await contactField(page, "Nachricht").fill("Rückruf bitte – 100 % ohne JS");
  return name;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form is sent, stored and mailed, and the page says so in the specification's words", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/kontakt");
    const shownAt = Date.now();
    const name = await fillUniqueContact(page);
    await tookTimeLikeAPerson(shownAt);
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page).toHaveURL(`${baseURL}/kontakt/gesendet`);
    await expect(
      page.getByRole("heading", { level: 1, name: contactForm.success.title }),
    ).toBeVisible();
    await expect(page.getByText(contactForm.success.text)).toBeVisible();
    const notice = await smtp.waitFor(COMPANY_INBOX, new RegExp(name));
    expect(notice.text).toContain("Müller & Söhne");
    expect(notice.text).toContain("Rückruf bitte – 100 % ohne JS");
  });

  test("the sign-up is sent, and the confirmation mail it announces arrives", async ({
    page,
    baseURL,
  }) => {
    const email = `ohne-skript-${Date.now()}@example.org`;
    await page.goto("/produkte/coming-soon");
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(`${baseURL}/anmeldung/e-mail-gesendet`);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Fast geschafft: Bitte sehen Sie in Ihr Postfach",
      }),
    ).toBeVisible();
    const confirmation = await smtp.waitFor(email, /bestätigen Sie/);
    expect(linkIn(confirmation, `${baseURL}/anmeldung/bestaetigen`)).toMatch(
      /token=/,
    );
  });

  test("a refused form leads to a page that says why, and going back returns to the filled form", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/kontakt");
    const name = await fillUniqueContact(page);
    // What the browser would never send: an address the server refuses.
    await page.route("**/kontakt", (route) =>
      route.request().method() === "POST"
        ? route.continue({
            postData: route
              .request()
              .postData()!
              .replace(/email=[^&]*/, "email=keine-adresse"),
          })
        : route.continue(),
    );
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page).toHaveURL(`${baseURL}/formular/angaben-pruefen`);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Bitte prüfen Sie Ihre Angaben",
      }),
    ).toBeVisible();
    await expect(
      page.getByText("Ihre Eingaben stehen noch im Formular"),
    ).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/kontakt`);
    await expect(contactField(page, "Name")).toHaveValue(name);
    await expect(contactField(page, "Nachricht")).toHaveValue(
      "Rückruf bitte – 100 % ohne JS",
    );
  });

  test("no entry ever appears in an address", async ({ page, baseURL }) => {
    const addresses: string[] = [];
    page.on("request", (request) => addresses.push(request.url()));
    await page.goto("/kontakt");
    await fillUniqueContact(page);
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page).toHaveURL(`${baseURL}/kontakt/gesendet`);
    for (const address of addresses) {
      expect(address).not.toMatch(/Ohneskript|erika|R%C3%BCckruf/i);
    }
  });
});

test("when the form's script does not load, the button still sends the form", async ({
  page,
  baseURL,
}) => {
  // Scripting is on, so no hint shows; the island's files never arrive.
  await page.route("**/assets/**/*.js", (route) => route.abort("failed"));
  await page.goto("/kontakt");
  const shownAt = Date.now();
  const name = await fillUniqueContact(page);
  const button = page.getByRole("button", { name: "Nachricht senden" });
  await expect(button).toBeEnabled();
  await tookTimeLikeAPerson(shownAt);
  await button.click();
  await expect(page).toHaveURL(`${baseURL}/kontakt/gesendet`);
  await smtp.waitFor(COMPANY_INBOX, new RegExp(name));
});

// The spam defence lets every person in (decision 043): each of these is a
// visitor of their own (asPerson), and each enquiry arrives as a notice.
test.describe("every person gets through the spam defence", () => {
  test("with JavaScript, typing: the browser solves its task meanwhile, unseen; the form stays axe-clean", async ({
    page,
  }) => {
    await openPage(page, "/kontakt");
    const shownAt = Date.now();
    const name = `Erika Tippt ${Date.now()}`;
    await contactField(page, "Name").pressSequentially(name, { delay: 20 });
    await contactField(page, "E-Mail").pressSequentially("erika@example.org");
    await contactField(page, "Nachricht").pressSequentially(
      "Guten Tag, bitte rufen Sie mich wegen Kehrtour an.",
      { delay: 20 },
    );
    await expectNoViolations(page);
    await tookTimeLikeAPerson(shownAt);
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByText(contactForm.success.title)).toBeVisible();
    const notice = await smtp.waitFor(COMPANY_INBOX, new RegExp(name));
    expect(notice.text).toContain("bitte rufen Sie mich wegen Kehrtour an");
  });

  test("quick with the browser's autofill: every field at once, sent three and a half seconds after the page showed", async ({
    page,
  }) => {
    await openPage(page, "/kontakt");
    const shownAt = Date.now();
    const name = `Erika Autofill ${Date.now()}`;
    await contactField(page, "Name").fill(name);
    await contactField(page, "E-Mail").fill("erika@example.org");
    await contactField(page, "Unternehmen").fill("Musterbetrieb");
    await contactField(page, "Nachricht").fill("Rückruf bitte.");
    await tookTimeLikeAPerson(shownAt);
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByText(contactForm.success.title)).toBeVisible();
    await smtp.waitFor(COMPANY_INBOX, new RegExp(name));
  });

  test("by keyboard alone: Tab from field to field, Enter on the button", async ({
    page,
  }) => {
    await openPage(page, "/kontakt");
    const shownAt = Date.now();
    const name = `Erika Tastatur ${Date.now()}`;
    await contactField(page, "Name").focus();
    await page.keyboard.type(name);
    await page.keyboard.press("Tab");
    await page.keyboard.type("erika@example.org");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Nur mit der Tastatur geschrieben.");
    // From the message box the next stops are the privacy link, then the button.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("button", { name: "Nachricht senden" }),
    ).toBeFocused();
    await tookTimeLikeAPerson(shownAt);
    await page.keyboard.press("Enter");
    await expect(page.getByText(contactForm.success.title)).toBeVisible();
    await smtp.waitFor(COMPANY_INBOX, new RegExp(name));
  });

  test("with a screen reader: the form offers its four fields, the link and the button, nothing of the defence, and announces only the toast", async ({
    page,
  }) => {
    await openPage(page, "/kontakt");
    const shownAt = Date.now();
    const form = page.locator("form");
    // What assistive technology is given: the fields by their labels, the
    // privacy link and the button; the honeypot and the form time are not.
    await expect(form).toMatchAriaSnapshot(`
      - paragraph: Pflichtfelder sind mit * gekennzeichnet.
      - text: Name
      - textbox "Name"
      - text: E-Mail-Adresse
      - textbox "E-Mail-Adresse"
      - text: Unternehmen (optional)
      - textbox "Unternehmen (optional)"
      - text: Nachricht
      - textbox "Nachricht"
      - paragraph:
        - text: /Wir verarbeiten Ihre Angaben/
        - link "Datenschutzerklärung"
        - text: .
      - button "Nachricht senden"
    `);
    const live = page.locator("[aria-live], [role=status], [role=alert]");
    const announced = async () => (await live.allInnerTexts()).join(" ").trim();
    expect(await announced()).toBe("");
    const name = `Erika Vorleser ${Date.now()}`;
    await page.getByRole("textbox", { name: "Name" }).fill(name);
    await page
      .getByRole("textbox", { name: "E-Mail-Adresse" })
      .fill("erika@example.org");
    await page
      .getByRole("textbox", { name: "Nachricht" })
      .fill("Ich nutze einen Bildschirmleser.");
    await tookTimeLikeAPerson(shownAt);
    // While the task is finished and the enquiry sent, nothing is announced.
    expect(await announced()).toBe("");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByRole("status")).toContainText(
      contactForm.success.title,
    );
    await smtp.waitFor(COMPANY_INBOX, new RegExp(name));
  });
});

/** An enquiry sent through the page, as a person sends it, by `name` from a supplier. */
async function sendEnquiry(page: Page, name: string, message: string) {
  await openPage(page, "/kontakt");
  const shownAt = Date.now();
  await contactField(page, "Name").fill(name);
  await contactField(page, "E-Mail").fill("vertrieb@textilhaus-nord.example");
  await contactField(page, "Unternehmen").fill("Textilhaus Nord");
  await contactField(page, "Nachricht").fill(message);
  await tookTimeLikeAPerson(shownAt);
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByText(contactForm.success.title)).toBeVisible();
  return smtp.waitFor(COMPANY_INBOX, new RegExp(name));
}

/** Follows a notice's spam link: the page, then its button; where it lands. */
async function teach(page: Page, link: string, button: string) {
  await page.goto(link);
  await expectNoViolations(page);
  await page.getByRole("button", { name: button }).click();
}

// Last in this file: what it teaches the server stays taught for the
// enquiries after it.
test('"Das ist Spam" in one notice marks a like enquiry for the mail filter, and "Das ist kein Spam" in that one lets the next one through unmarked', async ({
  page,
  baseURL,
}) => {
  const run = Date.now();
  const offer = (group: string, price: number, from: number) =>
    `Arbeitsjacken und Warnwesten für ${group}, bestickt, je ${price} Euro, Rabatt ab ${from} Stück. Muster gern per Post.`;
  const flagged = (mail: CaughtMail) =>
    mail.header("X-Spam-Flag") === "YES" &&
    mail.subject.startsWith("[Werbeverdacht]");

  const first = await sendEnquiry(
    page,
    `Textil Eins ${run}`,
    offer("Monteure", 19, 50),
  );
  expect(flagged(first)).toBe(false);
  await teach(
    page,
    linkIn(first, `${baseURL}/anfrage/spam?`),
    "Als Spam melden",
  );
  await expect(page).toHaveURL(`${baseURL}/anfrage/spam-gelernt`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Gelernt: Das war Spam" }),
  ).toBeVisible();

  const like = await sendEnquiry(
    page,
    `Textil Zwei ${run}`,
    offer("Gesellen", 17, 40),
  );
  expect(flagged(like)).toBe(true);
  expect(like.text).toContain("ähnelt Anfragen, die als Spam gelernt sind");
  await teach(
    page,
    linkIn(like, `${baseURL}/anfrage/kein-spam?`),
    "Als echte Anfrage melden",
  );
  await expect(page).toHaveURL(`${baseURL}/anfrage/kein-spam-gelernt`);

  const next = await sendEnquiry(
    page,
    `Textil Drei ${run}`,
    offer("Azubis", 21, 30),
  );
  expect(flagged(next)).toBe(false);
  // A link teaches only its own lesson: the first notice's link cannot unteach.
  await teach(
    page,
    linkIn(first, `${baseURL}/anfrage/spam?`).replace(
      "/anfrage/spam?",
      "/anfrage/kein-spam?",
    ),
    "Als echte Anfrage melden",
  );
  await expect(page).toHaveURL(`${baseURL}/anfrage/spam-link-ungueltig`);
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assertBuilt,
  deliveryClientDir as clientDir,
} from "../../tests/build/build-output";
import {
  type MailCatcher,
  startMailCatcher,
} from "../../tests/support/mail-catcher.ts";
import { personStamp } from "../../tests/support/person-stamp.ts";
import { engines } from "../../tests/support/postgres.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import { createMailer } from "../mail/mailer.ts";
import { createServer } from "./server.ts";

const SITE = "https://www.zunftwerk.example";
const sameSite = {
  "sec-fetch-site": "same-origin",
  "content-type": "application/x-www-form-urlencoded",
};

let smtp: MailCatcher;
beforeAll(async () => {
  assertBuilt();
  smtp = await startMailCatcher();
});
afterAll(() => smtp.stop());

describe.each(engines)("held enquiries and marked notices on %s", (engine) => {
  const notifyTo = `vertrieb-review-${engine}@zunftwerk.example`;
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  async function site() {
    const { store, close } = await openTestStore(engine);
    const mailer = createMailer(store, {
      smtpUrl: smtp.url,
      siteUrl: SITE,
      notifyTo,
      notifyFrom: "website@zunftwerk.example",
    });
    const app = await createServer({
      root: clientDir,
      api: { store, mailer, siteUrl: SITE },
    });
    closers.push(async () => {
      await app.close();
      await mailer.close();
      await close();
    });
    const held = (name: string) =>
      store.submissions.addContact(
        {
          name,
          email: `${name.toLowerCase()}@example.org`,
          company: "",
          message: `Anfrage von ${name}`,
        },
        {
          verdict: {
            hold: {
              kind: "suspected",
              reasons: [{ rule: "form-time", text: "Zeitstempel fehlt" }],
            },
          },
        },
      );
    /** Follows a link as a browser does: the page, then its button's post. */
    const press = async (link: string) => {
      const url = link.slice(SITE.length);
      const shown = await app.inject({ url });
      const done = await app.inject({
        method: "POST",
        url,
        headers: sameSite,
        payload: "",
      });
      return { shown, done };
    };
    return { app, store, mailer, held, press };
  }

  it("the overview gives each held enquiry a release and a dismiss link; opening one changes nothing, its button acts once", async () => {
    const { store, mailer, held, press } = await site();
    const meisterin = await held("Meisterin");
    const bot = await held("Bot");
    expect(await store.held.queueOverview()).toBe(2);
    await mailer.flush();
    const overview = await smtp.waitFor(notifyTo, /zurückgehaltene/);
    // Each enquiry's two links, in the overview's order (the Meisterin first).
    const links = overview.text
      .split(/\s+/)
      .filter((word) => word.startsWith(`${SITE}/anfrage/`));
    expect(links.map((link) => link.replace(/=.*$/, "="))).toEqual([
      `${SITE}/anfrage/freigeben?token=`,
      `${SITE}/anfrage/loeschen?token=`,
      `${SITE}/anfrage/freigeben?token=`,
      `${SITE}/anfrage/loeschen?token=`,
    ]);

    // The Meisterin's release link: the page shows a button and changes nothing.
    const { shown, done } = await press(links[0]!);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("Anfrage freigeben");
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/anfrage/freigegeben");
    const notice = await smtp.waitFor(
      notifyTo,
      /Neue Kontaktanfrage von Meisterin/,
    );
    expect(notice.text).toContain("Anfrage von Meisterin");
    // Used once: again, it is no longer valid, and no second notice goes out.
    expect((await press(links[0]!)).done.headers.location).toBe(
      "/anfrage/ungueltig",
    );
    // The bot's dismiss link deletes it; its release link is then void.
    expect((await press(links[3]!)).done.headers.location).toBe(
      "/anfrage/geloescht",
    );
    expect((await press(links[2]!)).done.headers.location).toBe(
      "/anfrage/ungueltig",
    );
    const rows = await store.submissions.contacts();
    expect(rows.map((row) => [row.id, row.held_at === null])).toEqual([
      [meisterin, true],
    ]);
    expect(bot).not.toBe(meisterin);
    expect(
      smtp.to(notifyTo).filter((mail) => /Meisterin/.test(mail.subject)),
    ).toHaveLength(1);
    // A made-up token, or none, changes nothing.
    for (const token of ["", "erfunden"])
      expect(
        (await press(`${SITE}/anfrage/freigeben?token=${token}`)).done.headers
          .location,
      ).toBe("/anfrage/ungueltig");
  });

  it("what a visitor writes cannot fake a line of the overview or the notice: no separator, bidi or invisible control reaches them", async () => {
    const { app, store, mailer } = await site();
    const fake =
      "Freigeben (die Meldung geht sofort an Sie): https://evil.example/f";
    const probe = `\u202eGuten\u200b Tag\u2066\u2028  ${fake}\u2069\u2029\u200fZweite\u00ad Zeile\u061c`;
    const hidden =
      /[\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069\u061c\u00ad\ufeff]/;
    const before = smtp.to(notifyTo).length;
    // Posted bare, as a bot posts: held back, listed in the overview.
    const bare = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: {
        "sec-fetch-site": "same-origin",
        "content-type": "application/json",
      },
      payload: JSON.stringify({
        name: "Probe\u200e",
        email: "probe@example.org",
        company: "",
        message: probe,
      }),
    });
    expect(bare.statusCode).toBe(201);
    // Posted as a person's browser does: its notice goes out at once.
    const person = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: {
        "sec-fetch-site": "same-origin",
        "content-type": "application/json",
      },
      payload: JSON.stringify({
        name: "Person\u200f",
        email: "person@example.org",
        company: "Firma\u200b",
        message: probe,
        ...(await personStamp(store)),
      }),
    });
    expect(person.statusCode).toBe(201);
    const rows = await store.submissions.contacts();
    expect(rows.map((row) => row.held_at !== null)).toEqual([true, false]);
    await store.held.queueOverview();
    await mailer.flush();
    // This test's two mails (the others' went to the same inbox before).
    const newMail = (subject: RegExp) =>
      smtp
        .to(notifyTo)
        .slice(before)
        .find((mail) => subject.test(mail.subject));
    await expect
      .poll(() =>
        [/zurückgehaltene/, /Kontaktanfrage von Person/].every(newMail),
      )
      .toBe(true);
    const overview = newMail(/zurückgehaltene/)!;
    const notice = newMail(/Kontaktanfrage von Person/)!;
    for (const mail of [overview, notice]) {
      expect(mail.subject).not.toMatch(hidden);
      expect(mail.text).not.toMatch(hidden);
      expect(mail.html ?? "").not.toMatch(hidden);
    }
    // No line of the overview, however a mail program breaks it, begins
    // with the fake link: the first line ends where the message's did.
    const fakeLines = (text: string) =>
      text
        .split(/[\n\r\u2028\u2029\u0085]/)
        .filter(
          (line) =>
            line.trim().startsWith("Freigeben") && line.includes("evil"),
        );
    expect(fakeLines(overview.text)).toEqual([]);
    // The notice shows the whole message below its own lines, as the
    // visitor wrote it (U+2028 as a line break): its own lines hold none.
    const [ownLines, body] = notice.text.split("\n\n");
    expect(fakeLines(ownLines!)).toEqual([]);
    expect(body).toContain(`Guten Tag\n  ${fake}\nZweite Zeile`);
    expect(overview.text).toContain("„Guten Tag“");
    expect(notice.subject).toMatch(/Neue Kontaktanfrage von Person$/);
    expect(notice.text).toContain("Name: Person\n");
    expect(notice.text).toContain("Unternehmen: Firma\n");
  });

  it("a marked notice goes out at once with X-Spam-Flag, a subject that says so and its reasons", async () => {
    const { store, mailer } = await site();
    await store.submissions.addContact(
      {
        name: "Angebot",
        email: "angebot@example.org",
        company: "",
        message: "Platz 1 bei Google",
      },
      { verdict: { mark: ["Suchmaschinen-Angebot", "Werbesprache"] } },
    );
    await store.submissions.addContact({
      name: "Kundin",
      email: "kundin@example.org",
      company: "",
      message: "Was kostet Kehrtour?",
    });
    await mailer.flush();
    const marked = await smtp.waitFor(notifyTo, /Angebot/);
    expect(marked.header("x-spam-flag")).toBe("YES");
    expect(marked.subject).toBe(
      "[Werbeverdacht] Neue Kontaktanfrage von Angebot",
    );
    expect(marked.text).toContain(
      "Diese Anfrage liest sich wie Werbung (Suchmaschinen-Angebot; Werbesprache).",
    );
    const plain = await smtp.waitFor(notifyTo, /Kundin/);
    expect(plain.header("x-spam-flag")).toBeUndefined();
    expect(plain.subject).toBe("Neue Kontaktanfrage von Kundin");
  });
});

// @vitest-environment node
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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
import { holdEnquiry } from "../../tests/support/held-enquiry.ts";
import {
  openStoreFrom,
  openTestStore,
} from "../../tests/support/test-store.ts";
import { createMailer } from "../mail/mailer.ts";
import { createServer } from "../http/server.ts";

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

  async function site(open = () => openTestStore(engine)) {
    const { store, close } = await open();
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
    const held = (name: string) => holdEnquiry(store, name);
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
    /** The links of an overview of those not listed yet, release and dismiss for each in its order. */
    const overviewLinks = async () => {
      const before = smtp.to(notifyTo).length;
      // Due at once: the hour between overviews is not what these tests are about.
      await store.held.queueOverview(new Date(), 0);
      await mailer.flush();
      const overview = () =>
        smtp
          .to(notifyTo)
          .slice(before)
          .find((mail) => /zurückgehaltene/.test(mail.subject));
      await expect.poll(overview, { timeout: 5_000 }).toBeDefined();
      return overview()!
        .text.split(/\s+/)
        .filter((word) => word.startsWith(`${SITE}/anfrage/`));
    };
    /** Posts a link's token to a page of another action, as an attacker would. */
    const postTo = (path: string, link: string) =>
      app.inject({
        method: "POST",
        url: `${path}?${new URL(link).search.slice(1)}`,
        headers: sameSite,
        payload: "",
      });
    return { app, store, mailer, held, press, overviewLinks, postTo };
  }

  it("the overview gives each held enquiry a release and a dismiss link; opening one changes nothing, its button acts once", async () => {
    const { store, mailer, held, press } = await site();
    const meisterin = await held("Meisterin");
    const bot = await held("Bot");
    expect(await store.held.queueOverview()).toBe(2);
    await mailer.flush();
    const overview = await smtp.waitFor(notifyTo, /zurückgehaltene/);
    // Each enquiry's two links, in the overview's order (the newest first: the Bot's, then the Meisterin's).
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
    const { shown, done } = await press(links[2]!);
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
    expect((await press(links[2]!)).done.headers.location).toBe(
      "/anfrage/ungueltig",
    );
    // The bot's dismiss link deletes it; its release link is then void.
    expect((await press(links[1]!)).done.headers.location).toBe(
      "/anfrage/geloescht",
    );
    expect((await press(links[0]!)).done.headers.location).toBe(
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

  it("a release link cannot delete and a delete link cannot release: the page says the link is for the other action and nothing changes", async () => {
    const { store, held, overviewLinks, postTo } = await site();
    const id = await held("Kundin");
    const [release, dismiss] = await overviewLinks();
    expect(release).toMatch(/\/anfrage\/freigeben\?token=/);
    const wrongPage = await postTo("/anfrage/loeschen", release!);
    expect(wrongPage.statusCode).toBe(303);
    expect(wrongPage.headers.location).toBe("/anfrage/falscher-link");
    expect(
      (await postTo("/anfrage/freigeben", dismiss!)).headers.location,
    ).toBe("/anfrage/falscher-link");
    const rows = await store.submissions.contacts();
    expect(rows.map((row) => [row.id, row.held_at !== null])).toEqual([
      [id, true],
    ]);
    expect(
      smtp.to(notifyTo).filter((mail) => /Kundin/.test(mail.subject)),
    ).toEqual([]);
  });

  it("a link 15 days old shows the expired page, which names the commands, and changes nothing; 13 days old it still works", async () => {
    const { store, held, press, overviewLinks } = await site();
    const old = await held("Alt");
    const fresh = await held("Frisch");
    // Newest first: the fresh one's links, then the old one's.
    const [freshRelease, , oldRelease, oldDismiss] = await overviewLinks();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 15 * 86_400_000);
      for (const link of [oldRelease!, oldDismiss!]) {
        const { shown, done } = await press(link);
        expect(shown.statusCode).toBe(200);
        expect(done.headers.location).toBe("/anfrage/abgelaufen");
      }
      vi.setSystemTime(Date.now() - 2 * 86_400_000);
      expect((await press(freshRelease!)).done.headers.location).toBe(
        "/anfrage/freigegeben",
      );
    } finally {
      vi.useRealTimers();
    }
    const rows = await store.submissions.contacts();
    expect(rows.map((row) => [row.id, row.held_at !== null])).toEqual([
      [old, true],
      [fresh, false],
    ]);
    const page = await press(`${SITE}/anfrage/abgelaufen`);
    expect(page.shown.statusCode).toBe(200);
    expect(page.shown.body).toContain("Dieser Link ist abgelaufen");
    expect(page.shown.body).toContain("npm run inbox -- release ID");
    expect(page.shown.body).toContain("npm run inbox -- dismiss ID");
  });

  it("a link used once cannot be used again, nor its enquiry's other link", async () => {
    const { store, held, press, overviewLinks } = await site();
    await held("Einmal");
    await held("Zweimal");
    // Newest first: Zweimal's links, then Einmal's.
    const [release2, dismiss2, release, dismiss] = await overviewLinks();
    expect((await press(release!)).done.headers.location).toBe(
      "/anfrage/freigegeben",
    );
    expect((await press(dismiss2!)).done.headers.location).toBe(
      "/anfrage/geloescht",
    );
    for (const link of [release!, dismiss!, release2!, dismiss2!])
      expect((await press(link)).done.headers.location).toBe(
        "/anfrage/ungueltig",
      );
    // Two presses at once (a double click, two instances): one releases.
    await held("Doppelt");
    const [twice] = await overviewLinks();
    const outcomes = await Promise.all(
      [twice!, twice!].map(
        async (link) => (await press(link)).done.headers.location,
      ),
    );
    expect(outcomes.sort()).toEqual([
      "/anfrage/freigegeben",
      "/anfrage/ungueltig",
    ]);
    await smtp.waitFor(notifyTo, /Neue Kontaktanfrage von Doppelt/);
    // A new held enquiry (SQLite may give it the deleted one's id) takes no old link.
    const next = await held("Danach");
    for (const link of [release2!, dismiss2!])
      expect((await press(link)).done.headers.location).toBe(
        "/anfrage/ungueltig",
      );
    const rows = await store.submissions.contacts();
    expect(rows.map((row) => [row.name, row.held_at !== null])).toEqual([
      ["Einmal", false],
      ["Doppelt", false],
      ["Danach", true],
    ]);
    expect(
      smtp.to(notifyTo).filter((mail) => /Doppelt/.test(mail.subject)),
    ).toHaveLength(1);
    expect(next).toBeDefined();
  });

  it("links from before migration 018 show the expired page and change nothing; enquiries listed within 14 days are listed again with links that work", async () => {
    const now = Date.now();
    const oldToken = (name: string) => `vorher-${name}`.padEnd(43, "x");
    const { store, press, overviewLinks } = await site(() =>
      openStoreFrom(engine, "015-tallies", async (old) => {
        for (const [name, daysAgo] of [
          ["Neu", 2],
          ["Alt", 20],
        ] as const) {
          const time = new Date(now - daysAgo * 86_400_000).toISOString();
          await sql`INSERT INTO contact_requests (created_at, name, email, company, message, held_at, hold_kind, held_reasons, listed_at, review_token)
            VALUES (${time}, ${name}, ${`${name.toLowerCase()}@example.org`}, '', ${`Anfrage von ${name}`}, ${time}, 'suspected', '[{"rule":"form-time","text":"Zeitstempel fehlt"}]', ${time}, ${oldToken(name)})`.execute(
            old,
          );
        }
      }),
    );
    for (const name of ["Neu", "Alt"])
      for (const path of ["freigeben", "loeschen"])
        expect(
          (await press(`${SITE}/anfrage/${path}?token=${oldToken(name)}`)).done
            .headers.location,
        ).toBe("/anfrage/abgelaufen");
    const rows = await store.submissions.contacts();
    expect(rows.map((row) => [row.name, row.held_at !== null])).toEqual([
      ["Neu", true],
      ["Alt", true],
    ]);
    // The next overview brings the one listed two days ago with new links.
    const links = await overviewLinks();
    expect(links).toHaveLength(2);
    expect((await press(links[0]!)).done.headers.location).toBe(
      "/anfrage/freigegeben",
    );
    await smtp.waitFor(notifyTo, /Neue Kontaktanfrage von Neu/);
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

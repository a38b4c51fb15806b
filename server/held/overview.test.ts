// @vitest-environment node
import { warnTo } from "../../tests/support/log-lines.ts";
import path from "node:path";
import Database from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type MailCatcher,
  startMailCatcher,
} from "../../tests/support/mail-catcher.ts";
import { holdEnquiry } from "../../tests/support/held-enquiry.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { type Engine, engines } from "../../tests/support/postgres.ts";
import {
  openStoreFrom,
  openTestStore,
} from "../../tests/support/test-store.ts";
import { type Store, heldReasons } from "../store/index.ts";
import { createMailer } from "../mail/mailer.ts";
import { resendMail } from "../mail/outcome.ts";

let smtp: MailCatcher;
/** The addresses the test mail server refuses for good (550 5.1.1), as a mistyped NOTIFY_TO is. */
const refusing = new Set<string>();
beforeAll(async () => {
  smtp = await startMailCatcher(0, {
    refuse: (address) => (refusing.has(address) ? 550 : undefined),
  });
});

/** Two held enquiries, listed by an overview queued `at`; their ids. */
async function twoListed(store: Store, at: Date) {
  const ids = [];
  for (const name of ["Erste", "Zweite"])
    ids.push(await holdEnquiry(store, name));
  expect(await store.held.queueOverview(at)).toBe(2);
  return ids;
}
afterAll(() => smtp.stop());

/** Runs one statement on a test store's database, behind the store's back. */
async function execute(
  { dir, databaseUrl }: { dir: string; databaseUrl?: string },
  statement: string,
) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
    return;
  }
  const db = new Database(path.join(dir, "submissions.db"));
  db.exec(statement);
  db.close();
}

/**
 * A store at migration 012, with enquiries held as that release stored them
 * (their reasons one text), then opened as this release opens it.
 */
async function storeHeldBefore014(engine: Engine, reasons: string[]) {
  return openStoreFrom(engine, "012-marked-enquiries", async (old) => {
    const time = new Date().toISOString();
    for (const [i, reason] of reasons.entries())
      await sql`INSERT INTO contact_requests (created_at, name, email, company, message, held_at, held_reason, review_token)
        VALUES (${time}, ${`Vorher ${i}`}, ${`vorher${i}@example.org`}, '', 'Anfrage von vorher', ${time}, ${reason}, ${`token-${i}`})`.execute(
        old,
      );
  });
}

describe.each(engines)("the overview of held enquiries on %s", (engine) => {
  const notifyTo = `vertrieb-${engine}@zunftwerk.example`;
  it("goes to the company's inbox with each enquiry's first line, its reason and the commands; released ones are left out, and all released sends nothing", async () => {
    const { store, close } = await openTestStore(engine);
    const mailer = createMailer(store, {
      smtpUrl: smtp.url,
      siteUrl: "https://www.zunftwerk.example",
      notifyTo,
      notifyFrom: "website@zunftwerk.example",
    });
    try {
      const held = async (name: string, message: string, reason: string) =>
        store.submissions.addContact(
          {
            name,
            email: `${name.toLowerCase()}@example.org`,
            company: "",
            message,
          },
          {
            verdict: {
              hold: {
                kind: "suspected",
                reasons: [{ rule: "other", text: reason }],
              },
            },
          },
        );
      await held(
        "Spammer",
        "\n  Platz 1 bei Google!\nZweite Zeile",
        "Suchmaschinen-Angebot",
      );
      const real = await held(
        "Meisterin",
        "Was kostet Kehrtour?",
        "1,2\u00a0s nach dem Öffnen abgeschickt",
      );
      const gone = await held("Weg", "Wird freigegeben", "Zeitstempel fehlt");
      expect(await store.held.release(gone!)).toBe("released");
      // German 8 o'clock: the day's overview is due.
      expect(
        await store.held.queueOverview(new Date("2099-01-05T07:00:00Z")),
      ).toBe(2);
      await mailer.flush();
      const overview = await smtp.waitFor(
        notifyTo,
        /zurückgehaltene Kontaktanfragen/,
      );
      expect(overview.subject).toBe("2 zurückgehaltene Kontaktanfragen");
      expect(overview.header("auto-submitted")).toBe("auto-generated");
      expect(overview.text).toContain("„Platz 1 bei Google!“");
      expect(overview.text).toContain("Grund: Suchmaschinen-Angebot");
      expect(overview.text).toContain(`#${real} · `);
      expect(overview.text).toContain("Meisterin <meisterin@example.org>");
      expect(overview.text).toContain("npm run inbox -- release ID");
      expect(overview.text).toContain("npm run inbox -- dismiss ID");
      expect(overview.text).not.toContain("Wird freigegeben");
      // Like a notice, it says by when to delete it: the oldest's period.
      expect(overview.text).toMatch(
        /Bitte löschen Sie diese E-Mail spätestens am \d\d\.\d\d\.\d{4}, sofern/,
      );
      // Released: its notice went as any other.
      await smtp.waitFor(notifyTo, /Neue Kontaktanfrage von Weg/);

      // The next day's overview: its only enquiry was released meanwhile.
      const late = await held("Spät", "Noch eine", "Kurzlink (bit.ly)");
      expect(
        await store.held.queueOverview(new Date("2099-01-06T07:00:00Z")),
      ).toBe(1);
      const lone = await store.held.queueOverview(
        new Date("2099-01-07T07:00:00Z"),
      );
      expect(lone).toBe(0);
      expect(await store.held.release(late!)).toBe("released");
      const before = smtp.to(notifyTo).length;
      await mailer.flush();
      await smtp.waitFor(notifyTo, /Neue Kontaktanfrage von Spät/);
      expect(
        smtp
          .to(notifyTo)
          .slice(before)
          .map((mail) => mail.subject),
      ).toEqual(["Neue Kontaktanfrage von Spät"]);
      expect(await store.outbox.queued()).toEqual([]);
    } finally {
      await mailer.close();
      await close();
    }
  });

  it("names its enquiries by id: it lists them whatever their listing time says", async () => {
    const { store, dir, databaseUrl, close } = await openTestStore(engine);
    const to = `ids-${engine}@zunftwerk.example`;
    const mailer = createMailer(store, {
      smtpUrl: smtp.url,
      siteUrl: "https://www.zunftwerk.example",
      notifyTo: to,
      notifyFrom: "website@zunftwerk.example",
    });
    try {
      const [first, second] = await twoListed(
        store,
        new Date("2099-01-05T07:00:00Z"),
      );
      // Their listing time no longer matches the overview's (a copy, a
      // clock): the overview finds them by the ids it carries.
      await execute(
        { dir, databaseUrl },
        "UPDATE contact_requests SET listed_at = '2099-01-04T07:00:00.000Z'",
      );
      await mailer.flush();
      const mail = await smtp.waitFor(to, /zurückgehaltene/, 5_000);
      expect(mail.subject).toBe("2 zurückgehaltene Kontaktanfragen");
      expect(mail.text).toContain(`#${first} · `);
      expect(mail.text).toContain(`#${second} · `);
      expect(await store.outbox.queued()).toEqual([]);
    } finally {
      await mailer.close();
      await close();
    }
  });

  it("lists enquiries held before migration 014 with their reasons as before, by the kind of hold their text named", async () => {
    const { store, close } = await storeHeldBefore014(engine, [
      "0,2\u00a0s nach dem Öffnen abgeschickt; Zeitstempel schon einmal verwendet",
      "Stundengrenze: schon 10 Meldungen in der letzten Stunde",
    ]);
    const to = `vorher-${engine}@zunftwerk.example`;
    const mailer = createMailer(store, {
      smtpUrl: smtp.url,
      siteUrl: "https://www.zunftwerk.example",
      notifyTo: to,
      notifyFrom: "website@zunftwerk.example",
    });
    try {
      const rows = await store.submissions.contacts();
      expect(rows.map((row) => [row.hold_kind, heldReasons(row)])).toEqual([
        [
          "suspected",
          [
            {
              rule: "too-fast",
              text: "0,2\u00a0s nach dem Öffnen abgeschickt",
            },
            {
              rule: "form-time-reused",
              text: "Zeitstempel schon einmal verwendet",
            },
          ],
        ],
        [
          "hour-cap",
          [
            {
              rule: "hour-cap",
              text: "Stundengrenze: schon 10 Meldungen in der letzten Stunde",
            },
          ],
        ],
      ]);
      expect(
        await store.held.queueOverview(new Date("2099-01-05T07:00:00Z")),
      ).toBe(2);
      await mailer.flush();
      const overview = await smtp.waitFor(to, /zurückgehaltene/, 5_000);
      expect(overview.text).toContain(`#${rows[0]!.id} · `);
      expect(overview.text).toContain(
        "Gründe: 0,2\u00a0s nach dem Öffnen abgeschickt; Zeitstempel schon einmal verwendet",
      );
      expect(overview.text).toContain(
        "Grund: Stundengrenze: schon 10 Meldungen in der letzten Stunde",
      );
      expect(overview.text).toContain(
        "In einer Stunde kamen mehr Anfragen, als Meldungen eingestellt sind (NOTICES_PER_HOUR)",
      );
    } finally {
      await mailer.close();
      await close();
    }
  });

  it("says it lists enquiries past the hourly cap only when the cap held one of them", async () => {
    const { store, close } = await openTestStore(engine);
    const to = `stundengrenze-${engine}@zunftwerk.example`;
    const mailer = createMailer(store, {
      smtpUrl: smtp.url,
      siteUrl: "https://www.zunftwerk.example",
      notifyTo: to,
      notifyFrom: "website@zunftwerk.example",
    });
    const capSentence = "(NOTICES_PER_HOUR)";
    try {
      // The words of a suspicion may name the cap: only the kind of hold counts.
      await store.submissions.addContact(
        { name: "Erste", email: "e@example.org", company: "", message: "?" },
        {
          verdict: {
            hold: {
              kind: "suspected",
              reasons: [{ rule: "other", text: "Stundengrenze im Text" }],
            },
          },
        },
      );
      expect(
        await store.held.queueOverview(new Date("2099-01-05T07:00:00Z")),
      ).toBe(1);
      await mailer.flush();
      const plain = await smtp.waitFor(to, /zurückgehaltene/, 5_000);
      expect(plain.text).toContain("Grund: Stundengrenze im Text");
      expect(plain.text).not.toContain(capSentence);
      await store.submissions.addContact(
        { name: "Zweite", email: "z@example.org", company: "", message: "?" },
        {
          verdict: {
            hold: {
              kind: "hour-cap",
              reasons: [{ rule: "hour-cap", text: "über der Grenze" }],
            },
          },
        },
      );
      expect(
        await store.held.queueOverview(new Date("2099-01-06T07:00:00Z")),
      ).toBe(1);
      await mailer.flush();
      await expect.poll(() => smtp.to(to).length, { timeout: 5_000 }).toBe(2);
      expect(smtp.to(to)[1]!.text).toContain(capSentence);
    } finally {
      await mailer.close();
      await close();
    }
  });

  it("given up after 72 hours and sent again on request, it lists its enquiries: none is lost", async () => {
    const { store, close } = await openTestStore(engine);
    const to = `uebersicht-${engine}@zunftwerk.example`;
    const addresses = {
      siteUrl: "https://www.zunftwerk.example",
      notifyTo: to,
      notifyFrom: "website@zunftwerk.example",
    };
    // No mail server answered since the overview was queued, four days ago.
    const down = createMailer(store, {
      ...addresses,
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
    });
    const mailer = createMailer(store, { ...addresses, smtpUrl: smtp.url });
    try {
      const fourDaysAgo = new Date(Date.now() - 4 * 86_400_000);
      fourDaysAgo.setUTCHours(6, 0, 0, 0);
      const [first, second] = await twoListed(store, fourDaysAgo);
      await down.flush();
      const [overview] = await store.outbox.queued();
      expect(overview).toMatchObject({
        kind: "held-overview",
        failed_at: expect.any(String),
      });
      await resendMail(store, overview!.id);
      await mailer.flush();
      const mail = await smtp.waitFor(to, /zurückgehaltene/, 5_000);
      expect(mail.subject).toBe("2 zurückgehaltene Kontaktanfragen");
      expect(mail.text).toContain(`#${first} · `);
      expect(mail.text).toContain(`#${second} · `);
      expect(await store.outbox.queued()).toEqual([]);
    } finally {
      await down.close();
      await mailer.close();
      await close();
    }
  });

  it("refused for good (a mistyped NOTIFY_TO) is kept and warned about, and once fixed and sent again, it lists its enquiries", async () => {
    const { store, close } = await openTestStore(engine);
    const to = `abgelehnt-${engine}@zunftwerk.example`;
    const warnings: string[] = [];
    const mailer = createMailer(store, {
      smtpUrl: smtp.url,
      siteUrl: "https://www.zunftwerk.example",
      notifyTo: to,
      notifyFrom: "website@zunftwerk.example",
      log: warnTo((line) => warnings.push(line)),
    });
    refusing.add(to);
    try {
      const [first, second] = await twoListed(
        store,
        new Date("2099-01-05T07:00:00Z"),
      );
      await mailer.flush();
      expect(smtp.to(to)).toEqual([]);
      const [overview] = await store.outbox.queued();
      expect(overview).toMatchObject({
        kind: "held-overview",
        failed_at: expect.any(String),
      });
      expect(warnings.join("\n")).toContain(
        `Der Mailserver hat die Übersicht zurückgehaltener Kontaktanfragen (E-Mail #${overview!.id}) endgültig abgelehnt (EENVELOPE 550 5.1.1): Prüfen Sie NOTIFY_TO`,
      );
      refusing.delete(to);
      await resendMail(store, overview!.id);
      await mailer.flush();
      const mail = await smtp.waitFor(to, /zurückgehaltene/, 5_000);
      expect(mail.text).toContain(`#${first} · `);
      expect(mail.text).toContain(`#${second} · `);
      expect(await store.outbox.queued()).toEqual([]);
    } finally {
      refusing.delete(to);
      await mailer.close();
      await close();
    }
  });
});

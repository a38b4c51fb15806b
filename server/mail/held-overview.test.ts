// @vitest-environment node
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type MailCatcher,
  startMailCatcher,
} from "../../tests/support/mail-catcher.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { engines } from "../../tests/support/postgres.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import type { Store } from "../store/index.ts";
import { createMailer } from "./mailer.ts";
import { resendMail } from "./outcome.ts";

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
    ids.push(
      await store.submissions.addContact(
        {
          name,
          email: `${name.toLowerCase()}@example.org`,
          company: "",
          message: `Anfrage von ${name}`,
        },
        { screening: { reasons: ["Zeitstempel fehlt"] } },
      ),
    );
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
          { screening: { reasons: [reason] } },
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

  it("given up after 72 hours and sent again on request, it lists its enquiries: none is lost", async () => {
    const { store, close } = await openTestStore(engine);
    const to = `uebersicht-${engine}@zunftwerk.example`;
    const addresses = {
      siteUrl: "https://www.zunftwerk.example",
      notifyTo: to,
      notifyFrom: "website@zunftwerk.example",
      warn: () => {},
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
      warn: (line) => warnings.push(line),
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

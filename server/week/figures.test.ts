// @vitest-environment node
// The weekly mail's figures gathered from a store filled row by row (on
// both engines), a stats folder and a log folder written here: each count
// is the one the rows and lines make, the week is German Monday to Monday,
// and the composed mail holds no name, address or message of the store.
import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ArrivedMail,
  startSmtpSink,
} from "../../tests/support/smtp-sink.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import { openPostgres, openSqlite } from "../store/database.ts";
import type { Store } from "../store/index.ts";
import type { Db } from "../store/schema.ts";
import { memoryKeyer, visitorLogLine } from "../visitor-log.ts";
import { gatherWeek } from "./figures.ts";
import type { WeekFigures } from "./shape.ts";
import { composeWeek } from "./mail.ts";
import { weekMessage } from "./message.ts";

/** Monday 23 November 2026, 7:00 German time: the week is 16 to 22 November. */
const NOW = new Date("2026-11-23T06:00:00.000Z");
const MINUTE = 60_000;
/** A German wall-clock time in November (UTC+1) as the store writes it. */
const at = (local: string) =>
  new Date(Date.parse(`${local}+01:00`)).toISOString();

const PERSONAL = [
  "Erika Musterfrau",
  "erika@example.org",
  "Bitte um Rückruf wegen Kehrbezirk",
  "Max Mustermann",
  "max@example.net",
  "abo@example.com",
];

async function fillStore(db: Db, week: Store["week"]) {
  const contact = (created: string, more: Record<string, string> = {}) => ({
    created_at: created,
    name: "Erika Musterfrau",
    email: "erika@example.org",
    company: "",
    message: "Bitte um Rückruf wegen Kehrbezirk",
    ...more,
  });
  await db
    .insertInto("contact_requests")
    .values([
      // Sunday 23:59 the week before, and Monday 0:00 after: not this week's.
      contact(at("2026-11-15T23:59:00")),
      contact(at("2026-11-23T00:00:00")),
      // Monday 0:30 (still Sunday in UTC), Tuesday twice, Friday.
      contact(at("2026-11-16T00:30:00")),
      contact(at("2026-11-17T09:00:00")),
      contact(at("2026-11-17T10:00:00"), {
        marked_at: at("2026-11-17T10:00:00"),
        marked_reason: "Angebot",
      }),
      contact(at("2026-11-20T12:00:00"), {
        held_at: at("2026-11-20T12:00:00"),
        held_reason: "nach 0,2 s abgeschickt",
      }),
      // Held, listed in an overview, then released: held this week too.
      contact(at("2026-11-21T08:00:00"), {
        listed_at: at("2026-11-21T09:00:00"),
      }),
      // Held the week before and still waiting.
      contact(at("2026-11-10T08:00:00"), {
        held_at: at("2026-11-10T08:00:00"),
        held_reason: "Link-Kürzer",
      }),
    ])
    .execute();
  await fillSignups(db);
  await fillOutbox(db);
  // Two ended by their link and one by a complaint this week; one before.
  for (const [name, time] of [
    ["unsubscribed", "2026-11-16T08:00:00"],
    ["unsubscribed", "2026-11-22T23:30:00"],
    ["complained", "2026-11-18T08:00:00"],
    ["unsubscribed", "2026-11-15T23:00:00"],
  ] as const)
    await week.tally(name, new Date(at(time)));
}

async function fillSignups(db: Db) {
  const signup = (
    n: number,
    created: string,
    more: Record<string, string | null> = {},
  ) => ({
    created_at: created,
    email: `abo${n}@example.com`,
    email_key: `abo${n}@example.com`,
    consent_text: "Ja, ich möchte Neuigkeiten.",
    token: `token-${n}`,
    confirmed_at: null,
    ...more,
  });
  const rows = await db
    .insertInto("signups")
    .values([
      // Confirmed long ago: a subscriber, nothing this week.
      signup(1, at("2026-10-01T10:00:00"), {
        confirmed_at: at("2026-10-01T10:05:00"),
      }),
      // Taken before the week, confirmed in it.
      signup(2, at("2026-11-15T20:00:00"), {
        confirmed_at: at("2026-11-16T07:00:00"),
      }),
      // Taken and confirmed in the week.
      signup(3, at("2026-11-18T10:00:00"), {
        confirmed_at: at("2026-11-18T10:10:00"),
      }),
      // Taken in the week, not confirmed.
      signup(4, at("2026-11-19T10:00:00")),
      // Taken in the week, confirmed, then refused for good by the mail server.
      signup(5, at("2026-11-19T11:00:00"), {
        confirmed_at: at("2026-11-19T11:05:00"),
        undeliverable_at: at("2026-11-21T11:00:00"),
        undeliverable_reason: "Bounce 5.1.1",
      }),
    ])
    .returning("id")
    .execute();
  const [update] = await db
    .insertInto("updates")
    .values({
      key: "herbst",
      subject: "Herbst",
      html: "<p>Herbst</p>",
      text: "Herbst",
      source_hash: "x",
      created_at: at("2026-11-19T12:00:00"),
    })
    .returning("id")
    .execute();
  await db
    .insertInto("update_deliveries")
    .values(
      rows.slice(0, 4).map((row, index) => ({
        update_id: Number(update!.id),
        signup_id: Number(row.id),
        queued_at: at("2026-11-19T12:00:00"),
        // Three accepted this week, one given up.
        sent_at: index < 3 ? at("2026-11-19T12:01:00") : null,
        failed_at: index === 3 ? at("2026-11-22T12:00:00") : null,
        error: index === 3 ? "550" : null,
      })),
    )
    .execute();
}

async function fillOutbox(db: Db) {
  const mail = (
    kind: "contact-notice" | "signup-welcome" | "update" | "week-report",
    more: Record<string, string | null> & { state?: "given-up" },
  ) => ({
    kind,
    state: "queued" as const,
    created_at: at("2026-11-19T08:00:00"),
    last_error: "550 5.1.1 <max@example.net>: Max Mustermann unknown",
    ...more,
  });
  await db
    .insertInto("outbox")
    .values([
      // Three given up: a notice and last week's mail to the company, and a welcome.
      mail("contact-notice", {
        state: "given-up",
        failed_at: at("2026-11-22T08:00:00"),
      }),
      mail("signup-welcome", {
        state: "given-up",
        failed_at: at("2026-11-22T09:00:00"),
      }),
      mail("week-report", {
        state: "given-up",
        failed_at: at("2026-11-20T07:00:00"),
      }),
      // Waiting since three hours before the mail goes.
      mail("signup-welcome", {
        created_at: new Date(NOW.getTime() - 180 * MINUTE).toISOString(),
        failed_at: null,
      }),
    ])
    .execute();
}

/** A log line of a request on a German day and time (the server's own format). */
const keyOf = memoryKeyer(() => NOW);
async function line(
  local: string,
  request: {
    ip: string;
    url: string;
    method?: string;
    status?: number;
    referrer?: string;
    userAgent?: string;
    location?: string;
  },
) {
  return visitorLogLine(
    {
      method: "GET",
      status: 200,
      bytes: 100,
      milliseconds: 3,
      userAgent:
        "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
      ...request,
    },
    keyOf,
    { now: new Date(at(local)), ownOrigin: "https://www.zunftwerk.de" },
  );
}

/** The log's files: Tuesday to Saturday (Monday's was deleted, Sunday's never written). */
async function writeLogs(logDir: string) {
  mkdirSync(logDir, { recursive: true });
  const days: Record<string, string[]> = {
    "2026-11-17": [
      await line("2026-11-17T09:00:00", {
        ip: "198.51.100.7",
        url: "/",
        referrer: "https://www.google.com/search?q=kehrtour",
      }),
      await line("2026-11-17T09:01:00", {
        ip: "198.51.100.7",
        url: "/produkte/kehrtour",
      }),
      await line("2026-11-17T10:00:00", {
        ip: "203.0.113.9",
        url: "/kontakt?utm_source=flyer",
      }),
      await line("2026-11-17T10:02:00", {
        ip: "203.0.113.9",
        url: "/api/contact",
        method: "POST",
        status: 201,
      }),
      // A crawler and a broken link: no page views.
      await line("2026-11-17T11:00:00", {
        ip: "66.249.66.1",
        url: "/",
        userAgent:
          "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      }),
      await line("2026-11-17T11:30:00", {
        ip: "192.0.2.44",
        url: "/gibt-es-nicht",
        status: 404,
      }),
    ],
    "2026-11-18": [
      await line("2026-11-18T09:00:00", {
        ip: "198.51.100.7",
        url: "/",
        referrer: "https://duckduckgo.com/",
      }),
      await line("2026-11-18T09:05:00", {
        ip: "192.0.2.44",
        url: "/produkte/kehrtour",
        referrer: "https://www.google.com/",
      }),
    ],
    "2026-11-19": [
      await line("2026-11-19T12:00:00", { ip: "192.0.2.44", url: "/" }),
    ],
    "2026-11-20": [],
    "2026-11-21": [
      await line("2026-11-21T23:59:00", { ip: "192.0.2.45", url: "/kontakt" }),
    ],
  };
  for (const [day, lines] of Object.entries(days))
    writeFileSync(
      path.join(logDir, `access-${day}.log`),
      lines.map((each) => `${each}\n`).join(""),
    );
}

/** What npm run stats kept: Monday (its file gone since), a day before the week, and a Tuesday the log file counts afresh. */
function writeStats(statsDir: string) {
  mkdirSync(statsDir, { recursive: true });
  const day = (
    visitors: number,
    pages: Record<string, number>,
    referrers: Record<string, number> = {},
    referringVisitors: Record<string, number> = {},
  ) => ({
    visitors,
    pageViews: Object.values(pages).reduce((a, b) => a + b, 0),
    enquiries: { contact: 0, signup: 0 },
    pages,
    referrers,
    referringVisitors,
  });
  writeFileSync(
    path.join(statsDir, "days.json"),
    JSON.stringify({
      "2026-11-15": day(500, { "/alt": 900 }, { "spam.example": 900 }),
      "2026-11-16": day(
        4,
        { "/": 3, "/ueber-uns": 2, "/kontakt": 1 },
        { "www.google.com": 2 },
        { "www.google.com": 2 },
      ),
      "2026-11-17": day(99, { "/": 99 }),
    }),
  );
}

describe.each(["sqlite", "postgres"] as const)(
  "the week's figures (%s)",
  (engine) => {
    const work = mkdtempSync(path.join(tmpdir(), "week-"));
    const logDir = path.join(work, "logs");
    const statsDir = path.join(work, "stats");
    const backupDir = path.join(work, "backups");
    let testStore: Awaited<ReturnType<typeof openTestStore>>;
    let db: Db;
    let figures: WeekFigures;

    beforeAll(async () => {
      testStore = await openTestStore(engine);
      db =
        engine === "sqlite"
          ? await openSqlite(testStore.dir, { migrate: false })
          : await openPostgres(testStore.databaseUrl!, { migrate: false });
      await fillStore(db, testStore.store.week);
      await writeLogs(logDir);
      writeStats(statsDir);
      mkdirSync(backupDir);
      const backup = path.join(backupDir, "submissions-2026-11-19.db");
      writeFileSync(backup, "");
      const fourDaysAgo = new Date(NOW.getTime() - 4 * 86_400_000 - MINUTE);
      utimesSync(backup, fourDaysAgo, fourDaysAgo);
      figures = await gatherWeek(
        {
          store: testStore.store,
          settings: { logDir, statsDir, backupDir, dataDir: testStore.dir },
          stalls: [
            {
              cause: "login",
              advice:
                "Der Mailserver lehnt die Anmeldung ab (535). Prüfen Sie Benutzer und Passwort in SMTP_URL.",
              since: NOW.getTime() - 95 * MINUTE,
            },
          ],
        },
        NOW,
      );
    });
    afterAll(async () => {
      await db?.destroy();
      await testStore?.close();
      rmSync(work, { recursive: true, force: true });
    });

    it("is German Monday 0:00 to Monday 0:00 before the Monday 7:00 send", () => {
      expect(figures.week).toEqual({
        days: [
          "2026-11-16",
          "2026-11-17",
          "2026-11-18",
          "2026-11-19",
          "2026-11-20",
          "2026-11-21",
          "2026-11-22",
        ],
        from: "2026-11-15T23:00:00.000Z",
        to: "2026-11-22T23:00:00.000Z",
      });
    });

    it("counts visitors and page views per day from the log files, and from days.json where a file is gone", () => {
      expect(figures.visits.days).toEqual([
        { day: "2026-11-16", visitors: 4, pageViews: 6 },
        // The file, not the older count in days.json: two visitors (the
        // crawler and the 404-only client are none), three pages.
        { day: "2026-11-17", visitors: 2, pageViews: 3 },
        { day: "2026-11-18", visitors: 2, pageViews: 2 },
        { day: "2026-11-19", visitors: 1, pageViews: 1 },
        // A file without a visit: a day of none, not a day without figures.
        { day: "2026-11-20", visitors: 0, pageViews: 0 },
        { day: "2026-11-21", visitors: 1, pageViews: 1 },
        { day: "2026-11-22", visitors: undefined, pageViews: undefined },
      ]);
      expect(figures.visits.visitors).toBe(10);
      expect(figures.visits.pageViews).toBe(13);
      expect(figures.visits.pages).toEqual([
        { name: "/", count: 6 },
        { name: "/kontakt", count: 3 },
        { name: "/produkte/kehrtour", count: 2 },
        { name: "/ueber-uns", count: 2 },
      ]);
      // Visitors each site brought: Monday's two (days.json), Tuesday's and
      // Wednesday's one each. One from duckduckgo.com is too few to list.
      expect(figures.visits.referrers).toEqual([
        { name: "www.google.com", count: 4 },
      ]);
    });

    it("counts the week's enquiries, sign-ups and mails from the store", () => {
      expect(figures.enquiries).toEqual({
        taken: 5,
        held: 2,
        heldShortened: 0,
        marked: 1,
        perDay: [1, 2, 0, 0, 1, 1, 0],
      });
      expect(figures.signups).toEqual({
        taken: 3,
        confirmed: 3,
        ended: 3,
        refused: 0,
        refusedUnproven: 0,
        subscribers: 3,
      });
      expect(figures.mail).toEqual({
        bounces: 1,
        complaints: 1,
        updatesSent: 3,
        updatesFailed: 1,
      });
    });

    it("finds what needs a hand: the stopped lane, mails given up, a held enquiry, a stuck queue, an old backup, a missing day", () => {
      const byKind = Object.fromEntries(
        figures.checks.map((check) => [check.kind, check]),
      );
      expect(byKind["mail-lanes"]).toEqual({
        kind: "mail-lanes",
        ok: false,
        stopped: [
          {
            cause: "login",
            advice:
              "Der Mailserver lehnt die Anmeldung ab (535). Prüfen Sie Benutzer und Passwort in SMTP_URL.",
            sinceMinutes: 95,
          },
        ],
        waiting: 0,
      });
      expect(byKind["given-up"]).toEqual({
        kind: "given-up",
        ok: false,
        total: 3,
        toTheCompany: 2,
        byKind: [
          { kind: "contact-notice", count: 1 },
          { kind: "signup-welcome", count: 1 },
          { kind: "week-report", count: 1 },
        ],
      });
      expect(byKind.held).toEqual({
        kind: "held",
        ok: false,
        waiting: 2,
        oldestDays: 12,
      });
      expect(byKind.queue).toEqual({
        kind: "queue",
        ok: false,
        queued: 1,
        oldestHours: 3,
      });
      expect(byKind.backup).toEqual({
        kind: "backup",
        ok: false,
        dir: backupDir,
        ageDays: 4,
        engine,
      });
      expect(byKind["visitor-figures"]).toEqual({
        kind: "visitor-figures",
        ok: false,
        logDir,
        missingDays: 1,
      });
      const disk = byKind.disk as Extract<
        WeekFigures["checks"][number],
        { kind: "disk" }
      >;
      // The temporary folders share one disk: it is listed once.
      expect(disk.folders).toHaveLength(1);
      expect(disk.folders[0]!.freeBytes).toBeGreaterThan(0);
    });

    it("composes a mail that holds none of the store's names, addresses or messages", async () => {
      const mail = await composeWeek(figures);
      // Six checks above need a hand; the disk of the test machine may too.
      const needs = figures.checks.filter((check) => !check.ok).length;
      expect(needs).toBeGreaterThanOrEqual(6);
      expect(mail.subject).toBe(
        `Ihre Woche (16.11.–22.11.2026): 10\u00a0Besucher, 5\u00a0Anfragen – ${needs} Punkte brauchen Sie`,
      );
      for (const part of [mail.subject, mail.text, mail.html])
        for (const personal of PERSONAL) expect(part).not.toContain(personal);
    });

    it("arrives through a real SMTP server with the store's and the log's figures", async () => {
      const arrived: ArrivedMail[] = [];
      const sink = await startSmtpSink((mail) => void arrived.push(mail));
      const transport = nodemailer.createTransport({ url: sink.url });
      try {
        await transport.sendMail(
          weekMessage(await composeWeek(figures), {
            notifyTo: "anfragen@zunftwerk.example",
          }),
        );
      } finally {
        transport.close();
        await sink.stop();
      }
      const { text, html } = await simpleParser(arrived[0]!.raw);
      const lines = text!.split("\n");
      for (const expected of [
        "  Di 17.11.      2 (3 Seitenaufrufe)",
        "  So 22.11.  keine Zahlen",
        "     6  /",
        "     4  www.google.com",
        "Kontaktanfragen pro Tag: Mo 1 · Di 2 · Mi 0 · Do 0 · Fr 1 · Sa 1 · So 0",
        "     5  Kontaktanfragen eingegangen",
        "     2    davon zurückgehalten (Spamverdacht)",
        "     3  Abmeldungen",
        "     1  Beschwerden (als Spam gemeldet)",
        engine === "sqlite"
          ? "     Nachsehen: npm run inbox -- backup DATEI"
          : "     Nachsehen: pg_dump · BACKUP_DIR",
      ])
        expect(lines).toContain(expected);
      expect(html).toContain("Bitte ansehen");
      for (const personal of PERSONAL)
        expect(arrived[0]!.raw).not.toContain(personal);
    });
  },
);

describe("the week's figures with a days.json cut off", () => {
  it("still gathers the week and says why its visitors are missing", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "week-cut-"));
    const statsDir = path.join(work, "stats");
    mkdirSync(statsDir);
    writeFileSync(path.join(statsDir, "days.json"), '{"2026-11-16": {"visi');
    const testStore = await openTestStore("sqlite");
    try {
      const figures = await gatherWeek(
        {
          store: testStore.store,
          settings: {
            logDir: path.join(work, "logs"),
            statsDir,
            backupDir: undefined,
            dataDir: work,
          },
          stalls: [],
        },
        NOW,
      );
      expect(figures.visits.visitors).toBe(0);
      expect(
        figures.checks.find((check) => check.kind === "visitor-figures"),
      ).toMatchObject({
        ok: false,
        missingDays: 7,
        unreadable: "SyntaxError",
      });
      const { text } = await composeWeek(figures);
      expect(text).toContain(
        "[!]  Die Besucherzahlen ließen sich nicht lesen (SyntaxError)",
      );
      expect(text).toContain("     Nachsehen: LOG_DIR · STATS_DIR");
    } finally {
      await testStore.close();
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe("referring sites in the weekly mail", () => {
  it("lists a site only when several visitors came from it: one client's referrer spam stays out", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "week-referrers-"));
    const logDir = path.join(work, "logs");
    mkdirSync(logDir);
    const spam = "https://ihr-konto-gesperrt-jetzt-anrufen.example/";
    const lines: string[] = [];
    // One client, twelve pages, all "from" the spam site (the review's probe).
    for (let n = 0; n < 12; n++)
      lines.push(
        await line(`2026-11-18T10:${String(n).padStart(2, "0")}:00`, {
          ip: "203.0.113.66",
          url: "/",
          referrer: spam,
        }),
      );
    // Three people from a forum, one page each.
    for (const ip of ["198.51.100.21", "198.51.100.22", "198.51.100.23"])
      lines.push(
        await line("2026-11-18T12:00:00", {
          ip,
          url: "/produkte/kehrtour",
          referrer: "https://www.schornsteinfeger-forum.example/thema/42",
        }),
      );
    writeFileSync(
      path.join(logDir, "access-2026-11-18.log"),
      lines.map((each) => `${each}\n`).join(""),
    );
    const testStore = await openTestStore("sqlite");
    try {
      const figures = await gatherWeek(
        {
          store: testStore.store,
          settings: {
            logDir,
            statsDir: path.join(work, "stats"),
            backupDir: undefined,
            dataDir: work,
          },
          stalls: [],
        },
        NOW,
      );
      expect(figures.visits.referrers).toEqual([
        { name: "www.schornsteinfeger-forum.example", count: 3 },
      ]);
      const { text, html } = await composeWeek(figures);
      expect(text).toContain("www.schornsteinfeger-forum.example");
      expect(text + html).not.toContain("ihr-konto-gesperrt");
    } finally {
      await testStore.close();
      rmSync(work, { recursive: true, force: true });
    }
  });
});

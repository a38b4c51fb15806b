// @vitest-environment node
// The weekly mail wired (issue 47.6, phase 2): a subscription ended by its
// link or by a complaint is counted for it, never who; the Monday job
// queues it once however many instances share the database, and it arrives
// through the mail kind and the mailer at a real SMTP server with the
// store's figures. (npm run inbox -- week: scripts/owner/inbox.test.ts.)
import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signupConsentRecord } from "../../app/content/forms.ts";
import { assertBuilt, clientDir } from "../../tests/build/build-output.ts";
import { startMailCatcher } from "../../tests/support/mail-catcher.ts";
import { engines } from "../../tests/support/postgres.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import { createServer } from "../http/server.ts";
import { deliverySettings } from "../config.ts";
import { startJobs } from "../jobs/index.ts";
import { scheduleWeekMail, weekMailDue } from "./job.ts";
import { takeIn } from "../bounces/intake.ts";
import { createMailer } from "../mail/mailer.ts";
import { resendMail } from "../mail/outcome.ts";
import { readReport } from "../bounces/reports.ts";
import { returnPath } from "../bounces/return-path.ts";
import { openPostgres, openSqlite } from "../store/database.ts";
import { type Store, openStore } from "../store/index.ts";
import { gatherWeek } from "./figures.ts";
import { nextWeekMailAt, weekBefore } from "./period.ts";
import { queueWeekMail } from "./queue.ts";

const DAY = 86_400_000;
const NOTIFY_TO = "inhaber@zunftwerk.example";
const BOUNCES = "bounces@zunftwerk.example";
/** Monday 7:00 German time after this moment, and a minute past it: the job's next run. */
const monday = () => new Date(nextWeekMailAt(new Date()).getTime() + 60_000);

describe("when the week's mail is due", () => {
  it("from Monday 7:00 German time to the end of that Monday, in summer and winter", () => {
    // Monday 23 November 2026 (UTC+1) and Monday 29 June 2026 (UTC+2).
    expect(weekMailDue(new Date("2026-11-23T05:59:00Z"))).toBe(false);
    expect(weekMailDue(new Date("2026-11-23T06:00:00Z"))).toBe(true);
    expect(weekMailDue(new Date("2026-11-23T22:59:00Z"))).toBe(true);
    expect(weekMailDue(new Date("2026-11-23T23:00:00Z"))).toBe(false);
    expect(weekMailDue(new Date("2026-11-26T08:00:00Z"))).toBe(false);
    expect(weekMailDue(new Date("2026-06-29T04:59:00Z"))).toBe(false);
    expect(weekMailDue(new Date("2026-06-29T05:00:00Z"))).toBe(true);
  });
});

describe.each(engines)("the weekly mail wired (%s)", (engine) => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });
  async function testStore() {
    const opened = await openTestStore(engine);
    closers.push(opened.close);
    return opened;
  }
  /** A second instance's store on the same database. */
  async function secondStore(opened: Awaited<ReturnType<typeof testStore>>) {
    const store = await openStore(opened.dir, opened.databaseUrl);
    closers.push(() => store.close());
    return store;
  }
  /** A handle of its own on the test store's database. */
  async function handleOf(opened: Awaited<ReturnType<typeof testStore>>) {
    const db =
      engine === "sqlite"
        ? await openSqlite(opened.dir, { migrate: false })
        : await openPostgres(opened.databaseUrl!, { migrate: false });
    closers.push(() => db.destroy());
    return db;
  }
  const settingsOf = (dataDir: string) => ({
    dataDir,
    statsDir: dataDir,
    logDir: undefined,
    backupDir: undefined,
  });
  const sources = (store: Store, dataDir: string) => ({
    store,
    settings: settingsOf(dataDir),
    stalls: [],
  });

  beforeAll(() => assertBuilt());

  it("counts a subscription ended by its link and one ended by a complaint in the week's figures, as numbers only", async () => {
    const opened = await testStore();
    const { store, dir } = opened;
    const app = await createServer({
      root: clientDir,
      api: { store, rateLimit: { max: 10_000, windowMs: 60_000 } },
    });
    closers.push(() => app.close());
    // Ended by the link in a mail (RFC 8058's one-click post).
    await store.submissions.subscribe("weg@example.org", signupConsentRecord);
    const [leaving] = await store.submissions.signups();
    const press = await app.inject({
      method: "POST",
      url: `/anmeldung/abmelden?token=${leaving!.token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(press.statusCode).toBe(303);
    // The same link again ends nothing and counts nothing.
    await app.inject({
      method: "POST",
      url: `/anmeldung/abmelden?token=${leaving!.token}`,
    });
    // Ended by a complaint about a mail to the sign-up's return path.
    const raw = readFileSync(
      new URL(
        "../bounces/fixtures/reports/arf-abuse-message.eml",
        import.meta.url,
      ),
      "utf8",
    );
    const read = await readReport(raw);
    const recipient = read.kind === "complaint" ? read.recipient! : "";
    await store.submissions.subscribe(recipient, signupConsentRecord);
    const [complainer] = await store.submissions.signups();
    const path = returnPath(
      {
        kind: "signup-confirmation",
        signupId: complainer!.id,
        token: complainer!.token,
      },
      {
        bounceAddress: BOUNCES,
        secret: await store.secrets.lasting("return-path"),
      },
    );
    const report = raw.replace(/bounces\+[^@\s>"]+@zunftwerk\.example/g, path);
    expect(await takeIn(store, report, BOUNCES)).toBe("complaint");
    expect(await store.submissions.signups()).toEqual([]);

    // A week from now, this week is the week before.
    const figures = await gatherWeek(
      sources(store, dir),
      new Date(Date.now() + 7 * DAY),
    );
    // The sign-ups are gone; only the counts say they ended.
    expect(figures.signups).toMatchObject({ taken: 0, ended: 2 });
    expect(figures.mail.complaints).toBe(1);
    // The table holds a day, a name and a count: nothing that names a person.
    const db = await handleOf(opened);
    const rows = await sql<
      Record<string, unknown>
    >`SELECT * FROM tallies`.execute(db);
    expect(rows.rows.map((row) => Object.keys(row).sort())).toEqual([
      ["count", "day", "name"],
      ["count", "day", "name"],
    ]);
  });

  it("queues the week's mail once when two instances on one database run the job at once; by hand it goes again", async () => {
    const opened = await testStore();
    const other = await secondStore(opened);
    const at = monday();
    const queued = await Promise.all(
      [opened.store, other].map((store) =>
        queueWeekMail(sources(store, opened.dir), { now: at, once: true }),
      ),
    );
    expect(queued.sort()).toEqual([false, true]);
    // A later look the same Monday finds the week queued.
    expect(
      await queueWeekMail(sources(other, opened.dir), {
        now: new Date(at.getTime() + 3_600_000),
        once: true,
      }),
    ).toBe(false);
    const weekMails = async () =>
      (await opened.store.outbox.queued()).filter(
        (mail) => mail.kind === "week-report",
      );
    expect(await weekMails()).toHaveLength(1);
    expect(await queueWeekMail(sources(other, opened.dir), { now: at })).toBe(
      true,
    );
    expect(await weekMails()).toHaveLength(2);
  });

  it("the Monday job of two instances sends one mail to NOTIFY_TO through the mailer, with the store's figures; on a Thursday none", async () => {
    const smtp = await startMailCatcher();
    closers.push(smtp.stop);
    const opened = await testStore();
    const other = await secondStore(opened);
    for (const name of ["Erika Musterfrau", "Max Mustermann", "Jo Beispiel"])
      await opened.store.submissions.addContact({
        name,
        email: "kunde@example.org",
        company: "",
        message: "Bitte um Rückruf",
      });
    await opened.store.submissions.subscribe(
      "abo@example.org",
      signupConsentRecord,
    );
    const mailerOf = (store: Store) => {
      const mailer = createMailer(store, {
        smtpUrl: smtp.url,
        siteUrl: "https://www.zunftwerk.example",
        notifyTo: NOTIFY_TO,
        notifyFrom: "Website <website@zunftwerk.example>",
        lanes: ["notices"],
      });
      closers.push(() => mailer.close());
      return mailer;
    };
    const run = (store: Store, now: Date) => {
      const job = scheduleWeekMail(
        { store, settings: settingsOf(opened.dir) },
        mailerOf(store),
        { everyMs: 3_600_000, now: () => now },
      );
      job.stop();
      return job.first;
    };
    const thursday = new Date(monday().getTime() + 3 * DAY);
    expect(await run(opened.store, thursday)).toBe(false);
    const ran = await Promise.all([
      run(opened.store, monday()),
      run(other, monday()),
    ]);
    expect(ran.sort()).toEqual([false, true]);
    const mail = await smtp.waitFor(NOTIFY_TO, /^Ihre Woche/);
    expect(mail.subject).toMatch(/: 0\u00a0Besucher, 3\u00a0Anfragen/);
    expect(mail.text).toMatch(/^\s+3 {2}Kontaktanfragen eingegangen$/m);
    expect(mail.text).toMatch(/^\s+1 {2}Anmeldungen zu den Neuigkeiten$/m);
    expect(mail.header("Auto-Submitted")).toBe("auto-generated");
    expect(mail.html).toContain("Kontaktanfragen eingegangen");
    for (const personal of ["Erika", "Mustermann", "kunde@", "abo@", "Rückruf"])
      expect(mail.raw).not.toContain(personal);
    // The three notices and one weekly mail: none twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      smtp
        .to(NOTIFY_TO)
        .filter((each) => each.subject.startsWith("Ihre Woche")),
    ).toHaveLength(1);
    expect(
      (await opened.store.outbox.queued()).filter(
        (each) => each.kind === "week-report",
      ),
    ).toEqual([]);
  });

  it("a weekly mail given up and sent again days later says the week it was queued for, as it was then", async () => {
    const smtp = await startMailCatcher();
    closers.push(smtp.stop);
    const opened = await testStore();
    const { store } = opened;
    const queuedAt = monday();
    expect(
      await queueWeekMail(sources(store, opened.dir), { now: queuedAt }),
    ).toBe(true);
    const [row] = await store.outbox.queued();
    // Given up after 72 hours of failing; meanwhile an enquiry came.
    const db = await handleOf(opened);
    await db
      .updateTable("outbox")
      .set({
        state: "given-up",
        failed_at: new Date().toISOString(),
        last_error: "Verbindung abgelehnt",
      })
      .where("id", "=", row!.id)
      .execute();
    await store.submissions.addContact({
      name: "Erika Musterfrau",
      email: "kunde@example.org",
      company: "",
      message: "Später",
    });
    expect(await resendMail(store, row!.id)).toEqual({ kind: "week-report" });
    const mailer = createMailer(store, {
      smtpUrl: smtp.url,
      siteUrl: "https://www.zunftwerk.example",
      notifyTo: NOTIFY_TO,
      lanes: ["notices"],
    });
    closers.push(() => mailer.close());
    await mailer.flush();
    const mail = await smtp.waitFor(NOTIFY_TO, /^Ihre Woche/);
    const week = weekBefore(queuedAt).days;
    const [year, month, day] = week.at(-1)!.split("-");
    expect(mail.subject).toContain(`${day}.${month}.${year}`);
    // The enquiry of after the queueing is not in it: the week as it was then.
    expect(mail.subject).toContain("0\u00a0Anfragen");
  });

  it("the server's jobs start the weekly mail only with NOTIFY_TO, and on Monday at 7:00 German time it is queued", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: monday() });
    try {
      for (const notifyTo of [undefined, NOTIFY_TO]) {
        const opened = await testStore();
        const jobs = startJobs({
          delivery: {
            opened: Promise.resolve(opened.store),
            store: opened.store,
            settings: {
              ...deliverySettings({ DATA_DIR: opened.dir }),
              notifyTo,
            },
          },
        });
        closers.push(async () => jobs.stop());
        const weekMails = async () =>
          (await opened.store.outbox.queued()).filter(
            (mail) => mail.kind === "week-report",
          ).length;
        if (notifyTo)
          await vi.waitFor(async () => expect(await weekMails()).toBe(1));
        else {
          // Long enough for the retention job's first run, which starts beside it.
          await new Promise((resolve) => setTimeout(resolve, 500));
          expect(await weekMails()).toBe(0);
        }
        jobs.stop();
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

// @vitest-environment node
// npm run inbox -- week: the Monday job's run, by hand (in the test's own
// process: tests/support/owner-command.ts). The weekly mail arrives at a
// real SMTP server through the mail kind and a mailer, with the figures of
// the store's rows for the week before, and a lane the relay stopped, read
// from the outbox's state column.
import { afterAll, describe, expect, it } from "vitest";
import { runOwnerCommand } from "../../tests/support/owner-command.ts";
import { startMailCatcher } from "../../tests/support/mail-catcher.ts";
import { engines } from "../../tests/support/postgres.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import { openPostgres, openSqlite } from "../../server/store/database.ts";
import { weekBefore } from "../../server/week/period.ts";
import { runInbox } from "./inbox.ts";

const NOTIFY_TO = "inhaber@zunftwerk.example";

/** Runs npm run inbox with the arguments and environment: its exit status and output. */
const inbox = (env: Record<string, string | undefined>, ...args: string[]) =>
  runOwnerCommand(runInbox, args, env);

describe("npm run inbox -- week --help", () => {
  it("says in German what it sends, to whom, and what it reads", async () => {
    const help = await inbox({}, "week", "--help");
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("npm run inbox -- week");
    expect(help.stdout).toContain(
      "Sendet den Wochenbericht jetzt an NOTIFY_TO.",
    );
    expect(help.stdout).toContain("jeden Montag um 7 Uhr");
    const list = await inbox({}, "--help");
    expect(list.stdout).toMatch(/week\s+Sendet den Wochenbericht/);
  });
});

describe.each(engines)("npm run inbox -- week (%s)", (engine) => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it("sends the week before at once to NOTIFY_TO with the store's figures and the stopped lane, and says so", async () => {
    const smtp = await startMailCatcher();
    closers.push(smtp.stop);
    const opened = await openTestStore(engine);
    closers.push(opened.close);
    const db =
      engine === "sqlite"
        ? await openSqlite(opened.dir, { migrate: false })
        : await openPostgres(opened.databaseUrl!, { migrate: false });
    closers.push(() => db.destroy());
    // Two enquiries in the week before (one marked), one this week.
    const week = weekBefore(new Date());
    const within = (hours: number) =>
      new Date(Date.parse(week.from) + hours * 3_600_000).toISOString();
    const enquiry = (created_at: string) => ({
      created_at,
      name: "Erika Musterfrau",
      email: "erika@example.org",
      company: "",
      message: "Bitte um Rückruf",
    });
    const [first] = await db
      .insertInto("contact_requests")
      .values([
        enquiry(within(10)),
        {
          ...enquiry(within(30)),
          marked_at: within(30),
          marked_reason: "Angebot",
        },
        enquiry(week.to),
      ])
      .returning("id")
      .execute();
    // Its notice was put back when the relay stopped the lane.
    await db
      .insertInto("outbox")
      .values({
        created_at: within(10),
        kind: "contact-notice",
        contact_id: first!.id,
        state: "stopped",
        last_error: "angehalten: Der Mailserver lehnt den Absender ab (5.7.1).",
      })
      .execute();
    const env = {
      DATA_DIR: opened.dir,
      DATABASE_URL: opened.databaseUrl,
      NOTIFY_TO,
      NOTIFY_FROM: "Website <website@zunftwerk.example>",
      SMTP_URL: smtp.url,
      SITE_URL: "https://www.zunftwerk.example",
    };

    const sent = await inbox(env, "week");
    expect(sent.stderr).toBe("");
    expect(sent.stdout.trim()).toBe(
      `Der Wochenbericht ist an ${NOTIFY_TO} versandt.`,
    );
    expect(sent.status).toBe(0);
    const mail = await smtp.waitFor(NOTIFY_TO, /^Ihre Woche/);
    expect(mail.subject).toMatch(
      /: 0\u00a0Besucher, 2\u00a0Anfragen – \d+ Punkte brauchen Sie$/,
    );
    expect(mail.text).toMatch(/^\s+2 {2}Kontaktanfragen eingegangen$/m);
    expect(mail.text).toMatch(/^\s+1 {4}davon markiert \(Werbeverdacht\)$/m);
    expect(mail.text).toContain(
      "1\u00a0E-Mail wartet, weil der Mailserver den Versand angehalten hat.",
    );
    expect(mail.raw).not.toContain("Erika");
    expect(mail.raw).not.toContain("Absender ab");
    // The notice went too, and nothing is left in the queue.
    await smtp.waitFor(NOTIFY_TO, /Erika Musterfrau/);
    expect(await db.selectFrom("outbox").select("id").execute()).toEqual([]);

    // By hand it goes each time it is asked for.
    expect((await inbox(env, "week")).status).toBe(0);
    expect(
      smtp
        .to(NOTIFY_TO)
        .filter((each) => each.subject.startsWith("Ihre Woche")),
    ).toHaveLength(2);
  });

  it("without NOTIFY_TO refuses with a German sentence and status 1, and queues nothing", async () => {
    const opened = await openTestStore(engine);
    closers.push(opened.close);
    const refused = await inbox(
      { DATA_DIR: opened.dir, DATABASE_URL: opened.databaseUrl },
      "week",
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      "Der Wochenbericht geht an NOTIFY_TO: Setzen Sie NOTIFY_TO",
    );
    expect(await opened.store.outbox.queued()).toEqual([]);
  });
});

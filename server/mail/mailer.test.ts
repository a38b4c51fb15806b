// @vitest-environment node
import { logLines } from "../../tests/support/log-lines.ts";
import { warnTo } from "../../tests/support/log-lines.ts";
import { once } from "node:events";
import { type AddressInfo, createServer } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signupConsentRecord } from "../../app/content/forms.ts";
import {
  type MailCatcher,
  linkIn,
  startMailCatcher,
} from "../../tests/support/mail-catcher.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import { type MailerOptions, createMailer } from "./mailer.ts";
import { type ContactRow, type Store, openStore } from "../store/index.ts";
import { completeMail, failMail, loadSubject, resendMail } from "./outcome.ts";
import { runScript } from "../../tests/support/owner-scripts.ts";
import { keepStore } from "../store/keeper.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "mailer-"));
const siteUrl = "https://www.zunftwerk.example";
let smtp: MailCatcher;
let store: Store;

beforeAll(async () => {
  store = await openStore(dataDir);
  smtp = await startMailCatcher();
});
afterAll(async () => {
  await smtp.stop();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const contact = {
  name: "Erika Musterfrau",
  email: "erika@example.org",
  company: "",
  message: "Rückruf bitte",
};

const notifyTo = "vertrieb@zunftwerk.example";
const HOUR = 3_600_000;

/** The settings the server would pass, sending to a mail catcher. */
const settings = (catcher: MailCatcher): MailerOptions => ({
  smtpUrl: catcher.url,
  siteUrl,
  notifyTo,
  notifyFrom: "website@zunftwerk.example",
  mailFrom: "neuigkeiten@zunftwerk.example",
});

const mailer = () => createMailer(store, settings(smtp));

/** The contact notices a catcher got, by the requester's name in the subject. */
const noticesIn = (catcher: MailCatcher) =>
  catcher
    .to(notifyTo)
    .map((mail) => mail.subject.replace("Neue Kontaktanfrage von ", ""));

async function queueNotices(target: Store, names: string[]) {
  for (const name of names)
    await target.submissions.addContact({ ...contact, name });
}

const names = (prefix: string, count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => `${prefix} ${from + i}`);

describe("the subject of a contact notice", () => {
  it("carries no bidirectional override, isolate or line separator from the name, nor does the text", async () => {
    // Stored directly, as an older release may have taken it: the form
    // refuses these characters in a name now.
    await store.submissions.addContact({
      ...contact,
      name: "Erika\u202Efdp.exe\u202C \u2066Muster\u2069\u2028frau\u2029X \u202A\u202B\u202DY",
    });
    const sender = mailer();
    await sender.flush();
    await sender.close();
    const notice = await smtp.waitFor(notifyTo, /Erikafdp\.exe/);
    // A separator is a line break: a space in a line of its own.
    expect(notice.subject).toBe(
      "Neue Kontaktanfrage von Erikafdp.exe Muster frau X Y",
    );
    expect(notice.subject).not.toMatch(
      /[\u2028\u2029\u202a-\u202e\u2066-\u2069]/,
    );
    // The text says who wrote the same way (issue 52: no bidi control in
    // a line beside the notice's own labels).
    expect(notice.text).toContain("Name: Erikafdp.exe Muster frau X Y\n");
  });
});

describe("mail notices of new contact requests", () => {
  it("mails each new request to the company once, with the date to delete it by", async () => {
    const sender = mailer();
    const id = await store.submissions.addContact(contact);
    await sender.flush();
    await sender.flush();
    await sender.close();
    const notices = smtp
      .to("vertrieb@zunftwerk.example")
      .filter((mail) => mail.subject.includes("Erika Musterfrau"));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(
      "Neue Kontaktanfrage von Erika Musterfrau",
    );
    expect(notices[0]!.text).toContain("Rückruf bitte");
    expect(notices[0]!.text).toMatch(
      /Bitte löschen Sie diese E-Mail spätestens am \d{2}\.\d{2}\.\d{4}/,
    );
    expect(
      (await store.submissions.contacts()).find((row) => row.id === id)
        ?.notified_at,
    ).toBeTruthy();
    expect(await store.outbox.queued()).toEqual([]);
  });

  it("keeps a notice that failed and sends it by itself once the mail server is back", async () => {
    await smtp.stop();
    const sender = createMailer(store, { ...settings(smtp) });
    const id = await store.submissions.addContact({
      ...contact,
      name: "Max Mustermann",
    });
    await sender.flush();
    const failed = (await store.submissions.contacts()).find(
      (row) => row.id === id,
    )!;
    expect(failed.notified_at).toBeNull();
    expect(await store.outbox.queued()).toMatchObject([
      {
        kind: "contact-notice",
        contact_id: id,
        attempts: 1,
        last_error: expect.stringContaining("ECONNREFUSED"),
        failed_at: null,
      },
    ]);

    // No flush: the mailer tries again when the first wait (a second) is over.
    await smtp.restart();
    await smtp.waitFor(notifyTo, /Max Mustermann/);
    await sender.close();
    expect(
      (await store.submissions.contacts()).find((row) => row.id === id)
        ?.notified_at,
    ).toBeTruthy();
    expect(await store.outbox.queued()).toEqual([]);
  });

  it("leaves notices queued while no recipient is set", async () => {
    const sender = createMailer(store, {
      smtpUrl: smtp.url,
      siteUrl,
      mailFrom: "neuigkeiten@zunftwerk.example",
    });
    const before = smtp.mails.length;
    const id = await store.submissions.addContact({
      ...contact,
      name: "Ohne Empfänger",
    });
    await sender.flush();
    await sender.close();
    expect(smtp.mails).toHaveLength(before);
    expect(await store.outbox.queued()).toMatchObject([
      { kind: "contact-notice", contact_id: id },
    ]);
    await store.submissions.forget(contact.email);
    expect(await store.outbox.queued()).toEqual([]);
  });
});

describe("mails to subscribers", () => {
  it("send a confirmation without advertising, with a confirm and a one-click unsubscribe link", async () => {
    const sender = mailer();
    await store.submissions.subscribe(
      "meisterin@example.org",
      signupConsentRecord,
    );
    await sender.flush();
    await sender.close();
    const mail = await smtp.waitFor("meisterin@example.org");
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre Anmeldung");
    const [signup] = (
      await store.submissions.findByEmail("meisterin@example.org")
    ).signups;
    // The confirmation link has its own secret, good once (security review
    // finding 8); the unsubscribe link's lasts as long as the subscription.
    expect(linkIn(mail, `${siteUrl}/anmeldung/bestaetigen?token=`)).toBe(
      `${siteUrl}/anmeldung/bestaetigen?token=${signup!.confirm_token}`,
    );
    expect(signup!.confirm_token).not.toBe(signup!.token);
    const unsubscribe = `${siteUrl}/anmeldung/abmelden?token=${signup!.token}`;
    expect(linkIn(mail, `${siteUrl}/anmeldung/abmelden`)).toBe(unsubscribe);
    expect(mail.header("List-Unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(mail.header("List-Unsubscribe-Post")).toBe(
      "List-Unsubscribe=One-Click",
    );
    expect(mail.text).toContain("Ohne Bestätigung löschen wir Ihre Adresse");
  });

  it("send the welcome mail after confirmation, again with the unsubscribe headers", async () => {
    const sender = mailer();
    const [signup] = (
      await store.submissions.findByEmail("meisterin@example.org")
    ).signups;
    expect(await store.submissions.confirm(signup!.confirm_token!)).toBe(true);
    await sender.flush();
    await sender.close();
    const welcome = await smtp.waitFor(
      "meisterin@example.org",
      /Anmeldung ist bestätigt/,
    );
    expect(welcome.header("List-Unsubscribe-Post")).toBe(
      "List-Unsubscribe=One-Click",
    );
    expect(linkIn(welcome, `${siteUrl}/anmeldung/abmelden`)).toContain(
      signup!.token,
    );
  });
});

describe("the Message-ID", () => {
  it("names the site's host without its port, as RFC 5322 wants", async () => {
    const { store: own, close } = await openTestStore("sqlite");
    const sender = createMailer(own, {
      ...settings(smtp),
      siteUrl: "http://127.0.0.1:4700",
    });
    await own.submissions.addContact({ ...contact, name: "Port Probe" });
    await sender.flush();
    await sender.close();
    await close();
    const [notice] = smtp
      .to(notifyTo)
      .filter((mail) => mail.subject.includes("Port Probe"));
    expect(notice!.header("Message-ID")).toMatch(/^<[\w-]+@127\.0\.0\.1>$/);
  });
});

describe("a backlog of notices", () => {
  it("holds up no sign-up: its confirmation leaves while 200 queued notices are still being sent", async () => {
    const { store, close } = await openTestStore("sqlite");
    const catcher = await startMailCatcher();
    const sender = createMailer(store, settings(catcher));
    await queueNotices(store, names("Rückstau", 200));
    const backlog = sender.flush();
    // The backlog is under way when the visitor signs up (the form API flushes).
    await catcher.waitFor(notifyTo);
    await store.submissions.subscribe("eilig@example.org", signupConsentRecord);
    void sender.flush();
    await catcher.waitFor("eilig@example.org");
    await backlog;
    await sender.close();

    // Sent in order it would be the 201st mail; here most notices come after it.
    const position = catcher.mails.findIndex(
      (mail) => mail.to === "eilig@example.org",
    );
    const noticesAfter = catcher.mails.length - 1 - position;
    expect(noticesAfter).toBeGreaterThanOrEqual(100);
    expect(new Set(noticesIn(catcher)).size).toBe(200);
    expect(catcher.mails).toHaveLength(201);
    await catcher.stop();
    await close();
  }, 60_000);
});

describe("a mail server outage", () => {
  /** Short, so that 150 intervals take seconds, not a quarter of a minute. */
  const RETRY_MS = 25;

  it("loses no notice: those queued during 150 retry intervals without a server arrive once each, soon after it is back", async () => {
    const { store, close } = await openTestStore("sqlite");
    const catcher = await startMailCatcher();
    await catcher.stop();
    const warnings: string[] = [];
    const sender = createMailer(store, {
      ...settings(catcher),
      retryMs: RETRY_MS,
      log: warnTo((message) => warnings.push(message)),
    });
    const queued = names("Ausfall", 20);
    await queueNotices(store, queued);
    void sender.flush();
    // More requests come in during the outage, each followed by a flush as
    // the form API does; the outage itself is a span of time, 150 intervals.
    const outageEnds = Date.now() + 150 * RETRY_MS;
    while (Date.now() < outageEnds) {
      await sleep(3 * RETRY_MS);
      const [name] = names("Ausfall", 1, queued.length);
      queued.push(name!);
      await queueNotices(store, [name!]);
      void sender.flush();
    }
    const waiting = await store.outbox.queued();
    expect(waiting).toHaveLength(queued.length);
    expect(waiting.every((mail) => mail.failed_at === null)).toBe(true);
    expect(Math.max(...waiting.map((mail) => mail.attempts))).toBeGreaterThan(
      1,
    );
    expect(catcher.mails).toEqual([]);
    // Stuck: one warning, the hour has not passed.
    expect(warnings).toEqual([
      expect.stringMatching(/^Mailversand: \d+ E-Mails? nicht zugestellt/),
    ]);

    await catcher.restart();
    await expect
      .poll(() => new Set(noticesIn(catcher)).size, {
        timeout: 10_000,
        interval: 50,
      })
      .toBe(queued.length);
    await expect.poll(() => store.outbox.queued()).toEqual([]);
    // Closed, the mailer sends nothing more: the count is final.
    await sender.close();
    expect(noticesIn(catcher).sort()).toEqual([...queued].sort());
    expect(
      (await store.submissions.contacts()).every(
        (row) => row.notified_at !== null,
      ),
    ).toBe(true);
    await catcher.stop();
    await close();
  }, 60_000);
});

describe("a mail still failing 72 hours after it was queued", () => {
  it("is kept as failed, not deleted, not tried again, and named by the inbox and the launch check", async () => {
    const { store, dir } = await openTestStore("sqlite");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - 73 * HOUR);
    await queueNotices(store, ["Zu spät"]);
    vi.useRealTimers();
    const catcher = await startMailCatcher();
    await catcher.stop();
    const { log, warnings: errors, entries } = logLines();
    const sender = createMailer(store, {
      ...settings(catcher),
      log,
    });
    await sender.flush();
    expect(await store.outbox.queued()).toMatchObject([
      {
        kind: "contact-notice",
        attempts: 1,
        last_error: expect.stringContaining("ECONNREFUSED"),
        failed_at: expect.any(String),
      },
    ]);
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^E-Mail #\d+ \(contact-notice\) aufgegeben: 72 Stunden nach dem Einreihen scheitert sie noch, nach 1 Versuch\. Letzter Fehler: ESOCKET \(der volle Text/,
      ),
    );
    // The error's text stays in the store: a server's reply can quote an address.
    expect(JSON.stringify(entries)).not.toContain("127.0.0.1");
    expect(await store.outbox.stats()).toMatchObject({ queued: 0, failed: 1 });

    // The server is back and a new request comes in: only the new one goes.
    await catcher.restart();
    await queueNotices(store, ["Rechtzeitig"]);
    await sender.flush();
    await sender.close();
    expect(noticesIn(catcher)).toEqual(["Rechtzeitig"]);
    expect(await store.outbox.queued()).toMatchObject([
      { attempts: 1, failed_at: expect.any(String) },
    ]);
    await catcher.stop();
    await store.close();

    // npm run inbox -- list and npm run check:launch, in this process.
    const env = { DATA_DIR: dir };
    const inbox = await runScript("scripts/owner/inbox.ts", ["list"], env);
    expect(inbox.stderr).toBe("");
    expect(inbox.stdout).toMatch(
      /^2 Kontaktanfragen, 0 Anmeldungen, 0 E-Mails in der Warteschlange, 1 endgültig fehlgeschlagen/,
    );
    expect(inbox.stdout).toMatch(
      /E-Mail #\d+ Meldung an Sie zu Kontaktanfrage #1, in der Warteschlange seit 73 h: ENDGÜLTIG FEHLGESCHLAGEN \(seit .+\), 1 Versuche, letzter Fehler: .*ECONNREFUSED/,
    );
    const check = await runScript("scripts/owner/check-launch.ts", [], env);
    expect(check.status).toBe(1);
    expect(check.stdout).toMatch(
      /E-Mails erreichen den Mailserver nicht: 1 nach 72 Stunden aufgegeben .*, 0 scheitern noch und werden wiederholt; die älteste ist seit 73 h in der Warteschlange\./,
    );
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("the warning about mails that do not leave", () => {
  it("comes once when mails get stuck, not again within the period, again after it, and not once they left", async () => {
    const { store, close } = await openTestStore("sqlite");
    const catcher = await startMailCatcher();
    await catcher.stop();
    // Only the clock is faked: sockets and the mailer's timers stay real.
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-03-02T09:00:00Z").getTime();
    vi.setSystemTime(start);
    const warnings: string[] = [];
    const sender = createMailer(store, {
      ...settings(catcher),
      warnEveryMs: 10 * 60_000,
      log: warnTo((message) => warnings.push(message)),
    });
    await queueNotices(store, ["Erste"]);
    await sender.flush();
    expect(warnings).toEqual([
      "Mailversand: 1 E-Mail nicht zugestellt (0 nach 72 Stunden aufgegeben), die älteste ist seit 0 s in der Warteschlange; npm run inbox -- list nennt sie.",
    ]);

    // Within the period: more failures and checks, no second warning.
    vi.setSystemTime(start + 10 * 60_000 - 1);
    await queueNotices(store, ["Zweite"]);
    await sender.flush();
    await sender.warnIfStuck();
    expect((await store.outbox.queued()).map((mail) => mail.attempts)).toEqual([
      2, 1,
    ]);
    expect(warnings).toHaveLength(1);

    // Once the period is over: again, with the count and the oldest's age.
    vi.setSystemTime(start + 10 * 60_000);
    await sender.warnIfStuck();
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toBe(
      "Mailversand: 2 E-Mails nicht zugestellt (0 nach 72 Stunden aufgegeben), die älteste ist seit 10 min in der Warteschlange; npm run inbox -- list nennt sie.",
    );

    // Delivered: no warning, however long it is quiet.
    await catcher.restart();
    vi.setSystemTime(start + 20 * 60_000);
    await sender.flush();
    expect(await store.outbox.queued()).toEqual([]);
    await sender.warnIfStuck();
    vi.setSystemTime(start + 40 * 60_000);
    await sender.warnIfStuck();
    expect(warnings).toHaveLength(2);
    await sender.close();
    vi.useRealTimers();
    await catcher.stop();
    await close();
  });
});

describe("several senders on one PostgreSQL", () => {
  it("three mailers, each on its own connections, send a backlog of notices and sign-ups: every mail exactly once", async () => {
    const { store, databaseUrl, close } = await openTestStore("postgres");
    const others = [
      await openStore("", databaseUrl),
      await openStore("", databaseUrl),
    ];
    const catcher = await startMailCatcher();
    const notices = names("Geteilt", 150);
    await queueNotices(store, notices);
    const subscribers = Array.from(
      { length: 30 },
      (_, i) => `geteilt-${i}@example.org`,
    );
    for (const email of subscribers)
      await store.submissions.subscribe(email, signupConsentRecord);

    const senders = [store, ...others].map((each) =>
      createMailer(each, settings(catcher)),
    );
    // All three at once, twice over: each run ends when nothing is left to claim.
    await Promise.all(senders.map((sender) => sender.flush()));
    await Promise.all(senders.map((sender) => sender.flush()));
    await Promise.all(senders.map((sender) => sender.close()));

    expect(noticesIn(catcher).sort()).toEqual([...notices].sort());
    expect(
      catcher.mails
        .filter((mail) => mail.to !== notifyTo)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([...subscribers].sort());
    expect(await store.outbox.stats()).toEqual({
      queued: 0,
      failed: 0,
      oldestQueuedAt: null,
    });
    await catcher.stop();
    await Promise.all(others.map((other) => other.close()));
    await close();
  }, 60_000);
});

describe("a permanent refusal (SMTP 5xx)", () => {
  it("ends the mail at once: a refused subscriber is marked undeliverable, a 4xx is still retried", async () => {
    const { store, close } = await openTestStore("sqlite");
    const catcher = await startMailCatcher(0, {
      refuse: (address) =>
        address.startsWith("gibtsnicht@")
          ? 550
          : address.startsWith("voll@")
            ? 452
            : undefined,
    });
    const sender = createMailer(store, {
      ...settings(catcher),
      retryMs: 60_000,
    });
    for (const address of [
      "gibtsnicht@example.org",
      "voll@example.org",
      "da@example.org",
    ])
      await store.submissions.subscribe(address, signupConsentRecord);
    await sender.flush();

    expect(catcher.to("da@example.org")).toHaveLength(1);
    const [refused] = (
      await store.submissions.findByEmail("gibtsnicht@example.org")
    ).signups;
    expect(refused!.undeliverable_reason).toBe("EENVELOPE 550 5.1.1");
    const queued = await store.outbox.queued();
    // The 5xx left the queue after one try; the 4xx waits for its next one.
    expect(
      queued.map((mail) => [mail.signup_id, mail.attempts, mail.failed_at]),
    ).toEqual([
      [
        (await store.submissions.findByEmail("voll@example.org")).signups[0]!
          .id,
        1,
        null,
      ],
    ]);
    await sender.close();
    await catcher.stop();
    await close();
  });

  it("a refused notice to the company is a setup fault: kept, warned about, named by the launch check, and sent again on request", async () => {
    const { store, close } = await openTestStore("sqlite");
    let refuse = true;
    const catcher = await startMailCatcher(0, {
      refuse: (address) => (refuse && address === notifyTo ? 550 : undefined),
    });
    const warnings: string[] = [];
    const sender = createMailer(store, {
      ...settings(catcher),
      log: warnTo((line) => warnings.push(line)),
    });
    await queueNotices(store, ["Abgelehnt"]);
    await sender.flush();
    expect(catcher.to(notifyTo)).toEqual([]);
    expect(warnings.join("\n")).toMatch(
      /die Meldung einer Kontaktanfrage \(E-Mail #\d+\) endgültig abgelehnt \(EENVELOPE 550 5.1.1\): Prüfen Sie NOTIFY_TO/,
    );
    expect(await store.outbox.stuck()).toMatchObject({
      failed: 1,
      refusedNotices: 1,
    });
    const [mail] = await store.outbox.queued();
    refuse = false;
    expect(await resendMail(store, mail!.id)).toEqual({
      kind: "contact-notice",
    });
    await sender.flush();
    expect(noticesIn(catcher)).toEqual(["Abgelehnt"]);
    expect(await store.outbox.queued()).toEqual([]);
    await sender.close();
    await catcher.stop();
    await close();
  });
});

describe("claims", () => {
  it("a sender held up past its claim neither sends nor records the mail another sender took over: it is sent and recorded once", async () => {
    const {
      store: shared,
      databaseUrl,
      close,
    } = await openTestStore("postgres");
    const catcher = await startMailCatcher();
    const other = createMailer(shared, settings(catcher));
    try {
      const id = await shared.submissions.addContact({
        ...contact,
        name: "Einmal",
      });
      // The first instance takes the notice, then stalls (its process
      // paused) until its claim ran out on the database's clock.
      const [stalled] = await shared.outbox.claim(
        ["contact-notice"],
        1,
        "stalled-host:1:a",
        loadSubject,
      );
      expect((stalled?.subject as ContactRow | undefined)?.id).toBe(id);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(
        "UPDATE outbox SET claimed_until = '2000-01-01T00:00:00.000Z'",
      );
      await client.end();
      // Meanwhile another instance sends it.
      await other.flush();
      expect(noticesIn(catcher)).toEqual(["Einmal"]);
      const [recorded] = await shared.submissions.contacts();
      // The stalled one wakes up: its claim is gone, so it sends nothing and
      // its record changes nothing.
      expect(await shared.outbox.renewClaim(stalled!)).toBe(false);
      expect(await completeMail(shared, stalled!)).toBe(false);
      expect(await failMail(shared, stalled!, "late", 60_000)).toBe(false);
      expect(await shared.submissions.contacts()).toEqual([recorded]);
      expect(await shared.outbox.queued()).toEqual([]);
      expect(noticesIn(catcher)).toEqual(["Einmal"]);
    } finally {
      await other.close();
      await catcher.stop();
      await close();
    }
  });

  it("on shutdown a sender stops within 10 s although its mail server hangs, and releases what it held: another sends it at once", async () => {
    const { store: shared, close } = await openTestStore("sqlite");
    // A mail server that takes the connection and never says a word.
    const silent = createServer(() => {});
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    const { port } = silent.address() as AddressInfo;
    const catcher = await startMailCatcher();
    try {
      await queueNotices(shared, names("Abschied", 3));
      const leaving = createMailer(shared, {
        ...settings(catcher),
        smtpUrl: `smtp://127.0.0.1:${port}`,
        // The server's default is 5 s; the test need not wait that long.
        closeGraceMs: 300,
      });
      void leaving.flush();
      // It holds the three, waiting for the silent server.
      await vi.waitFor(async () =>
        expect(
          await shared.outbox.claim(["contact-notice"], 3, "other"),
        ).toEqual([]),
      );
      const started = Date.now();
      await leaving.close();
      expect(Date.now() - started).toBeLessThan(10_000);
      // Released, and not counted as failed: due at once for the next sender.
      const next = createMailer(shared, settings(catcher));
      await next.flush();
      await next.close();
      expect(noticesIn(catcher).sort()).toEqual(names("Abschied", 3));
    } finally {
      silent.close();
      await catcher.stop();
      await close();
    }
  }, 20_000);
});

describe("a store that is down", () => {
  it("is no line of the mailer's own at each look at the queue: the store keeper says it, once", async () => {
    const { log: mailerLog, entries: errors } = logLines();
    const {
      log: keeperLog,
      lines: keeperLines,
      entries: keeperEntries,
    } = logLines();
    const refused = Object.assign(new Error("connect ECONNREFUSED"), {
      code: "ECONNREFUSED",
    });
    const kept = keepStore(() => Promise.reject(refused), "postgres", {
      log: keeperLog,
      reopenMs: 3_600_000,
    });
    const sender = createMailer(kept.store, {
      ...settings(smtp),
      log: mailerLog,
    });
    try {
      for (let look = 0; look < 5; look++) {
        await sender.flush();
        await sender.warnIfStuck();
      }
      expect(errors).toEqual([]);
      expect(keeperLines).toEqual([
        expect.stringMatching(
          /^Datenbank nicht verfügbar: die Datenbank lehnt Verbindungen ab \(ECONNREFUSED\) \(beim Öffnen\)\. /,
        ),
      ]);
      // One line at warn, no stack trace.
      expect(keeperEntries.map((entry) => entry.level)).toEqual(["warn"]);
      expect(JSON.stringify(keeperEntries)).not.toMatch(/\\n\s+at /);
    } finally {
      await sender.close();
      await kept.close();
    }
  });
});

// @vitest-environment node
import { logLines } from "../../tests/support/log-lines.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retention } from "../../app/content/retention.ts";
import { openSqlite } from "./database.ts";
import { scheduleRetention } from "../jobs/retention.ts";
import { engines } from "../../tests/support/postgres.ts";
import {
  openStoreFrom,
  openTestStore,
} from "../../tests/support/test-store.ts";
import { type Store, heldReasons, openStore } from "./index.ts";
import type { Judge } from "./submissions.ts";
import {
  completeMail,
  loadSubject,
  refuseMail,
  resendMail,
} from "../mail/outcome.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const start = new Date("2026-03-02T09:00:00Z");
const consent = "Einwilligungstext, wie angezeigt.";
const contact = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.org`,
  company: "",
  message: "Hallo",
});

describe("migration 004 of a store from before it", () => {
  it("gives up mails the old rule dropped after 20 tries only when queued more than 72 hours ago", async () => {
    // A store at the schema of migration 003, with rows as the old rule left them.
    const dir = mkdtempSync(path.join(tmpdir(), "store-003-"));
    await (await openSqlite(dir, { upTo: "003-shared-rate-limit" })).destroy();
    const file = new Database(path.join(dir, "submissions.db"));
    file.exec(`INSERT INTO contact_requests (created_at, name, email, company, message)
        VALUES ('2026-01-01T00:00:00.000Z', 'Alt', 'alt@example.org', '', 'Hallo');`);
    const queue = file.prepare(
      "INSERT INTO outbox (created_at, kind, contact_id, attempts, last_error) VALUES (?, 'contact-notice', 1, ?, ?)",
    );
    const old = new Date(Date.now() - 73 * HOUR).toISOString();
    const young = new Date(Date.now() - HOUR).toISOString();
    queue.run(old, 20, "connection refused");
    queue.run(young, 20, "connection refused");
    queue.run(old, 3, "connection refused");
    file.close();

    const migrated = await openStore(dir);
    const rows = await migrated.outbox.queued();
    expect(rows.map((row) => [row.attempts, Boolean(row.failed_at)])).toEqual([
      [20, true],
      [20, false],
      [3, false],
    ]);
    expect(rows.every((row) => row.next_attempt_at === null)).toBe(true);
    await migrated.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("migration 008 of a store from before it", () => {
  it("keeps the confirmation link of a mail sent before it working, once", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "store-007-"));
    await (
      await openSqlite(dir, { upTo: "007-repeats-secrets-probe" })
    ).destroy();
    const file = new Database(path.join(dir, "submissions.db"));
    const requested = new Date(Date.now() - HOUR).toISOString();
    file
      .prepare(
        "INSERT INTO signups (created_at, email, email_key, consent_text, token, confirmation_requested_at) VALUES (?, 'vorher@example.org', 'vorher@example.org', ?, 'alter-link', ?)",
      )
      .run(requested, consent, requested);
    file.close();

    const migrated = await openStore(dir);
    expect(await migrated.submissions.confirm("alter-link")).toBe(true);
    const [row] = await migrated.submissions.signups();
    expect(row!.confirmed_at).not.toBeNull();
    expect(row!.token).toBe("alter-link");
    // Used again: confirmed, nothing new queued.
    expect(await migrated.submissions.confirm("alter-link")).toBe(true);
    expect(
      (await migrated.outbox.queued()).filter(
        (mail) => mail.kind === "signup-welcome",
      ),
    ).toHaveLength(1);
    await migrated.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe.each(engines)(
  "migration 013 of a store from before it on %s",
  (engine) => {
    it("gives each queued mail the state its last error's words stood for, and an overview the ids of the enquiries it lists", async () => {
      const listedAt = "2026-01-02T07:00:00.000Z";
      const { store: migrated, close } = await openStoreFrom(
        engine,
        "012-marked-enquiries",
        async (old) => {
          for (const [name, held] of [
            ["Gehalten", listedAt],
            ["Auch gehalten", listedAt],
            ["Gemeldet", null],
          ])
            await sql`INSERT INTO contact_requests (created_at, name, email, company, message, held_at, listed_at)
          VALUES ('2026-01-01T00:00:00.000Z', ${name}, 'a@example.org', '', 'Hallo', ${held}, ${held})`.execute(
              old,
            );
          await sql`INSERT INTO signups (created_at, email, email_key, consent_text, token)
          VALUES ('2026-01-01T00:00:00.000Z', 's@example.org', 's@example.org', 'Text', 'tok')`.execute(
            old,
          );
          const failedAt = "2026-01-05T00:00:00.000Z";
          for (const [kind, contact, signup, error, failed] of [
            ["contact-notice", 3, null, "refused: EENVELOPE 550", failedAt],
            ["held-overview", null, null, "ECONNECTION", failedAt],
            [
              "signup-confirmation",
              null,
              1,
              "angehalten: Der Mailserver lehnt den Absender ab",
              null,
            ],
            ["signup-welcome", null, 1, "421 4.7.0", null],
            ["contact-notice", 3, null, null, null],
          ])
            await sql`INSERT INTO outbox (created_at, kind, contact_id, signup_id, last_error, failed_at)
          VALUES (${listedAt}, ${kind}, ${contact}, ${signup}, ${error}, ${failed})`.execute(
              old,
            );
        },
      );
      expect(
        (await migrated.outbox.queued()).map((row) => [row.kind, row.state]),
      ).toEqual([
        ["contact-notice", "refused"],
        ["held-overview", "given-up"],
        ["signup-confirmation", "stopped"],
        ["signup-welcome", "failing"],
        ["contact-notice", "queued"],
      ]);
      // Sent again, the overview lists its two enquiries, by id.
      expect(await resendMail(migrated, 2)).toEqual({ kind: "held-overview" });
      const [overview] = await migrated.outbox.claim(
        ["held-overview"],
        1,
        null,
        loadSubject,
      );
      expect(overview!.payload).toEqual({ enquiries: [1, 2] });
      expect(
        (overview!.subject as { name: string }[]).map((row) => row.name),
      ).toEqual(["Gehalten", "Auch gehalten"]);
      await close();
    });
  },
);

describe.each(engines)("the store on %s", (engine) => {
  let store: Store;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ store, close } = await openTestStore(engine));
    // Only the clock is faked: the database driver keeps its real timers.
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(start);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await close();
  });

  const firstToken = async () => (await store.submissions.signups())[0]!.token;
  /** The secret of the link in the latest confirmation mail. */
  const confirmLink = async () =>
    (await store.submissions.signups())[0]!.confirm_token!;
  const confirmations = async () =>
    (await store.outbox.queued()).filter(
      (mail) => mail.kind === "signup-confirmation",
    );

  describe("double opt-in", () => {
    it("stores a sign-up as pending with its consent text and queues one confirmation mail", async () => {
      expect(
        await store.submissions.subscribe("Meister@Example.org", consent),
      ).toBe("new");
      const [row] = await store.submissions.signups();
      expect(row).toMatchObject({
        email: "Meister@Example.org",
        created_at: start.toISOString(),
        confirmed_at: null,
        consent_text: consent,
      });
      expect(row!.token).toMatch(/^[\w-]{43}$/);
      expect(await confirmations()).toHaveLength(1);
    });

    it("keeps one row per address and sends at most one more mail per hour", async () => {
      await store.submissions.subscribe("meister@example.org", consent);
      vi.setSystemTime(start.getTime() + 30 * 60_000);
      expect(
        await store.submissions.subscribe("MEISTER@example.org", consent),
      ).toBe("unchanged");
      expect(await confirmations()).toHaveLength(1);
      vi.setSystemTime(start.getTime() + HOUR + 1);
      expect(
        await store.submissions.subscribe("meister@example.org", consent),
      ).toBe("confirmation-resent");
      expect(await store.submissions.signups()).toHaveLength(1);
      expect(await confirmations()).toHaveLength(2);
    });

    it("confirms only with the right token, records the time, and queues the welcome mail", async () => {
      await store.submissions.subscribe("meister@example.org", consent);
      const token = await confirmLink();
      expect(await store.submissions.confirm("falsch")).toBe(false);
      vi.setSystemTime(start.getTime() + 2 * HOUR);
      expect(await store.submissions.confirm(token)).toBe(true);
      expect((await store.submissions.signups())[0]?.confirmed_at).toBe(
        new Date(start.getTime() + 2 * HOUR).toISOString(),
      );
      // A second press changes nothing and sends nothing more.
      expect(await store.submissions.confirm(token)).toBe(true);
      expect(
        (await store.outbox.queued()).filter(
          (mail) => mail.kind === "signup-welcome",
        ),
      ).toHaveLength(1);
      // A confirmed address signing up again gets no mail.
      vi.setSystemTime(start.getTime() + 5 * HOUR);
      expect(
        await store.submissions.subscribe("meister@example.org", consent),
      ).toBe("unchanged");
    });

    it("refuses a link after the pending period", async () => {
      await store.submissions.subscribe("spaet@example.org", consent);
      const token = await confirmLink();
      vi.setSystemTime(start.getTime() + retention.pendingSignupDays * DAY + 1);
      expect(await store.submissions.confirm(token)).toBe(false);
    });

    it("an address refused for good signs up again: asked to confirm, and confirming makes it deliverable", async () => {
      await store.submissions.subscribe("umgezogen@example.org", consent);
      const [confirmation] = await store.outbox.claim(["signup-confirmation"]);
      await completeMail(store, confirmation!);
      await store.submissions.confirm(await confirmLink());
      const [claimed] = await store.outbox.claim(["signup-welcome"]);
      await refuseMail(store, claimed!, "EENVELOPE 550", {
        recipient: true,
      });
      expect(await store.updates.deliverableSubscribers()).toBe(0);

      vi.setSystemTime(start.getTime() + 2 * HOUR);
      expect(
        await store.submissions.subscribe("umgezogen@example.org", consent),
      ).toBe("confirmation-resent");
      expect(await confirmations()).toHaveLength(1);
      expect(await store.submissions.confirm(await confirmLink())).toBe(true);
      const [row] = await store.submissions.signups();
      expect(row).toMatchObject({
        undeliverable_at: null,
        undeliverable_reason: null,
        confirmed_at: new Date(start.getTime() + 2 * HOUR).toISOString(),
      });
      expect(await store.updates.deliverableSubscribers()).toBe(1);
    });

    it("a confirmation link works once: an old one never makes a refused address deliverable again", async () => {
      await store.submissions.subscribe("alt@example.org", consent);
      const unsubscribeLink = await firstToken();
      const firstLink = await confirmLink();
      expect(firstLink).not.toBe(unsubscribeLink);
      expect(await store.submissions.confirm(firstLink)).toBe(true);
      const [welcome] = await store.outbox.claim(["signup-welcome"]);
      await refuseMail(store, welcome!, "EENVELOPE 550", {
        recipient: true,
      });
      const marked = (await store.submissions.signups())[0]!;
      expect(marked.undeliverable_at).not.toBeNull();

      // The old link, used again: the same answer, nothing changed.
      vi.setSystemTime(start.getTime() + HOUR);
      expect(await store.submissions.confirm(firstLink)).toBe(true);
      expect((await store.submissions.signups())[0]).toEqual(marked);
      expect(await store.updates.deliverableSubscribers()).toBe(0);

      // A new sign-up mails a new link; the old one still changes nothing.
      vi.setSystemTime(start.getTime() + 2 * HOUR);
      expect(
        await store.submissions.subscribe("alt@example.org", consent),
      ).toBe("confirmation-resent");
      const newLink = await confirmLink();
      expect(newLink).not.toBe(firstLink);
      expect(await store.submissions.confirm(firstLink)).toBe(false);
      expect(await store.updates.deliverableSubscribers()).toBe(0);
      expect(await store.submissions.confirm(newLink)).toBe(true);
      expect(await store.updates.deliverableSubscribers()).toBe(1);
      // Used again, the new link too changes nothing; the unsubscribe link
      // of every mail is the same all along.
      expect(await store.submissions.confirm(newLink)).toBe(true);
      expect(await firstToken()).toBe(unsubscribeLink);
      expect(await store.submissions.unsubscribe(unsubscribeLink)).toBe(true);
    });

    it("a pending address asked again keeps the link of its first mail", async () => {
      await store.submissions.subscribe("zweimal@example.org", consent);
      const firstLink = await confirmLink();
      vi.setSystemTime(start.getTime() + HOUR + 1);
      expect(
        await store.submissions.subscribe("zweimal@example.org", consent),
      ).toBe("confirmation-resent");
      expect(await confirmLink()).toBe(firstLink);
      expect(await store.submissions.confirm(firstLink)).toBe(true);
    });

    it("a given-up mail can be dropped for good; one still queued cannot", async () => {
      await store.submissions.subscribe("a@example.org", consent);
      const [mail] = await store.outbox.claim(["signup-confirmation"]);
      expect(await store.outbox.drop(mail!.id)).toBe(false);
      await store.outbox.fail(mail!, "timeout", 0);
      vi.setSystemTime(start.getTime() + 73 * HOUR);
      const [again] = await store.outbox.claim(["signup-confirmation"]);
      expect(await store.outbox.fail(again!, "timeout")).toBe(true);
      expect(await store.outbox.drop(mail!.id)).toBe(true);
      expect(await store.outbox.queued()).toEqual([]);
    });

    it("unsubscribing deletes the address and its queued mails", async () => {
      await store.submissions.subscribe("weg@example.org", consent);
      const token = await firstToken();
      expect(await store.submissions.unsubscribe(token)).toBe(true);
      expect(await store.submissions.signups()).toEqual([]);
      expect(await store.outbox.queued()).toEqual([]);
    });
  });

  describe("a contact request with the spam defence's verdict", () => {
    const notices = async () =>
      (await store.outbox.queued()).filter(
        (mail) => mail.kind === "contact-notice",
      );

    it("records a held one's kind of hold and its reasons, and queues no notice; released, both are gone", async () => {
      const id = await store.submissions.addContact(contact("Welle"), {
        verdict: {
          hold: {
            kind: "hour-cap",
            reasons: [{ rule: "hour-cap", text: "Stundengrenze: schon 2" }],
          },
        },
      });
      const [row] = await store.submissions.contacts();
      expect(row).toMatchObject({
        held_at: start.toISOString(),
        hold_kind: "hour-cap",
        marked_at: null,
      });
      expect(heldReasons(row!)).toEqual([
        { rule: "hour-cap", text: "Stundengrenze: schon 2" },
      ]);
      expect(row!.review_token).toMatch(/^[\w-]{43}$/);
      expect(await notices()).toEqual([]);
      expect(await store.held.release(id!)).toBe("released");
      const [released] = await store.submissions.contacts();
      expect(released).toMatchObject({
        held_at: null,
        hold_kind: null,
        held_reasons: null,
      });
      expect(heldReasons(released!)).toEqual([]);
      expect(await notices()).toHaveLength(1);
    });

    it("lets a judge reach the verdict with the counts of the transaction that stores it; a repeat is neither judged nor counted", async () => {
      const judged: number[] = [];
      let calls = 0;
      // The third enquiry uses the first one's single-use mark again.
      const judge: Judge = async (counts) => {
        calls++;
        const fresh = await counts.firstUse(`mark:${calls % 2}`, HOUR);
        const client = await counts.client("client:x", HOUR);
        judged.push(await counts.noticesWithinHour());
        return fresh
          ? { mark: client === 2 ? ["Werbesprache", "Kurzlink"] : [] }
          : {
              hold: {
                kind: "suspected",
                reasons: [
                  { rule: "form-time-reused", text: `${client}. Anfrage` },
                ],
              },
            };
      };
      await store.submissions.addContact(contact("Eins"), { verdict: judge });
      const twice = { repeatKey: "zweimal", verdict: judge };
      await store.submissions.addContact(contact("Zwei"), twice);
      expect(await store.submissions.addContact(contact("Zwei"), twice)).toBe(
        undefined,
      );
      await store.submissions.addContact(contact("Drei"), { verdict: judge });
      const rows = await store.submissions.contacts();
      expect(
        rows.map((row) => [
          row.name,
          row.hold_kind,
          heldReasons(row).map((reason) => reason.text),
          row.marked_reason,
        ]),
      ).toEqual([
        ["Eins", null, [], null],
        ["Zwei", null, [], "Werbesprache; Kurzlink"],
        ["Drei", "suspected", ["3. Anfrage"], null],
      ]);
      // Notices within the hour: neither held nor marked ones count.
      expect(judged).toEqual([0, 1, 1]);
      expect(await notices()).toHaveLength(2);
    });
  });

  describe("data rights", () => {
    it("finds and forgets everything about one address, queued notices included", async () => {
      await store.submissions.addContact(contact("Erika"));
      await store.submissions.addContact({
        ...contact("Erika"),
        email: "ERIKA@example.org",
      });
      await store.submissions.addContact(contact("Max"));
      await store.submissions.subscribe("erika@example.org", consent);
      const found = await store.submissions.findByEmail("Erika@Example.org");
      expect(found.contactRequests).toHaveLength(2);
      expect(found.signups).toHaveLength(1);
      expect(await store.submissions.forget("erika@example.org")).toEqual({
        contactRequests: 2,
        signups: 1,
      });
      expect(
        (await store.submissions.contacts()).map((row) => row.name),
      ).toEqual(["Max"]);
      expect(await store.outbox.queued()).toMatchObject([
        { kind: "contact-notice" },
      ]);
    });
  });

  describe("retention, enforced by the server", () => {
    it("deletes on start and then hourly, each record after its own period", async () => {
      // The clock jumps to an hour before each moment and the job's hourly
      // run then comes: not 17,000 runs of the job for two years.
      const after = async (ms: number) => {
        vi.setSystemTime(Date.now() + ms - HOUR);
        await vi.advanceTimersByTimeAsync(HOUR);
      };
      await store.submissions.addContact(contact("Alt"));
      await store.submissions.subscribe("unbestaetigt@example.org", consent);
      await store.submissions.subscribe("bestaetigt@example.org", consent);
      const confirmed = (await store.submissions.signups()).find(
        (row) => row.email === "bestaetigt@example.org",
      )!;
      await store.submissions.confirm(confirmed.confirm_token!);

      const { log: lines, infos: log } = logLines();
      const job = scheduleRetention(store, { log: lines });
      expect(await job.first).toEqual({
        contactRequests: 0,
        pendingSignups: 0,
        confirmedSignups: 0,
      });

      // One day after the pending period: the unconfirmed sign-up goes.
      await after((retention.pendingSignupDays + 1) * DAY);
      await job.latest();
      expect(
        (await store.submissions.signups()).map((row) => row.email),
      ).toEqual(["bestaetigt@example.org"]);
      expect(await store.submissions.contacts()).toHaveLength(1);

      // After the contact period: the contact request and its queued notice go.
      await after(
        (retention.contactRequestDays - retention.pendingSignupDays) * DAY,
      );
      await job.latest();
      expect(await store.submissions.contacts()).toEqual([]);
      expect(
        (await store.outbox.queued()).filter(
          (mail) => mail.kind === "contact-notice",
        ),
      ).toEqual([]);
      expect(await store.submissions.signups()).toHaveLength(1);

      // The confirmed sign-up stays until its own end.
      await after(
        (retention.confirmedSignupDays - retention.contactRequestDays) * DAY,
      );
      await job.latest();
      expect(await store.submissions.signups()).toEqual([]);
      job.stop();
      expect(log.join("\n")).toMatch(
        /Gelöscht nach den Speicherfristen: 1 Kontaktanfragen/,
      );
    });
  });

  describe("the outbox", () => {
    const allKinds = [
      "contact-notice",
      "signup-confirmation",
      "signup-welcome",
    ] as const;

    it("counts mails to send and given-up ones, and names when the oldest to send was queued", async () => {
      expect(await store.outbox.stats()).toEqual({
        queued: 0,
        failed: 0,
        oldestQueuedAt: null,
      });
      await store.submissions.addContact(contact("Erika"));
      vi.setSystemTime(start.getTime() + HOUR);
      await store.submissions.subscribe("neu@example.org", consent);
      expect(await store.outbox.stats()).toEqual({
        queued: 2,
        failed: 0,
        oldestQueuedAt: start.toISOString(),
      });

      // The notice still fails 72 hours after it was queued: given up, kept.
      vi.setSystemTime(start.getTime() + 72 * HOUR + 1);
      const [notice] = await store.outbox.claim(["contact-notice"]);
      expect(await store.outbox.fail(notice!, "421 try later", 1000)).toBe(
        true,
      );
      expect(await store.outbox.stats()).toEqual({
        queued: 1,
        failed: 1,
        oldestQueuedAt: new Date(start.getTime() + HOUR).toISOString(),
      });
      expect(await store.outbox.stuck()).toEqual({
        stuck: 1,
        failed: 1,
        refusedNotices: 0,
        oldestAt: start.toISOString(),
      });
      // Not retried, not even once the wait after the failure is over.
      vi.setSystemTime(start.getTime() + 80 * HOUR);
      expect(
        (await store.outbox.claim(allKinds)).map((mail) => mail.kind),
      ).toEqual(["signup-confirmation"]);
      expect(await store.outbox.queued()).toMatchObject([
        {
          kind: "contact-notice",
          attempts: 1,
          last_error: "421 try later",
          failed_at: new Date(start.getTime() + 72 * HOUR + 1).toISOString(),
        },
        { kind: "signup-confirmation", failed_at: null },
      ]);
    });

    it("keeps each mail's state in a column as it goes, whatever the words of its last error", async () => {
      await store.submissions.addContact(contact("Erika"));
      await store.submissions.subscribe("s@example.org", consent);
      const states = async () =>
        (await store.outbox.queued()).map((mail) => [mail.kind, mail.state]);
      expect(await states()).toEqual([
        ["contact-notice", "queued"],
        ["signup-confirmation", "queued"],
      ]);
      const [notice] = await store.outbox.claim(["contact-notice"]);
      expect(await states()).toContainEqual(["contact-notice", "sending"]);
      // An error worded like the old protocol's prefixes changes nothing.
      await store.outbox.fail(notice!, "refused: angehalten: 421 busy", 0);
      expect(await states()).toContainEqual(["contact-notice", "failing"]);
      expect(await store.outbox.stuck()).toMatchObject({
        stuck: 1,
        failed: 0,
        refusedNotices: 0,
      });
      const [again] = await store.outbox.claim(["contact-notice"]);
      await store.outbox.putBack(
        again!,
        "Der Mailserver lehnt den Absender ab",
      );
      expect(await states()).toContainEqual(["contact-notice", "stopped"]);
      const [third] = await store.outbox.claim(["contact-notice"]);
      await refuseMail(store, third!, "EENVELOPE 550 5.1.1", {
        recipient: true,
      });
      expect(await states()).toContainEqual(["contact-notice", "refused"]);

      vi.setSystemTime(start.getTime() + 72 * HOUR + 1);
      const [confirmation] = await store.outbox.claim(["signup-confirmation"]);
      expect(
        await store.outbox.fail(confirmation!, "refused: 421 busy", 0),
      ).toBe(true);
      expect(await states()).toEqual([
        ["contact-notice", "refused"],
        ["signup-confirmation", "given-up"],
      ]);
      expect(await store.outbox.stuck()).toMatchObject({
        stuck: 2,
        failed: 2,
        refusedNotices: 1,
      });
      expect(await resendMail(store, notice!.id)).toEqual({
        kind: "contact-notice",
      });
      expect(await store.outbox.queued()).toMatchObject([
        { kind: "contact-notice", state: "queued", last_error: null },
        { kind: "signup-confirmation", state: "given-up" },
      ]);
    });

    it("holds a failed mail back for the wait it was given, or until the server is back", async () => {
      await store.submissions.addContact(contact("Erika"));
      const [first] = await store.outbox.claim(allKinds);
      expect(await store.outbox.fail(first!, "connection refused", 2000)).toBe(
        false,
      );
      expect(await store.outbox.stuck()).toMatchObject({ stuck: 1, failed: 0 });
      vi.setSystemTime(start.getTime() + 1999);
      expect(await store.outbox.claim(allKinds)).toEqual([]);
      vi.setSystemTime(start.getTime() + 2000);
      const [second] = await store.outbox.claim(allKinds);
      expect(second).toMatchObject({ id: first!.id, attempts: 2 });

      await store.outbox.fail(second!, "connection refused", 60_000);
      await store.outbox.retryNow(["signup-confirmation"]);
      expect(await store.outbox.claim(allKinds)).toEqual([]);
      await store.outbox.retryNow(["contact-notice"]);
      expect(await store.outbox.claim(allKinds)).toMatchObject([
        { id: first!.id, attempts: 3 },
      ]);
    });
  });

  describe("the shared rate limit", () => {
    it("counts per key within the window, and starts again after it", async () => {
      expect(await store.rateLimits.count("a", 60_000)).toEqual({
        current: 1,
        ttl: 60_000,
      });
      vi.setSystemTime(start.getTime() + 10_000);
      expect(await store.rateLimits.count("a", 60_000)).toEqual({
        current: 2,
        ttl: 50_000,
      });
      expect((await store.rateLimits.count("b", 60_000)).current).toBe(1);
      vi.setSystemTime(start.getTime() + 60_000);
      expect((await store.rateLimits.count("a", 60_000)).current).toBe(1);
    });
  });
});

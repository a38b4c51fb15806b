// @vitest-environment node
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engines } from "../../tests/support/postgres.ts";
import {
  openStoreFrom,
  openTestStore,
} from "../../tests/support/test-store.ts";
import { openPostgres, openSqlite } from "./database.ts";
import type { Store } from "./index.ts";
import type { Db } from "./schema.ts";

/*
 * The outbox's `state` is the one truth of where a mail is (issue 54.1):
 * every transition writes it, nothing reads "still to send" from a time,
 * and a mail nobody holds is never left as `sending`.
 */

const contact = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.org`,
  company: "",
  message: "Hallo",
});
const consent = "Einwilligungstext, wie angezeigt.";

describe.each(engines)("the outbox's state on %s", (engine) => {
  let store: Store;
  /** The same database, as the tests write to it behind the store's back. */
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    const opened = await openTestStore(engine);
    store = opened.store;
    db = opened.databaseUrl
      ? await openPostgres(opened.databaseUrl, { migrate: false })
      : await openSqlite(opened.dir, { migrate: false });
    close = async () => {
      await db.destroy();
      await opened.close();
    };
  });
  afterEach(async () => {
    await close();
  });

  const states = async () =>
    (await store.outbox.queued()).map((mail) => [
      mail.kind,
      mail.state,
      mail.attempts,
    ]);

  it("puts the mails of a sender that is gone back as to send, not as being sent", async () => {
    await store.submissions.addContact(contact("Erika"));
    await store.submissions.subscribe("s@example.org", consent);
    const [notice] = await store.outbox.claim(["contact-notice"], 1, "alt-1");
    await store.outbox.fail(notice!, "421 busy", 0);
    await store.outbox.claim(
      ["contact-notice", "signup-confirmation"],
      2,
      "alt-1",
    );
    expect(await states()).toEqual([
      ["contact-notice", "sending", 2],
      ["signup-confirmation", "sending", 1],
    ]);
    await store.outbox.releaseClaims("alt-1");
    // Tried before: it is failing again; never tried to the end: queued.
    expect(await states()).toEqual([
      ["contact-notice", "failing", 2],
      ["signup-confirmation", "queued", 1],
    ]);
    expect(await store.outbox.stuck()).toMatchObject({ stuck: 1, failed: 0 });
  });

  it("takes back a claim that ran out: the mail is to send again, and says so", async () => {
    await store.submissions.addContact(contact("Erika"));
    await store.outbox.claim(["contact-notice"], 1, "alt-2");
    await sql`UPDATE outbox SET claimed_until = '2000-01-01T00:00:00.000Z'`.execute(
      db,
    );
    // Another sender looks at another lane: the lapse is the queue's, not the lane's.
    expect(await store.outbox.claim(["signup-confirmation"])).toEqual([]);
    expect(await states()).toEqual([["contact-notice", "queued", 1]]);
    const [again] = await store.outbox.claim(["contact-notice"], 1, "neu-1");
    expect(again).toMatchObject({ attempts: 2, claimedBy: "neu-1" });
  });

  it("reads refused and given-up from the state alone: a time left on a mail to send does not stop it", async () => {
    await store.submissions.addContact(contact("Erika"));
    await sql`UPDATE outbox SET failed_at = '2026-01-01T00:00:00.000Z'`.execute(
      db,
    );
    expect(await store.outbox.stats()).toMatchObject({ queued: 1, failed: 0 });
    expect(await store.outbox.claim(["contact-notice"])).toHaveLength(1);
  });

  it("names a mail in trouble by one rule, for the counts and for each mail", async () => {
    await store.submissions.addContact(contact("Erika"));
    await store.submissions.addContact(contact("Hans"));
    await store.submissions.subscribe("s@example.org", consent);
    const [first] = await store.outbox.claim(["contact-notice"], 1);
    await store.outbox.fail(first!, "421 busy", 0);
    await store.outbox.claim(["contact-notice"], 1);
    const [confirmation] = await store.outbox.claim(["signup-confirmation"]);
    await store.outbox.putBack(confirmation!, "Absender abgelehnt");
    const troubled = (await store.outbox.queued()).map((mail) => [
      mail.id,
      mail.state,
      mail.stuck,
    ]);
    // Being tried again (its second try), never tried, put back by a stopped relay.
    expect(troubled).toEqual([
      [1, "sending", true],
      [2, "queued", false],
      [3, "stopped", true],
    ]);
    expect(await store.outbox.stuck()).toMatchObject({ stuck: 2 });
  });
});

describe.each(engines)("migration 021 of a store on %s", (engine) => {
  it("makes every row's state right: a mail nobody holds is not being sent, one with a time of failure is done with", async () => {
    const { store, close } = await openStoreFrom(
      engine,
      "020-unproven-signups",
      async (old) => {
        for (const [name] of [["A"], ["B"], ["C"], ["D"]])
          await sql`INSERT INTO contact_requests (created_at, name, email, company, message)
            VALUES ('2026-01-01T00:00:00.000Z', ${name}, 'a@example.org', '', 'Hallo')`.execute(
            old,
          );
        for (const [contact, state, attempts, claimedUntil, failedAt] of [
          // released by a sender that stopped: never finished a try
          [1, "sending", 1, null, null],
          // released after tries before
          [2, "sending", 3, null, null],
          // written by a release before the state column
          [3, "queued", 4, null, "2026-01-04T00:00:00.000Z"],
          // as it should be
          [4, "refused", 1, null, "2026-01-02T00:00:00.000Z"],
        ] as const)
          await sql`INSERT INTO outbox (created_at, kind, contact_id, state, attempts, claimed_until, failed_at)
            VALUES ('2026-01-01T00:00:00.000Z', 'contact-notice', ${contact}, ${state}, ${attempts}, ${claimedUntil}, ${failedAt})`.execute(
            old,
          );
      },
    );
    expect(
      (await store.outbox.queued()).map((mail) => [mail.state, mail.attempts]),
    ).toEqual([
      ["queued", 1],
      ["failing", 3],
      ["given-up", 4],
      ["refused", 1],
    ]);
    expect(await store.outbox.stats()).toMatchObject({ queued: 2, failed: 2 });
    await close();
  });
});

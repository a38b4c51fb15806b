import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { spamLimits } from "../../app/content/constants.ts";
import { FORM_TIME_FIELD } from "../../app/lib/submission.ts";
import { engines } from "../../tests/support/postgres.ts";
import { sql } from "kysely";
import {
  openStoreFrom,
  openTestStore,
} from "../../tests/support/test-store.ts";
import { openPostgres, openSqlite } from "../store/database.ts";
import { heldReasons } from "../held/reasons.ts";
import type { Db } from "../store/schema.ts";
import { clientOf } from "./client.ts";
import { spamDefence } from "./defence.ts";

const contact = {
  name: "Erika Muster",
  email: "erika@example.org",
  company: "",
  message: "Guten Tag, bitte rufen Sie mich zurück.",
};
const visitor = "198.51.100.7";
/** 23:00 in Berlin on 2 March 2026 (CET): an hour before the German midnight. */
const lateEvening = Date.parse("2026-03-02T22:00:00.000Z");
const HOUR_MS = 3_600_000;

describe.each(engines)("the enquiry count per client on %s", (engine) => {
  let opened: Awaited<ReturnType<typeof openTestStore>>;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(lateEvening);
    opened = await openTestStore(engine);
  });
  afterEach(async () => {
    await opened.close();
    vi.useRealTimers();
  });

  /** One enquiry from `ip` now, with a valid form time: whether it was held for its client's count. */
  async function send(ip: string) {
    const defence = spamDefence(opened.store);
    const at = Date.now();
    const judge = await defence.screen(
      contact,
      {
        via: "page",
        ip,
        honeypot: false,
        transport: { [FORM_TIME_FIELD]: await defence.formTime(at - 60_000) },
      },
      at,
    );
    const id = await opened.store.submissions.addContact(contact, {
      verdict: judge,
    });
    const row = await inDatabase((db) =>
      db
        .selectFrom("contact_requests")
        .select("held_reasons")
        .where("id", "=", id!)
        .executeTakeFirstOrThrow(),
    );
    // The rule codes the spam defence recorded, not the words for the owner.
    return heldReasons(row).some((reason) => reason.rule === "client-limit");
  }

  /** Reads the database itself, as a copy of it would. */
  async function inDatabase<T>(read: (db: Db) => Promise<T>) {
    const db = opened.databaseUrl
      ? await openPostgres(opened.databaseUrl)
      : await openSqlite(opened.dir);
    try {
      return await read(db);
    } finally {
      await db.destroy();
    }
  }
  const databaseContents = () =>
    inDatabase(async (db) => ({
      secrets: await db.selectFrom("secrets").select("secret").execute(),
      keys: await db.selectFrom("rate_limits").select("key").execute(),
    }));

  it("keeps counting across the German midnight, and ends the window after its hours", async () => {
    for (let sent = 0; sent < spamLimits.enquiriesPerClientDay; sent++)
      expect(await send(visitor)).toBe(false);
    vi.setSystemTime(lateEvening + 2 * HOUR_MS); // 01:00 the next German day
    expect(await send(visitor)).toBe(true);
    vi.setSystemTime(
      lateEvening + spamLimits.clientWindowHours * HOUR_MS + 60_000,
    );
    expect(await send(visitor)).toBe(false);
  });

  it.each([
    ["another enquiry", () => send("203.0.113.50")],
    ["the regular clean-up alone", () => opened.store.rateLimits.prune()],
  ])(
    "leaves nothing in the database that matches a row two days old to its address (after %s)",
    async (_, after) => {
      await send(visitor);
      const keys = (await databaseContents()).keys.map((row) => row.key);
      expect(keys).toHaveLength(1);
      const [key] = keys;
      vi.setSystemTime(lateEvening + 2 * 24 * HOUR_MS);
      await after();
      const { secrets } = await databaseContents();
      // Each secret as the text it is stored as, and as the bytes it encodes.
      const tried = secrets.flatMap(({ secret }) =>
        [secret, Buffer.from(secret, "base64url")].map((key) =>
          createHmac("sha256", key)
            .update(clientOf(visitor))
            .digest("base64url"),
        ),
      );
      expect(tried).not.toContain(key);
    },
  );
});

describe.each(engines)("migration 019 on %s", (engine) => {
  it("deletes the lasting key of the enquiry count and the rows counted under it, and keeps the other secrets", async () => {
    const { store, dir, databaseUrl, close } = await openStoreFrom(
      engine,
      "018-review-links",
      async (old) => {
        await sql`INSERT INTO secrets (purpose, day, secret) VALUES ('enquiries-per-client', 'lasting', 'old-secret'), ('form-time', 'lasting', 'form-secret')`.execute(
          old,
        );
        await sql`INSERT INTO rate_limits (key, count, expires_at) VALUES ('old-key', 2, ${Date.now() + HOUR_MS})`.execute(
          old,
        );
      },
    );
    try {
      expect(await store.secrets.lasting("form-time")).toBe("form-secret");
      const db = databaseUrl
        ? await openPostgres(databaseUrl)
        : await openSqlite(dir);
      try {
        expect(
          await db
            .selectFrom("secrets")
            .select(["purpose", "secret"])
            .execute(),
        ).toEqual([{ purpose: "form-time", secret: "form-secret" }]);
        expect(
          await db.selectFrom("rate_limits").selectAll().execute(),
        ).toEqual([]);
      } finally {
        await db.destroy();
      }
    } finally {
      await close();
    }
  });
});

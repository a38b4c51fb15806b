import { sql } from "kysely";
import type { DialectName, Db } from "./db.ts";
import { openPostgres, openSqlite, schemaState } from "./db.ts";
import { outbox } from "./store/outbox.ts";
import { rateLimits } from "./store/rate-limits.ts";
import { safeguards } from "./store/safeguards.ts";
import { submissions } from "./store/submissions.ts";
import { transfer } from "./store/transfer.ts";
import { updates } from "./store/updates.ts";

export { CLAIM_MS, type ClaimedMail } from "./store/outbox.ts";
export type { ContactRow, SignupRow } from "./store/submissions.ts";
export { UNSUBSCRIBE_PLACEHOLDER, type UpdateTally } from "./store/updates.ts";

/**
 * Durable storage of form submissions, sign-ups and the mails they cause,
 * one module per job. Every write is committed before the caller answers
 * the visitor.
 */
function createStore(db: Db, dialect: DialectName) {
  const kept = submissions(db);
  return {
    dialect,
    ...kept,
    ...outbox(db, dialect),
    ...updates(db),
    ...rateLimits(db),
    ...safeguards(db, dialect),
    ...transfer(db, dialect),
    /**
     * Deletes everything stored about one address (Art. 17). On SQLite the
     * bytes are overwritten (secure_delete) and the write-ahead log, which
     * still holds the rows' earlier pages, is emptied into the file.
     */
    async forget(email: string) {
      const removed = await kept.forget(email);
      if (dialect === "sqlite")
        await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
      return removed;
    },
    async close() {
      await db.destroy();
    },
  };
}

export type Store = ReturnType<typeof createStore>;

/** The store's schema is behind this code: a tool asks for `npm run migrate` first. */
export class PendingMigrations extends Error {
  readonly pending: string[];
  constructor(pending: string[]) {
    super(
      `Die Datenbank ist nicht auf dem Stand dieser Version (ausstehend: ${pending.join(", ")}). npm run migrate (oder npm start) bringt sie auf den Stand.`,
    );
    this.name = "PendingMigrations";
    this.pending = pending;
  }
}

/**
 * The store: PostgreSQL when a database URL is given (several instances),
 * otherwise the one-machine default, SQLite under `dataDir`. The server
 * brings the schema up to date; a tool (`migrate: false`) never changes it
 * and fails with PendingMigrations when it is behind.
 */
export async function openStore(
  dataDir: string,
  databaseUrl?: string,
  {
    migrate = true,
    anySchema = false,
  }: {
    migrate?: boolean;
    /** With `migrate: false`: a schema behind this code is fine too (a backup copies whatever is there). */
    anySchema?: boolean;
  } = {},
): Promise<Store> {
  const dialect: DialectName = databaseUrl ? "postgres" : "sqlite";
  const db = databaseUrl
    ? await openPostgres(databaseUrl, { migrate })
    : await openSqlite(dataDir, { migrate });
  if (!migrate && !anySchema) {
    const { pending } = await schemaState(db, dialect).catch(async (error) => {
      await db.destroy();
      throw error;
    });
    if (pending.length > 0) {
      await db.destroy();
      throw new PendingMigrations(pending);
    }
  }
  return createStore(db, dialect);
}

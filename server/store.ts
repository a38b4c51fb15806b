import type { DialectName, Db } from "./db.ts";
import { openPostgres, openSqlite } from "./db.ts";
import { outbox } from "./store/outbox.ts";
import { rateLimits } from "./store/rate-limits.ts";
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
  return {
    dialect,
    ...submissions(db),
    ...outbox(db, dialect),
    ...updates(db),
    ...rateLimits(db),
    ...transfer(db),
    async close() {
      await db.destroy();
    },
  };
}

export type Store = ReturnType<typeof createStore>;

/**
 * The store: PostgreSQL when a database URL is given (several instances),
 * otherwise the one-machine default, SQLite under `dataDir`.
 */
export async function openStore(
  dataDir: string,
  databaseUrl?: string,
): Promise<Store> {
  return databaseUrl
    ? createStore(await openPostgres(databaseUrl), "postgres")
    : createStore(await openSqlite(dataDir), "sqlite");
}

import { type Log, quietLog } from "../log.ts";
import { existsSync, mkdirSync } from "node:fs";
import { createPrivateFile, makePrivate } from "../private-files.ts";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { Migrator } from "kysely/migration";
import { migrations } from "./migrations/index.ts";
import {
  type Db,
  type DialectName,
  type Tables,
  rememberDialect,
} from "./schema.ts";

/** Where the schema stands against this code's migrations. */
export interface SchemaState {
  /** Migrations of this code the store has not had yet. */
  pending: string[];
  /** Migrations the store had that this code does not know (a newer release ran). */
  newer: string[];
}

export async function schemaState(
  db: Db,
  dialect: DialectName,
): Promise<SchemaState> {
  const known = migrations(dialect);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => known },
  });
  const pending = (await migrator.getMigrations())
    .filter((migration) => !migration.executedAt)
    .map((migration) => migration.name);
  const executed = await sql<{
    name: string;
  }>`SELECT name FROM kysely_migration`
    .execute(db)
    .then((result) => result.rows.map((row) => row.name))
    // A store that never had a migration has no such table.
    .catch(() => []);
  return { pending, newer: executed.filter((name) => !(name in known)) };
}

/**
 * Brings the schema up to date. Safe when several processes start at once:
 * Kysely's migrator takes a lock (on PostgreSQL an advisory lock) and every
 * migration runs in a transaction. A store a newer release already migrated
 * further is used as it is (migrations only add): an older release can be
 * rolled back to.
 */
async function migrate(
  db: Db,
  dialect: DialectName,
  { upTo, log = quietLog() }: Pick<OpenOptions, "upTo" | "log">,
) {
  const { newer } = await schemaState(db, dialect);
  if (newer.length > 0) {
    log.warn(
      `Die Datenbank hat Migrationen, die diese Version nicht kennt (${newer.join(", ")}): Eine neuere Version lief auf ihr. Sie wird verwendet, wie sie ist.`,
    );
    return;
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
  });
  const { error, results } = upTo
    ? await migrator.migrateTo(upTo)
    : await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(
      `Die Migration ${failed?.migrationName ?? ""} der Datenbank ist fehlgeschlagen: ${String(error)}`,
      { cause: error },
    );
  }
  appliedAtOpen.set(
    db,
    (results ?? [])
      .filter((result) => result.status === "Success")
      .map((result) => result.migrationName),
  );
}

/** The migrations the opening of a store applied, by its database handle. */
const appliedAtOpen = new WeakMap<Db, string[]>();
/** None: the schema was up to date, or the store was opened without migrating. */
export const migrationsApplied = (db: Db) => appliedAtOpen.get(db) ?? [];

/** What opening a store does to its schema: bring it up to date (the server), or leave it (the tools). */
export interface OpenOptions {
  /** Stop the schema at an older migration (to test a later one on old data). */
  upTo?: string;
  /** False: never change the schema (check:launch, inbox); default true. */
  migrate?: boolean;
  /** Where a schema newer than this release is told (quiet when omitted). */
  log?: Log;
}

/** The SQLite database behind a store, for its online backup. */
const sqliteDatabases = new WeakMap<Db, Database.Database>();
export const sqliteDatabaseOf = (db: Db) => sqliteDatabases.get(db);

/**
 * The one-machine database: SQLite in `<dataDir>/submissions.db`, WAL mode,
 * every commit synced before the caller answers the visitor.
 */
export async function openSqlite(
  dataDir: string,
  { upTo, migrate: migrating = true, log }: OpenOptions = {},
): Promise<Db> {
  const file = path.join(dataDir, "submissions.db");
  // A tool opens the store the server made; it never makes one.
  if (!migrating && !existsSync(file))
    throw new Error(
      `Unter ${file} liegt keine Datenbank: npm start (mit FORM_DELIVERY=api) legt sie an, DATA_DIR oder DATABASE_URL wählt eine andere.`,
    );
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // SQLite gives the WAL and its index the database file's mode: a new
  // store is made 0600 before SQLite opens it, an older one made so.
  createPrivateFile(file);
  const database = new Database(file);
  try {
    makePrivate(file);
    database.pragma("journal_mode = WAL");
    // FULL: a committed submission survives a crash of the process and of the machine.
    database.pragma("synchronous = FULL");
    database.pragma("busy_timeout = 5000");
    database.pragma("foreign_keys = ON");
    // A deletion overwrites the bytes: a person's data is gone from the
    // file, not only unlinked (Art. 17; npm run inbox -- forget).
    database.pragma("secure_delete = ON");
  } catch (error) {
    database.close();
    throw error;
  }
  const db = new Kysely<Tables>({ dialect: new SqliteStoreDialect(database) });
  rememberDialect(db, "sqlite");
  sqliteDatabases.set(db, database);
  if (migrating) await migrate(db, "sqlite", { upTo, log }).catch(closeAnd(db));
  return db;
}

/**
 * SQLite as Kysely speaks it, but a transaction SQLite already rolled back
 * itself (it does on a full disk or an I/O error) is not rolled back again:
 * that would fail with "no transaction is active" and hide the real error,
 * which the log and /readyz name.
 */
class SqliteStoreDialect extends SqliteDialect {
  readonly #database: Database.Database;
  constructor(database: Database.Database) {
    super({ database });
    this.#database = database;
  }
  override createDriver() {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.#database.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

/** Closes the database, then fails with the error that stopped its opening. */
const closeAnd = (db: Db) => async (error: unknown) => {
  await db.destroy().catch(() => {});
  throw error;
};

/** PostgreSQL for several instances: DATABASE_URL=postgres://… */
export async function openPostgres(
  url: string,
  { upTo, migrate: migrating = true, log }: OpenOptions = {},
): Promise<Db> {
  // BIGINT (ids, times in ms) as JavaScript numbers: far below 2^53 here.
  pg.types.setTypeParser(pg.types.builtins.INT8, Number);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection the database ends (a stop, a restart, a failover,
  // pg_terminate_backend) is an "error" event on its client, and an "error"
  // event nobody listens to ends the process. The pool listens only while a
  // client is idle; a client Kysely has checked out (a query or a transaction
  // under way) has no listener, so every client gets one of its own for its
  // whole life. Nothing is lost by staying quiet here: the query under way
  // fails with the error (the store keeper logs it and answers 503), the pool
  // drops the client and opens a new one for the next query.
  pool.on("connect", (client) => client.on("error", () => {}));
  pool.on("error", () => {});
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  rememberDialect(db, "postgres");
  if (migrating)
    await migrate(db, "postgres", { upTo, log }).catch(closeAnd(db));
  return db;
}

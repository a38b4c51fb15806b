import { existsSync, mkdirSync } from "node:fs";
import { makePrivate } from "./private-files.ts";
import path from "node:path";
import Database from "better-sqlite3";
import {
  type Generated,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
} from "kysely";
import pg from "pg";
import { type Migration, Migrator } from "kysely/migration";

/** The tables of the form store, as the query builder sees them. */
export interface Tables {
  contact_requests: {
    id: Generated<number>;
    created_at: string;
    name: string;
    email: string;
    company: string;
    message: string;
    /** When the notice reached the company's mail server; null while queued. */
    notified_at: string | null;
  };
  signups: {
    id: Generated<number>;
    /** Time of the (latest) sign-up. */
    created_at: string;
    email: string;
    /** The address in lower case: one row per address. */
    email_key: string;
    /** The consent text shown beside the field when the person signed up. */
    consent_text: string;
    /** Time the person pressed "confirm" on the page the mail linked to. */
    confirmed_at: string | null;
    /**
     * Random secret of the unsubscribe link in every mail to the address:
     * valid for as long as the subscription lasts.
     */
    token: string;
    /**
     * Random secret of the confirmation link: it confirms once, when a
     * confirmation was asked for after the last one (`confirmed_at` before
     * `confirmation_requested_at`); used again, it changes nothing. A new
     * sign-up of a confirmed address (one the mail server refused) gets a new one.
     */
    confirm_token: string | null;
    /** When the last confirmation mail was queued (one per hour at most). */
    confirmation_requested_at: string | null;
    /** When the mail server refused the address for good (SMTP 5xx); null: deliverable. */
    undeliverable_at: string | null;
    /** The refusal's SMTP code, never the server's text (which quotes the address). */
    undeliverable_reason: string | null;
  };
  /** An update to subscribers, as it was when its sending began. */
  updates: {
    id: Generated<number>;
    /** The update file's name: an update is sent once per name unless asked again. */
    key: string;
    subject: string;
    /** The mail's HTML and text, with UNSUBSCRIBE_PLACEHOLDER for each recipient's link. */
    html: string;
    text: string;
    /** SHA-256 of the file the update was made from. */
    source_hash: string;
    /** When its sending began: the recipients were fixed then. */
    created_at: string;
  };
  /** Which update went to which subscriber, and when: kept with the subscription. */
  update_deliveries: {
    update_id: number;
    signup_id: number;
    queued_at: string;
    /** When the mail server accepted it. */
    sent_at: string | null;
    /** When it was given up (refused for good, or failing for 72 hours). */
    failed_at: string | null;
    /** Why it failed: an SMTP code. */
    error: string | null;
  };
  /** Requests per client and window, shared by every instance (PostgreSQL only). */
  rate_limits: {
    /** A keyed hash of the client address, never the address itself. */
    key: string;
    count: number;
    /** Milliseconds since the epoch when the window ends. */
    expires_at: number;
  };
  /** Mails sent per second across every sender, under MAIL_RATE. */
  mail_rate: {
    /** Seconds since the epoch. */
    second: number;
    count: number;
  };
  /** Submissions taken in the last minutes, by a keyed hash: a repeat is taken once. */
  recent_submissions: {
    /** HMAC of form, client address and fields with the secret of the day. */
    key: string;
    /** Milliseconds since the epoch when a repeat counts as new again. */
    expires_at: number;
  };
  /** Random secrets shared by every instance, one per purpose and day, deleted the day after. */
  secrets: {
    purpose: string;
    /** The German day, YYYY-MM-DD. */
    day: string;
    secret: string;
  };
  /** One row the readiness check writes: whether the store still takes writes. */
  store_probe: {
    id: number;
    checked_at: string;
  };
  /** Mails to send; a row is deleted once its mail was accepted. */
  outbox: {
    id: Generated<number>;
    created_at: string;
    kind: MailKind;
    contact_id: number | null;
    signup_id: number | null;
    /** The update an "update" mail carries. */
    update_id: number | null;
    attempts: Generated<number>;
    last_error: string | null;
    /** A sender has taken the row until then; null: free to take. */
    claimed_until: string | null;
    /** Which sender took it: host, process id and a random part (claimedBy()). */
    claimed_by: string | null;
    /** After a failure, no sender tries again before then; null: due now. */
    next_attempt_at: string | null;
    /** Given up (still failing 72 hours after it was queued); null: queued. */
    failed_at: string | null;
  };
}

export type MailKind =
  "contact-notice" | "signup-confirmation" | "signup-welcome" | "update";

export type Db = Kysely<Tables>;
export type DialectName = "sqlite" | "postgres";

/** The id column: SQLite's rowid alias, or an identity column. */
const idColumn = (dialect: DialectName) =>
  dialect === "sqlite"
    ? sql.raw("INTEGER PRIMARY KEY")
    : sql.raw("BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY");

/**
 * Versioned schema changes, applied in order on start. The same statements
 * for both engines, apart from the id column type.
 */
function migrations(dialect: DialectName): Record<string, Migration> {
  const id = idColumn(dialect);
  return {
    // The schema of the first delivery release (sign-ups without double opt-in).
    "001-initial": {
      async up(db) {
        await sql`CREATE TABLE IF NOT EXISTS contact_requests (
          id ${id},
          created_at TEXT NOT NULL,
          name TEXT NOT NULL,
          email TEXT NOT NULL,
          company TEXT NOT NULL,
          message TEXT NOT NULL,
          notified_at TEXT,
          notify_attempts INTEGER NOT NULL DEFAULT 0,
          last_error TEXT
        )`.execute(db);
        await sql`CREATE TABLE IF NOT EXISTS signups (
          id ${id},
          created_at TEXT NOT NULL,
          email TEXT NOT NULL UNIQUE
        )`.execute(db);
      },
    },
    // Double opt-in with a consent record, and an outbox for every mail.
    "002-double-opt-in-and-outbox": {
      async up(db) {
        await sql`ALTER TABLE signups RENAME TO signups_unconfirmed`.execute(
          db,
        );
        await sql`CREATE TABLE signups (
          id ${id},
          created_at TEXT NOT NULL,
          email TEXT NOT NULL,
          email_key TEXT NOT NULL UNIQUE,
          consent_text TEXT NOT NULL,
          confirmed_at TEXT,
          token TEXT NOT NULL UNIQUE,
          confirmation_requested_at TEXT
        )`.execute(db);
        // Earlier sign-ups were never confirmed: they stay pending, get no
        // mail, and the deletion job removes them after the pending period.
        const legacy = await sql<{
          created_at: string;
          email: string;
        }>`SELECT created_at, email FROM signups_unconfirmed`.execute(db);
        for (const row of legacy.rows) {
          await sql`INSERT INTO signups (created_at, email, email_key, consent_text, token)
            VALUES (${row.created_at}, ${row.email}, ${row.email.toLowerCase()},
              ${"(vor Einführung der Bestätigung per E-Mail erfasst)"}, ${newToken()})
            ON CONFLICT (email_key) DO NOTHING`.execute(db);
        }
        await sql`DROP TABLE signups_unconfirmed`.execute(db);
        await sql`CREATE TABLE outbox (
          id ${id},
          created_at TEXT NOT NULL,
          kind TEXT NOT NULL,
          contact_id INTEGER REFERENCES contact_requests (id) ON DELETE CASCADE,
          signup_id INTEGER REFERENCES signups (id) ON DELETE CASCADE,
          attempts INTEGER NOT NULL DEFAULT 0,
          last_error TEXT,
          claimed_until TEXT
        )`.execute(db);
        await sql`INSERT INTO outbox (created_at, kind, contact_id)
          SELECT created_at, 'contact-notice', id FROM contact_requests
          WHERE notified_at IS NULL`.execute(db);
        await sql`ALTER TABLE contact_requests DROP COLUMN notify_attempts`.execute(
          db,
        );
        await sql`ALTER TABLE contact_requests DROP COLUMN last_error`.execute(
          db,
        );
        await sql`CREATE INDEX outbox_contact ON outbox (contact_id)`.execute(
          db,
        );
        await sql`CREATE INDEX outbox_signup ON outbox (signup_id)`.execute(db);
        await sql`CREATE INDEX contact_requests_email ON contact_requests (email)`.execute(
          db,
        );
      },
    },
    // The rate limit shared by several instances.
    "003-shared-rate-limit": {
      async up(db) {
        await sql`CREATE TABLE rate_limits (
          key TEXT PRIMARY KEY,
          count INTEGER NOT NULL,
          expires_at BIGINT NOT NULL
        )`.execute(db);
      },
    },
    // Retries until 72 hours after queueing, backing off, instead of 20 tries
    // a minute apart; a mail that still fails then is kept as failed.
    "004-mail-retries": {
      async up(db) {
        await sql`ALTER TABLE outbox ADD COLUMN next_attempt_at TEXT`.execute(
          db,
        );
        await sql`ALTER TABLE outbox ADD COLUMN failed_at TEXT`.execute(db);
        // The old rule dropped a mail silently after 20 tries. Such a mail is
        // tried again while within 72 hours of being queued; an older one is
        // recorded as given up now (these figures are the old and new rules
        // as of this migration, not settings).
        const now = new Date();
        const giveUpBefore = new Date(now.getTime() - 72 * 3_600_000);
        await sql`UPDATE outbox SET failed_at = ${now.toISOString()}
          WHERE attempts >= 20 AND created_at < ${giveUpBefore.toISOString()}`.execute(
          db,
        );
        await sql`CREATE INDEX outbox_queue ON outbox (kind, failed_at, id)`.execute(
          db,
        );
      },
    },
    // Updates to subscribers, who got which, and addresses refused for good.
    "005-updates": {
      async up(db) {
        await sql`CREATE TABLE updates (
          id ${id},
          key TEXT NOT NULL UNIQUE,
          subject TEXT NOT NULL,
          html TEXT NOT NULL,
          text TEXT NOT NULL,
          source_hash TEXT NOT NULL,
          created_at TEXT NOT NULL
        )`.execute(db);
        await sql`CREATE TABLE update_deliveries (
          update_id INTEGER NOT NULL REFERENCES updates (id) ON DELETE CASCADE,
          signup_id INTEGER NOT NULL REFERENCES signups (id) ON DELETE CASCADE,
          queued_at TEXT NOT NULL,
          sent_at TEXT,
          failed_at TEXT,
          error TEXT,
          PRIMARY KEY (update_id, signup_id)
        )`.execute(db);
        await sql`CREATE INDEX update_deliveries_signup ON update_deliveries (signup_id)`.execute(
          db,
        );
        await sql`ALTER TABLE outbox ADD COLUMN update_id INTEGER REFERENCES updates (id) ON DELETE CASCADE`.execute(
          db,
        );
        await sql`ALTER TABLE outbox ADD COLUMN claimed_by TEXT`.execute(db);
        await sql`ALTER TABLE signups ADD COLUMN undeliverable_at TEXT`.execute(
          db,
        );
        await sql`ALTER TABLE signups ADD COLUMN undeliverable_reason TEXT`.execute(
          db,
        );
      },
    },
    // The mail server's limit of mails per second, shared by every sender.
    "006-mail-rate": {
      async up(db) {
        await sql`CREATE TABLE mail_rate (
          second BIGINT PRIMARY KEY,
          count INTEGER NOT NULL
        )`.execute(db);
      },
    },
    // A repeated post taken once, shared secrets for keyed hashes, and a
    // row for the readiness check to write.
    "007-repeats-secrets-probe": {
      async up(db) {
        await sql`CREATE TABLE recent_submissions (
          key TEXT PRIMARY KEY,
          expires_at BIGINT NOT NULL
        )`.execute(db);
        await sql`CREATE TABLE secrets (
          purpose TEXT NOT NULL,
          day TEXT NOT NULL,
          secret TEXT NOT NULL,
          PRIMARY KEY (purpose, day)
        )`.execute(db);
        await sql`CREATE TABLE store_probe (
          id INTEGER PRIMARY KEY,
          checked_at TEXT NOT NULL
        )`.execute(db);
      },
    },
    // The confirmation link its own secret, apart from the unsubscribe link's:
    // links mailed before keep working as they did.
    "008-confirm-token": {
      async up(db) {
        await sql`ALTER TABLE signups ADD COLUMN confirm_token TEXT`.execute(
          db,
        );
        await sql`UPDATE signups SET confirm_token = token`.execute(db);
        await sql`CREATE UNIQUE INDEX signups_confirm_token ON signups (confirm_token)`.execute(
          db,
        );
      },
    },
  };
}

/** A random 256-bit secret for mail links, URL-safe. */
export function newToken(): string {
  return crypto.getRandomValues(Buffer.alloc(32)).toString("base64url");
}

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
async function migrate(db: Db, dialect: DialectName, upTo?: string) {
  const { newer } = await schemaState(db, dialect);
  if (newer.length > 0) {
    console.warn(
      `The store has migrations this release does not know (${newer.join(", ")}): a newer release ran on it. Using it as it is.`,
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
      `Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`,
      { cause: error },
    );
  }
}

/** What opening a store does to its schema: bring it up to date (the server), or leave it (the tools). */
export interface OpenOptions {
  /** Stop the schema at an older migration (to test a later one on old data). */
  upTo?: string;
  /** False: never change the schema (check:launch, inbox); default true. */
  migrate?: boolean;
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
  { upTo, migrate: migrating = true }: OpenOptions = {},
): Promise<Db> {
  const file = path.join(dataDir, "submissions.db");
  // A tool opens the store the server made; it never makes one.
  if (!migrating && !existsSync(file))
    throw new Error(
      `Unter ${file} liegt keine Datenbank: npm start (mit FORM_DELIVERY=api) legt sie an, DATA_DIR oder DATABASE_URL wählt eine andere.`,
    );
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const database = new Database(file);
  try {
    // SQLite gives the WAL and its index the database file's mode.
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
  sqliteDatabases.set(db, database);
  if (migrating) await migrate(db, "sqlite", upTo).catch(closeAnd(db));
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
  { migrate: migrating = true }: OpenOptions = {},
): Promise<Db> {
  // BIGINT (ids, times in ms) as JavaScript numbers: far below 2^53 here.
  pg.types.setTypeParser(pg.types.builtins.INT8, Number);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the database ends (a restart, a failover) is an
  // "error" event; unheard, it would end the process. The pool opens a new
  // connection for the next query, so a log line is all it needs.
  pool.on("error", (error) =>
    console.error(
      `PostgreSQL closed an idle connection (the next query opens a new one): ${error.message}`,
    ),
  );
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  if (migrating) await migrate(db, "postgres").catch(closeAnd(db));
  return db;
}

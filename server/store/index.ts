import type { Log } from "../log.ts";
import * as database from "./database.ts";
import * as held from "../held/store.ts";
import * as outbox from "./outbox.ts";
import * as sendSlots from "./send-slots.ts";
import * as probe from "./probe.ts";
import * as rateLimits from "./rate-limits.ts";
import type { Db, DialectName } from "./schema.ts";
import * as secrets from "./secrets.ts";
import * as submissions from "./submissions.ts";
import * as transfer from "./transfer.ts";
import * as updates from "./updates.ts";
import * as week from "../week/store.ts";
import * as spamLessons from "../spam/store.ts";

export { CLAIM_MS, type ClaimedMail, type QueuedMail } from "./outbox.ts";
export type { ContactRow, HeldReason, SignupRow } from "./schema.ts";
export { heldReasons } from "../held/reasons.ts";
export { UNSUBSCRIBE_PLACEHOLDER } from "../updates/placeholder.ts";
export { type UpdateTally } from "./updates.ts";

/**
 * The store's rooms, each a module of plain functions over the database
 * handle: `store.submissions.addContact(…)` runs `addContact(db, …)` of
 * ./submissions.ts. A module sorts its calls into `reads` (they never write
 * the database), `writes`, and where needed `writesOnFirstUse` (they write
 * once, then answer from memory); the store keeper (./keeper.ts) learns from
 * there which calls prove, by succeeding, that the store takes writes.
 */
export const rooms = {
  submissions,
  held,
  outbox,
  updates,
  sendSlots,
  rateLimits,
  secrets,
  probe,
  transfer,
  week,
  spamLessons,
};
type Rooms = typeof rooms;
export type RoomName = keyof Rooms;

/** A room's calls with the database handle given. */
type Bound<Calls> = {
  [Name in keyof Calls]: Calls[Name] extends (
    db: Db,
    ...args: infer Args
  ) => infer Result
    ? (...args: Args) => Result
    : never;
};
type FirstUse<Module> = Module extends { writesOnFirstUse: infer Calls }
  ? Calls
  : unknown;
type Room<Name extends RoomName> = Bound<
  Rooms[Name]["reads"] & Rooms[Name]["writes"] & FirstUse<Rooms[Name]>
>;

/** Every call of a room, whatever it does to the database. */
export function callsOf(name: RoomName) {
  const room: { reads: object; writes: object; writesOnFirstUse?: object } =
    rooms[name];
  return { ...room.reads, ...room.writes, ...room.writesOnFirstUse } as Record<
    string,
    (db: Db, ...args: unknown[]) => unknown
  >;
}

function bind<Name extends RoomName>(db: Db, name: Name): Room<Name> {
  const calls = callsOf(name);
  return Object.fromEntries(
    Object.entries(calls).map(([call, run]) => [
      call,
      (...args: unknown[]) => run(db, ...args),
    ]),
  ) as Room<Name>;
}

/**
 * Durable storage of form submissions, sign-ups and the mails they cause.
 * Every write is committed before the caller answers the visitor.
 */
function createStore(db: Db, dialect: DialectName) {
  return {
    dialect,
    submissions: bind(db, "submissions"),
    held: bind(db, "held"),
    outbox: bind(db, "outbox"),
    updates: bind(db, "updates"),
    sendSlots: bind(db, "sendSlots"),
    rateLimits: bind(db, "rateLimits"),
    secrets: bind(db, "secrets"),
    probe: bind(db, "probe"),
    transfer: bind(db, "transfer"),
    week: bind(db, "week"),
    spamLessons: bind(db, "spamLessons"),
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
    log,
  }: {
    migrate?: boolean;
    /** Where a schema newer than this release is told (quiet when omitted). */
    log?: Log;
    /** With `migrate: false`: a schema behind this code is fine too (a backup copies whatever is there). */
    anySchema?: boolean;
  } = {},
): Promise<Store> {
  const dialect: DialectName = databaseUrl ? "postgres" : "sqlite";
  const db = databaseUrl
    ? await database.openPostgres(databaseUrl, { migrate, log })
    : await database.openSqlite(dataDir, { migrate, log });
  if (!migrate && !anySchema) {
    const { pending } = await database
      .schemaState(db, dialect)
      .catch(async (error) => {
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

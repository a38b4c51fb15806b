import { berlinTime } from "../berlin-time.ts";
import { type Log, quietLog } from "../log.ts";
import { withoutSecrets } from "../config.ts";
import { type RoomName, type Store, callsOf, rooms } from "./index.ts";
import type { DialectName } from "./schema.ts";

/** How often a store that could not be opened is tried again. */
const REOPEN_MS = 1_000;
/** The least time between two log lines about the same fault. */
const LOG_EVERY_MS = 60_000;

/**
 * The store could not do what was asked (not open yet, unreachable, disk
 * full, read-only): the request is answered 503, the page keeps being served.
 */
export class StoreUnavailable extends Error {
  readonly statusCode = 503;
  readonly code = "STORE_UNAVAILABLE";
  readonly problem: string;
  constructor(problem: string, options?: ErrorOptions) {
    super(`Die Datenbank ist nicht verfügbar: ${problem}`, options);
    this.problem = problem;
    this.name = "StoreUnavailable";
  }
}

/**
 * PostgreSQL's classes of errors about the setup (connection, login,
 * database, rights, resources, operator), whose message quotes no data: the
 * operator reads it. Other classes (data, constraints) can quote a row.
 */
const SETUP_CLASSES = /^(08|28|3D|3F|42|53|55|57|58|F0|XX)/;

/**
 * What a fault of the store is, for the log and /readyz: a few words and the
 * code, and for a fault of the setup the database's own message; never the
 * message of a data error, which can quote the row it failed on.
 */
export function describeStoreFault(error: unknown): string {
  const outer = (error ?? {}) as { code?: unknown; cause?: unknown };
  // A failed migration wraps the database's error: its code is inside.
  const { code, message } = (
    outer.code === undefined && outer.cause ? outer.cause : outer
  ) as { code?: unknown; message?: unknown };
  const known: Record<string, string> = {
    SQLITE_FULL: "die Festplatte ist voll",
    SQLITE_READONLY: "die Datenbank ist schreibgeschützt",
    SQLITE_CANTOPEN: "die Datenbankdatei lässt sich nicht öffnen",
    SQLITE_IOERR: "die Festplatte kann nicht lesen oder schreiben",
    ECONNREFUSED: "die Datenbank lehnt Verbindungen ab",
    ENOTFOUND: "der Rechner der Datenbank ist unbekannt",
    ETIMEDOUT: "die Datenbank antwortet nicht",
    EROFS: "das Dateisystem ist schreibgeschützt",
    ENOSPC: "die Festplatte ist voll",
    EACCES: "die Datenbankdatei darf nicht geschrieben werden",
    "57P01": "die Datenbank wurde heruntergefahren",
    "57P03": "die Datenbank startet gerade",
    "53100": "die Festplatte der Datenbank ist voll",
    "3D000": "die Datenbank gibt es nicht",
    "28P01": "die Datenbank lehnt das Passwort ab",
    "42501":
      "der Datenbank-Benutzer hat nicht die nötigen Rechte (die Datenbank sollte ihm gehören: CREATE DATABASE … OWNER …)",
  };
  if (typeof code === "string") {
    const family = code.startsWith("SQLITE_IOERR") ? "SQLITE_IOERR" : code;
    const said =
      SETUP_CLASSES.test(code) && typeof message === "string"
        ? `: ${withoutSecrets(message).slice(0, 200)}`
        : "";
    return `${known[family] ?? "die Datenbank meldet einen Fehler"} (${code}${said})`;
  }
  if (
    typeof message === "string" &&
    /timeout|terminat|no answer/i.test(message)
  )
    return "die Datenbank antwortet nicht";
  return "die Datenbank meldet einen Fehler";
}

/**
 * The store's faults as the log tells them: the first at once, then at most
 * one line a minute while the fault lasts, and the first success after them.
 * A database going away fails in changing ways (a connection reset, then
 * refused, then "starting up"): each is a new problem for /readyz, but for
 * the log it is the same outage, told once, not once per way it failed.
 */
function faultLog(log: Log) {
  /** The fault since the last call that succeeded; none: working. */
  let fault: { problem: string; since: number; loggedAt: number } | undefined;
  return {
    fault: () => fault,
    failed(error: unknown, doing: string): StoreUnavailable {
      const problem = describeStoreFault(error);
      const time = Date.now();
      if (!fault || time - fault.loggedAt >= LOG_EVERY_MS) {
        log.warn(
          withoutSecrets(
            `Datenbank nicht verfügbar${fault ? ` seit ${berlinTime(new Date(fault.since).toISOString())}` : ""}: ${problem} (${doing}). Die Seiten werden ausgeliefert; Anfragen und Anmeldungen werden abgelehnt (mit 503 und Ihrer E-Mail-Adresse), und die E-Mails der Warteschlange warten, bis sie wieder verfügbar ist. Diese Meldung kommt höchstens einmal pro Minute.`,
          ),
        );
        fault = { problem, since: fault?.since ?? time, loggedAt: time };
      } else {
        fault = { ...fault, problem };
      }
      return new StoreUnavailable(problem, { cause: error });
    },
    worked() {
      if (!fault) return;
      log.info(
        `Datenbank nach ${Math.round((Date.now() - fault.since) / 1000)} s wieder verfügbar: Eingänge werden wieder angenommen.`,
      );
      fault = undefined;
    },
  };
}

/**
 * Keeps the site's store: opens it (running its migrations), and while that
 * fails tries again every few seconds, so that pages are served from the
 * first second whatever the database does. Every call of the store goes
 * through here: a failing one becomes StoreUnavailable (a 503), is logged at
 * most once a minute, and the first call that succeeds again says the store
 * is back. A fault never ends the process.
 */
export function keepStore(
  open: () => Promise<Store>,
  dialect: DialectName,
  {
    log = quietLog(),
    reopenMs = REOPEN_MS,
  }: { log?: Log; reopenMs?: number } = {},
) {
  let current: Store | undefined;
  let closed = false;
  const { failed, worked, fault } = faultLog(log);

  const opened: Promise<Store | undefined> = (async () => {
    for (;;) {
      try {
        const store = await open();
        if (closed) {
          await store.close();
          return undefined;
        }
        current = store;
        worked();
        return store;
      } catch (error) {
        failed(error, "beim Öffnen");
      }
      await new Promise((resolve) => setTimeout(resolve, reopenMs).unref());
      if (closed) return undefined;
    }
  })();

  // Each call of the real store, once open; StoreUnavailable before and on failure.
  async function call(room: RoomName, name: string, args: unknown[]) {
    if (!current)
      throw new StoreUnavailable(
        fault()?.problem ?? "sie wird gerade geöffnet",
      );
    const calls = current[room] as Record<string, (...a: unknown[]) => unknown>;
    try {
      const result = await calls[name]!(...args);
      // A read that succeeds says nothing about writes (a full disk still
      // serves reads): only a write ends a fault.
      if (name in rooms[room].writes) worked();
      return result;
    } catch (error) {
      throw failed(error, `${room}.${name}`);
    }
  }
  const store = keptRooms(dialect, call, async () => {
    await current?.close();
  });

  return {
    /** The store as the server uses it: each call fails with StoreUnavailable while it cannot be used. */
    store,
    /** Resolves once the store is open (never rejects; undefined when closed first). */
    opened,
    /** Why the store cannot be used now; undefined while it works. */
    problem(): string | undefined {
      return current
        ? fault()?.problem
        : (fault()?.problem ?? "sie wird gerade geöffnet");
    },
    async close() {
      closed = true;
      await current?.close();
      current = undefined;
    },
  };
}

/** The store's shape, each call going through `call`. */
function keptRooms(
  dialect: DialectName,
  call: (room: RoomName, name: string, args: unknown[]) => Promise<unknown>,
  close: () => Promise<void>,
): Store {
  const kept = Object.fromEntries(
    (Object.keys(rooms) as RoomName[]).map((room) => {
      const names = Object.keys(callsOf(room));
      return [
        room,
        Object.fromEntries(
          names.map((name) => [
            name,
            (...args: unknown[]) => call(room, name, args),
          ]),
        ),
      ];
    }),
  );
  return { dialect, ...kept, close } as unknown as Store;
}

// @vitest-environment node
// What the operator reads when the store cannot be opened: the database's
// code and, for a fault of the setup, its own message (issue 41; the deploy
// walkthrough's PostgreSQL 15 role with GRANT ALL ON DATABASE but no right
// to create tables said only "the store failed").
import { logLines } from "../../tests/support/log-lines.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../tests/support/postgres.ts";
import { openPostgres } from "./database.ts";
import { openStore } from "./index.ts";
import { describeStoreFault, keepStore } from "./keeper.ts";

describe("a store the site's role may not use", () => {
  it("names the right that is missing, with the database's code and message, and never a password", async () => {
    const adminUrl = inject("postgresUrl");
    const databaseUrl = await createDatabase(adminUrl);
    const name = new URL(databaseUrl).pathname.slice(1);
    const role = `site_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // What many guides say, and what PostgreSQL 15 no longer lets create tables.
    await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'Geheim123'`);
    await admin.query(`GRANT ALL ON DATABASE ${name} TO ${role}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.username = role;
    url.password = "Geheim123";

    const error = await openStore("", url.toString()).catch((fault) => fault);
    const problem = describeStoreFault(error);
    expect(problem).toMatch(
      /^der Datenbank-Benutzer hat nicht die nötigen Rechte .*\(42501: permission denied for schema public\)$/,
    );
    expect(problem).not.toContain("Geheim123");
  });
});

describe("what ends a fault", () => {
  it("only a call that writes to the store: not a backup (it only reads the store) and not a day's secret (made once, then kept in memory)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "keeper-"));
    const { log: keeperLog, lines: log } = logLines();
    const keeper = keepStore(() => openStore(dir), "sqlite", {
      log: keeperLog,
    });
    try {
      await keeper.opened;
      const { store } = keeper;
      await store.secrets.keyOf("visitor", "a");
      // A fault: a backup into a folder that does not exist.
      await expect(
        store.transfer.backup(path.join(dir, "missing", "copy.db")),
      ).rejects.toThrow();
      expect(log).toHaveLength(1);
      expect(log[0]).toMatch(/^Datenbank nicht verfügbar/);
      // Reading succeeds on a full disk too: the store is not back by it.
      await store.transfer.backup(path.join(dir, "copy.db"));
      await store.secrets.keyOf("visitor", "b");
      await store.secrets.lasting("return-path");
      await store.submissions.contacts();
      expect(log).toHaveLength(1);
      await store.probe.write();
      expect(log).toHaveLength(2);
      expect(log[1]).toMatch(/^Datenbank nach \d+ s wieder verfügbar/);
    } finally {
      await keeper.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a connection PostgreSQL ends while the store uses it", () => {
  it("fails that call, not the process; the next call gets a new connection", async () => {
    // An "error" event of a pg client nobody listens to ends the process:
    // before the fix, a client Kysely had checked out had no listener, and
    // vitest reported "Connection terminated unexpectedly" as an unhandled
    // error. Here the backend is ended between two statements of a
    // transaction, where the client is held and no query is under way.
    const adminUrl = inject("postgresUrl");
    const databaseUrl = await createDatabase(adminUrl);
    const db = await openPostgres(databaseUrl);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const transaction = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{
          pid: number;
        }>`SELECT pg_backend_pid() AS pid`.execute(trx);
        const pid = rows[0]!.pid;
        await admin.query("SELECT pg_terminate_backend($1)", [pid]);
        // The backend is gone; the client hears of it on its socket.
        for (;;) {
          const { rowCount } = await admin.query(
            "SELECT 1 FROM pg_stat_activity WHERE pid = $1",
            [pid],
          );
          if (rowCount === 0) break;
        }
        await sql`SELECT 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      const { rows } = await sql<{
        one: number;
      }>`SELECT 1 AS one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await db.destroy();
    }
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type Store, openStore } from "../../server/store/index.ts";
import { type Engine, createDatabase } from "./postgres.ts";

/**
 * A fresh, empty store on the given engine: SQLite in a temporary folder, or
 * a new database on the test run's PostgreSQL (tests/support/postgres-global.ts).
 */
export async function openTestStore(engine: Engine) {
  const dir = mkdtempSync(path.join(tmpdir(), `store-${engine}-`));
  const databaseUrl =
    engine === "postgres"
      ? await createDatabase(inject("postgresUrl"))
      : undefined;
  const store: Store = await openStore(dir, databaseUrl);
  return {
    store,
    dir,
    databaseUrl,
    async close() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { openPostgres, openSqlite } from "../../server/store/database.ts";
import { type Store, openStore } from "../../server/store/index.ts";
import type { Db } from "../../server/store/schema.ts";
import { type Engine, createDatabase } from "./postgres.ts";

/** A place for a store on the engine: a temporary folder, and for PostgreSQL a new database. */
async function placeFor(engine: Engine) {
  const dir = mkdtempSync(path.join(tmpdir(), `store-${engine}-`));
  const databaseUrl =
    engine === "postgres"
      ? await createDatabase(inject("postgresUrl"))
      : undefined;
  return { dir, databaseUrl };
}

/** The store opened on its place, and how to close it and remove its folder. */
async function opened(place: { dir: string; databaseUrl?: string }) {
  const store: Store = await openStore(place.dir, place.databaseUrl);
  return {
    store,
    ...place,
    async close() {
      await store.close();
      rmSync(place.dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh, empty store on the given engine: SQLite in a temporary folder, or
 * a new database on the test run's PostgreSQL (tests/support/postgres-global.ts).
 */
export async function openTestStore(engine: Engine) {
  return opened(await placeFor(engine));
}

/**
 * A store as an older release left it: migrated up to the migration `upTo`,
 * filled by `fill` as that release wrote its rows, then opened (and so
 * migrated) as this release opens it.
 */
export async function openStoreFrom(
  engine: Engine,
  upTo: string,
  fill: (old: Db) => Promise<void>,
) {
  const place = await placeFor(engine);
  const old = place.databaseUrl
    ? await openPostgres(place.databaseUrl, { upTo })
    : await openSqlite(place.dir, { upTo });
  try {
    await fill(old);
  } finally {
    await old.destroy();
  }
  return opened(place);
}

// @vitest-environment node
// npm run migrate says what it did, on both engines: on an empty database
// that it created the tables, on one behind this version which migrations it
// applied, and on one up to date that it is.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openSqlite } from "../../server/store/database.ts";
import { migrations } from "../../server/store/migrations/index.ts";
import { runOwnerCommand } from "../../tests/support/owner-command.ts";
import { createDatabase, engines } from "../../tests/support/postgres.ts";
import { runMigrate } from "./migrate.ts";

const work = mkdtempSync(path.join(tmpdir(), "migrate-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** npm run migrate, in this process (tests/support/owner-command.ts). */
const migrate = (env: Record<string, string>) =>
  runOwnerCommand(runMigrate, [], env);

describe.for(engines)("on %s", (engine) => {
  it("an empty database: the tables are made, and a second run finds it up to date", async () => {
    const dataDir = mkdtempSync(path.join(work, "data-"));
    const env: Record<string, string> =
      engine === "postgres"
        ? { DATABASE_URL: await createDatabase(inject("postgresUrl")) }
        : { DATA_DIR: dataDir };
    const where =
      engine === "postgres" ? "PostgreSQL" : `${dataDir}/submissions.db`;
    const first = await migrate(env);
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout.trim()).toBe(`Die Tabellen sind angelegt: ${where}.`);
    const second = await migrate(env);
    expect(second.status).toBe(0);
    expect(second.stdout.trim()).toBe(
      `Die Datenbank ist auf dem Stand: ${where}.`,
    );
  });
});

it("a database behind this version: the migrations it applied", async () => {
  const dataDir = mkdtempSync(path.join(work, "data-"));
  // The store as the release with migrations up to 006 left it.
  await (await openSqlite(dataDir, { upTo: "006-mail-rate" })).destroy();
  const pending = Object.keys(migrations("sqlite")).filter(
    (name) => name > "006-mail-rate",
  );
  const result = await migrate({ DATA_DIR: dataDir });
  expect(result.status).toBe(0);
  expect(result.stdout.trim()).toBe(
    `Die Datenbank ist auf den Stand dieser Version gebracht (${pending.join(", ")}): ${dataDir}/submissions.db.`,
  );
});

// npm run migrate: brings the store's schema up to this release (npm start does
// the same on every start). The tools (check:launch, inbox) never change it.
// Its help (npm run migrate -- --help) is the command below.
import { keepFilesPrivate } from "../server/private-files.ts";
import { deliverySettings } from "../server/config.ts";
import {
  migrationsApplied,
  openPostgres,
  openSqlite,
} from "../server/store/database.ts";
import { migrations } from "../server/store/migrations/index.ts";
import { defineCommand } from "./cli/command.ts";
import { runCommand } from "./cli/run.ts";

const migrateCommand = defineCommand({
  name: "",
  summary: "Bringt das Schema der Datenbank auf den Stand dieser Version.",
  help: `npm start tut das bei jedem Start; npm run inbox und npm run check:launch
ändern das Schema nie. DATA_DIR (SQLite, Standard ./data) oder DATABASE_URL
wählt die Datenbank, wie bei npm start.

Beispiel: npm run migrate`,
  async run() {
    const { dataDir, databaseUrl } = deliverySettings(process.env);
    const db = databaseUrl
      ? await openPostgres(databaseUrl)
      : await openSqlite(dataDir);
    const migrated = migrationsApplied(db);
    await db.destroy();
    const where = databaseUrl ? "PostgreSQL" : `${dataDir}/submissions.db`;
    const dialect = databaseUrl ? "postgres" : "sqlite";
    // Every migration applied now: the store had none, so no tables either.
    if (migrated.length === Object.keys(migrations(dialect)).length)
      console.log(`Die Tabellen sind angelegt: ${where}.`);
    else if (migrated.length > 0)
      console.log(
        `Die Datenbank ist auf den Stand dieser Version gebracht (${migrated.join(", ")}): ${where}.`,
      );
    else console.log(`Die Datenbank ist auf dem Stand: ${where}.`);
  },
});

/** npm run migrate with these arguments; its exit status. The tests call it in their own process. */
export function runMigrate(args: readonly string[]): Promise<number> {
  keepFilesPrivate();
  return runCommand(migrateCommand, args, "npm run migrate");
}

if (import.meta.main)
  process.exitCode = await runMigrate(process.argv.slice(2));

// npm run migrate: brings the store's schema up to this release (npm start does
// the same on every start). The tools (check:launch, inbox) never change it.
// Its help (npm run migrate -- --help) is the command below.
import { deliverySettings } from "../../server/config.ts";
import {
  migrationsApplied,
  openPostgres,
  openSqlite,
} from "../../server/store/database.ts";
import { migrations } from "../../server/store/migrations/index.ts";
import { defineCommand } from "./cli/command.ts";
import { type CommandIo, lineTo, runAsProcess } from "./cli/io.ts";
import { runCommand } from "./cli/run.ts";

const migrateCommand = defineCommand({
  name: "",
  summary: "Bringt das Schema der Datenbank auf den Stand dieser Version.",
  help: `npm start tut das bei jedem Start; npm run inbox und npm run check:launch
ändern das Schema nie. DATA_DIR (SQLite, Standard ./data) oder DATABASE_URL
wählt die Datenbank, wie bei npm start.

Beispiel: npm run migrate`,
  async run(_input, { env, out, log }) {
    const say = lineTo(out);
    const { dataDir, databaseUrl } = deliverySettings(env);
    const db = databaseUrl
      ? await openPostgres(databaseUrl, { log })
      : await openSqlite(dataDir, { log });
    const migrated = migrationsApplied(db);
    await db.destroy();
    const where = databaseUrl ? "PostgreSQL" : `${dataDir}/submissions.db`;
    const dialect = databaseUrl ? "postgres" : "sqlite";
    // Every migration applied now: the store had none, so no tables either.
    if (migrated.length === Object.keys(migrations(dialect)).length)
      say(`Die Tabellen sind angelegt: ${where}.`);
    else if (migrated.length > 0)
      say(
        `Die Datenbank ist auf den Stand dieser Version gebracht (${migrated.join(", ")}): ${where}.`,
      );
    else say(`Die Datenbank ist auf dem Stand: ${where}.`);
  },
});

/** npm run migrate with these arguments and this io; its exit status. The tests call it with their own io. */
export function runMigrate(
  args: readonly string[],
  io: CommandIo,
): Promise<number> {
  return runCommand(migrateCommand, args, io, "npm run migrate");
}

if (import.meta.main) await runAsProcess(runMigrate);

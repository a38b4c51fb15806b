// npm run migrate: brings the store's schema up to this release (npm start does
// the same on every start). The tools (check:launch, inbox) never change it.
// DATA_DIR (SQLite) or DATABASE_URL selects the store, as for npm start.
import { keepFilesPrivate } from "../server/private-files.ts";
import { deliverySettings } from "../server/config.ts";
import { openStore } from "../server/store/index.ts";

keepFilesPrivate();

try {
  const { dataDir, databaseUrl } = deliverySettings();
  const store = await openStore(dataDir, databaseUrl);
  await store.close();
  console.log(
    `The store is up to date: ${databaseUrl ? "PostgreSQL" : `${dataDir}/submissions.db`}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}

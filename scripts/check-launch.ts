// npm run check:launch: everything that still blocks a real launch, each with
// what to do. Exits 1 while anything remains, so a deploy pipeline can stop.
// Reads the build (BUILD_DIR), the settings npm start would use and, when its
// store exists, the mails that did not leave; never changes the store. Risks
// that do not block (no backups, a proxy trusted blindly) are printed too.
import { existsSync } from "node:fs";
import path from "node:path";
import {
  type DeliverySettings,
  buildDirOf,
  deliverySettings,
  readBuildInfo,
} from "../server/config.ts";
import {
  formatBlockers,
  formatWarnings,
  launchBlockers,
  launchWarnings,
} from "../server/launch-check.ts";
import { PendingMigrations, openStore } from "../server/store/index.ts";

/**
 * The stuck mails of the store npm start would use. Reading never creates a
 * store nor changes its schema: a schema behind this release is reported
 * (npm start or npm run migrate brings it up to date), and its mails are
 * checked after that.
 */
async function stuckMails({ dataDir, databaseUrl }: DeliverySettings) {
  if (!databaseUrl && !existsSync(path.join(dataDir, "submissions.db")))
    return undefined;
  const store = await openStore(dataDir, databaseUrl, { migrate: false });
  try {
    return {
      ...(await store.outbox.stuck()),
      queuedUpdates: await store.outbox.queuedUpdates(),
    };
  } finally {
    await store.close();
  }
}

let settings: DeliverySettings;
try {
  settings = deliverySettings();
} catch (error) {
  console.log(
    `A setting is wrong, npm start would stop: ${(error as Error).message}`,
  );
  process.exit(1);
}
let unreadable = false;
const mails = await stuckMails(settings).catch((error: unknown) => {
  if (error instanceof PendingMigrations) {
    console.log(
      `The store's schema is behind this release (pending: ${error.pending.join(", ")}). npm start or npm run migrate applies them; its mails are checked after that.`,
    );
    return undefined;
  }
  unreadable = true;
  console.log(
    `The store could not be read, so its mails are not checked: ${error instanceof Error ? error.message : String(error)}`,
  );
  return undefined;
});
const build = readBuildInfo(buildDirOf());
const blockers = launchBlockers(build, settings, mails);
const warnings = formatWarnings(launchWarnings(build, settings));
if (warnings) console.log(warnings);
console.log(formatBlockers(blockers));
process.exitCode = blockers.length > 0 || unreadable ? 1 : 0;

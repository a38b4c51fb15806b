// npm run check:launch: everything that still blocks a real launch, each with
// what to do. Exits 1 while anything remains, so a deploy pipeline can stop.
// Reads the build (BUILD_DIR), the settings npm start would use and, when its
// store exists, the mails that did not leave.
import { existsSync } from "node:fs";
import path from "node:path";
import {
  type DeliverySettings,
  buildDirOf,
  deliverySettings,
  readBuildInfo,
} from "../server/config.ts";
import { formatBlockers, launchBlockers } from "../server/launch-check.ts";
import { openStore } from "../server/store.ts";

/** The stuck mails of the store npm start would use; reading never creates one. */
async function stuckMails({ dataDir, databaseUrl }: DeliverySettings) {
  if (!databaseUrl && !existsSync(path.join(dataDir, "submissions.db")))
    return undefined;
  const store = await openStore(dataDir, databaseUrl);
  try {
    return {
      ...(await store.stuckMails()),
      queuedUpdates: await store.queuedUpdateMails(),
    };
  } finally {
    await store.close();
  }
}

const settings = deliverySettings();
let unreadable = false;
const mails = await stuckMails(settings).catch((error: unknown) => {
  unreadable = true;
  console.log(
    `The store could not be read, so its mails are not checked: ${error instanceof Error ? error.message : String(error)}`,
  );
  return undefined;
});
const blockers = launchBlockers(readBuildInfo(buildDirOf()), settings, mails);
console.log(formatBlockers(blockers));
process.exitCode = blockers.length > 0 || unreadable ? 1 : 0;

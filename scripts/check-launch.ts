// npm run check:launch: everything that still blocks a real launch, each with
// what to do. Exits 1 while anything remains, so a deploy pipeline can stop.
// Reads the build (BUILD_DIR) and the settings npm start would use.
import {
  buildDirOf,
  deliverySettings,
  readBuildInfo,
} from "../server/config.ts";
import { formatBlockers, launchBlockers } from "../server/launch-check.ts";

const blockers = launchBlockers(
  readBuildInfo(buildDirOf()),
  deliverySettings(),
);
console.log(formatBlockers(blockers));
process.exitCode = blockers.length > 0 ? 1 : 0;

import { runCheckLaunch } from "../../scripts/owner/check-launch.ts";
import { runInbox } from "../../scripts/owner/inbox.ts";
import { runMigrate } from "../../scripts/owner/migrate.ts";
import { runStats } from "../../scripts/owner/stats.ts";
import { runUpdates } from "../../scripts/owner/updates.ts";
import {
  type CommandRun,
  type OwnerCommand,
  runOwnerCommand,
} from "./owner-command.ts";

/** Each owner script's run, as its module exports it, by the script's path. */
const ownerScripts: Record<string, OwnerCommand> = {
  "scripts/owner/inbox.ts": runInbox,
  "scripts/owner/updates.ts": runUpdates,
  "scripts/owner/stats.ts": runStats,
  "scripts/owner/check-launch.ts": runCheckLaunch,
  "scripts/owner/migrate.ts": runMigrate,
};

/**
 * `node SCRIPT ARGS` with the environment `{ ...baseEnv, ...env }`, run in
 * this process (tests/support/owner-command.ts): as spawnSync's result, its
 * exit status and output.
 */
export function runScript(
  script: string,
  args: readonly string[] = [],
  env: Record<string, string | undefined> = {},
): Promise<CommandRun> {
  const run = ownerScripts[script];
  if (!run) throw new Error(`Kein Befehl zu ${script}`);
  return runOwnerCommand(run, args, env);
}

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import path from "node:path";
import { type Store, openStore } from "../../server/store/index.ts";
import { runUpdates } from "../../scripts/owner/updates.ts";
import { baseEnv } from "./child-env.ts";
import { runOwnerCommand } from "./owner-command.ts";

/** The site's address in the tests' mails. */
export const SITE = "https://www.zunftwerk.example";
export const consent = "Einwilligungstext, wie angezeigt.";

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run updates -- …` as the owner runs it, in the test's own process
 * (tests/support/owner-command.ts: with its own settings and streams; the
 * test's SMTP server keeps answering meanwhile). `done` once it has ended.
 */
export function updates(
  env: Record<string, string>,
  ...args: string[]
): { done: Promise<Run> } {
  const done = runOwnerCommand(runUpdates, args, { SITE_URL: SITE, ...env });
  return {
    done: done.then(({ status, stdout, stderr }) => ({
      code: status,
      stdout,
      stderr,
    })),
  };
}

/**
 * The same in a process of its own, for the tests that need one: killed
 * mid-send, two senders at once, its output read while it runs.
 */
export function spawnUpdates(
  env: Record<string, string>,
  ...args: string[]
): { child: ChildProcess; done: Promise<Run> } {
  const child = spawn(process.execPath, ["scripts/owner/updates.ts", ...args], {
    env: { ...baseEnv, SITE_URL: SITE, ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  const done = new Promise<Run>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}

/** A store in a folder of its own with confirmed subscribers, and its settings. */
export async function storeWithSubscribers(
  work: string,
  confirmed: readonly string[],
  smtpUrl: string,
): Promise<{ store: Store; env: Record<string, string> }> {
  const dataDir = mkdtempSync(path.join(work, "data-"));
  const store = await openStore(dataDir);
  for (const email of confirmed) {
    await store.submissions.subscribe(email, consent);
    const [signup] = (await store.submissions.findByEmail(email)).signups;
    await store.submissions.confirm(signup!.confirm_token!);
  }
  // Their confirmation and welcome mails stay queued: they are the
  // server's to send, and `updates` sends updates only.
  return {
    store,
    env: {
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      MAIL_FROM: "Zunftwerk <news@zunftwerk.example>",
    },
  };
}

import { chmodSync, closeSync, openSync, statSync } from "node:fs";

/**
 * Files the site writes hold personal data (the store, its WAL, backups,
 * the visitor log, the report): readable by the site's own user only, 0600
 * in 0700 folders, on any machine. Each is created with its own mode,
 * nothing is set for the whole process; the deploy guide's unit sets
 * `UMask=0077` too.
 *
 * This makes `file` empty with mode 0600 when it does not exist yet, for a
 * writer that cannot be given a mode itself (SQLite); one that exists is
 * left as it is.
 */
export function createPrivateFile(file: string) {
  try {
    closeSync(openSync(file, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/**
 * Takes group and other rights off a file or folder made before the rule
 * above (an older release, a copy): a store created 0644 becomes 0600.
 */
export function makePrivate(target: string) {
  try {
    const { mode } = statSync(target);
    if (mode & 0o077) chmodSync(target, mode & 0o700);
  } catch {
    // Not there, or not ours: the rule above still holds for what we create.
  }
}

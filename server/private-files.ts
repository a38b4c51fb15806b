import { chmodSync, statSync } from "node:fs";

/**
 * Files this process creates hold personal data (the store, its WAL, backups,
 * the visitor log, the report): readable by the site's own user only, 0600
 * in 0700 folders, whatever the machine's umask. Called first by `npm start`
 * and every owner command; the deploy guide's unit sets `UMask=0077` too.
 */
export function keepFilesPrivate() {
  process.umask(0o077);
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

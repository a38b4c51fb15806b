import { type Log, quietLog } from "../log.ts";
import { chmod, mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Store } from "../store/index.ts";
import { every } from "./every.ts";

const HOUR_MS = 3_600_000;
/** A daily backup's name: the UTC day it was taken. */
const BACKUP_NAME = /^submissions-(\d{4}-\d{2}-\d{2})\.db$/;

/**
 * One backup of the SQLite store a day in `dir`, written under a temporary
 * name and renamed when complete, so a file with the backup's name is always
 * whole; the newest `keep` are kept, older ones deleted. Looked at hourly, so
 * a server restarted often still takes its day's backup once. A failure is
 * logged and tried again an hour later; it never stops the server.
 */
export function scheduleBackups(
  store: Pick<Store, "dialect" | "transfer">,
  dir: string,
  keep: number,
  {
    log = quietLog(),
    now = () => new Date(),
  }: { log?: Log; now?: () => Date } = {},
) {
  if (store.dialect !== "sqlite") {
    log.info(
      "Die Datenbank ist PostgreSQL: Der Server schreibt selbst keine Sicherungen; sichern Sie sie täglich mit pg_dump nach BACKUP_DIR (docs/operations.md), npm run check:launch prüft, ob die letzte frisch ist.",
    );
    return { first: Promise.resolve(undefined), stop() {} };
  }

  async function run(): Promise<string | undefined> {
    const day = now().toISOString().slice(0, 10);
    const name = `submissions-${day}.db`;
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const existing = (await readdir(dir)).filter((file) =>
        BACKUP_NAME.test(file),
      );
      if (!existing.includes(name)) {
        const started = Date.now();
        const partial = path.join(dir, `.${name}.partial`);
        await rm(partial, { force: true });
        const { pages } = await store.transfer.backup(partial);
        await chmod(partial, 0o600);
        await rename(partial, path.join(dir, name));
        existing.push(name);
        log.info(
          `Sicherung: ${path.join(dir, name)} (${pages} Seiten in ${Date.now() - started} ms).`,
        );
      }
      // Names sort by day: the oldest first.
      for (const old of existing.sort().slice(0, -keep))
        await rm(path.join(dir, old), { force: true });
      return name;
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string };
      log.warn(
        `Die Sicherung nach ${dir} ist fehlgeschlagen (${code ?? message ?? "unbekannter Fehler"}); sie wird in einer Stunde erneut versucht.`,
      );
      return undefined;
    }
  }

  const job = every({
    does: "Die tägliche Sicherung",
    everyMs: HOUR_MS,
    log,
    run,
  });
  return { first: job.first, stop: job.stop };
}

// Backups of the store (npm run inbox -- backup, restore) and a copy from
// one store into another (npm run inbox -- copy).
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  renameSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { openStore } from "../../server/store/index.ts";
import { defineCommand } from "./cli/command.ts";
import { READS, WRITES, withStore } from "./cli/with-store.ts";

export const copy = defineCommand({
  name: "copy",
  usage: "--to postgres://… [--delete-source]",
  summary: "Kopiert alles in eine leere PostgreSQL-Datenbank.",
  help: `Für den Umzug von einem Rechner auf mehrere: kopiert die SQLite-Datenbank
(DATA_DIR) mit allen E-Mails in der Warteschlange nach PostgreSQL.
DATABASE_URL darf dabei nicht gesetzt sein.

Optionen:
  --to postgres://…  die Zieldatenbank; sie muss leer sein
  --delete-source    löscht danach die SQLite-Datei

Beispiel: npm run inbox -- copy --to postgres://zunftwerk@db.example.de/zunftwerk`,
  options: {
    to: { type: "string" },
    "delete-source": { type: "boolean", default: false },
  },
  run: ({ values }, io) =>
    withStore(WRITES, io, async (store, settings, say) => {
      if (!values.to?.startsWith("postgres"))
        throw new Error(
          "copy erwartet --to postgres://… (eine leere Datenbank).",
        );
      if (settings.databaseUrl)
        throw new Error(
          "copy kopiert die SQLite-Datenbank (DATA_DIR) nach PostgreSQL: DATABASE_URL darf dafür nicht gesetzt sein.",
        );
      const target = await openStore("", values.to);
      try {
        const copied = await target.transfer.load(await store.transfer.dump());
        say(
          `Kopiert: ${copied.contactRequests} Kontaktanfragen, ${copied.signups} Anmeldungen, ${copied.updates} Updates, ${copied.queuedMails} E-Mails in der Warteschlange.`,
        );
      } finally {
        await target.close();
      }
      const file = path.join(settings.dataDir, "submissions.db");
      if (values["delete-source"]) {
        await store.close();
        for (const suffix of ["", "-wal", "-shm"])
          rmSync(`${file}${suffix}`, { force: true });
        say(`Die SQLite-Datei ${file} ist gelöscht.`);
      } else {
        say(
          `Die SQLite-Datei ${file} enthält weiterhin alles. Sobald der Server mit DATABASE_URL läuft, löschen Sie sie: npm run inbox -- copy --to … --delete-source löscht sie gleich nach dem Kopieren, sonst rm ${file} ${file}-wal ${file}-shm.`,
        );
      }
    }),
});

export const backup = defineCommand({
  name: "backup",
  usage: "DATEI",
  summary: "Sichert die SQLite-Datenbank im laufenden Betrieb.",
  help: `Eine stimmige Kopie der SQLite-Datenbank in DATEI, auch während der
Server läuft (die Online-Sicherung von SQLite). Eine vorhandene Datei wird
nicht überschrieben. Eine PostgreSQL-Datenbank sichert pg_dump
(docs/operations.md).

Beispiel: npm run inbox -- backup sicherung.db`,
  positionals: 1,
  run: ({ positionals: [file] }, io) =>
    withStore(READS, io, async (store, _settings, say) => {
      if (!file)
        throw new Error(
          "backup erwartet einen Dateinamen: npm run inbox -- backup DATEI",
        );
      if (existsSync(file))
        throw new Error(
          `${file} gibt es schon: Eine Sicherung überschreibt nichts.`,
        );
      const started = performance.now();
      const partial = `${file}.partial`;
      rmSync(partial, { force: true });
      const { pages } = await store.transfer.backup(partial, { atOnce: true });
      renameSync(partial, file);
      say(
        `Gesichert: ${file} (${pages} Seiten in ${Math.round(performance.now() - started)} ms). Zurückspielen in eine leere Datenbank: npm run inbox -- restore ${file}`,
      );
    }),
});

export const restore = defineCommand({
  name: "restore",
  usage: "DATEI",
  summary: "Spielt eine Sicherung in eine leere Datenbank zurück.",
  help: `Lädt eine Sicherung (npm run inbox -- backup) in eine neue oder leere
Datenbank, SQLite oder PostgreSQL; eine Datenbank, die schon Daten enthält,
wird nicht überschrieben. Die Sicherung wird vorher geprüft und selbst nie
verändert.

Beispiel: npm run inbox -- restore sicherung.db`,
  positionals: 1,
  run: ({ positionals: [file] }, io) =>
    withStore(
      { migrate: true, anySchema: false },
      io,
      async (store, _s, say) => {
        if (!file || !existsSync(file))
          throw new Error(
            `restore erwartet eine Sicherung, die es gibt: npm run inbox -- restore DATEI${file ? ` (${file} gibt es nicht)` : ""}`,
          );
        const restored = await store.transfer.load(await readBackup(file));
        say(
          `Wiederhergestellt aus ${file}: ${restored.contactRequests} Kontaktanfragen, ${restored.signups} Anmeldungen, ${restored.updates} Updates, ${restored.queuedMails} E-Mails in der Warteschlange.`,
        );
      },
    ),
});

/**
 * The rows of a backup file, checked with SQLite's integrity check and
 * brought to this release's schema on a copy (the file itself is never
 * changed).
 */
async function readBackup(file: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "restore-"));
  try {
    const copy = path.join(dir, "submissions.db");
    copyFileSync(file, copy);
    const check = new Database(copy, { fileMustExist: true });
    try {
      const result: unknown = check.pragma("integrity_check", { simple: true });
      if (result !== "ok")
        throw new Error(
          `${file} ist beschädigt (SQLite integrity_check: ${String(result)}).`,
        );
    } catch (error) {
      throw new Error(
        `${file} ist keine lesbare Sicherung: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      check.close();
    }
    const backup = await openStore(dir);
    try {
      return await backup.transfer.dump();
    } finally {
      await backup.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// @vitest-environment node
// The tools read the store as it is: check:launch, inbox list and export never
// change its schema, they say what is pending; only npm start and npm run
// migrate apply migrations (a newer checkout's check must not migrate the
// production store under the running release).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqlite } from "../../server/store/database.ts";
import { migrations } from "../../server/store/migrations/index.ts";
import { runScript } from "../../tests/support/owner-scripts.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "tools-read-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `node SCRIPT ARGS`, run in this process (tests/support/owner-scripts.ts). */
const tool = (script: string, args: string[] = [], env = {}) =>
  runScript(script, args, {
    DATA_DIR: dataDir,
    BUILD_DIR: "build-delivery",
    ...env,
  });

/** The migrations the store has had. */
const applied = () => {
  const database = new Database(path.join(dataDir, "submissions.db"), {
    readonly: true,
  });
  try {
    return database
      .prepare("SELECT name FROM kysely_migration ORDER BY name")
      .all()
      .map((row) => (row as { name: string }).name);
  } finally {
    database.close();
  }
};

/** What this version has that the release before it (up to 006) had not. */
const pending = Object.keys(migrations("sqlite"))
  .filter((name) => name > "006-mail-rate")
  .join(", ");

beforeAll(async () => {
  // The store as the release before this one left it.
  await (await openSqlite(dataDir, { upTo: "006-mail-rate" })).destroy();
});

describe("tools on a store whose schema is behind", () => {
  it("check:launch reports the pending migration and changes nothing", async () => {
    const result = await tool("scripts/owner/check-launch.ts");
    expect(result.stdout).toContain(
      `Das Schema der Datenbank liegt hinter dieser Version zurück (ausstehend: ${pending}). npm start oder npm run migrate bringt es auf den Stand`,
    );
    expect(applied()).not.toContain("007-repeats-secrets-probe");
  });

  it("inbox list and export read it as it is", async () => {
    expect((await tool("scripts/owner/inbox.ts", ["list"])).status).toBe(0);
    expect(
      (await tool("scripts/owner/inbox.ts", ["export", "--format", "json"]))
        .status,
    ).toBe(0);
    expect(applied()).not.toContain("007-repeats-secrets-probe");
  });

  it("a command that writes refuses, and says what to do", async () => {
    const result = await tool("scripts/owner/inbox.ts", [
      "forget",
      "--email",
      "a@example.org",
    ]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `Die Datenbank ist nicht auf dem Stand dieser Version (ausstehend: ${pending}). npm run migrate (oder npm start) bringt sie auf den Stand.`,
    );
  });

  it("npm run updates refuses it too, sending and reading alike, and migrates nothing", async () => {
    const file = path.join(dataDir, "neuigkeiten.md");
    writeFileSync(file, "---\nsubject: Neuigkeiten\n---\nGuten Tag.\n");
    for (const args of [["status"], ["send", file]]) {
      const result = await tool("scripts/owner/updates.ts", args, {
        SITE_URL: "https://www.zunftwerk.example",
        SMTP_URL: "smtp://127.0.0.1:9",
        MAIL_FROM: "news@zunftwerk.example",
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `Die Datenbank ist nicht auf dem Stand dieser Version (ausstehend: ${pending}). npm run migrate (oder npm start) bringt sie auf den Stand.`,
      );
    }
    expect(applied()).not.toContain("007-repeats-secrets-probe");
  });

  it("npm run migrate brings it up to date", async () => {
    const result = await tool("scripts/owner/migrate.ts");
    expect(result.status).toBe(0);
    expect(applied()).toContain("007-repeats-secrets-probe");
  });
});

describe("risks the launch check names without blocking", () => {
  it("no backups on SQLite, a log whose deletion the server does not control, and a proxy trusted blindly", async () => {
    const { stdout } = await tool("scripts/owner/check-launch.ts", [], {
      TRUST_PROXY: "true",
    });
    expect(stdout).toContain(
      "Livegang-Prüfung: 3 Risiken (nicht blockierend):",
    );
    expect(stdout).toContain(
      "Das Zugriffsprotokoll geht auf die Standardausgabe: Die Datenschutzerklärung verspricht seine Löschung nach 7 Tagen",
    );
    expect(stdout).toContain(
      "Keine Sicherungen: Die Anfragen und Einwilligungsnachweise liegen nur auf einer Festplatte (SQLite).",
    );
    expect(stdout).toContain(
      "TRUST_PROXY=true glaubt jeder Anfrage ihr X-Forwarded-For",
    );
    const configured = await tool("scripts/owner/check-launch.ts", [], {
      TRUST_PROXY: "127.0.0.1",
      BACKUP_DIR: path.join(dataDir, "backups"),
      LOG_DIR: path.join(dataDir, "logs"),
    });
    expect(configured.stdout).not.toContain("Risik");
  });
});

describe("backups kept longer than the privacy statement says", () => {
  it("block the launch", async () => {
    const { stdout, status } = await tool("scripts/owner/check-launch.ts", [], {
      BACKUP_DIR: path.join(dataDir, "backups"),
      BACKUP_KEEP: "30",
    });
    expect(status).toBe(1);
    expect(stdout).toContain(
      "BACKUP_KEEP=30 bewahrt Sicherungen länger auf, als die Datenschutzerklärung sagt (7 Tage).",
    );
  });
});

describe("tools on a store that was never migrated", () => {
  it("inbox list says that the tables are missing and what makes them, and exits 1", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "tools-empty-"));
    try {
      // A database file with nothing in it (as an empty PostgreSQL database).
      new Database(path.join(empty, "submissions.db")).close();
      const result = await tool("scripts/owner/inbox.ts", ["list"], {
        DATA_DIR: empty,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(
        /^Die Datenbank hat noch keine Tabellen \(.+\): npm run migrate \(oder npm start\) legt sie an\.\n$/,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

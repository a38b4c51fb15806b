// @vitest-environment node
// The restore drill: a real server takes a stream of submissions from 200
// clients at once while a backup is taken the way docs/operations.md says (SQLite:
// npm run inbox -- backup; PostgreSQL: its pg_dump/pg_restore commands, read
// from the document itself). Every submission answered 201 before the backup
// began must come back from the restore.
import { spawn } from "node:child_process";
import { once } from "node:events";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { runInbox } from "../scripts/owner/inbox.ts";
import {
  type SpawnedServer,
  spawnServer,
} from "../tests/support/spawn-server.ts";
import { ownerCommandOutput } from "../tests/support/owner-command.ts";
import { assertBuilt } from "../tests/build/build-output";
import { guideBlock } from "../tests/deploy/guide.ts";
import {
  createDatabase,
  dropDatabase,
  findPostgresBin,
} from "../tests/support/postgres.ts";
import { type SiteHere, startSiteHere } from "../tests/support/site.ts";
import { openStore } from "./store/index.ts";
import { baseEnv } from "../tests/support/child-env.ts";

const buildDir = path.resolve("build-delivery");
const work = mkdtempSync(path.join(tmpdir(), "backup-drill-"));
const servers: SpawnedServer[] = [];
const here: SiteHere[] = [];

beforeAll(() => assertBuilt());
afterAll(async () => {
  for (const { child } of servers) {
    child.kill("SIGTERM");
    await once(child, "exit");
  }
  for (const server of here) await server.stop();
  rmSync(work, { recursive: true, force: true });
});

/**
 * The delivery build's server in a process of its own: under the drill's
 * 200 clients it must not share their event loop.
 */
async function start(env: Record<string, string>) {
  const server = await spawnServer({
    ...baseEnv,
    BUILD_DIR: buildDir,
    RATE_LIMIT_MAX: "1000000",
    ...env,
  });
  servers.push(server);
  return server;
}

/** The delivery build's server in this process: a second quicker to start. */
async function startHere(env: Record<string, string>) {
  const server = await startSiteHere({ BUILD_DIR: buildDir, ...env });
  here.push(server);
  return server;
}

/** Runs a command to its end; its output when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    cwd: work,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  return new Promise<string>((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(" ")} failed:\n${output}`)),
    ),
  );
}

const inbox = (args: string[], env: Record<string, string>) =>
  run(process.execPath, [path.resolve("scripts/owner/inbox.ts"), ...args], env);

/** npm run inbox in this process (tests/support/owner-command.ts): its output, or thrown. */
const inboxHere = (args: string[], env: Record<string, string>) =>
  ownerCommandOutput(runInbox, args, env);

/**
 * 200 clients post contact requests without pause while `backup` runs (it
 * starts once 400 were answered). What each got, and when.
 */
async function drill(url: string, backup: () => Promise<unknown>) {
  const answered: { message: string; at: number }[] = [];
  let posted = 0;
  let backupStarted = Number.POSITIVE_INFINITY;
  let backupDone = false;
  let startBackup: () => void = () => {};
  const underWay = new Promise<void>((resolve) => (startBackup = resolve));
  const clients = Array.from({ length: 200 }, async (_, client) => {
    for (let n = 0; ; n++) {
      const message = `Kunde ${client}, Anfrage ${n}`;
      posted++;
      const response = await fetch(`${url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: `Kunde ${client}`,
          email: `kunde${client}@example.org`,
          company: "",
          message,
        }),
      });
      if (response.status === 201)
        answered.push({ message, at: performance.now() });
      if (answered.length === 400) startBackup();
      if (backupDone) return;
    }
  });
  await underWay;
  backupStarted = performance.now();
  const started = Date.now();
  await backup();
  const backupMs = Date.now() - started;
  backupDone = true;
  await Promise.all(clients);
  const before = answered.filter((answer) => answer.at < backupStarted);
  return {
    posted,
    answered: answered.length,
    before: before.map((answer) => answer.message),
    during: answered.length - before.length,
    backupMs,
  };
}

describe("the restore drill", () => {
  it("SQLite: a backup taken with npm run inbox -- backup under 200 concurrent clients restores every acknowledged submission, and passes SQLite's integrity check", async () => {
    const dataDir = path.join(work, "sqlite-data");
    const server = await start({ DATA_DIR: dataDir });
    const file = path.join(work, "drill.db");
    // The backup in a process of its own, as the owner runs it beside the
    // server: in this process it would share the event loop with the 200
    // clients, and its time would be theirs too.
    const result = await drill(server.url, () =>
      inbox(["backup", file], { DATA_DIR: dataDir }),
    );
    const check = new Database(file, { readonly: true });
    expect(check.pragma("integrity_check", { simple: true })).toBe("ok");
    check.close();

    const restoredDir = path.join(work, "sqlite-restored");
    const said = await inboxHere(["restore", file], { DATA_DIR: restoredDir });
    const restored = await openStore(restoredDir, undefined, {
      migrate: false,
    });
    const rows = await restored.submissions.contacts();
    const messages = new Set(rows.map((r) => r.message));
    const queued = await restored.outbox.queued();
    await restored.close();
    expect(result.before.filter((m) => !messages.has(m))).toEqual([]);
    // Each restored request still has its notice queued, or is held back
    // for the owner (these clients post like bots: at once, no form time).
    // (The overview of held enquiries is queued beside them at once.)
    const held = rows.filter((r) => r.held_at !== null).length;
    const notices = queued.filter((mail) => mail.kind === "contact-notice");
    expect(notices.length + held).toBe(messages.size);
    expect(said).toContain(`${messages.size} Kontaktanfragen`);
    console.log(
      `SQLite drill: ${result.posted} posts by 200 clients, ${result.before.length} answered before the backup began, ${result.during} during it; backup took ${result.backupMs} ms (process start included); ${messages.size} requests restored.`,
    );

    // A restore never overwrites a store that holds data.
    await expect(
      inboxHere(["restore", file], { DATA_DIR: restoredDir }),
    ).rejects.toThrow(/nicht leer/);
  }, 90_000);

  it("PostgreSQL: the pg_dump and pg_restore commands of docs/operations.md, run under 200 concurrent clients, restore every acknowledged submission", async () => {
    const adminUrl = inject("postgresUrl");
    const databaseUrl = await createDatabase(adminUrl);
    const server = await start({ DATABASE_URL: databaseUrl });
    const commands = guideBlock("backup-commands").trim().split("\n");
    expect(commands.map((line) => line.split(" ")[0])).toEqual([
      "pg_dump",
      "createdb",
      "pg_restore",
    ]);
    const admin = new URL(adminUrl);
    const restoreUrl = new URL(adminUrl);
    restoreUrl.pathname = "/zunftwerk_restored";
    const env = {
      PATH: `${findPostgresBin()}:${process.env.PATH}`,
      DATABASE_URL: databaseUrl,
      RESTORE_URL: restoreUrl.toString(),
      PGHOST: admin.hostname,
      PGPORT: admin.port,
      PGUSER: admin.username,
    };
    const sh = (line: string) => run("sh", ["-c", line], env);
    const result = await drill(server.url, () => sh(commands[0]!));
    try {
      await sh(commands[1]!);
      await sh(commands[2]!);
      const restored = await openStore("", restoreUrl.toString(), {
        migrate: false,
      });
      const messages = new Set(
        (await restored.submissions.contacts()).map((r) => r.message),
      );
      // The restored store takes new submissions after the restored ids.
      const id = await restored.submissions.addContact({
        name: "Nach der Wiederherstellung",
        email: "neu@example.org",
        company: "",
        message: "neu",
      });
      await restored.close();
      expect(result.before.filter((m) => !messages.has(m))).toEqual([]);
      expect(id).toBeGreaterThan(messages.size);
      console.log(
        `PostgreSQL drill: ${result.posted} posts by 200 clients, ${result.before.length} answered before pg_dump began, ${result.during} during it; pg_dump took ${result.backupMs} ms; ${messages.size} requests restored.`,
      );
    } finally {
      await dropDatabase(adminUrl, restoreUrl.toString()).catch(() => {});
    }
  }, 90_000);
});

describe("daily backups (BACKUP_DIR)", () => {
  it("are written under a temporary name and renamed, one a day, keeping the newest BACKUP_KEEP", async () => {
    const dataDir = path.join(work, "daily-data");
    const backupDir = path.join(work, "daily-backups");
    mkdirSync(backupDir, { recursive: true });
    for (const day of ["2026-01-01", "2026-01-02", "2026-01-03"])
      writeFileSync(path.join(backupDir, `submissions-${day}.db`), "alt");
    const server = await startHere({
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      BACKUP_KEEP: "2",
    });
    const today = `submissions-${new Date().toISOString().slice(0, 10)}.db`;
    // The old ones go just after the new one is there.
    await expect
      .poll(() => readdirSync(backupDir).sort(), { timeout: 10_000 })
      .toEqual(["submissions-2026-01-03.db", today]);
    const check = new Database(path.join(backupDir, today), {
      readonly: true,
    });
    expect(check.pragma("integrity_check", { simple: true })).toBe("ok");
    check.close();
    expect(server.output()).toMatch(
      /Sicherung: .*submissions-\d{4}-\d{2}-\d{2}\.db/,
    );
  }, 30_000);
});

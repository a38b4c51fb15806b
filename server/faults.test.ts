// @vitest-environment node
// Faults of a real server's store, each caused for real: a full disk (a small
// tmpfs filled up), a read-only file system (the tmpfs remounted), a store
// that cannot be opened at start, and PostgreSQL stopped and started again.
// Throughout, pages are served; submissions answer 503 with the company's
// address (the API) or lead to the "could not be sent" page (a plain post);
// nothing is claimed sent that was not stored; and the server recovers by
// itself. Mounting needs root (as on CI and this project's machines).
import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "../app/content/company.ts";
import { limits } from "../app/lib/submission.ts";
import {
  spawnServer,
  type SpawnedServer,
} from "../tests/support/spawn-server.ts";
import { assertBuilt } from "../tests/build/build-output";
import { startMailCatcher } from "../tests/support/mail-catcher.ts";
import { createDatabase, startPostgres } from "../tests/support/postgres.ts";
import { openStore } from "./store/index.ts";
import { baseEnv } from "../tests/support/child-env.ts";

const buildDir = path.resolve("build-delivery");
const mounts: string[] = [];
const servers: SpawnedServer[] = [];

/** A tmpfs of `size` at a new folder: a disk this test can fill and make read-only. */
function smallDisk(size: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "fault-disk-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir]);
  mounts.push(dir);
  return dir;
}
const remount = (dir: string, mode: "ro" | "rw") =>
  execFileSync("mount", ["-o", `remount,${mode}`, dir]);

/** The delivery build's server; `ready`: once its store is open (it serves pages before). */
async function start(env: Record<string, string>, { ready = true } = {}) {
  const server = await spawnServer(
    {
      ...baseEnv,
      BUILD_DIR: buildDir,
      RATE_LIMIT_MAX: "100000",
      ...env,
    },
    { ready },
  );
  servers.push(server);
  return server;
}

const contact = (message: string) => ({
  name: "Test",
  email: "test@example.org",
  company: "",
  message,
});
const postApi = (url: string, message: string) =>
  fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(contact(message)),
  });
/** The contact form posted as a browser without JavaScript posts it. */
const postPage = (url: string, message: string) =>
  fetch(`${url}/kontakt`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(contact(message)).toString(),
    redirect: "manual",
  });

/** What a visitor gets while the store is down: checked for every fault. */
async function expectRefusedWithAddress(url: string, label: string) {
  const api = await postApi(url, `${label} (API)`);
  expect(api.status).toBe(503);
  const body = (await api.json()) as { error: string };
  expect(body.error).toContain(company.email);
  const page = await postPage(url, `${label} (Seite)`);
  expect(page.status).toBe(303);
  expect(page.headers.get("location")).toBe("/formular/nicht-gesendet");
  const result = await fetch(new URL("/formular/nicht-gesendet", url));
  expect(await result.text()).toContain(`mailto:${company.email}`);
  expect((await fetch(`${url}/produkte/kehrtour`)).status).toBe(200);
  const ready = await fetch(`${url}/readyz`);
  expect(ready.status).toBe(503);
  return ((await ready.json()) as { store: { problem: string } }).store.problem;
}

/** Tries until `check` passes or `ms` ran out: the server recovers by itself, on its own schedule. */
async function eventually(check: () => Promise<void>, ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The messages of the stored contact requests (a tool's view: it changes nothing). */
async function storedMessages(dataDir: string, databaseUrl?: string) {
  const store = await openStore(dataDir, databaseUrl, { migrate: false });
  try {
    return new Set(
      (await store.submissions.contacts()).map((row) => row.message),
    );
  } finally {
    await store.close();
  }
}

beforeAll(() => assertBuilt());
afterAll(async () => {
  for (const { child } of servers) {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
  }
  for (const dir of mounts) {
    execFileSync("umount", ["-l", dir]);
    rmSync(dir, { recursive: true, force: true });
  }
});

describe("a full disk", () => {
  it("answers 503 with the address for what it could not store, keeps serving pages, and takes submissions again once there is room", async () => {
    const dataDir = smallDisk("4m");
    const server = await start({ DATA_DIR: dataDir });
    expect((await postApi(server.url, "vorher")).status).toBe(201);
    // Fill what is left of the disk.
    const filler = path.join(dataDir, "filler");
    try {
      writeFileSync(filler, Buffer.alloc(8 * 1024 * 1024));
    } catch {
      // ENOSPC: the disk is full, as wanted.
    }
    // Large messages until the store can take no more: every 201 must be stored.
    const answered: string[] = [];
    let refused = false;
    for (let n = 0; n < 200 && !refused; n++) {
      const message = `voll ${n} ${"x".repeat(limits.message - 20)}`;
      const response = await postApi(server.url, message);
      if (response.status === 201) answered.push(message);
      else {
        expect(response.status).toBe(503);
        refused = true;
      }
    }
    expect(refused).toBe(true);
    expect(await expectRefusedWithAddress(server.url, "voll")).toMatch(
      /Festplatte ist voll/,
    );

    rmSync(filler);
    await eventually(async () =>
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200),
    );
    expect((await postApi(server.url, "danach")).status).toBe(201);
    const stored = await storedMessages(dataDir);
    expect(answered.filter((message) => !stored.has(message))).toEqual([]);
    expect(stored.has("danach")).toBe(true);
    expect(stored.has("voll (API)")).toBe(false);
    expect(server.output()).toMatch(
      /Datenbank nicht verfügbar: die Festplatte ist voll/,
    );
    expect(server.output()).toMatch(/Datenbank nach \d+ s wieder verfügbar/);
  }, 60_000);
});

describe("a read-only database", () => {
  it("a server started on it serves pages at once, refuses submissions with the address, and opens the store as soon as it can be written", async () => {
    const dataDir = smallDisk("8m");
    const before = await start({ DATA_DIR: dataDir });
    expect((await postApi(before.url, "vorher")).status).toBe(201);
    before.child.kill("SIGTERM");
    await once(before.child, "exit");
    // Nothing holds a file open now: the file system can become read-only.
    remount(dataDir, "ro");
    let server: SpawnedServer;
    try {
      server = await start({ DATA_DIR: dataDir }, { ready: false });
      expect((await fetch(server.url)).status).toBe(200);
      expect(await expectRefusedWithAddress(server.url, "nur lesbar")).toMatch(
        /schreibgeschützt|lässt sich nicht öffnen|kann nicht lesen oder schreiben/,
      );
    } finally {
      remount(dataDir, "rw");
    }
    await eventually(async () =>
      expect((await postApi(server.url, "danach")).status).toBe(201),
    );
    expect(server.child.exitCode).toBeNull();
    const stored = await storedMessages(dataDir);
    expect([...stored].sort()).toEqual(["danach", "vorher"]);
  }, 60_000);
});

describe("PostgreSQL stopped and started again", () => {
  let postgres: Awaited<ReturnType<typeof startPostgres>>;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres.stop());

  it("keeps serving pages, refuses submissions with the address while it is down, and recovers by itself", async () => {
    const databaseUrl = await createDatabase(postgres.url);
    const server = await start({ DATABASE_URL: databaseUrl });
    expect((await postApi(server.url, "vorher")).status).toBe(201);
    postgres.pause();
    try {
      expect(await expectRefusedWithAddress(server.url, "weg")).toMatch(
        /lehnt Verbindungen ab|heruntergefahren|antwortet nicht|meldet einen Fehler/,
      );
    } finally {
      postgres.resume();
    }
    await eventually(async () =>
      expect((await postApi(server.url, "danach")).status).toBe(201),
    );
    expect([...(await storedMessages("", databaseUrl))].sort()).toEqual([
      "danach",
      "vorher",
    ]);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);

  it("a query under way when PostgreSQL stops fails with the store-down answer; the process goes on and recovers", async () => {
    const databaseUrl = await createDatabase(postgres.url);
    const server = await start({ DATABASE_URL: databaseUrl });
    expect((await postApi(server.url, "vorher")).status).toBe(201);
    // A lock held by another session keeps the server's enquiry waiting
    // inside its transaction: a connection of its pool is checked out, its
    // query under way, when the database stops. (An outage comes at such a
    // moment by chance under load; here it comes every time.)
    const { default: pg } = await import("pg");
    const locker = new pg.Client({ connectionString: databaseUrl });
    locker.on("error", () => {}); // its connection ends with the stop, as wanted
    await locker.connect();
    await locker.query("BEGIN");
    await locker.query("LOCK TABLE contact_requests IN ACCESS EXCLUSIVE MODE");
    const underWay = postApi(server.url, "unterwegs").then(
      (response) => response.status,
      (error: unknown) => `keine Antwort: ${String(error)}`,
    );
    await eventually(async () => {
      const { rows } = await locker.query<{ waiting: number }>(
        "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      expect(rows[0]!.waiting).toBeGreaterThan(0);
    });
    postgres.pause();
    try {
      expect(await underWay, server.output()).toBe(503);
      expect(await expectRefusedWithAddress(server.url, "weg")).toMatch(
        /lehnt Verbindungen ab|heruntergefahren|antwortet nicht|meldet einen Fehler/,
      );
      expect(server.child.exitCode).toBeNull();
    } finally {
      postgres.resume();
    }
    await eventually(async () =>
      expect((await postApi(server.url, "danach")).status).toBe(201),
    );
    expect([...(await storedMessages("", databaseUrl))].sort()).toEqual([
      "danach",
      "vorher",
    ]);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);

  it("a store that is down is one line in the log, not a stack trace at every look at the mail queue", async () => {
    const smtp = await startMailCatcher();
    try {
      const databaseUrl = await createDatabase(postgres.url);
      const notifyTo = "vertrieb-ausfall@zunftwerk.example";
      const server = await start({
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtp.url,
        NOTIFY_TO: notifyTo,
        // The mail wake-up looks at the queue every 100 ms: many looks while it is down.
        MAIL_RETRY_MS: "100",
      });
      expect((await postApi(server.url, "vorher")).status).toBe(201);
      await smtp.waitFor(notifyTo);
      const from = server.output().length;
      postgres.pause();
      // In the stopped database's place, something that takes each
      // connection and ends it: it counts how often the server tried.
      let tries = 0;
      const stand = createServer((socket) => {
        tries++;
        socket.destroy();
      });
      await new Promise<void>((resolve) =>
        stand.listen(Number(new URL(postgres.url).port), "127.0.0.1", resolve),
      );
      try {
        expect((await postApi(server.url, "weg")).status).toBe(503);
        // Each look at the queue tries the database at least once.
        await expect
          .poll(() => tries, { timeout: 30_000, interval: 100 })
          .toBeGreaterThanOrEqual(30);
      } finally {
        await new Promise((resolve) => stand.close(resolve));
        postgres.resume();
      }
      await eventually(async () =>
        expect((await postApi(server.url, "danach")).status).toBe(201),
      );
      const accessLine = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \S+ [A-Z]+ "/;
      // The log's lines, as production writes them: one JSON object each.
      const entries = server
        .output()
        .slice(from)
        .split("\n")
        .filter((line) => line !== "" && !accessLine.test(line))
        .map((line) => JSON.parse(line) as { level: string; msg: string });
      const lines = entries.map((entry) => `${entry.level}: ${entry.msg}`);
      expect(lines, lines.join("\n")).toEqual([
        expect.stringMatching(/^warn: Datenbank nicht verfügbar: /),
        expect.stringMatching(/^info: Datenbank nach \d+ s wieder verfügbar/),
      ]);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await smtp.stop();
    }
  }, 60_000);

  it("a server started while the database is down serves pages and takes submissions once it is up", async () => {
    const databaseUrl = await createDatabase(postgres.url);
    postgres.pause();
    let server: SpawnedServer;
    try {
      server = await start({ DATABASE_URL: databaseUrl }, { ready: false });
      expect((await fetch(server.url)).status).toBe(200);
      await expectRefusedWithAddress(server.url, "beim Start");
    } finally {
      postgres.resume();
    }
    await eventually(async () =>
      expect((await postApi(server.url, "geöffnet")).status).toBe(201),
    );
  }, 60_000);
});

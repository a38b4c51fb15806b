import { execFileSync, spawnSync } from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

/**
 * A throwaway PostgreSQL server for the tests: a fresh cluster in a temporary
 * folder, on a free loopback port, stopped and deleted afterwards. It uses
 * Debian's `postgresql` package (apt-get install postgresql; .ci/run does) or
 * the binaries in PG_BIN. PostgreSQL refuses to run as root, so as root the
 * server runs as the `postgres` user.
 */
export function findPostgresBin(): string {
  const candidates = [process.env.PG_BIN];
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort().reverse())
      candidates.push(path.join(debian, version, "bin"));
  }
  const found = candidates.find(
    (dir) => dir && existsSync(path.join(dir, "initdb")),
  );
  if (!found) {
    throw new Error(
      "No PostgreSQL found for the database tests: install Debian's package (apt-get install postgresql) or set PG_BIN to the folder with initdb and pg_ctl.",
    );
  }
  return found;
}

export async function startPostgres() {
  const bin = findPostgresBin();
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  const dataDir = path.join(dir, "data");
  if (asRoot) {
    const uid = Number(
      execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }),
    );
    const gid = Number(
      execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }),
    );
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, fileArgs as string[], {
      encoding: "utf8",
      cwd: dir,
    });
    if (result.status !== 0) {
      throw new Error(
        `${command} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
      );
    }
  };
  const port = await freePort();
  run("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--no-instructions",
  ]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      "start",
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** The command-line tools of this server's version (pg_dump, pg_restore). */
    bin,
    /** Stops the server as an outage would (its data stays): connections end. */
    pause() {
      run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    },
    /** Starts it again on the same data and port. */
    resume: start,
    stop() {
      run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let databases = 0;

/** A new empty database on the test server, for one test's isolation. */
export async function createDatabase(adminUrl: string): Promise<string> {
  const name = `test_${process.pid}_${++databases}_${Date.now()}`;
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The two storage engines every store and API test runs against. */
export const engines = ["sqlite", "postgres"] as const;
export type Engine = (typeof engines)[number];

/** Drops a test database under whoever is connected to it: a database that is gone. */
export async function dropDatabase(adminUrl: string, databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await client.end();
}

// @vitest-environment node
// Step 4's helper and step 7's restore of docs/deploy.md ("One server, step
// by step") run as written against a real PostgreSQL: the helper works in
// the next block at once, and the restore takes the newest of the daily
// dumps, with the password from the settings file, never typed.
import { spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, inject, it } from "vitest";
import { openStore } from "../../server/store/index.ts";
import { findPostgresBin } from "../support/postgres.ts";
import { guideBlock } from "./guide.ts";

const work = mkdtempSync(path.join(tmpdir(), "deploy-restore-"));
const adminUrl = new URL(inject("postgresUrl"));
const suffix = `${process.pid}_${Date.now()}`;
/** The site's database and the restored one, named for this run only. */
const source = `zunftwerk_source_${suffix}`;
const restored = `zunftwerk_restored_${suffix}`;
const PASSWORD = "ein-langes-passwort";

const env = {
  PATH: `${findPostgresBin()}:${process.env.PATH}`,
  HOME: path.join(work, "root"),
  PGHOST: adminUrl.hostname,
  PGPORT: adminUrl.port,
  PGUSER: decodeURIComponent(adminUrl.username),
};

/** As root: `sudo -u someone` runs the rest as this user. */
function asRoot(script: string) {
  const result = spawnSync(
    "bash",
    ["-c", `sudo() { if [ "$1" = -u ]; then shift 2; fi; "$@"; }\n${script}`],
    { env, encoding: "utf8" },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

const psql = (sql: string) =>
  asRoot(`psql -v ON_ERROR_STOP=1 -d postgres -c "${sql}"`);

afterAll(() => {
  psql(`DROP DATABASE IF EXISTS ${restored} WITH (FORCE)`);
  psql(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
  rmSync(work, { recursive: true, force: true });
});

it("the restore of step 7, through step 4's helper, loads the newest dump without a typed password", async () => {
  mkdirSync(env.HOME);
  const backupDir = path.join(work, "backups");
  mkdirSync(backupDir);
  // Step 3: the site's role and its database (the role is the cluster's;
  // another run may have made it).
  psql(
    `DO \\$\\$ BEGIN CREATE ROLE zunftwerk LOGIN PASSWORD '${PASSWORD}'; EXCEPTION WHEN duplicate_object THEN NULL; END \\$\\$`,
  );
  expect(psql(`CREATE DATABASE ${source} OWNER zunftwerk`).status).toBe(0);
  const siteUrl = new URL(adminUrl);
  siteUrl.username = "zunftwerk";
  siteUrl.password = PASSWORD;
  siteUrl.pathname = `/${source}`;
  // Step 4's settings file, with what the restore reads from it.
  const settings = path.join(work, "zunftwerk.env");
  writeFileSync(
    settings,
    `DATABASE_URL=${siteUrl.toString()}\nBACKUP_DIR=${backupDir}\n`,
  );

  // Two days of the site: a dump after the first enquiry, one after the second.
  const store = await openStore("", siteUrl.toString());
  const dump = (day: string, age: number) => {
    const file = path.join(backupDir, `zunftwerk-${day}.dump`);
    const made = asRoot(
      `pg_dump --format=custom --file="${file}" "${siteUrl.toString()}"`,
    );
    expect(made.output).toBe("");
    const time = new Date(Date.now() - age * 86_400_000);
    utimesSync(file, time, time);
  };
  const enquiry = (name: string) =>
    store.submissions.addContact({
      name,
      email: "erika@example.org",
      company: "",
      message: `Anfrage von ${name}`,
    });
  await enquiry("Erika Musterfrau");
  dump("2030-01-01", 2);
  await enquiry("Max Mustermann");
  dump("2030-01-02", 1);
  await store.close();

  const site = (block: string) =>
    block
      .replaceAll("/etc/zunftwerk.env", settings)
      .replaceAll("/srv/zunftwerk/site", process.cwd())
      .replaceAll("zunftwerk_restored", restored);
  const restore = guideBlock("restore-commands");
  expect(restore).not.toContain(PASSWORD);
  const result = asRoot(`${site(guideBlock("zw-helper"))}\n${site(restore)}`);
  expect(result.status, result.output).toBe(0);
  // The last line lists what the restored database holds: both enquiries.
  expect(result.output).toMatch(/2 Kontaktanfragen/);
  expect(result.output).toContain("Max Mustermann");
});

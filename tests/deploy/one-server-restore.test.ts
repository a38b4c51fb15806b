// @vitest-environment node
// Step 4's helper and step 7's blocks of docs/deploy-one-server.md run as
// written, in the guide's order, against a real PostgreSQL:
// the units' block makes the first dump with the dump unit's own command, the
// restore takes the newest dump with the password from the settings file
// (never typed), can be run again and again, stops with its error when there
// is nothing to restore, and the switch puts the restored data under the
// site's own database name. The dump unit's own command keeps a dump made
// before an update beside the night's, and deletes each dump before it is
// older than the privacy statement's days for backups.
import { spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { retention } from "../../app/content/retention.ts";
import { openStore } from "../../server/store/index.ts";
import { findPostgresBin } from "../support/postgres.ts";
import { execStart, guideBlock } from "./guide.ts";

const work = mkdtempSync(path.join(tmpdir(), "deploy-restore-"));
const adminUrl = new URL(inject("postgresUrl"));
const suffix = `${process.pid}_${Date.now()}`;
/** The site's database and the restored one, named for this run only. */
const source = `zunftwerk_source_${suffix}`;
const restored = `zunftwerk_restored_${suffix}`;
const PASSWORD = "ein-langes-passwort";
const backupDir = path.join(work, "backups");
const settings = path.join(work, "zunftwerk.env");
const calls = path.join(work, "calls");

const siteUrl = new URL(adminUrl);
siteUrl.username = "zunftwerk";
siteUrl.password = PASSWORD;
siteUrl.pathname = `/${source}`;

const env = {
  PATH: `${findPostgresBin()}:${process.env.PATH}`,
  HOME: path.join(work, "root"),
  PGHOST: adminUrl.hostname,
  PGPORT: adminUrl.port,
  PGUSER: decodeURIComponent(adminUrl.username),
  SETTINGS: settings,
  CALLS: calls,
  DUMP: execStart("dump-units"),
};

/**
 * As root: `sudo -u someone` runs the rest as this user; `systemctl start
 * zunftwerk-dump.service` runs the dump unit's command with the settings file
 * as its environment, as systemd would; other systemctl calls are noted.
 */
function asRoot(script: string) {
  const stubs = [
    `sudo() { if [ "$1" = -u ]; then shift 2; fi; "$@"; }`,
    `systemctl() {`,
    `  if [ "$*" = "start zunftwerk-dump.service" ]; then`,
    `    (set -a; . "$SETTINGS"; set +a; sh -c "$DUMP")`,
    `  else echo "systemctl $*" >> "$CALLS"; fi`,
    `}`,
  ].join("\n");
  const result = spawnSync("bash", ["-c", `${stubs}\n${script}`], {
    env,
    encoding: "utf8",
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

const psql = (sql: string) =>
  asRoot(`psql -v ON_ERROR_STOP=1 -Atq -d postgres -c "${sql}"`);

/** The guide's block for this run: its files and database names. */
const site = (block: string) =>
  block
    .replaceAll("/etc/zunftwerk.env", settings)
    .replaceAll("/srv/zunftwerk/site", process.cwd())
    .replaceAll("zunftwerk_restored", restored)
    .replaceAll("DATABASE zunftwerk RENAME", `DATABASE ${source} RENAME`)
    .replaceAll("RENAME TO zunftwerk_old_", `RENAME TO ${source}_old_`)
    .replaceAll('RENAME TO zunftwerk"', `RENAME TO ${source}"`);
const helper = () => site(guideBlock("zw-helper"));
const restore = () =>
  asRoot(`${helper()}\n${site(guideBlock("restore-commands"))}`);

const enquiry = async (name: string) => {
  const store = await openStore("", siteUrl.toString());
  await store.submissions.addContact({
    name,
    email: "erika@example.org",
    company: "",
    message: `Anfrage von ${name}`,
  });
  await store.close();
};
/** The enquiries' names in a database of this run, as the site reads it. */
const names = async (database: string) => {
  const url = new URL(siteUrl);
  url.pathname = `/${database}`;
  const store = await openStore("", url.toString(), { migrate: false });
  const rows = await store.transfer.dump();
  await store.close();
  return rows.contactRequests.map((row) => row.name).sort();
};

beforeAll(async () => {
  mkdirSync(env.HOME);
  mkdirSync(backupDir);
  writeFileSync(calls, "");
  // Step 3: the site's role and its database (the role is the cluster's;
  // another run may have made it).
  psql(
    `DO \\$\\$ BEGIN CREATE ROLE zunftwerk LOGIN PASSWORD '${PASSWORD}'; EXCEPTION WHEN duplicate_object THEN NULL; END \\$\\$`,
  );
  expect(psql(`CREATE DATABASE ${source} OWNER zunftwerk`).status).toBe(0);
  // Step 4's settings file, with what the restore and the dump read from it.
  writeFileSync(
    settings,
    `DATABASE_URL=${siteUrl.toString()}\nBACKUP_DIR=${backupDir}\n`,
  );
  await (await openStore("", siteUrl.toString())).close();
});

afterAll(() => {
  const old = psql(
    `SELECT datname FROM pg_database WHERE datname LIKE '${source}_old_%'`,
  );
  for (const name of old.output.split("\n").filter(Boolean))
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  psql(`DROP DATABASE IF EXISTS ${restored} WITH (FORCE)`);
  psql(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
  rmSync(work, { recursive: true, force: true });
});

describe("step 7's restore, run where it stands", () => {
  it("without a dump it stops with ls's and pg_restore's error, exit status not 0, and lists nothing", () => {
    const result = restore();
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(
      `cannot access '${backupDir}/zunftwerk-*.dump'`,
    );
    expect(result.output).toMatch(/pg_restore: error/);
    // The list never ran: no count, and no advice to migrate an empty copy.
    expect(result.output).not.toMatch(/Kontaktanfragen|npm run migrate/);
  });

  it("after the units' block, which makes the first dump, it loads the newest dump without a typed password", async () => {
    await enquiry("Erika Musterfrau");
    // An older dump lies beside it: the restore must take the newest.
    const older = path.join(backupDir, "zunftwerk-2030-01-01.dump");
    expect(
      asRoot(`pg_dump --format=custom --file="${older}" "${siteUrl}"`).output,
    ).toBe("");
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    utimesSync(older, twoDaysAgo, twoDaysAgo);
    await enquiry("Max Mustermann");

    const units = asRoot(guideBlock("units-enable"));
    expect(units.output).toBe("");
    expect(units.status).toBe(0);
    expect(guideBlock("restore-commands")).not.toContain(PASSWORD);
    const result = restore();
    expect(result.status, result.output).toBe(0);
    // The last line lists what the restored database holds: both enquiries.
    expect(result.output).toMatch(/2 Kontaktanfragen/);
    expect(result.output).toContain("Max Mustermann");
  });

  it("run again after a newer dump, it drops its earlier copy and loads the newest", async () => {
    await enquiry("Otto Normal");
    asRoot("systemctl start zunftwerk-dump.service");
    const result = restore();
    expect(result.status, result.output).toBe(0);
    expect(result.output).not.toMatch(/already exists|error/i);
    expect(result.output).toMatch(/3 Kontaktanfragen/);
    expect(await names(restored)).toEqual([
      "Erika Musterfrau",
      "Max Mustermann",
      "Otto Normal",
    ]);
  });

  it("the switch puts the restored data under the site's database name, and the next restore leaves it alone", async () => {
    // What reached the site after the dump is not in the restored copy.
    await enquiry("Nach der Sicherung");
    writeFileSync(calls, "");
    const switched = asRoot(site(guideBlock("restore-switch")));
    expect(switched.status, switched.output).toBe(0);
    expect(readFileSync(calls, "utf8")).toBe(
      "systemctl stop zunftwerk\nsystemctl start zunftwerk\n",
    );
    const restoredNames = ["Erika Musterfrau", "Max Mustermann", "Otto Normal"];
    // DATABASE_URL as it was now reaches the restored data.
    expect(await names(source)).toEqual(restoredNames);
    const again = restore();
    expect(again.status, again.output).toBe(0);
    expect(await names(source)).toEqual(restoredNames);
  });
});

describe("the dump unit", () => {
  const HOUR = 3_600_000;
  const dumps = () =>
    readdirSync(backupDir).filter((name) => /^zunftwerk-.*\.dump$/.test(name));

  it("keeps a dump made before an update beside the night's of the same day", async () => {
    const before = dumps();
    asRoot("systemctl start zunftwerk-dump.service");
    // Step 9's dump, later the same day.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    asRoot("systemctl start zunftwerk-dump.service");
    expect(dumps().filter((name) => !before.includes(name))).toHaveLength(2);
  });

  it("deletes each dump the next nightly run would find past the privacy statement's days, and no younger one", () => {
    const days = retention.backupDays;
    // Dumps of earlier nights and updates, by age.
    const ages = {
      "zunftwerk-a.dump": (days - 2) * 24 * HOUR,
      "zunftwerk-b.dump": ((days - 1) * 24 - 2) * HOUR,
      "zunftwerk-c.dump": (days - 1) * 24 * HOUR - 30_000,
      "zunftwerk-d.dump": (days * 24 - 1) * HOUR,
    };
    for (const [name, age] of Object.entries(ages)) {
      const file = path.join(backupDir, name);
      writeFileSync(file, "");
      const time = new Date(Date.now() - age);
      utimesSync(file, time, time);
    }
    const run = asRoot("systemctl start zunftwerk-dump.service");
    expect(run.output).toBe("");
    const left = dumps();
    // The next run comes a day later, give or take an hour (the timer's
    // accuracy, a dump's duration): what is left must still be younger
    // than the statement's days then.
    const nextRun = Date.now() + 25 * HOUR;
    for (const name of left)
      expect(
        nextRun - statSync(path.join(backupDir, name)).mtimeMs,
        name,
      ).toBeLessThan(days * 24 * HOUR);
    expect(left).toContain("zunftwerk-a.dump");
    expect(left).toContain("zunftwerk-b.dump");
    expect(left).not.toContain("zunftwerk-c.dump");
    expect(left).not.toContain("zunftwerk-d.dump");
  });
});

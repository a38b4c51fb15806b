// @vitest-environment node
// The dump unit of docs/deploy-one-server.md (zunftwerk-dump.service) when pg_dump
// fails halfway (a full disk, the database gone): no file with a dump's
// name is left that a restore would take for a whole one, and no part of
// one. The whole dump is the restore test's (one-server-restore.test.ts).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { execStart } from "./guide.ts";

const work = mkdtempSync(path.join(tmpdir(), "guide-dump-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it("leaves no dump-named file and no part of one when pg_dump fails halfway", () => {
  const bin = path.join(work, "bin");
  const backups = path.join(work, "backups");
  spawnSync("mkdir", ["-p", bin, backups]);
  // A pg_dump that writes half a dump into its --file, then fails.
  writeFileSync(
    path.join(bin, "pg_dump"),
    '#!/bin/sh\nfor a in "$@"; do case "$a" in --file=*) printf PGDMP > "${a#--file=}";; esac; done\necho "pg_dump: error: could not write" >&2\nexit 1\n',
    { mode: 0o755 },
  );
  const result = spawnSync("sh", ["-c", execStart("dump-units")], {
    env: {
      PATH: `${bin}:${process.env.PATH}`,
      BACKUP_DIR: backups,
      DATABASE_URL: "postgres://zunftwerk@127.0.0.1:9/zunftwerk",
    },
    encoding: "utf8",
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain("pg_dump: error");
  expect(readdirSync(backups)).toEqual([]);
});

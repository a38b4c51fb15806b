// @vitest-environment node
// A backup keeps no client count: a count row and the secret of its day in
// one file would turn the row back into an IPv4 address for as long as the
// backup is kept (7 days), after the store itself has forgotten both
// (issue 52, item 5; decision 060).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { findPostgresBin } from "../../tests/support/postgres.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import { guideBlock } from "../../tests/deploy/guide.ts";

const work = mkdtempSync(path.join(tmpdir(), "backup-counts-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A count row as the spam defence leaves one, under a key no other row has. */
const KEY = "count-key-kept-nowhere-else";

describe("a backup of the store", () => {
  it("SQLite: npm run inbox -- backup and the daily backup copy no count row", async () => {
    const { store, close } = await openTestStore("sqlite");
    try {
      await store.rateLimits.count(KEY, 86_400_000);
      await store.secrets.lasting("form-time");
      const file = path.join(work, "submissions.db");
      await store.transfer.backup(file);
      const copy = new Database(file, { readonly: true });
      try {
        expect(
          copy.prepare("SELECT count(*) AS n FROM rate_limits").get(),
        ).toEqual({ n: 0 });
        // What a restore needs is there: the lasting secrets.
        expect(
          copy
            .prepare("SELECT count(*) AS n FROM secrets WHERE purpose = ?")
            .get("form-time"),
        ).toEqual({ n: 1 });
      } finally {
        copy.close();
      }
      expect(readFileSync(file).includes(KEY)).toBe(false);
    } finally {
      await close();
    }
  });

  it("PostgreSQL: the pg_dump of docs/operations.md copies no count row", async () => {
    const opened = await openTestStore("postgres");
    try {
      await opened.store.rateLimits.count(KEY, 86_400_000);
      const dump = guideBlock("backup-commands").split("\n")[0];
      expect(dump).toMatch(/^pg_dump /);
      const env = {
        ...process.env,
        PATH: `${findPostgresBin()}:${process.env.PATH}`,
        DATABASE_URL: opened.databaseUrl!,
      };
      execFileSync("sh", ["-c", dump!], { cwd: work, env });
      const sqlText = execFileSync(
        path.join(findPostgresBin(), "pg_restore"),
        ["--file=-", path.join(work, "zunftwerk.dump")],
        { env, encoding: "utf8" },
      );
      expect(sqlText).toContain("CREATE TABLE public.rate_limits");
      expect(sqlText).not.toContain(KEY);
    } finally {
      await opened.close();
    }
  });
});

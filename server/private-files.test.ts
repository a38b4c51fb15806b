// @vitest-environment node
// Personal data on disk is the site's own user's alone: what `npm start` and
// `npm run inbox -- backup` create is 0600 in 0700 folders, even where the
// machine's umask (022 here) would let every local user read it.
import { once } from "node:events";
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInbox } from "../scripts/owner/inbox.ts";
import {
  type SpawnedServer,
  spawnServer,
} from "../tests/support/spawn-server.ts";
import { assertBuilt } from "../tests/build/build-output";
import { baseEnv } from "../tests/support/child-env.ts";
import { runOwnerCommand } from "../tests/support/owner-command.ts";
import { openSqlite } from "./store/database.ts";

const work = mkdtempSync(path.join(tmpdir(), "private-files-"));
const dataDir = path.join(work, "data");
const env = {
  ...baseEnv,
  BUILD_DIR: path.resolve("build-delivery"),
  DATA_DIR: dataDir,
  BACKUP_DIR: path.join(work, "backups"),
  LOG_DIR: path.join(work, "logs"),
};
let server: SpawnedServer | undefined;

beforeAll(() => assertBuilt());
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await once(server.child, "exit");
  }
  rmSync(work, { recursive: true, force: true });
});

/** The permission bits of a path, as `ls -l` would show them in octal. */
const mode = (target: string) =>
  (statSync(target).mode & 0o777).toString(8).padStart(3, "0");

describe("files that hold personal data", () => {
  it("are created readable by the site's user only", async () => {
    server = await spawnServer(env);
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Erika Muster",
        email: "erika@example.org",
        company: "",
        message: "Bitte um Rückruf.",
      }),
    });
    expect(response.status).toBe(201);
    await fetch(`${server.url}/kontakt`);
    const backups = path.join(work, "backups");
    for (const until = Date.now() + 10_000; ;) {
      const written = readdirSync(backups, { withFileTypes: true }).some(
        (entry) => entry.name.endsWith(".db"),
      );
      const logged = readdirSync(path.join(work, "logs")).length > 0;
      if (written && logged) break;
      if (Date.now() > until) throw new Error(server.output());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const folders = [dataDir, backups, path.join(work, "logs")];
    expect(folders.map(mode)).toEqual(["700", "700", "700"]);
    const files = folders.flatMap((folder) =>
      readdirSync(folder).map((name) => path.join(folder, name)),
    );
    expect(files.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining([
        "submissions.db",
        "submissions.db-wal",
        expect.stringMatching(/^submissions-\d{4}-\d{2}-\d{2}\.db$/),
        expect.stringMatching(/^access-\d{4}-\d{2}-\d{2}\.log$/),
      ]),
    );
    expect(files.map((file) => [path.basename(file), mode(file)])).toEqual(
      files.map((file) => [path.basename(file), "600"]),
    );

    // The owner's backup command writes its file the same way (run in this
    // process, whose umask is the machine's: the command gives the file its
    // own mode).
    const manual = path.join(work, "handsicherung.db");
    const result = await runOwnerCommand(runInbox, ["backup", manual], env);
    expect(result.status, result.stderr).toBe(0);
    expect(mode(manual)).toBe("600");
  });

  it("a store made readable by an older release is made private when opened", async () => {
    const older = path.join(work, "older");
    await (await openSqlite(older)).destroy();
    const file = path.join(older, "submissions.db");
    chmodSync(file, 0o644);
    await (await openSqlite(older)).destroy();
    expect(mode(file)).toBe("600");
  });
});

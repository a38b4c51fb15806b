// @vitest-environment node
// The site's server as a function (server/site.ts): started in this process,
// it serves, runs its jobs, and leaves nothing running once stopped.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assertBuilt } from "../tests/build/build-output.ts";
import { startMailCatcher } from "../tests/support/mail-catcher.ts";
import { startSiteHere } from "../tests/support/site.ts";

const work = mkdtempSync(path.join(tmpdir(), "site-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Timers and sockets this process holds (unreferenced ones included). */
const running = () =>
  process
    .getActiveResourcesInfo()
    .filter((kind) => kind !== "TTYWrap" && kind !== "FSReqCallback");

describe("startSite", () => {
  it("serves, starts its jobs once the store is open, and stops them all with the server", async () => {
    assertBuilt();
    const smtp = await startMailCatcher();
    const before = running();
    const backupDir = path.join(work, "backups");
    const logDir = path.join(work, "logs");
    const site = await startSiteHere({
      BUILD_DIR: "build-delivery",
      DATA_DIR: path.join(work, "data"),
      BACKUP_DIR: backupDir,
      LOG_DIR: logDir,
      SMTP_URL: smtp.url,
      NOTIFY_TO: "vertrieb@zunftwerk.example",
      MAIL_FROM: "neuigkeiten@zunftwerk.example",
      // The mail wake-up, a job too, looks at the queue every 50 ms.
      MAIL_RETRY_MS: "50",
    });
    const page = await fetch(`${site.url}/impressum`);
    expect(page.status).toBe(200);
    await page.text();
    // The daily backup, a job that needs the open store, has run.
    await expect
      .poll(() => existsSync(backupDir) && readdirSync(backupDir), {
        timeout: 10_000,
      })
      .toEqual([expect.stringMatching(/^submissions-\d{4}-\d{2}-\d{2}\.db$/)]);
    expect(readdirSync(logDir)).toEqual([
      expect.stringMatching(/^access-\d{4}-\d{2}-\d{2}\.log$/),
    ]);
    await site.stop();
    // No connection and no listening socket is left, and no job runs on:
    // the wake-up would say at each look that the store is closed.
    await expect.poll(running, { timeout: 5_000 }).toEqual(before);
    const stopped = site.output();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(site.output()).toBe(stopped);
    await smtp.stop();
    expect(site.output()).toMatch(
      /ist erreichbar unter http:\/\/127\.0\.0\.1:/,
    );
  });
});

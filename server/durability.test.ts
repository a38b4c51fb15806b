// @vitest-environment node
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer } from "../tests/support/spawn-server.ts";
import { openStore } from "./store/index.ts";
import { baseEnv } from "../tests/support/child-env.ts";

const buildDir = path.resolve("build-delivery");
const dataDir = mkdtempSync(path.join(tmpdir(), "durability-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The delivery build's server on this test's data, without the test runner's variables. */
const start = () =>
  spawnServer({
    ...baseEnv,
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: "100000",
  });

const post = (url: string, message: string) =>
  fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Test", email: "test@example.org", message }),
  });

describe("a server killed with SIGKILL during a stream of submissions", () => {
  it("keeps every submission it answered with 201, and starts again on the same data", async () => {
    if (!existsSync(path.join(buildDir, "delivery.json"))) {
      throw new Error(
        "No build with delivery on: run `npm run build:delivery` first (npm test does).",
      );
    }
    const { child, url } = await start();
    const confirmed: string[] = [];
    const exited = once(child, "exit");
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (;;) {
          const message = `Nachricht ${next++}`;
          try {
            const response = await post(url, message);
            if (response.status === 201) confirmed.push(message);
          } catch {
            return; // the server is gone
          }
          // Mid-stream, without warning: no shutdown code runs.
          if (confirmed.length === 150) child.kill("SIGKILL");
        }
      }),
    );
    await exited;

    const store = await openStore(dataDir);
    const stored = new Set(
      (await store.submissions.contacts()).map((row) => row.message),
    );
    await store.close();
    expect(confirmed.length).toBeGreaterThanOrEqual(150);
    expect(confirmed.filter((message) => !stored.has(message))).toEqual([]);

    const again = await start();
    expect((await post(again.url, "nach dem Neustart")).status).toBe(201);
    again.child.kill("SIGTERM");
    await once(again.child, "exit");
  }, 30_000);
});

// @vitest-environment node
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openStore } from "./store.js";

const buildDir = path.resolve("build-delivery");
const dataDir = mkdtempSync(path.join(tmpdir(), "durability-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts `npm start`'s server on the delivery build, with a clean environment. */
async function start(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["server/start.js"], {
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: "100000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const url = await new Promise<string>((resolve) => {
    child.stdout!.on("data", (chunk) => {
      output += chunk;
      const match = output.match(/on (http:\/\/\S+)\n/);
      if (match?.[1]) resolve(match[1]);
    });
  });
  return { child, url };
}

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

    const store = openStore(dataDir);
    const stored = new Set(store.contacts().map((row) => row.message));
    store.close();
    expect(confirmed.length).toBeGreaterThanOrEqual(150);
    expect(confirmed.filter((message) => !stored.has(message))).toEqual([]);

    const again = await start();
    expect((await post(again.url, "nach dem Neustart")).status).toBe(201);
    again.child.kill("SIGTERM");
    await once(again.child, "exit");
  }, 30_000);
});

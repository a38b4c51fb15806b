// @vitest-environment node
import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { spawnServer } from "../tests/support/spawn-server.ts";
import { assertBuilt } from "../tests/build/build-output";
import { baseEnv } from "../tests/support/child-env.ts";

describe("npm start", () => {
  it("serves, logs one line per request, and stops cleanly on SIGTERM", async () => {
    assertBuilt();
    const { child: server, url, output } = await spawnServer();

    const response = await fetch(`${url}/impressum?x=1`);
    expect(response.status).toBe(200);
    await response.text();

    server.kill("SIGTERM");
    const [code] = await once(server, "exit");
    expect(code).toBe(0);
    const logLines = output()
      .split("\n")
      .filter((line) => line.includes('GET "/impressum"'));
    // The visitor log's line (server/visitor-log.ts), to standard output
    // without LOG_DIR: German time, a visitor key, never the address.
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \S{16} GET "\/impressum" 200 \d+ \d+\.\d{3} "-" "Unknown" -$/,
    );
    expect(output()).not.toContain("127.0.0.1 ");
    expect(output()).toContain("SIGTERM empfangen");
    // The launch check, once, before serving.
    expect(
      output().match(/Livegang-Prüfung: \d+ Punkte stehen dem Livegang/g),
    ).toHaveLength(1);
    expect(output()).toContain("Die Formulare sind simuliert");
  }, 20_000);

  it("stopped before it listens, it ends at once with the status of a stop (a container's first second)", async () => {
    assertBuilt();
    const child = spawn(process.execPath, ["server/start.ts"], {
      env: { ...baseEnv, PORT: "0", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // While the server's modules still load, a stop ends it at once (not by
    // the signal's default, which Node as PID 1 of a container ignores).
    await new Promise((resolve) => setTimeout(resolve, 150));
    child.kill("SIGTERM");
    const [code, signal] = await once(child, "exit");
    expect({ code, signal }).toEqual({ code: 143, signal: null });
  }, 20_000);
});

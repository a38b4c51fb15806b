// @vitest-environment node
import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { assertBuilt } from "../tests/build/build-output";

describe("npm start", () => {
  it("serves, logs one line per request, and stops cleanly on SIGTERM", async () => {
    assertBuilt();
    const server = spawn(process.execPath, ["server/start.js"], {
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    server.stdout.on("data", (chunk) => (output += chunk));
    server.stderr.on("data", (chunk) => (output += chunk));

    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no start: ${output}`)),
        10_000,
      );
      server.stdout.on("data", () => {
        const match = output.match(/on (http:\/\/\S+)\n/);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });

    const response = await fetch(`${url}/impressum?x=1`);
    expect(response.status).toBe(200);
    await response.text();

    server.kill("SIGTERM");
    const [code] = await once(server, "exit");
    expect(code).toBe(0);
    const logLines = output
      .split("\n")
      .filter((line) => line.includes('GET "/impressum"'));
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatch(/127\.0\.0\.0 GET "\/impressum" 200/);
    expect(output).toContain("SIGTERM received");
  }, 20_000);
});

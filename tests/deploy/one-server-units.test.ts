// @vitest-environment node
// The start check of zunftwerk.service in docs/deploy-one-server.md (step 7,
// step 7), its ExecStartPost command run by sh as systemd runs it, against a
// stand-in server on a free port: quiet while it waits for the server, and
// one line of curl's when it gives up, which is what `journalctl -u
// zunftwerk` then shows.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:http";
import { expect, it } from "vitest";
import { freePort } from "../support/free-port.ts";
import { execStart } from "./guide.ts";

/**
 * The start check for a server on `port`, trying `tries` times, with the
 * process id systemd hands it of the server it waits for (`$MAINPID`).
 */
async function startCheck(port: number, tries = 60, mainPid = process.pid) {
  const command = execStart("health-units", "ExecStartPost")
    .replaceAll("127.0.0.1:8080", `127.0.0.1:${port}`)
    .replace("$(seq 60)", `$(seq ${tries})`);
  const check = spawn("sh", ["-c", command], {
    env: { PATH: process.env.PATH, MAINPID: String(mainPid) },
  });
  let output = "";
  check.stdout.on("data", (chunk: Buffer) => (output += chunk));
  check.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const [status] = (await once(check, "exit")) as [number];
  return { status, output };
}

it("waits quietly for a server that starts serving after a few seconds", async () => {
  const port = await freePort();
  const site = createServer((request, response) => {
    response.writeHead(request.url === "/healthz" ? 200 : 404).end();
  });
  // The Node server takes a while to start: the first tries find no one.
  const starting = setTimeout(() => site.listen(port, "127.0.0.1"), 2500);
  try {
    const result = await startCheck(port);
    expect(result).toEqual({ status: 0, output: "" });
  } finally {
    clearTimeout(starting);
    site.close();
  }
});

it("gives up with one line of curl's error and a failed start", async () => {
  const port = await freePort();
  const result = await startCheck(port, 3);
  expect(result.status).not.toBe(0);
  expect(result.output.trim().split("\n")).toEqual([
    expect.stringMatching(/^curl: \(7\) Failed to connect to 127\.0\.0\.1/),
  ]);
});

it("gives up at once, not after the minute, when the server's process has ended", async () => {
  const port = await freePort();
  // A process that has ended: its id answers no signal any more.
  const ended = spawn("true");
  await once(ended, "exit");
  const started = Date.now();
  const result = await startCheck(port, 60, ended.pid!);
  expect(result.status).not.toBe(0);
  expect(result.output.trim().split("\n")).toEqual([
    expect.stringMatching(/^curl: \(7\) Failed to connect to 127\.0\.0\.1/),
  ]);
  // The minute's sixty tries would take sixty seconds.
  expect(Date.now() - started).toBeLessThan(10_000);
}, 90_000);

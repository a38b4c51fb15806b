// Starts WebKit for tests/e2e/webkit.spec.ts: WebKitGTK's MiniBrowser, driven
// over classic WebDriver by Debian's WebKitWebDriver, on a virtual X display.
// MiniBrowser has no headless mode. Decision 023 says why it is done this way.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { Builder, type WebDriver } from "selenium-webdriver";

/** How long WebKitWebDriver waits for a page to load, in any command (see arrivedAt in webkit.spec.ts). */
export const PAGE_LOAD_MS = 15_000;

/** A running WebKit: the WebDriver session, and how to end it and its processes. */
export interface WebKit {
  driver: WebDriver;
  stop(): Promise<void>;
}

/** MiniBrowser from Debian's libwebkit2gtk-4.1-0 (its folder names the architecture), or MINIBROWSER_PATH. */
function findMiniBrowser(): string | undefined {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const libraries = existsSync("/usr/lib") ? readdirSync("/usr/lib") : [];
  return libraries
    .map((folder) =>
      path.join("/usr/lib", folder, "webkit2gtk-4.1", "MiniBrowser"),
    )
    .find((candidate) => existsSync(candidate));
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .some((folder) => folder && existsSync(path.join(folder, command)));
}

/** What this machine lacks to run WebKit, by Debian package. */
function missingParts(miniBrowser: string | undefined): string[] {
  return [
    onPath("WebKitWebDriver") ? "" : "WebKitWebDriver (webkit2gtk-driver)",
    onPath("Xvfb") ? "" : "Xvfb (xvfb)",
    miniBrowser && existsSync(miniBrowser)
      ? ""
      : `MiniBrowser (libwebkit2gtk-4.1-0)${miniBrowser ? ` at ${miniBrowser}` : ""}`,
  ].filter(Boolean);
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("No free port");
  return address.port;
}

/** Collects what a process writes to standard error, for error messages. */
function errorOutput(child: ChildProcess): () => string {
  let text = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-2000);
  });
  return () => text.trim();
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Ends a process this module started, by its own handle (never by name). */
async function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited(child);
  clearTimeout(timer);
}

/**
 * Starts an X server on a display it chooses itself (-displayfd: no guessing
 * and no race with another X server on the machine) and resolves with that
 * display's number once it accepts clients.
 */
async function startXvfb(started: ChildProcess[]): Promise<string> {
  const xvfb = spawn(
    "Xvfb",
    ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
    { stdio: ["ignore", "ignore", "pipe", "pipe"] },
  );
  started.push(xvfb);
  const stderr = errorOutput(xvfb);
  return new Promise((resolve, reject) => {
    let written = "";
    xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes("\n")) resolve(written.trim());
    });
    xvfb.once("error", reject);
    xvfb.once("exit", (code) =>
      reject(
        new Error(`Xvfb ended (${code}) before it was ready: ${stderr()}`),
      ),
    );
  });
}

/** Starts WebKitWebDriver on a free port and resolves with its address once it answers. */
async function startDriver(
  display: string,
  started: ChildProcess[],
): Promise<string> {
  const port = await freePort();
  const webKitWebDriver = spawn("WebKitWebDriver", [`--port=${port}`], {
    env: { ...process.env, DISPLAY: `:${display}` },
    stdio: ["ignore", "ignore", "pipe"],
  });
  started.push(webKitWebDriver);
  const stderr = errorOutput(webKitWebDriver);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (webKitWebDriver.exitCode !== null)
      throw new Error(
        `WebKitWebDriver ended (${webKitWebDriver.exitCode}): ${stderr()}`,
      );
    try {
      const status = await fetch(`${url}/status`);
      if (status.ok) return url;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`WebKitWebDriver did not answer within 10 s: ${stderr()}`);
}

/**
 * Starts Xvfb, WebKitWebDriver and one MiniBrowser session. Throws, never
 * skips, when a part is missing: the WebKit tests must run wherever
 * `npm test` runs.
 */
export async function startWebKit(): Promise<WebKit> {
  const miniBrowser = findMiniBrowser();
  const missing = missingParts(miniBrowser);
  if (missing.length > 0)
    throw new Error(
      `No ${missing.join(", ")}: install Debian's webkit2gtk-driver and xvfb (apt-get install webkit2gtk-driver xvfb), or set MINIBROWSER_PATH. These tests must run in a third engine and do not skip.`,
    );

  const started: ChildProcess[] = [];
  let driver: WebDriver | undefined;
  const stop = async () => {
    // The session first: the driver refuses a new one while one is open, and
    // quitting it closes MiniBrowser, which the driver started.
    await driver?.quit().catch(() => undefined);
    for (const child of started.reverse()) await end(child);
  };
  try {
    const display = await startXvfb(started);
    const url = await startDriver(display, started);
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": {
          binary: miniBrowser,
          // Tab reaches links as well as buttons and fields, as in Safari with
          // "Press Tab to highlight each item on a webpage" (WebKitGTK's default).
          args: ["--automation", "--enable-tabs-to-links=true"],
        },
      })
      .build();
    await driver
      .manage()
      .setTimeouts({ pageLoad: PAGE_LOAD_MS, script: 10_000 });
    return { driver, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

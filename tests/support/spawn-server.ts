import { spawn } from "node:child_process";
import type { ChildProcessByStdio } from "node:child_process";
import path from "node:path";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";

const projectRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../..",
);

export interface SpawnedServer {
  child: ChildProcessByStdio<null, Readable, Readable>;
  url: string;
  /** Everything the server printed so far (access log included). */
  output: () => string;
}

/**
 * Starts the production server (`server/start.ts`, what `npm start` runs) as a
 * child process on a free loopback port, and resolves once it listens and
 * (`ready`, the default) its /readyz says it takes submissions. Used by the
 * server tests and the benchmark.
 *
 * @param env  The child's environment (PORT and HOST are set here).
 * @param startWithin  How long it may take to listen, and then to be ready
 *   (a bench that starts several servers at once on two cores gives more).
 */
export async function spawnServer(
  env: NodeJS.ProcessEnv = process.env,
  {
    ready = true,
    startWithin = 15_000,
  }: { ready?: boolean; startWithin?: number } = {},
): Promise<SpawnedServer> {
  const child = spawn(
    process.execPath,
    [path.join(projectRoot, "server", "start.ts")],
    {
      cwd: projectRoot,
      env: { ...env, PORT: "0", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const fail = () =>
      reject(new Error(`The server did not start:\n${output}`));
    const timer = setTimeout(fail, startWithin);
    child.once("exit", fail);
    child.stdout.on("data", () => {
      const found = output.match(/ erreichbar unter (http:\/\/[^\s"]+)/)?.[1];
      if (!found) return;
      clearTimeout(timer);
      child.off("exit", fail);
      resolve(found);
    });
  });
  // It serves pages at once; with delivery on, its store opens just after.
  for (const until = Date.now() + startWithin; ready;) {
    const response = await fetch(`${url}/readyz`);
    if (response.ok) break;
    if (Date.now() > until)
      throw new Error(`The server's store did not open:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    url,
    output: () => output,
  };
}

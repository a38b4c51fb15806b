// @ts-check
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);

/**
 * Starts the production server (`server/start.js`, what `npm start` runs) as a
 * child process on a free loopback port, and resolves once it listens. Used by
 * the server tests and the benchmark.
 *
 * @param {NodeJS.ProcessEnv} [env]  The child's environment (PORT and HOST are set here).
 */
export async function spawnServer(env = process.env) {
  const child = spawn(
    process.execPath,
    [path.join(projectRoot, "server", "start.js")],
    {
      cwd: projectRoot,
      env: { ...env, PORT: "0", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const url = await new Promise((resolve, reject) => {
    const fail = () =>
      reject(new Error(`The server did not start:\n${output}`));
    const timer = setTimeout(fail, 15_000);
    child.once("exit", fail);
    child.stdout.on("data", () => {
      const match = output.match(/ on (http:\/\/\S+)\n/);
      if (!match) return;
      clearTimeout(timer);
      child.off("exit", fail);
      resolve(match[1]);
    });
  });
  return {
    child,
    url: /** @type {string} */ (url),
    /** Everything the server printed so far (access log included). */
    output: () => output,
  };
}

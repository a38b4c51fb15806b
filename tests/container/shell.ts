import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";

/** What a command printed and how it ended. */
export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Every command this run starts is stopped through this (the time limit, Ctrl-C). */
export const aborter = new AbortController();

/**
 * Runs a program (no shell) and collects its output; fails on a non-zero
 * exit unless `check` is false. With `log`, the output also goes to that
 * file as it comes (a long build), and a failure prints its end.
 */
export function run(
  command: string,
  args: string[],
  {
    check = true,
    env = process.env,
    log,
    cwd,
    abortable = true,
  }: {
    check?: boolean;
    env?: NodeJS.ProcessEnv;
    log?: string;
    cwd?: string;
    /** False for the clean-up, which runs after the rest was stopped. */
    abortable?: boolean;
  } = {},
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    if (abortable && aborter.signal.aborted) {
      reject(new Error(`${command}: stopped before it began`));
      return;
    }
    const child = spawn(command, args, {
      env,
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      signal: abortable ? aborter.signal : undefined,
    });
    const file = log ? createWriteStream(log, { flags: "a" }) : undefined;
    file?.on("error", () => {});
    file?.write(`\n$ ${command} ${args.join(" ")}\n`);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      file?.write(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      file?.write(chunk);
    });
    child.on("error", (error) => {
      file?.end();
      reject(
        (error as NodeJS.ErrnoException).code === "ENOENT"
          ? new Error(`${command} is not installed (.ci/run installs it)`)
          : error,
      );
    });
    child.on("close", (code, signal) => {
      file?.end();
      const ran = { code: code ?? 128, stdout, stderr };
      if (check && (code !== 0 || signal)) {
        const tail = `${stdout}\n${stderr}`.trim().split("\n").slice(-25);
        reject(
          new Error(
            `${command} ${args.join(" ")} ended with ${signal ?? code}:\n${tail.join("\n")}`,
          ),
        );
      } else resolve(ran);
    });
  });
}

/** Seconds since `start` (performance.now()), one decimal. */
export const secondsSince = (start: number) =>
  Math.round((performance.now() - start) / 100) / 10;

/** Tries `probe` every `everyMs` until it returns something, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 500,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const found = await probe();
      if (found !== undefined) return found;
    } catch (error) {
      last = error;
    }
    if (aborter.signal.aborted) throw new Error(`${what}: stopped`);
    if (Date.now() > until)
      throw new Error(
        `${what}: not within ${timeoutMs / 1000} s${last ? ` (${String(last)})` : ""}`,
      );
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

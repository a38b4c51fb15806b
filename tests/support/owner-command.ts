import { Console } from "node:console";
import { Writable } from "node:stream";
import { baseEnv } from "./child-env.ts";

/** What a run of an owner command left: as a spawned process would have. */
export interface CommandRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** An owner command's entry: the arguments after `node scripts/x.ts`, its exit status. */
export type OwnerCommand = (args: readonly string[]) => Promise<number>;

/** Runs one command at a time: each run owns the process's environment and output. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs an owner command (`runInbox`, `runUpdates`, …) in this process, as
 * `node scripts/x.ts ARGS` would run with the environment `{ ...baseEnv,
 * ...env }` and nothing else: its standard output and error (console and
 * process.stdout/stderr writes) captured as text, its exit status. A spawn
 * costs a second of loading modules; this costs none. The process's
 * environment, console, streams and umask are put back afterwards.
 */
export function runOwnerCommand(
  command: OwnerCommand,
  args: readonly string[],
  env: Record<string, string | undefined> = {},
): Promise<CommandRun> {
  const run = queue.then(() => runAlone(command, args, env));
  queue = run.catch(() => {});
  return run;
}

/** The same, throwing on a non-zero exit as execFileSync does (with its stderr); else its stdout. */
export async function ownerCommandOutput(
  command: OwnerCommand,
  args: readonly string[],
  env: Record<string, string | undefined> = {},
): Promise<string> {
  const run = await runOwnerCommand(command, args, env);
  if (run.status !== 0)
    throw Object.assign(
      new Error(`Command failed with status ${run.status}\n${run.stderr}`),
      run,
    );
  return run.stdout;
}

async function runAlone(
  command: OwnerCommand,
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<CommandRun> {
  const stdout = capture();
  const stderr = capture();
  const saved = {
    env: { ...process.env },
    console: globalThis.console,
    stdout: Object.getOwnPropertyDescriptor(process, "stdout")!,
    stderr: Object.getOwnPropertyDescriptor(process, "stderr")!,
    umask: process.umask(),
  };
  setEnv({ ...baseEnv, ...env });
  globalThis.console = new Console({
    stdout: stdout.stream,
    stderr: stderr.stream,
    colorMode: false,
  });
  Object.defineProperty(process, "stdout", {
    configurable: true,
    get: () => stdout.stream,
  });
  Object.defineProperty(process, "stderr", {
    configurable: true,
    get: () => stderr.stream,
  });
  try {
    const status = await command([...args]);
    return { status, stdout: stdout.text(), stderr: stderr.text() };
  } finally {
    Object.defineProperty(process, "stdout", saved.stdout);
    Object.defineProperty(process, "stderr", saved.stderr);
    globalThis.console = saved.console;
    setEnv(saved.env);
    process.umask(saved.umask);
  }
}

/** process.env as exactly these variables (assigning undefined would set "undefined"). */
function setEnv(wanted: Record<string, string | undefined>) {
  for (const name of Object.keys(process.env))
    if (!(name in wanted) || wanted[name] === undefined)
      delete process.env[name];
  for (const [name, value] of Object.entries(wanted))
    if (value !== undefined) process.env[name] = value;
}

/** A pipe's end, as a spawned command's output is: not a terminal, no colours. */
function capture() {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return {
    stream: stream as unknown as NodeJS.WriteStream,
    text: () => Buffer.concat(chunks).toString("utf8"),
  };
}

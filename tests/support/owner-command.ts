import { textLog } from "../../server/log.ts";
import { Writable } from "node:stream";
import type { CommandIo } from "../../scripts/owner/cli/io.ts";
import { baseEnv } from "./child-env.ts";

/** What a run of an owner command left: as a spawned process would have. */
export interface CommandRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** An owner command's entry: the arguments after `node scripts/x.ts`, its io, its exit status. */
export type OwnerCommand = (
  args: readonly string[],
  io: CommandIo,
) => Promise<number>;

/**
 * Runs an owner command (`runInbox`, `runUpdates`, …) in this process, as
 * `node scripts/x.ts ARGS` would run with the environment `{ ...baseEnv,
 * ...env }` and nothing else: its standard output and error captured as
 * text, its exit status. A spawn costs a second of loading modules; this
 * costs none. The command is handed its settings and streams (its io) and
 * touches nothing of this process, so runs may overlap.
 */
export async function runOwnerCommand(
  command: OwnerCommand,
  args: readonly string[],
  env: Record<string, string | undefined> = {},
): Promise<CommandRun> {
  const stdout = capture();
  const stderr = capture();
  const status = await command([...args], {
    env: { ...baseEnv, ...env },
    out: stdout.stream,
    err: stderr.stream,
    log: textLog(stderr.stream),
  });
  return { status, stdout: stdout.text(), stderr: stderr.text() };
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
    stream,
    text: () => Buffer.concat(chunks).toString("utf8"),
  };
}

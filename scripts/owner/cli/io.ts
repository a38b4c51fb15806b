import type { Writable } from "node:stream";
import { type Log, textLog } from "../../../server/log.ts";

/**
 * What an owner command reads and writes besides its arguments: the
 * variables its settings are read from, its two output streams, and the
 * log of the server's parts it runs (a mailer, the migrations). The
 * entry point hands it the process's; a test hands it its own, as Fastify's
 * `inject` hands a route its request, so no run touches the process.
 */
export interface CommandIo {
  /** The settings' variables (DATA_DIR, SMTP_URL, …), as the environment holds them. */
  env: NodeJS.ProcessEnv;
  /** Standard output: what the command reports. */
  out: Writable;
  /** Standard error: what went wrong, and the progress of a long run. */
  err: Writable;
  /** The log of the server's parts it runs: plain lines on standard error (textLog). */
  log: Log;
}

/** Writes a line to the stream: the text and a newline, nothing else. */
export const lineTo =
  (stream: Writable) =>
  (line = "") => {
    stream.write(`${line}\n`);
  };

/**
 * Runs a command as its process (`npm run …`): with the process's
 * arguments, environment and streams; sets its exit status. Only an entry
 * point calls this.
 */
export async function runAsProcess(
  run: (args: readonly string[], io: CommandIo) => Promise<number>,
) {
  process.exitCode = await run(process.argv.slice(2), {
    env: process.env,
    out: process.stdout,
    err: process.stderr,
    log: textLog(process.stderr),
  });
}

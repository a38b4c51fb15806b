import { createRequire } from "node:module";
import type { FastifyBaseLogger } from "fastify";
import pino, { type DestinationStream, type Level } from "pino";

/*
 * The server's one log (issue 53): Fastify's own logger, pino. One JSON
 * object per line in production (level by name, ISO time), readable lines
 * in a terminal during development (pino-pretty, a development dependency,
 * loaded only then). Every part gets it as an argument; nothing logs
 * through `console`. An expected condition (the store down, a relay
 * refusing, a report set aside) is one line at `warn` that says what it
 * means for the company; a stack trace is for a bug (`error` with `err`).
 */

/** The log every part of the server writes to. */
export type Log = FastifyBaseLogger;

/** LOG_LEVEL's values. */
export const LOG_LEVELS = [
  "fatal",
  "error",
  "warn",
  "info",
  "debug",
  "trace",
  "silent",
] as const satisfies readonly (Level | "silent")[];
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A log that writes nothing: the default of a part whose caller did not ask to hear it (a test). */
export const quietLog = (): Log => pino({ level: "silent" });

/** Options of the production log, JSON lines to `destination`. */
export const jsonOptions = (level: LogLevel) => ({
  level,
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
});

/** The production log: one JSON object per line to `destination` (standard output by default). */
function jsonLog(
  level: LogLevel,
  destination: DestinationStream = pino.destination({ dest: 1, sync: true }),
): Log {
  return pino(jsonOptions(level), destination);
}

/**
 * A log of plain lines: each message, and a bug's stack after it, written
 * to `stream` as a person reads it (an owner command's standard error, a
 * test's capture).
 */
export function textLog(
  stream: { write(text: string): unknown },
  level: LogLevel = "info",
): Log {
  return pino(
    { ...jsonOptions(level), timestamp: false },
    {
      write(line: string) {
        for (const each of line.split("\n")) {
          if (!each) continue;
          const entry = JSON.parse(each) as {
            msg: string;
            err?: { stack?: string };
          };
          stream.write(
            `${entry.msg}\n${entry.err?.stack ? `${entry.err.stack}\n` : ""}`,
          );
        }
      },
    },
  );
}

/**
 * The log of `npm start`: readable lines when standard output is a terminal
 * and NODE_ENV is not production (and pino-pretty is installed), else JSON
 * lines.
 */
export function startLog(
  level: LogLevel,
  { terminal, production }: { terminal: boolean; production: boolean },
): Log {
  const pretty = terminal && !production ? prettyStream() : undefined;
  return pretty ? pino({ level }, pretty) : jsonLog(level);
}

/** pino-pretty's stream (time of day, no process id), or undefined where it is not installed (an image without dev dependencies). */
function prettyStream(): DestinationStream | undefined {
  try {
    const build = createRequire(import.meta.url)("pino-pretty") as (
      options: object,
    ) => DestinationStream;
    return build({
      translateTime: "SYS:HH:MM:ss",
      ignore: "pid,hostname",
      sync: true,
    });
  } catch {
    return undefined;
  }
}

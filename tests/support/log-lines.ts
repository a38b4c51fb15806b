import pino from "pino";
import {
  type Log,
  type LogLevel,
  jsonOptions,
  textLog,
} from "../../server/log.ts";

/** A line of the log as pino wrote it. */
interface LogEntry {
  level: string;
  msg: string;
  [key: string]: unknown;
}

/**
 * A log whose lines a test reads back, in the production format (one JSON
 * object per line, level by name), without a time.
 */
export function logLines(level: LogLevel = "trace") {
  const entries: LogEntry[] = [];
  /** Every message, whatever its level, as written. */
  const lines: string[] = [];
  /** The messages of each level, filled as they are written. */
  const at: Record<string, string[]> = {
    trace: [],
    debug: [],
    info: [],
    warn: [],
    error: [],
    fatal: [],
  };
  const log: Log = pino(
    { ...jsonOptions(level), timestamp: false },
    {
      write(line: string) {
        for (const each of line.split("\n"))
          if (each) {
            const entry = JSON.parse(each) as LogEntry;
            entries.push(entry);
            lines.push(entry.msg);
            at[entry.level]?.push(entry.msg);
          }
      },
    },
  );
  return {
    log,
    entries,
    lines,
    /** What was written at `warn`, as it is written (a live array). */
    warnings: at.warn!,
    /** What was written at `info`, as it is written (a live array). */
    infos: at.info!,
    /** What was written at `error`, as it is written (a live array). */
    errors: at.error!,
    /** The messages written at `level` (every level when omitted). */
    messages: (at?: LogLevel) =>
      entries
        .filter((entry) => at === undefined || entry.level === at)
        .map((entry) => entry.msg),
  };
}

/** A log that hands each line written at `warn` to `take` (and drops the rest). */
export const warnTo = (take: (line: string) => void): Log =>
  textLog({ write: (text: string) => take(text.trimEnd()) }, "warn");

import { withoutSecrets } from "../config.ts";
import type { Log } from "../log.ts";

/**
 * Logs a fault of the server (a bug: an answer 500) at `error`, with where
 * in the code it happened, without what the visitor entered: a database
 * error's details can quote the row it failed on, so only its name, code
 * and message (secrets taken out) and the stack's frames are written.
 * `context` says what failed.
 */
export function logFault(log: Log, error: unknown, context?: string) {
  const { name, code, message, stack } =
    error instanceof Error
      ? (error as Error & { code?: string })
      : { name: "Error", code: undefined, message: String(error), stack: "" };
  const frames = (stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .map((line) => line.trim());
  log.error(
    { fault: { name, ...(code ? { code } : {}), frames } },
    withoutSecrets(
      `${context ? `${context}: ` : ""}${name}${code ? ` (${code})` : ""}: ${message}`,
    ),
  );
}

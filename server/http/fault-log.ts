import { withoutSecrets } from "../config.ts";

/**
 * Logs a fault of the server without what the visitor entered: a database
 * error's details can quote the row it failed on. `context` says what failed.
 */
export function logFault(error: unknown, context?: string) {
  const { name, code, message } =
    error instanceof Error
      ? (error as Error & { code?: string })
      : { name: "Error", code: undefined, message: String(error) };
  console.error(
    withoutSecrets(
      `${context ? `${context}: ` : ""}${name}${code ? ` (${code})` : ""}: ${message}`,
    ),
  );
}

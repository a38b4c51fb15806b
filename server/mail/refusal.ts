/*
 * What a mail server's answer means: the one place that decides whether an
 * error is a refusal for good, and what a log line may say of it.
 */

/** What a log line may say of a sending error: codes, never the server's text, which can quote an address. */
export function errorCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
  };
  return [code, responseCode].filter(Boolean).join(" ") || "unknown";
}

/**
 * A refusal for good: an SMTP 5xx reply (but 503, a client's sequence error)
 * to the recipient or to the message. A 5xx to the sender or the login is a
 * fault of the site's setup that every mail shares: those stay queued and
 * are retried, with a warning, like a 4xx or an outage.
 */
export function refusal(error: unknown): { recipient: boolean } | undefined {
  const { responseCode, command, code } = (error ?? {}) as {
    responseCode?: number;
    command?: string;
    code?: string;
  };
  if (!responseCode || responseCode < 500 || responseCode > 599) return;
  if (responseCode === 503 || code === "EAUTH") return;
  if (command === "MAIL FROM" || command?.startsWith("AUTH")) return;
  return { recipient: command === "RCPT TO" };
}

/** The first wait after a failure, doubled with each further one up to `retryMs`. */
const FIRST_RETRY_MS = 1000;

/** How long a mail waits after its `attempts`-th failed try. */
export const retryWait = (attempts: number, retryMs: number) =>
  Math.min(retryMs, FIRST_RETRY_MS * 2 ** Math.min(attempts - 1, 30));

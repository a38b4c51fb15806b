/*
 * What a mail server's answer means: the one place that decides whether an
 * error ends one mail, marks one address, stops a whole lane, or waits. It
 * reads the reply code, the enhanced status code (RFC 3463: class.subject.
 * detail, e.g. 5.1.1) and the command the answer came to (MAIL FROM, RCPT TO,
 * DATA): the same 550 means "no such mailbox" at RCPT TO with 5.1.1 and "you
 * may not send as this sender" with 5.7.1.
 */

/** What a log line may say of a sending error: codes, never the server's text, which can quote an address. */
function errorCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
  };
  const enhanced = enhancedCode(error);
  return [code, responseCode, enhanced].filter(Boolean).join(" ") || "unknown";
}

/** Why a whole lane stops: a fault of the site's setup or of the relay, not of a recipient. */
export type StopCause =
  /** The relay refuses the sender address (MAIL_FROM, NOTIFY_FROM). */
  | "sender"
  /** The login is refused (SMTP_URL's user and password). */
  | "login"
  /** A rule of the relay refuses the mail (5.7.x: relaying, sender policy, content). */
  | "policy"
  /** A sending quota or rate limit of the relay (5.4.5, 5.3.4, 452, 421, "too many"). */
  | "quota";

/** What an answer means for the mail it came to. */
export type Verdict =
  /** This recipient's mailbox does not exist or is disabled: mark the address, end the mail. */
  | { kind: "mailbox"; code: string }
  /** Refused for good for this mail only, cause unclear: end it, mark nobody. */
  | { kind: "message"; code: string }
  /** The relay's fault: every mail stays queued, the lane stops. */
  | { kind: "stop"; cause: StopCause; code: string }
  /** Passing (4xx, a network fault): try again later. */
  | { kind: "retry"; code: string };

/** The enhanced status code in a reply, e.g. "5.1.1"; undefined when it has none. */
function enhancedCode(error: unknown): string | undefined {
  const { response } = (error ?? {}) as { response?: string };
  return /\b([245])\.(\d{1,3})\.(\d{1,3})\b/.exec(response ?? "")?.[0];
}

/**
 * Replies that mean a limit whatever their class: the relay's, unless an
 * answer at RCPT TO names the recipient's address or full mailbox.
 */
const QUOTA_WORDS = /quota|rate limit|too many|exceeded|limit reached/i;

/**
 * The enhanced codes of one recipient's mailbox refused for good (RFC 3463):
 * the only refusals that mark an address, at RCPT TO or in a later report.
 */
export const isMailbox = (enhanced: string) =>
  /^5\.1\.(1|2|3|6|10)$/.test(enhanced) || enhanced === "5.2.1";

/** The enhanced codes of a limit of the relay: quota, rate, size of the system. */
const isQuota = (enhanced: string) =>
  /^[45]\.4\.5$|^[45]\.3\.4$|^[45]\.7\.28$/.test(enhanced);

/**
 * The enhanced codes that speak of the recipient (RFC 3463): its address
 * (x.1.x but the sender's 1.7 and 1.8) and its mailbox full (x.2.2). Given
 * at RCPT TO, they concern that one recipient, whatever words follow:
 * Gmail's "452 4.2.2 … over quota", Dovecot's "552 5.2.2 Quota exceeded", a
 * relay's "450 4.1.1 … said: 452 4.2.2 … over quota" after it asked the
 * recipient's server. At DATA the same words may be the relay's own (a
 * full sender mailbox at Microsoft 365 answers 554 5.2.2): decided as before.
 */
const isRecipientStatus = (enhanced: string) =>
  /^[45]\.1\.\d+$/.test(enhanced)
    ? !/^[45]\.1\.[78]$/.test(enhanced)
    : /^[45]\.2\.2$/.test(enhanced);

/** An answer at RCPT TO about the recipient alone: a passing one waits, a lasting one ends the mail. */
function recipientVerdict(
  responseCode: number,
  enhanced: string,
  code: string,
): Verdict {
  if (responseCode < 500) return { kind: "retry", code };
  return isMailbox(enhanced)
    ? { kind: "mailbox", code }
    : { kind: "message", code };
}

/** Reads a sending error. When in doubt it marks nobody. */
export function verdict(error: unknown): Verdict {
  const { responseCode, command, code } = (error ?? {}) as {
    responseCode?: number;
    command?: string;
    code?: string;
  };
  const enhanced = enhancedCode(error) ?? "";
  const response = (error as { response?: string } | undefined)?.response;
  const codeText = errorCode(error);
  if (code === "EAUTH" || command?.startsWith("AUTH"))
    return { kind: "stop", cause: "login", code: codeText };
  if (!responseCode) return { kind: "retry", code: codeText };
  if (
    command === "RCPT TO" &&
    responseCode !== 421 &&
    responseCode !== 503 &&
    isRecipientStatus(enhanced)
  )
    return recipientVerdict(responseCode, enhanced, codeText);
  if (
    responseCode === 421 ||
    // 452 4.2.2 is one recipient's full mailbox; any other 452 the relay's own limit.
    (responseCode === 452 && !enhanced.startsWith("4.2.")) ||
    isQuota(enhanced) ||
    QUOTA_WORDS.test(response ?? "")
  )
    return { kind: "stop", cause: "quota", code: codeText };
  if (responseCode < 500 || responseCode === 503)
    return { kind: "retry", code: codeText };
  if (command === "MAIL FROM")
    return { kind: "stop", cause: "sender", code: codeText };
  if (enhanced.startsWith("5.7."))
    return {
      kind: "stop",
      cause: /sender/i.test(response ?? "") ? "sender" : "policy",
      code: codeText,
    };
  if (command === "RCPT TO" && isMailbox(enhanced))
    return { kind: "mailbox", code: codeText };
  return { kind: "message", code: codeText };
}

/** The first wait after a failure, doubled with each further one up to `retryMs`. */
const FIRST_RETRY_MS = 1000;

/** How long a mail waits after its `attempts`-th failed try. */
export const retryWait = (attempts: number, retryMs: number) =>
  Math.min(retryMs, FIRST_RETRY_MS * 2 ** Math.min(attempts - 1, 30));

/** What the owner reads when a lane stops: the cause, and the setting to check. */
export function stopAdvice(cause: StopCause, code: string): string {
  switch (cause) {
    case "sender":
      return `Der Mailserver lehnt den Absender ab (${code}). Prüfen Sie MAIL_FROM (für Meldungen NOTIFY_FROM): Die Adresse muss zu Ihrem Zugang beim Mailserver (SMTP_URL) gehören.`;
    case "login":
      return `Der Mailserver lehnt die Anmeldung ab (${code}). Prüfen Sie Benutzer und Passwort in SMTP_URL.`;
    case "policy":
      return `Der Mailserver lehnt die E-Mails nach seinen Regeln ab (${code}). Prüfen Sie, ob Ihr Zugang über diesen Server senden darf (SMTP_URL, MAIL_FROM), und ob SPF und DKIM Ihrer Domain stimmen (npm run check:launch).`;
    case "quota":
      return `Der Mailserver meldet ein erreichtes Sendelimit (${code}). Stellen Sie MAIL_RATE auf das Limit Ihres Anbieters ein (etwa 30/min oder 400/day).`;
  }
}

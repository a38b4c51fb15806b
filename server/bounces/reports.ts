import {
  type Attachment,
  type HeaderValue,
  type ParsedMail,
  simpleParser,
} from "mailparser";

/*
 * What one message in the bounce mailbox is (issue 39.3): a failed or a
 * delayed delivery (an RFC 3464 delivery status notification, or the plain
 * text bounce Exim and qmail send), a spam complaint from a provider's
 * feedback loop (RFC 5965), an automatic reply (RFC 3834, out of office), or
 * something else. Pure: a message in, what it says out; no store, no
 * network. mailparser reads the MIME; this module reads the fields of the
 * parts it hands over (the report parts are "Field: value" blocks). Anyone
 * can send the bounce address anything, so every reading is linear and
 * bounded (issue 45): a message over MESSAGE_MAX_BYTES is not parsed, and
 * only so many lines and recipients of one are read.
 *
 * What it does not decide: whether a code marks an address (RFC 3463: only
 * 5.1.x and the like do; that is the intake's rule) and whether a return
 * path's check value holds (return-path.ts).
 */

/** One recipient's entry of a delivery report. */
interface RecipientOutcome {
  action: "failed" | "delayed";
  /** The address the mail was sent to: Original-Recipient, else Final-Recipient. */
  recipient: string;
  /** Final-Recipient where it differs (a forward, an alias): where delivery ended. */
  finalRecipient?: string;
  /** RFC 3463 enhanced status code, e.g. "5.1.1". */
  status: string;
  /** The remote server's answer, e.g. "550 5.1.1 <…>: User unknown". */
  diagnostic?: string;
  lastAttemptAt?: Date;
}

interface Common {
  /**
   * The address the report came back to, `bounces+TAG@domain`: the envelope
   * sender of the mail it is about (read it with return-path.ts).
   */
  returnPath?: string;
  /** Message-ID of the mail the report is about. */
  originalMessageId?: string;
}

interface DeliveryFields extends Common {
  /** Read from an RFC 3464 report, or from a plain-text bounce (best effort). */
  format: "dsn" | "text";
  /** The first entry of `recipients` with this report's kind. */
  recipient: string;
  status: string;
  diagnostic?: string;
  /** When the reporting server took the mail in (Arrival-Date). */
  arrivedAt?: Date;
  reportingMta?: string;
  /** Every recipient reported failed or delayed, in the report's order. */
  recipients: RecipientOutcome[];
}

/** At least one recipient failed for good (`Action: failed`). */
interface FailedReport extends DeliveryFields {
  kind: "failed";
}
/** Only delays (`Action: delayed`): the server keeps trying. */
interface DelayedReport extends DeliveryFields {
  kind: "delayed";
}
/** A feedback-loop report (RFC 5965): a recipient marked the mail as spam. */
interface ComplaintReport extends Common {
  kind: "complaint";
  /** Feedback-Type in lower case: "abuse", "fraud", "not-spam", … */
  feedbackType: string;
  /** Original-Rcpt-To, else the To of the included original (often redacted, RFC 6590). */
  recipient?: string;
  arrivedAt?: Date;
}
/** An out-of-office or other automatic reply. */
interface AutoReply extends Common {
  kind: "auto-reply";
  /** Who replied. */
  from?: string;
  /** What told it: "Auto-Submitted: auto-replied", "X-Autoreply", "Precedence: bulk", "Subject". */
  signal: string;
}
/** Anything else, with why. */
interface OtherMessage extends Common {
  kind: "other";
  reason:
    | "empty"
    /** mailparser could not read it. */
    | "unreadable"
    /** A delivery report that names no failed or delayed recipient (e.g. only `Action: delivered`). */
    | "no-failure"
    /** A bounce in plain text that names no recipient this module can find. */
    | "unread-bounce"
    /** Larger than MESSAGE_MAX_BYTES: not parsed at all. */
    | "too-large"
    /** Neither report, bounce nor automatic reply: a person's mail, spam. */
    | "not-a-report";
}

export type Report =
  FailedReport | DelayedReport | ComplaintReport | AutoReply | OtherMessage;

export interface ReadOptions {
  /**
   * BOUNCE_ADDRESS (`local@domain`): a return path is its local part, "+",
   * a tag, at its domain. Without it, any `bounces+…@…` is one.
   */
  bounceAddress?: string;
}

/**
 * The largest message read. A report about one of our mails is a few
 * kilobytes (an ARF complaint or a DSN with the original's headers, or the
 * whole original: our mails are text and small); past this, a message is no
 * report of ours, and parsing it would only cost memory and time.
 */
export const MESSAGE_MAX_BYTES = 1024 * 1024;
/** Lines of a report's text read at most (a bounce lists its recipients first). */
const LINES_MAX = 10_000;
/**
 * Recipients read from one report at most. Each of our mails goes to one
 * recipient, and a report names only the recipients of the mail it is about.
 */
export const RECIPIENTS_MAX = 100;
/** The included original's header section read at most. */
const ORIGINAL_HEAD_MAX = 64 * 1024;

const PARSE = {
  keepDeliveryStatus: true,
  // An included original stays an attachment (its raw text) even when
  // marked inline, so its headers can be read.
  ignoreEmbedded: true,
  skipTextToHtml: true,
  skipImageLinks: true,
  skipTextLinks: true,
  checksumAlgo: false,
} as const;

const STATUS_TYPES = new Set([
  "message/delivery-status",
  "message/global-delivery-status",
]);
const FEEDBACK_TYPE = "message/feedback-report";
const ORIGINAL_TYPES = new Set([
  "message/rfc822",
  "message/global",
  "text/rfc822-headers",
  "message/global-headers",
]);

/** Reads one message from the bounce mailbox. Never throws: what it cannot read is "other". */
export async function readReport(
  raw: Buffer | string,
  options: ReadOptions = {},
): Promise<Report> {
  if (!raw.length || (typeof raw === "string" && !raw.trim()))
    return { kind: "other", reason: "empty" };
  const bytes = typeof raw === "string" ? Buffer.byteLength(raw) : raw.length;
  if (bytes > MESSAGE_MAX_BYTES) return { kind: "other", reason: "too-large" };
  let mail: ParsedMail;
  try {
    mail = await simpleParser(raw, PARSE);
  } catch {
    return { kind: "other", reason: "unreadable" };
  }
  try {
    return await classify(mail, options);
  } catch {
    return { kind: "other", reason: "unreadable" };
  }
}

/** What is known of a message before it is told apart. */
interface Reading {
  mail: ParsedMail;
  /** The included original (message/rfc822 or text/rfc822-headers), headers read. */
  original?: ParsedMail;
  isReturnPath: (address: string) => boolean;
}

async function classify(
  mail: ParsedMail,
  options: ReadOptions,
): Promise<Report> {
  const reading: Reading = {
    mail,
    original: await includedOriginal(mail.attachments),
    isReturnPath: returnPathTest(options.bounceAddress),
  };
  const feedback = partText(mail.attachments, (t) => t === FEEDBACK_TYPE);
  if (feedback !== undefined) return complaint(reading, feedback);
  const status = partText(mail.attachments, (t) => STATUS_TYPES.has(t));
  if (status !== undefined) return statusReport(reading, status);
  if (looksLikeBounce(mail)) return textBounce(reading);
  const signal = autoReplySignal(mail);
  if (signal)
    return {
      kind: "auto-reply" as const,
      ...common(reading),
      ...optional("from", addressesIn(mail.headers.get("from"))[0]),
      signal,
    };
  return {
    kind: "other" as const,
    ...common(reading),
    reason: "not-a-report" as const,
  };
}

// ─── Parts and headers ──────────────────────────────────────────────────────

function partText(
  attachments: Attachment[],
  wanted: (contentType: string) => boolean,
): string | undefined {
  const part = attachments.find((a) => wanted(a.contentType.toLowerCase()));
  return part?.content.toString("utf8");
}

/** The original's header section, read by mailparser (its body is not needed). */
async function includedOriginal(attachments: Attachment[]) {
  const part = attachments.find((a) =>
    ORIGINAL_TYPES.has(a.contentType.toLowerCase()),
  );
  if (!part) return undefined;
  return parseQuietly(
    headerSection(part.content.subarray(0, ORIGINAL_HEAD_MAX).toString("utf8")),
  );
}

/** A message's header section, at most ORIGINAL_HEAD_MAX characters of it. */
function headerSection(message: string): string {
  const head = message.slice(0, ORIGINAL_HEAD_MAX);
  const end = /\r?\n\r?\n/.exec(head);
  return end ? head.slice(0, end.index + end[0].length) : head;
}

async function parseQuietly(raw: string): Promise<ParsedMail | undefined> {
  try {
    const parsed = await simpleParser(raw, PARSE);
    return parsed.headers.size ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A header's values as text, however mailparser parsed them. */
function textsOf(value: HeaderValue | undefined): string[] {
  if (value === undefined || value instanceof Date) return [];
  if (Array.isArray(value))
    return (value as readonly HeaderValue[]).flatMap(textsOf);
  if (typeof value === "string") return [value];
  if ("text" in value && typeof value.text === "string") return [value.text];
  if ("value" in value && typeof value.value === "string") return [value.value];
  return [];
}

function withoutFinalDots(word: string): string {
  let end = word.length;
  while (end > 0 && word[end - 1] === ".") end--;
  return word.slice(0, end);
}

/** What separates the words of an address header; an address is a word with an "@" inside. */
const SEPARATORS = /[\s<>()[\]"',;:]+/;

/** Every address in a header or field value, in order (split, not searched: linear in its length). */
function addressesIn(value: HeaderValue | undefined): string[] {
  return textsOf(value).flatMap((text) =>
    text
      .split(SEPARATORS)
      .filter((word) => /^[^@]+@[^@]+$/.test(word))
      .map(withoutFinalDots),
  );
}

const firstText = (mail: ParsedMail | undefined, name: string) =>
  textsOf(mail?.headers.get(name))[0]?.trim();

/** Whether an address is one of our return paths: `bounces+TAG@domain`. */
function returnPathTest(bounceAddress: string | undefined) {
  const at = bounceAddress?.lastIndexOf("@") ?? -1;
  const local = (
    at > 0 ? bounceAddress!.slice(0, at) : "bounces"
  ).toLowerCase();
  const domain =
    at > 0 ? bounceAddress!.slice(at + 1).toLowerCase() : undefined;
  return (address: string) => {
    const match = /^([^@+\s]+)\+[^@\s]+@([^@\s]+)$/.exec(address);
    return (
      !!match &&
      match[1]!.toLowerCase() === local &&
      (!domain || match[2]!.toLowerCase() === domain)
    );
  };
}

/**
 * The return path the report came back to. Looked for in this order:
 * Delivered-To, X-Original-To, To of the report; the envelope sender the
 * report itself names (Postfix's X-Postfix-Sender, ARF's
 * Original-Mail-From); Return-Path and From of the included original. The
 * first address of our form wins.
 */
function findReturnPath(
  { mail, original, isReturnPath }: Reading,
  named: (string | undefined)[] = [],
): string | undefined {
  const candidates = [
    ...["delivered-to", "x-original-to", "to"].flatMap((name) =>
      addressesIn(mail.headers.get(name)),
    ),
    ...named.flatMap((value) => addressesIn(value)),
    ...["return-path", "from"].flatMap((name) =>
      addressesIn(original?.headers.get(name)),
    ),
  ];
  return candidates.find(isReturnPath);
}

/** The Message-ID of the mail a report is about: the included original's, else what the report quotes. */
function findOriginalMessageId(
  { mail, original }: Reading,
  quoted?: string,
): string | undefined {
  const references = textsOf(mail.headers.get("references"))
    .flatMap((text) => text.match(/<[^<>\s]+>/g) ?? [])
    .at(-1);
  return (
    original?.messageId ??
    messageIdIn(quoted) ??
    messageIdIn(mail.inReplyTo) ??
    references
  );
}

const messageIdIn = (text: string | undefined) =>
  text?.match(/<[^<>\s]+>/)?.[0];

function common(
  reading: Reading,
  named?: (string | undefined)[],
  quotedId?: string,
): Common {
  return {
    ...optional("returnPath", findReturnPath(reading, named)),
    ...optional("originalMessageId", findOriginalMessageId(reading, quotedId)),
  };
}

/** `{ key: value }`, or nothing when the value is undefined. */
const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

// ─── Report fields (RFC 3464, RFC 5965) ─────────────────────────────────────

type Fields = Map<string, string>;
/** No field of a report is longer; a cut value keeps every search of it linear. */
const FIELD_MAX = 2000;

/**
 * "Field: value" blocks separated by blank lines; folded lines joined, names
 * in lower case. The first LINES_MAX lines only.
 */
function fieldBlocks(text: string): Fields[] {
  const blocks: Fields[] = [];
  let block: Fields | undefined;
  let last: string | undefined;
  for (const line of text.split(/\r?\n/, LINES_MAX)) {
    if (!line.trim()) {
      block = last = undefined;
    } else if (/^[ \t]/.test(line)) {
      if (block && last)
        block.set(
          last,
          `${block.get(last)} ${line.trim()}`.slice(0, FIELD_MAX),
        );
    } else {
      const colon = line.indexOf(":");
      if (colon <= 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!block) blocks.push((block = new Map()));
      if (block.has(name)) last = undefined;
      else block.set((last = name), line.slice(colon + 1, FIELD_MAX).trim());
    }
  }
  return blocks;
}

/** The value of a typed field ("rfc822; a@b", "smtp; 550 …", "dns; mx") without its type. */
const untyped = (value: string | undefined) =>
  value?.replace(/^[\w-]+\s*;\s*/, "").trim() || undefined;

/** An address field's address: angle brackets and comments gone; none without an "@". */
function addressOf(value: string | undefined): string | undefined {
  const text = untyped(value)
    ?.replace(/\([^)]*\)/g, "")
    .trim();
  const address = text?.replace(/^<(.*)>$/, "$1").trim();
  return address?.includes("@") ? address : undefined;
}

function dateOf(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value.replace(/\([^)]*\)/g, "").trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** An enhanced status code (RFC 3463), not part of an IP address or a version. */
const ENHANCED = /(?<!\d|\d\.)[245]\.\d{1,3}\.\d{1,3}(?!\d|\.\d)/;

/**
 * A recipient's status: the Status field's code, unless it says only the
 * class (X.0.0, RFC 3463: "only the class of the error is known") and the
 * server's answer names a precise code of the same class. Without a Status,
 * the answer's code, else its class from the reply code, else the action's.
 */
function statusOf(
  given: string | undefined,
  diagnostic: string | undefined,
  action: "failed" | "delayed",
): string {
  const stated = given?.match(ENHANCED)?.[0];
  const said = diagnostic?.match(ENHANCED)?.[0];
  if (stated && !(stated.endsWith(".0.0") && said?.[0] === stated[0]))
    return stated;
  if (said) return said;
  const replyClass = /^\s*([245])\d\d\b/.exec(diagnostic ?? "")?.[1];
  return replyClass
    ? `${replyClass}.0.0`
    : (stated ?? (action === "failed" ? "5.0.0" : "4.0.0"));
}

/** One line of a server's answer: "550-5.1.1 a 550-5.1.1 b" becomes "550 5.1.1 a b". */
function tidyDiagnostic(text: string | undefined): string | undefined {
  const answer = untyped(text)?.replace(/\s+/g, " ");
  const lead = answer && /^(\d{3})[- ](\d\.\d{1,3}\.\d{1,3} )?/.exec(answer);
  if (!answer || !lead) return answer;
  const again = new RegExp(
    ` ${lead[1]}[- ]${(lead[2] ?? "").replace(/\./g, "\\.")}`,
    "g",
  );
  return `${lead[1]} ${lead[2] ?? ""}${answer.slice(lead[0].length).replace(again, " ")}`.trim();
}

function recipientOutcome(block: Fields): RecipientOutcome | undefined {
  const action = block
    .get("action")
    ?.toLowerCase()
    .match(/^[a-z]+/)?.[0];
  if (action !== "failed" && action !== "delayed") return undefined;
  const final = addressOf(block.get("final-recipient"));
  const recipient = addressOf(block.get("original-recipient")) ?? final;
  if (!recipient) return undefined;
  const diagnostic = tidyDiagnostic(block.get("diagnostic-code"));
  return {
    action,
    recipient,
    ...(final && final.toLowerCase() !== recipient.toLowerCase()
      ? { finalRecipient: final }
      : {}),
    status: statusOf(block.get("status"), diagnostic, action),
    ...(diagnostic ? { diagnostic } : {}),
    ...optional("lastAttemptAt", dateOf(block.get("last-attempt-date"))),
  };
}

const isRecipientBlock = (block: Fields) =>
  block.has("final-recipient") ||
  block.has("original-recipient") ||
  block.has("action");

/** The delivery report's reading (RFC 3464). */
function statusReport(reading: Reading, text: string): Report {
  const blocks = fieldBlocks(text);
  const perMessage: Fields = new Map(
    blocks
      .filter((b) => !isRecipientBlock(b))
      .flatMap((b) => [...b])
      .reverse(),
  );
  const outcomes = blocks
    .filter(isRecipientBlock)
    .map(recipientOutcome)
    .filter((o) => o !== undefined)
    .slice(0, RECIPIENTS_MAX);
  const base = common(
    reading,
    [perMessage.get("x-postfix-sender")],
    perMessage.get("x-original-message-id"),
  );
  if (!outcomes.length) return { kind: "other", ...base, reason: "no-failure" };
  return delivery(outcomes, "dsn", {
    ...base,
    ...optional("arrivedAt", dateOf(perMessage.get("arrival-date"))),
    ...optional("reportingMta", untyped(perMessage.get("reporting-mta"))),
  });
}

function delivery(
  recipients: RecipientOutcome[],
  format: "dsn" | "text",
  rest: Common & { arrivedAt?: Date; reportingMta?: string },
): FailedReport | DelayedReport {
  const kind = recipients.some((r) => r.action === "failed")
    ? "failed"
    : "delayed";
  const first = recipients.find((r) => r.action === kind)!;
  return {
    kind,
    format,
    recipient: first.recipient,
    status: first.status,
    ...(first.diagnostic ? { diagnostic: first.diagnostic } : {}),
    ...rest,
    recipients,
  };
}

/** A feedback-loop report (RFC 5965). */
function complaint(reading: Reading, text: string): ComplaintReport {
  const fields: Fields = new Map(
    fieldBlocks(text)
      .flatMap((b) => [...b])
      .reverse(),
  );
  const recipient =
    addressOf(fields.get("original-rcpt-to")) ??
    addressesIn(reading.original?.headers.get("to"))[0];
  return {
    kind: "complaint",
    ...common(reading, [fields.get("original-mail-from")]),
    feedbackType:
      fields
        .get("feedback-type")
        ?.toLowerCase()
        .match(/^[\w-]+/)?.[0] ?? "other",
    ...optional("recipient", recipient),
    ...optional(
      "arrivedAt",
      dateOf(fields.get("arrival-date") ?? fields.get("received-date")),
    ),
  };
}

// ─── Plain-text bounces (Exim, qmail and the like) ──────────────────────────

const DAEMON = /^(?:mailer-daemon|mail-daemon|mailerdaemon|postmaster)@/i;
const BOUNCE_SUBJECT =
  /^(?:mail delivery failed|undelivered mail|undeliverable|unzustellbar|failure notice|returned mail|delivery status notification|mail-zustellung fehlgeschlagen|warning: message .* delayed|delivery (?:failure|delayed))/i;
const BOUNCE_TEXT =
  /created automatically by mail delivery software|this is the qmail-send program/i;

/**
 * A bounce without a report part: sent by a mail daemon (mailer-daemon@,
 * postmaster@), or with a bounce's subject, or in Exim's or qmail's words.
 */
function looksLikeBounce(mail: ParsedMail): boolean {
  return (
    addressesIn(mail.headers.get("from")).some((a) => DAEMON.test(a)) ||
    BOUNCE_SUBJECT.test(mail.subject?.trim() ?? "") ||
    BOUNCE_TEXT.test(mail.text ?? "")
  );
}

/** Where the copy of the original starts in a bounce's text. */
const COPY_MARKER =
  /^[ \t|]*-{2,}[ \t]*(?:this is a copy of|below this line is a copy of|original message|ursprüngliche nachricht|message text follows)[^\n]*\n/im;
const DELAY_WORDS =
  /has not yet been delivered|not been delivered yet|will (?:keep|continue) (?:trying|to try)|still being retried|noch nicht zugestellt|delivery attempts will continue/i;

/**
 * A plain-text bounce, read best effort. The text before the copy of the
 * original is searched: a line that begins with an address (as Exim and
 * qmail list them) starts a recipient, and the first
 * server answer after it ("550 5.1.1 …", "Remote host said: 550 …") is its
 * diagnostic. Without an enhanced code the status is the reply's class
 * (5.0.0, 4.0.0), so nothing is read as a dead mailbox that the server did
 * not call one. It is a delay when it says it keeps trying; a failure
 * otherwise. No recipient found: the included original's To, if any.
 */
async function textBounce(reading: Reading): Promise<Report> {
  const text = reading.mail.text ?? "";
  const marker = COPY_MARKER.exec(text);
  const report = marker ? text.slice(0, marker.index) : text;
  if (marker && !reading.original) {
    const copy = text
      .slice(marker.index + marker[0].length)
      .slice(0, ORIGINAL_HEAD_MAX)
      .replace(/^\s+/, "");
    if (/^[\w-]+:/.test(copy))
      reading.original = await parseQuietly(headerSection(copy));
  }
  const action =
    DELAY_WORDS.test(report) || /\bdelayed\b/i.test(reading.mail.subject ?? "")
      ? "delayed"
      : "failed";
  const from = new Set(addressesIn(reading.mail.headers.get("from")));
  const own = (address: string) =>
    reading.isReturnPath(address) || DAEMON.test(address) || from.has(address);
  let outcomes = textOutcomes(report, action, own);
  if (!outcomes.length) {
    const to = addressesIn(reading.original?.headers.get("to"))[0];
    if (to)
      outcomes = [
        {
          action,
          recipient: to,
          status: statusOf(undefined, undefined, action),
        },
      ];
  }
  const base = common(reading);
  if (!outcomes.length)
    return { kind: "other", ...base, reason: "unread-bounce" };
  return delivery(outcomes, "text", base);
}

/** A server's answer in a line: a reply code at the line's start or after "said:"/"error:", or an enhanced code. */
const ANSWER =
  /(?:^\s*|(?:said|error|reason|grund):\s*)([245]\d\d[ -](?:#?[245]\.\d{1,3}\.\d{1,3}\b)?.*)$/i;
const LEADING_ADDRESS =
  /^\s*<?([^\s<>()[\]"',;:@]+@[a-z0-9.-]+\.[a-z]{2,})>?:?(?:\s|$)/i;

/**
 * The recipients a bounce's text lists, each with the first answer after it.
 * One pass over the first LINES_MAX lines, each line looked at once; it stops
 * at the first recipient past RECIPIENTS_MAX.
 */
function textOutcomes(
  report: string,
  action: "failed" | "delayed",
  own: (address: string) => boolean,
): RecipientOutcome[] {
  // By the address in lower case: each recipient once.
  const found = new Map<string, { recipient: string; answer?: string }>();
  let current: { recipient: string; answer?: string } | undefined;
  for (const whole of report.split(/\r?\n/, LINES_MAX)) {
    // No answer or address is longer; a cut line keeps every search linear.
    const line = whole.slice(0, 1000);
    const address = LEADING_ADDRESS.exec(line)?.[1];
    if (address && !own(address)) {
      const key = address.toLowerCase();
      if (found.has(key)) continue;
      if (found.size === RECIPIENTS_MAX) break;
      found.set(key, (current = { recipient: address }));
      continue;
    }
    if (!current || current.answer) continue;
    const answer =
      ANSWER.exec(line)?.[1] ?? (ENHANCED.test(line) ? line : undefined);
    if (answer) current.answer = answer.trim();
  }
  return [...found.values()].map(({ recipient, answer }) => {
    const diagnostic = tidyDiagnostic(answer);
    return {
      action,
      recipient,
      status: statusOf(undefined, diagnostic, action),
      ...(diagnostic ? { diagnostic } : {}),
    };
  });
}

// ─── Automatic replies (RFC 3834 and what mail programs set instead) ────────

const AUTO_HEADERS = [
  "x-autoreply",
  "x-autorespond",
  "x-autoresponder",
  "x-autoreply-from",
  "x-mail-autoreply",
  "x-autogenerated",
];
const AUTO_SUBJECT =
  /out of (?:the )?office|automatic reply|auto[- ]?reply|auto[- ]?response|automatische antwort|abwesenheitsnotiz|abwesenheit|nicht im büro|abwesend|urlaubsnotiz|réponse automatique|respuesta automática|risposta automatica/iu;

/** What marks a message as an automatic reply, if anything does. */
function autoReplySignal(mail: ParsedMail): string | undefined {
  const submitted = firstText(mail, "auto-submitted")
    ?.toLowerCase()
    .match(/^[\w-]+/)?.[0];
  if (submitted && submitted !== "no") return `Auto-Submitted: ${submitted}`;
  const header = AUTO_HEADERS.find((name) => {
    const value = firstText(mail, name);
    return value !== undefined && !/^(?:no|false|0)$/i.test(value);
  });
  if (header) return headerName(mail, header);
  for (const name of ["precedence", "x-precedence"]) {
    const value = firstText(mail, name)?.toLowerCase();
    if (value && /^(?:auto_reply|bulk|junk)\b/.test(value))
      return `${headerName(mail, name)}: ${value}`;
  }
  if (AUTO_SUBJECT.test(mail.subject ?? "")) return "Subject";
  return undefined;
}

/** A header's name as the message spells it. */
function headerName(mail: ParsedMail, key: string): string {
  const line = mail.headerLines.find((l) => l.key === key)?.line;
  return line?.slice(0, line.indexOf(":")) ?? key;
}

// ─── Mailbox files ──────────────────────────────────────────────────────────

/**
 * An mbox "From " line (the postmark): "From sender date", the date in
 * asctime form or another with a time and a year.
 */
function isPostmark(line: string): boolean {
  return (
    /^From \S+ /.test(line) &&
    /\b\d{1,2}:\d{2}(?::\d{2})?\b/.test(line) &&
    /\b\d{4}\b/.test(line)
  );
}

/** Whether a file is an mbox (it begins with a postmark) or one message (.eml). */
export function mailboxKind(text: string): "mbox" | "eml" {
  const first = text
    .replace(/^\uFEFF/, "")
    .replace(/^\s*\n/, "")
    .split(/\r?\n/, 1)[0];
  return first !== undefined && isPostmark(first) ? "mbox" : "eml";
}

/**
 * The messages of an mbox file, or the one message of an .eml. A message
 * begins at a postmark at the file's start or after a blank line; the
 * postmark and the blank line that ends each message are dropped, and the
 * escaping of body lines is undone (">From " becomes "From ", ">>From "
 * ">From ", as mboxrd writes them).
 */
export function readMailbox(text: string): string[] {
  if (mailboxKind(text) === "eml") return text.trim() ? [text] : [];
  const messages: string[][] = [];
  let afterBlank = true;
  for (const line of text.replace(/^\uFEFF/, "").split(/(?<=\n)/)) {
    const bare = line.replace(/\r?\n$/, "");
    if (afterBlank && isPostmark(bare)) {
      messages.push([]);
      afterBlank = false;
      continue;
    }
    messages.at(-1)?.push(line.replace(/^>(>*From )/, "$1"));
    afterBlank = bare === "";
  }
  return messages
    .map((lines) => {
      if (lines.length && /^\r?\n$/.test(lines.at(-1)!)) lines.pop();
      return lines.join("");
    })
    .filter((message) => message.trim());
}

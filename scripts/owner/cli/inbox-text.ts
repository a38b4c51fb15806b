// What `npm run inbox` shows of what visitors wrote: as text, never as
// something a terminal or a spreadsheet would act on.
import { stringify } from "csv-stringify/sync";
import { formatAge } from "../../../server/age.ts";
import { berlinTime } from "../../../server/berlin-time.ts";
import { kindOf } from "../../../server/mail/kinds/index.ts";
import type {
  ContactRow,
  SignupRow,
  Store,
} from "../../../server/store/index.ts";
import { isDone } from "../../../server/store/outbox.ts";

type Found = Awaited<ReturnType<Store["submissions"]["findByEmail"]>>;
type UpdateDelivery = Found["updateDeliveries"][number];
type PersonsMail = Found["mails"][number];
type QueuedMail = Awaited<ReturnType<Store["outbox"]["queued"]>>[number];
type Cell = string | number | null;

/* eslint-disable no-control-regex -- finding control characters is the point */
/**
 * What a terminal acts on or hides instead of showing: C0 and C1 controls,
 * DEL, the bidirectional marks, overrides and isolates (which reorder what
 * follows them), and the line and paragraph separators.
 */
const HIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/**
 * The characters of HIDDEN that JSON.stringify leaves as they are; the others
 * it escapes itself (and its own line breaks are the layout).
 */
const HIDDEN_IN_JSON =
  /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** The line breaks a visitor's message may hold, each ending one of its lines. */
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;
/** The start of each line of a cell: the text's, and after every line break. */
const LINE_START = /(^|\r\n|[\n\r\u2028\u2029])(?=[=+\-@\t\r])/g;
/* eslint-enable no-control-regex */

/** One line per mail not sent: what, for whom, since when, how often tried, why not. */
export function describeMail(mail: QueuedMail) {
  // An overview of held enquiries belongs to none of them.
  const about =
    mail.contact_id !== null
      ? ` zu Kontaktanfrage #${mail.contact_id}`
      : mail.update_id !== null
        ? ` #${mail.update_id} an Anmeldung #${mail.signup_id}`
        : mail.signup_id !== null
          ? ` zu Anmeldung #${mail.signup_id}`
          : "";
  const state = mail.done
    ? `ENDGÜLTIG FEHLGESCHLAGEN (seit ${berlinTime(mail.failed_at)}; erneut senden: npm run inbox -- resend ${mail.id}; verwerfen: npm run inbox -- drop ${mail.id})`
    : mail.stuck
      ? `wartet, nächster Versuch ${berlinTime(mail.next_attempt_at) ?? "sofort"}`
      : "wartet";
  const error = mail.last_error
    ? `, letzter Fehler: ${visible(mail.last_error)}`
    : "";
  return `E-Mail #${mail.id} ${kindOf(mail.kind)?.label ?? mail.kind}${about}, in der Warteschlange seit ${formatAge(Date.now() - Date.parse(mail.created_at))}: ${state}, ${mail.attempts} Versuche${error}`;
}

/**
 * Visitor text as the owner's terminal may show it: every character of
 * HIDDEN as what it is, a C0 control or DEL as its Unicode control picture
 * (a line break as ␊), any other as \u{…}. Nothing a visitor typed can
 * start a line, move the cursor or reorder the text after it.
 */
export function visible(text: string): string {
  return text.replace(HIDDEN, (char) => {
    const code = char.codePointAt(0)!;
    if (code < 0x20) return String.fromCodePoint(0x2400 + code);
    if (code === 0x7f) return "\u2421";
    return `\\u{${code.toString(16).toUpperCase()}}`;
  });
}

/**
 * A contact request's fields for `list`, each on its own labelled line,
 * indented under the request's own line. The message (its first 60
 * characters) keeps its line breaks: each further line is a continuation
 * line marked "│", so no line of it can pass for one of the tool's own.
 */
export function describeContact(row: ContactRow): string[] {
  const label = (name: string) => `    ${`${name}:`.padEnd(13)}`;
  const chars = [...row.message];
  const excerpt =
    chars.length > 60 ? `${chars.slice(0, 60).join("")}…` : row.message;
  const [first = "", ...more] = excerpt.split(LINE_BREAK).map(visible);
  return [
    `${label("Name")}${visible(row.name)}`,
    `${label("E-Mail")}${visible(row.email)}`,
    `${label("Unternehmen")}${row.company ? visible(row.company) : "\u2013"}`,
    `${label("Nachricht")}${first}`,
    ...more.map((line) => `${" ".repeat(15)}│ ${line}`),
  ];
}

/**
 * The JSON export with HIDDEN_IN_JSON written as \u escapes: the same data,
 * safe to show in a terminal. Those characters occur only inside strings,
 * where such an escape means the character itself.
 */
export function quietJson(data: unknown): string {
  return JSON.stringify(data, null, 2).replace(
    HIDDEN_IN_JSON,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * A cell a spreadsheet must show as text, never run as a formula (CSV
 * injection): a `'` before a formula's first character at the start of the
 * cell and of every line in it, for readers that take a line of a cell for
 * a row of its own.
 */
function cell(value: Cell): string {
  const text = value === null ? "" : String(value);
  return text.replace(LINE_START, "$1'");
}

/** The CSV's columns; each row below fills them in this order. */
const CSV_HEADER = [
  "Art",
  "ID",
  "Eingegangen (deutsche Zeit)",
  "Name",
  "E-Mail",
  "Unternehmen",
  "Nachricht",
  "Gemeldet (deutsche Zeit)",
  "Bestätigt (deutsche Zeit)",
  "Einwilligungstext",
  "Unzustellbar seit (deutsche Zeit)",
  "Versandt (deutsche Zeit)",
];

const contactCells = (row: ContactRow): Cell[] => [
  "Kontaktanfrage",
  row.id,
  berlinTime(row.created_at),
  row.name,
  row.email,
  row.company,
  row.message,
  berlinTime(row.notified_at),
  null,
  null,
  null,
  null,
];

const signupCells = (row: SignupRow): Cell[] => [
  "Anmeldung",
  row.id,
  berlinTime(row.created_at),
  null,
  row.email,
  null,
  null,
  null,
  berlinTime(row.confirmed_at),
  row.consent_text,
  berlinTime(row.undeliverable_at),
  null,
];

const deliveryCells = (row: UpdateDelivery): Cell[] => [
  "Update",
  null,
  berlinTime(row.queued_at),
  null,
  null,
  null,
  row.subject,
  null,
  null,
  null,
  null,
  berlinTime(row.sent_at) ??
    (row.failed_at ? `nicht zugestellt (${row.error ?? "Fehler"})` : "wartet"),
];

const mailCells = (mail: PersonsMail): Cell[] => [
  "E-Mail (nicht versandt)",
  mail.id,
  berlinTime(mail.created_at),
  null,
  null,
  null,
  `${mail.kind}, ${mail.attempts} Versuche${mail.next_attempt_at ? `, nächster Versuch ${berlinTime(mail.next_attempt_at)}` : ""}${mail.last_error ? `, letzter Fehler: ${mail.last_error}` : ""}`,
  null,
  null,
  null,
  null,
  isDone(mail.state)
    ? `endgültig fehlgeschlagen ${berlinTime(mail.failed_at)}`
    : "wartet",
];

/**
 * One table for German Excel: UTF-8 with BOM, ";" between cells, CRLF, times
 * in German time as TT.MM.JJJJ HH:MM:SS, which Excel takes for dates.
 */
export function toCsv({
  contactRequests,
  signups,
  updateDeliveries = [],
  mails = [],
}: {
  contactRequests: ContactRow[];
  signups: SignupRow[];
  /** With --email: which updates went to the address, and when. */
  updateDeliveries?: UpdateDelivery[];
  /** With --email: the mails about the address not sent yet or given up. */
  mails?: PersonsMail[];
}): string {
  const rows = [
    ...contactRequests.map(contactCells),
    ...signups.map(signupCells),
    ...updateDeliveries.map(deliveryCells),
    ...mails.map(mailCells),
  ];
  // Quotes only where a cell needs them (";", a quote, a line break): Excel
  // converts a quoted date too, but a bare one converts in every reader
  // (LibreOffice can be told to keep quoted cells as text). With CRLF as the
  // record delimiter, csv-stringify quotes only a cell holding CRLF; any
  // line break must be quoted, or a message's lines become rows of their own.
  return stringify([CSV_HEADER, ...rows.map((row) => row.map(cell))], {
    bom: true,
    delimiter: ";",
    record_delimiter: "windows",
    quoted_match: /[\n\r\u2028\u2029]/,
  });
}

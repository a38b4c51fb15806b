import type { Store } from "../store/index.ts";
import { type Report, readReport } from "./reports.ts";
import { isMailbox } from "../mail/refusal.ts";
import { kindOf } from "../mail/kinds/index.ts";
import { readReturnPath } from "./return-path.ts";
import { type Named, rowMark } from "./return-tag.ts";

/*
 * What a message in the bounce mailbox changes: a mailbox refused for good
 * (5.1.x, 5.2.1) marks that one address; a complaint ends the subscription
 * as an unsubscribe does; a delay, an automatic reply or anything else
 * changes nothing. A report must come back to a genuine return path
 * (return-path.ts) of a mail that left to the very row that is there now,
 * and name that row's address: a forged one, one about a mail never sent or
 * to a row that is gone (whose id another got), and one about another
 * address change nothing and are counted (decision 047). Taking the same
 * report in twice changes nothing more.
 */

/** What one message did, as the tally counts it. */
export type Outcome =
  | "marked"
  | "already-marked"
  | "complaint"
  | "complaint-unmatched"
  | "not-a-complaint"
  | "temporary"
  | "not-a-mailbox"
  | "delayed"
  | "auto-reply"
  | "notice"
  | "forged"
  | "unknown"
  | "other";

/**
 * The feedback types (RFC 5965 section 7.3, RFC 6430, RFC 6591) that say the
 * recipient did not want the mail: "abuse" (marked as spam) and "fraud"
 * (taken for phishing). "not-spam", "virus" (a filter's finding),
 * "auth-failure" (a DKIM or SPF report) and "other" end nothing.
 */
const COMPLAINTS = new Set(["abuse", "fraud"]);

/** How long after migration 011 a report to a return path of the older form (the id alone) is believed. */
const OLD_RETURN_PATH_DAYS = 30;

type Row = NonNullable<
  Awaited<ReturnType<Store["submissions"]["signupForReport"]>>
>;

/** Whether a report's return path names this very row, not an earlier one with its id. */
function isRowOf(mail: Named, row: Row, secret: string) {
  if (mail.row !== undefined) return mail.row === rowMark(row.token, secret);
  // The older form: only a row that was there when it was still sent.
  if (row.old_return_paths_until === null) return false;
  const until =
    Date.parse(row.old_return_paths_until) + OLD_RETURN_PATH_DAYS * 86_400_000;
  return Date.now() <= until;
}

/** The sign-up a tagged mail was sent to, when it left and the row is still that one; undefined otherwise. */
async function sentTo(
  store: Pick<Store, "submissions" | "updates">,
  mail: Named,
  secret: string,
) {
  const { signupId } = mail;
  if (signupId === undefined) return undefined;
  const wasSent = kindOf(mail.kind)?.wasSent;
  if (wasSent && !(await wasSent(store, mail))) return undefined;
  const row = await store.submissions.signupForReport(signupId);
  return row && isRowOf(mail, row, secret)
    ? { id: signupId, email: row.email }
    : undefined;
}

const same = (a: string | undefined, b: string) =>
  a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/** A failed delivery: marks the address when its mailbox was refused for good. */
async function failed(
  store: Pick<Store, "submissions">,
  report: Extract<Report, { kind: "failed" }>,
  signup: { id: number; email: string },
): Promise<Outcome> {
  // The entry about this mail's recipient; a report lists only its own.
  const entry =
    report.recipients.find((each) => same(each.recipient, signup.email)) ??
    report.recipients.find((each) => same(each.finalRecipient, signup.email));
  // A report about another address than the one this mail went to.
  if (!entry) return "unknown";
  if (entry.status.startsWith("4.")) return "temporary";
  if (!isMailbox(entry.status)) return "not-a-mailbox";
  const at = (report.arrivedAt ?? new Date()).toISOString();
  const done = await store.submissions.markUndeliverable(signup.id, {
    code: `Bounce ${entry.status}`,
    at,
  });
  return done === "marked"
    ? "marked"
    : done === "gone"
      ? "unknown"
      : "already-marked";
}

/**
 * A complaint: ends the subscription only when it names the sign-up's
 * address. A loop that redacts the recipient (RFC 6590) changes nothing
 * (decision 047).
 */
async function complained(
  store: Pick<Store, "submissions" | "week">,
  report: Extract<Report, { kind: "complaint" }>,
  signup: { id: number; email: string },
): Promise<Outcome> {
  if (!same(report.recipient, signup.email)) return "complaint-unmatched";
  if (!(await store.submissions.endSubscription(signup.id))) return "unknown";
  // Counted for the weekly mail, as a number of the day: never who.
  await store.week.tally("complained");
  return "complaint";
}

/** Takes in one message of the bounce mailbox; what it did. */
export async function takeIn(
  store: Pick<Store, "submissions" | "updates" | "secrets" | "week">,
  raw: Buffer | string,
  bounceAddress: string,
): Promise<Outcome> {
  const report = await readReport(raw, { bounceAddress });
  if (report.kind === "auto-reply") return "auto-reply";
  if (report.kind === "other") return "other";
  if (report.kind === "delayed") return "delayed";
  if (report.kind === "complaint" && !COMPLAINTS.has(report.feedbackType))
    return "not-a-complaint";
  const secret = await store.secrets.lasting("return-path");
  const path = report.returnPath
    ? readReturnPath(report.returnPath, { bounceAddress, secret })
    : undefined;
  if (!path?.known) return path?.reason === "forged" ? "forged" : "unknown";
  // A mail to the company (a notice): its own mailbox is not a subscriber's.
  if (kindOf(path.mail.kind)?.toTheCompany) return "notice";
  const signup = await sentTo(store, path.mail, secret);
  if (!signup) return "unknown";
  return report.kind === "complaint"
    ? complained(store, report, signup)
    : failed(store, report, signup);
}

/** The tally of a run: how many messages did what. */
export type Tally = Record<Outcome, number>;

export const emptyTally = (): Tally => ({
  marked: 0,
  "already-marked": 0,
  complaint: 0,
  "complaint-unmatched": 0,
  "not-a-complaint": 0,
  temporary: 0,
  "not-a-mailbox": 0,
  delayed: 0,
  "auto-reply": 0,
  notice: 0,
  forged: 0,
  unknown: 0,
  other: 0,
});

/** The tally as the owner reads it, in German. */
export function describeTally(tally: Tally, messages: number): string {
  const lines = [
    `${messages} ${messages === 1 ? "Nachricht" : "Nachrichten"} im Rücklauf gelesen:`,
    `  ${tally.marked} Adressen als unzustellbar markiert (Postfach gibt es nicht)`,
    `  ${tally["already-marked"]} waren schon markiert`,
    `  ${tally.complaint} Beschwerden (Spam-Meldung): Anmeldung beendet wie bei einer Abmeldung`,
    `  ${tally["complaint-unmatched"]} Beschwerden, die nicht die Adresse der Anmeldung nennen (unkenntlich gemacht oder eine andere): nichts geändert`,
    `  ${tally["not-a-complaint"]} Rückmeldungen eines Anbieters, die keine Beschwerde sind (etwa „kein Spam“): nichts geändert`,
    `  ${tally.temporary + tally.delayed} Verzögerungen oder vorübergehende Fehler: nichts geändert`,
    `  ${tally["not-a-mailbox"]} endgültige Ablehnungen aus anderem Grund als einem fehlenden Postfach: nichts geändert`,
    `  ${tally["auto-reply"]} automatische Antworten (etwa Abwesenheitsnotizen): nichts geändert`,
    `  ${tally.notice} Rückläufer von Meldungen an Ihr eigenes Postfach (NOTIFY_TO prüfen)`,
    `  ${tally.forged} mit falschem Prüfwert (gefälscht oder verändert): nichts geändert`,
    `  ${tally.unknown} zu keiner versandten E-Mail (oder die Anmeldung gibt es nicht mehr): nichts geändert`,
    `  ${tally.other} andere Nachrichten: nichts geändert`,
  ];
  return lines.join("\n");
}

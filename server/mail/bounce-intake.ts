import type { Store } from "../store/index.ts";
import { type Report, readReport } from "./reports.ts";
import { isMailbox } from "./refusal.ts";
import { type Tagged, readReturnPath } from "./return-path.ts";

/*
 * What a message in the bounce mailbox changes: a mailbox refused for good
 * (5.1.x, 5.2.1) marks that one address; a complaint ends the subscription
 * as an unsubscribe does; a delay, an automatic reply or anything else
 * changes nothing. A report must come back to a genuine return path
 * (return-path.ts) and be about a mail that left: a forged one, or one about
 * a mail never sent, changes nothing and is counted. Taking the same report
 * in twice changes nothing more.
 */

/** What one message did, as the tally counts it. */
export type Outcome =
  | "marked"
  | "already-marked"
  | "complaint"
  | "temporary"
  | "not-a-mailbox"
  | "delayed"
  | "auto-reply"
  | "notice"
  | "forged"
  | "unknown"
  | "other";

/** The sign-up a tagged mail was sent to, when it left; undefined otherwise. */
async function sentTo(
  store: Pick<Store, "submissions" | "updates">,
  mail: Tagged,
) {
  if (mail.kind === "contact-notice") return undefined;
  if (
    mail.kind === "update" &&
    !(await store.updates.wasSent(mail.updateId, mail.signupId))
  )
    return undefined;
  const email = await store.submissions.addressOf(mail.signupId);
  return email === undefined ? undefined : { id: mail.signupId, email };
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

/** Takes in one message of the bounce mailbox; what it did. */
export async function takeIn(
  store: Pick<Store, "submissions" | "updates" | "secrets">,
  raw: Buffer | string,
  bounceAddress: string,
): Promise<Outcome> {
  const report = await readReport(raw, { bounceAddress });
  if (report.kind === "auto-reply") return "auto-reply";
  if (report.kind === "other") return "other";
  if (report.kind === "delayed") return "delayed";
  const secret = await store.secrets.lasting("return-path");
  const path = report.returnPath
    ? readReturnPath(report.returnPath, { bounceAddress, secret })
    : undefined;
  if (!path?.known) return path?.reason === "forged" ? "forged" : "unknown";
  if (path.mail.kind === "contact-notice") return "notice";
  const signup = await sentTo(store, path.mail);
  if (!signup) return "unknown";
  if (report.kind === "complaint")
    return (await store.submissions.endSubscription(signup.id))
      ? "complaint"
      : "unknown";
  return failed(store, report, signup);
}

/** The tally of a run: how many messages did what. */
export type Tally = Record<Outcome, number>;

export const emptyTally = (): Tally => ({
  marked: 0,
  "already-marked": 0,
  complaint: 0,
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

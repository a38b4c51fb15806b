import { type Kysely, sql } from "kysely";

/*
 * Which kind of hold keeps an enquiry back, as a column (issue 47): the
 * spam defence's suspicion, or the notices' hourly cap. And its reasons as a
 * JSON array, each with the rule that found it and its words for the owner,
 * instead of one text joined by "; ". The rows held before get both from
 * their text, here and only here; their old text is then emptied. The old
 * column stays (migrations only add), so that an older release still runs.
 */

/** The rule behind a reason as release 012 worded it; "other" for one it never wrote. */
function ruleOf(text: string): string {
  const fixed: Record<string, string> = {
    "verstecktes Feld ausgefüllt": "honeypot",
    "Zeitstempel fehlt": "form-time",
    "Zeitstempel ungültig": "form-time",
    "Zeitstempel schon einmal verwendet": "form-time-reused",
    "ohne Rechenaufgabe des Browsers": "proof",
    "Rechenaufgabe falsch gelöst": "proof",
    "Rechenaufgabe abgelaufen": "proof",
    "Rechenaufgabe schon einmal verwendet": "proof-reused",
  };
  if (fixed[text]) return fixed[text];
  if (text.endsWith("nach dem Öffnen abgeschickt")) return "too-fast";
  if (text.startsWith("Formular vor mehr als")) return "form-time";
  if (text.startsWith("mehr als")) return "client-limit";
  if (text.startsWith("Stundengrenze")) return "hour-cap";
  return "other";
}

export async function up(db: Kysely<unknown>) {
  for (const column of ["hold_kind", "held_reasons"])
    await sql`ALTER TABLE contact_requests ADD COLUMN ${sql.raw(column)} TEXT`.execute(
      db,
    );
  const { rows } = await sql<{
    id: number;
    held_reason: string | null;
  }>`SELECT id, held_reason FROM contact_requests WHERE held_at IS NOT NULL`.execute(
    db,
  );
  for (const row of rows) {
    const reasons = (row.held_reason ?? "")
      .split("; ")
      .filter((text) => text !== "")
      .map((text) => ({ rule: ruleOf(text), text }));
    const kind = reasons.some((reason) => reason.rule === "hour-cap")
      ? "hour-cap"
      : "suspected";
    await sql`UPDATE contact_requests SET hold_kind = ${kind}, held_reasons = ${JSON.stringify(reasons)}, held_reason = NULL WHERE id = ${row.id}`.execute(
      db,
    );
  }
}

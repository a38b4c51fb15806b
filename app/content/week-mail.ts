import { retention } from "./retention.ts";

/**
 * The weekly mail to the company (NOTIFY_TO, Mondays at 7:00): what the
 * week brought and whether the house is well. Counts only, never a name, an
 * address or a message. German, formal; numbers as Germans write them.
 */

const number = new Intl.NumberFormat("de-DE");
/** A count as Germans write it: 1.234. */
export const count = (value: number) => number.format(value);

/** One or several of a thing: `plural(1, "Anfrage", "Anfragen")`. */
const plural = (value: number, one: string, many: string) =>
  `${count(value)}\u00a0${value === 1 ? one : many}`;

const calendar = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("de-DE", { timeZone: "UTC", ...options });
const dayOfMonth = calendar({ day: "2-digit", month: "2-digit" });
const fullDate = calendar({
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const weekday = calendar({ weekday: "short" });
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** A German day (YYYY-MM-DD) as a bar's label: "Mo 17.11." */
export const dayLabel = (day: string) =>
  `${weekday.format(dateOf(day)).replace(".", "")} ${dayOfMonth.format(dateOf(day))}`;

/** A German day's weekday alone: "Mo" */
export const weekdayLabel = (day: string) =>
  weekday.format(dateOf(day)).replace(".", "");

/** The week as a span: "17.11.–23.11.2026". */
const span = (days: readonly string[]) =>
  `${dayOfMonth.format(dateOf(days[0]!))}–${fullDate.format(dateOf(days.at(-1)!))}`;

/** Free space, in GB with one decimal: "12,3\u00a0GB (45\u00a0%)". */
const space = (bytes: number, share: number) =>
  `${new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 }).format(bytes / 1e9)}\u00a0GB (${Math.round(share * 100)}\u00a0%)`;

const ago = (days: number) =>
  days === 0
    ? "heute"
    : days === 1
      ? "gestern"
      : `vor ${count(days)}\u00a0Tagen`;

/** A check's line: what it found, and for one that needs a hand, where to look. */
export interface CheckLine {
  ok: boolean;
  text: string;
  /** The commands or settings to look at. */
  look?: string[];
}

export const weekMail = {
  subject: (
    days: readonly string[],
    visitors: number,
    enquiries: number,
    needs: number,
  ) =>
    `Ihre Woche (${span(days)}): ${plural(visitors, "Besucher", "Besucher")}, ${plural(enquiries, "Anfrage", "Anfragen")}${needs > 0 ? ` – ${needs === 1 ? "1 Punkt braucht" : `${count(needs)} Punkte brauchen`} Sie` : ""}`,
  greeting: "Guten Tag,",
  intro: (days: readonly string[]) =>
    `das war die Woche auf Ihrer Website, von Montag, ${fullDate.format(dateOf(days[0]!))}, bis Sonntag, ${fullDate.format(dateOf(days.at(-1)!))}.`,
  headings: {
    glance: "Auf einen Blick",
    perDay: "Besucher pro Tag",
    pages: "Meistbesuchte Seiten",
    referrers: "Woher Besucher kamen",
    enquiries: "Anfragen und Anmeldungen",
    enquiriesPerDay: "Kontaktanfragen pro Tag",
    house: "Wie es der Website geht",
  },
  tiles: {
    visitors: "Besucher",
    pageViews: "Seitenaufrufe",
    enquiries: "Kontaktanfragen",
    confirmed: "neue Abonnenten",
  },
  /** Under the per-day bars: how visitors are counted. */
  perDayNote:
    "Ein Besucher zählt einmal pro Tag (ohne Cookie, ohne Crawler); die Woche zählt jeden Tag für sich.",
  noFigures: "keine Zahlen",
  nothingListed: "Keine in dieser Woche.",
  noReferrers:
    "Keine verweisenden Websites: Die Besucher kamen direkt, über Lesezeichen oder Apps.",
  /**
   * The week's enquiries, sign-ups and mails as rows of a table: a label,
   * its count, and whether it is a part of the row above (indented).
   */
  enquiryRows: (figures: {
    taken: number;
    held: number;
    heldShortened: number;
    marked: number;
    signups: number;
    confirmed: number;
    ended: number;
    refused: number;
    refusedUnproven: number;
    subscribers: number;
    updatesSent: number;
    updatesFailed: number;
    bounces: number;
    complaints: number;
  }): { label: string; value: number; part?: boolean }[] => [
    { label: "Kontaktanfragen eingegangen", value: figures.taken },
    {
      label: "davon zurückgehalten (Spamverdacht)",
      value: figures.held,
      part: true,
    },
    ...(figures.heldShortened > 0
      ? [
          {
            label: "davon gekürzt gespeichert (zu viele in einer Stunde)",
            value: figures.heldShortened,
            part: true,
          },
        ]
      : []),
    {
      label: "davon markiert (Werbeverdacht)",
      value: figures.marked,
      part: true,
    },
    { label: "Anmeldungen zu den Neuigkeiten", value: figures.signups },
    { label: "davon bestätigt", value: figures.confirmed, part: true },
    ...(figures.refused > 0
      ? [
          {
            label:
              "Anmeldungen abgewiesen (zu viele Bestätigungs-E-Mails in einer Stunde)",
            value: figures.refused,
          },
        ]
      : []),
    ...(figures.refusedUnproven > 0
      ? [
          {
            label:
              "Anmeldungen abgewiesen (ohne Nachweis des Formulars, zu viele in einer Stunde)",
            value: figures.refusedUnproven,
          },
        ]
      : []),
    { label: "Abmeldungen", value: figures.ended },
    { label: "Abonnenten jetzt", value: figures.subscribers },
    { label: "Update-E-Mails zugestellt", value: figures.updatesSent },
    ...(figures.updatesFailed > 0
      ? [
          {
            label: "Update-E-Mails aufgegeben",
            value: figures.updatesFailed,
          },
        ]
      : []),
    { label: "Adressen unzustellbar (Bounces)", value: figures.bounces },
    { label: "Beschwerden (als Spam gemeldet)", value: figures.complaints },
  ],
  /** The marker before a check: fine, or needs a hand. */
  marks: { ok: "In Ordnung", needs: "Bitte ansehen" },
  allWell: "Alles in Ordnung: Nichts braucht Ihre Hand.",
  needsHand: (needs: number) =>
    needs === 1
      ? "Ein Punkt braucht Ihre Hand (unten rot markiert)."
      : `${count(needs)} Punkte brauchen Ihre Hand (unten rot markiert).`,
  checks: {
    mailLanes: (
      stopped: { advice: string; sinceMinutes: number }[],
      waiting: number,
    ): CheckLine =>
      stopped.length === 0 && waiting === 0
        ? { ok: true, text: "Der Mailversand läuft." }
        : stopped.length === 0
          ? {
              ok: false,
              text: `${plural(waiting, "E-Mail wartet", "E-Mails warten")}, weil der Mailserver den Versand angehalten hat. npm run inbox\u00a0--\u00a0list nennt bei jeder den Grund; der Server versucht es weiter.`,
              look: ["npm run inbox -- list", "/readyz"],
            }
          : {
              ok: false,
              text: `Der Mailversand ist angehalten (seit ${count(Math.max(...stopped.map((each) => each.sinceMinutes)))}\u00a0min): ${stopped.map((each) => each.advice).join(" ")} Die E-Mails bleiben vorgemerkt; das Protokoll des Servers sagt mehr.`,
              look: ["/readyz"],
            },
    givenUp: (total: number, toTheCompany: number): CheckLine =>
      total === 0
        ? { ok: true, text: "Keine E-Mail aufgegeben." }
        : {
            ok: false,
            text: `${plural(total, "E-Mail", "E-Mails")} nach 72\u00a0Stunden aufgegeben${toTheCompany > 0 ? `, davon ${count(toTheCompany)} an Sie (NOTIFY_TO)` : ""}. npm run inbox\u00a0--\u00a0list nennt bei jeder den letzten Fehler.`,
            look: [
              "npm run inbox -- list",
              "npm run inbox -- resend ID",
              "npm run inbox -- drop ID",
            ],
          },
    held: (waiting: number, oldestDays: number | undefined): CheckLine =>
      waiting === 0
        ? { ok: true, text: "Keine zurückgehaltene Anfrage wartet." }
        : {
            ok: false,
            text: `${plural(waiting, "zurückgehaltene Anfrage wartet", "zurückgehaltene Anfragen warten")} auf Sie${oldestDays !== undefined ? ` (die älteste ${ago(oldestDays)} eingegangen)` : ""}. Die Übersichtsmail hat zu jeder Links zum Freigeben und Löschen.`,
            look: [
              "npm run inbox -- list",
              "npm run inbox -- release ID",
              "npm run inbox -- dismiss ID",
            ],
          },
    queue: (
      ok: boolean,
      queued: number,
      oldestHours: number | undefined,
    ): CheckLine =>
      ok
        ? {
            ok: true,
            text:
              queued === 0
                ? "Keine E-Mail wartet auf den Versand."
                : `${plural(queued, "E-Mail wartet", "E-Mails warten")} auf den Versand, keine länger als eine Stunde.`,
          }
        : {
            ok: false,
            text: `${plural(queued, "E-Mail wartet", "E-Mails warten")} auf den Versand, die älteste seit ${count(oldestHours ?? 0)}\u00a0h. npm run inbox\u00a0--\u00a0list nennt bei jeder den letzten Fehler.`,
            look: ["SMTP_URL", "npm run inbox -- list"],
          },
    backup: (
      ok: boolean,
      engine: "sqlite" | "postgres",
      dir: string | undefined,
      ageDays: number | undefined,
    ): CheckLine => {
      if (ok && ageDays !== undefined)
        return { ok: true, text: `Letzte Sicherung: ${ago(ageDays)}.` };
      const daily =
        engine === "sqlite"
          ? "Der Server sichert täglich, sobald BACKUP_DIR gesetzt ist (docs/operations.md)."
          : "Die PostgreSQL-Datenbank sichert ein täglicher pg_dump nach BACKUP_DIR (docs/operations.md).";
      if (dir === undefined)
        return {
          ok: false,
          text: `Keine Sicherungen eingerichtet: Die Anfragen liegen nur in der Datenbank. ${daily}`,
          look: ["BACKUP_DIR"],
        };
      return {
        ok: false,
        text: `${ageDays === undefined ? `In ${dir} liegt keine Sicherung.` : `Die letzte Sicherung in ${dir} entstand ${ago(ageDays)}.`} ${engine === "sqlite" ? "Warum, steht im Protokoll des Servers." : daily}`,
        look:
          engine === "sqlite"
            ? ["npm run inbox -- backup DATEI"]
            : ["pg_dump", "BACKUP_DIR"],
      };
    },
    disk: (
      folders: {
        dir: string;
        freeBytes: number;
        freeShare: number;
        low: boolean;
      }[],
      ok: boolean,
    ): CheckLine => ({
      ok,
      text: `Freier Speicher: ${folders.map((each) => `${space(each.freeBytes, each.freeShare)} bei ${each.dir}`).join("; ") || "unbekannt"}.${ok ? "" : " Schaffen Sie Platz, oder vergrößern Sie die Festplatte: Ist sie voll, nimmt die Website keine Anfrage mehr an."}`,
      ...(ok
        ? {}
        : {
            look: folders
              .filter((each) => each.low)
              .map((each) => `df -h ${each.dir}`),
          }),
    }),
    visitorFigures: (
      logDir: string | undefined,
      missingDays: number,
      unreadable: string | undefined,
    ): CheckLine =>
      unreadable !== undefined
        ? {
            ok: false,
            text: `Die Besucherzahlen ließen sich nicht lesen (${unreadable}): Der Server braucht Lesezugriff auf das Protokoll in LOG_DIR und auf days.json in STATS_DIR, die npm run stats schreibt.`,
            look: ["LOG_DIR", "STATS_DIR"],
          }
        : logDir === undefined
          ? {
              ok: false,
              text: "Die Website schreibt kein Besucherprotokoll, aus dem sich zählen ließe (docs/operations.md).",
              look: ["LOG_DIR"],
            }
          : missingDays === 0
            ? { ok: true, text: "Besucherzahlen: alle 7 Tage gezählt." }
            : {
                ok: false,
                text: `Für ${plural(missingDays, "Tag", "Tage")} fehlen die Besucherzahlen: npm run stats hat sie nicht aufbewahrt, bevor der Server das Protokoll nach ${retention.serverLogDays}\u00a0Tagen löschte. Rufen Sie es täglich auf (docs/operations.md).`,
                look: ["npm run stats", "zunftwerk-stats.timer"],
              },
  },
  lookLabel: "Nachsehen:",
  closing:
    "Diese E-Mail geht jeden Montag um 7\u00a0Uhr an Sie (NOTIFY_TO). Sie enthält nur Zahlen: keine Namen, keine Adressen, keine Nachrichten.",
  sendNow: { label: "Sofort senden:", command: "npm run inbox -- week" },
};

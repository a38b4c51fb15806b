// @vitest-environment node
// The weekly mail's subject, text and HTML for a quiet week and for one
// where the house needs a hand: German as the owner reads it, every figure
// in both parts, and nothing a mail program would fetch.
import { describe, expect, it } from "vitest";
import { emptyWeek, sampleWeek } from "../../tests/support/sample-week.ts";
import { composeWeek } from "./mail.ts";

describe("the weekly mail", () => {
  it("says in the subject and at the top that all is well, and lists the week's figures", async () => {
    const mail = await composeWeek(sampleWeek());
    expect(mail.subject).toBe(
      "Ihre Woche (16.11.–22.11.2026): 1.431\u00a0Besucher, 9\u00a0Anfragen",
    );
    const lines = mail.text.split("\n");
    expect(lines.slice(0, 4)).toEqual([
      "Guten Tag,",
      "",
      "das war die Woche auf Ihrer Website, von Montag, 16.11.2026, bis Sonntag, 22.11.2026.",
      "Alles in Ordnung: Nichts braucht Ihre Hand.",
    ]);
    expect(lines).toContain(
      "Auf einen Blick: 1.431 Besucher, 4.293 Seitenaufrufe, 9 Kontaktanfragen, 4 neue Abonnenten",
    );
    expect(lines).toContain("  Mi 18.11.  1.234 (3.702 Seitenaufrufe)");
    expect(lines).toContain("  So 22.11.  keine Zahlen");
    expect(lines).toContain("   980  /produkte/kehrtour");
    expect(lines).toContain(
      "Kontaktanfragen pro Tag: Mo 1 · Di 2 · Mi 3 · Do 0 · Fr 2 · Sa 1 · So 0",
    );
    expect(lines).toContain("   301  www.google.com");
    expect(lines).toContain("     2    davon zurückgehalten (Spamverdacht)");
    expect(lines).toContain("     2  Abmeldungen");
    expect(lines).toContain("     1  Beschwerden (als Spam gemeldet)");
    expect(lines).toContain("[ok] Letzte Sicherung: heute.");
    expect(lines).toContain(
      "[ok] Freier Speicher: 48,3\u00a0GB (62\u00a0%) bei /var/lib/zunftwerk.",
    );
    expect(mail.text).not.toContain("[!]");
    expect(mail.text).not.toContain("Nachsehen");
    expect(lines.at(-1)).toBe("Sofort senden: npm run inbox -- week");
  });

  it("names what needs a hand, each with the command or setting to look at", async () => {
    const mail = await composeWeek(sampleWeek({ trouble: true }));
    expect(mail.subject).toBe(
      "Ihre Woche (16.11.–22.11.2026): 1.431\u00a0Besucher, 9\u00a0Anfragen – 7 Punkte brauchen Sie",
    );
    expect(mail.text).toContain(
      "7 Punkte brauchen Ihre Hand (unten rot markiert).",
    );
    const needs = mail.text
      .split("\n")
      .filter((line) => line.startsWith("[!]"));
    expect(needs).toHaveLength(7);
    for (const [said, look] of [
      [
        "Der Mailversand ist angehalten (seit 95\u00a0min): Der Mailserver lehnt die Anmeldung ab (535).",
        "Nachsehen: /readyz",
      ],
      [
        "3\u00a0E-Mails nach 72\u00a0Stunden aufgegeben, davon 1 an Sie",
        "Nachsehen: npm run inbox -- list · npm run inbox -- resend ID · npm run inbox -- drop ID",
      ],
      [
        "2\u00a0zurückgehaltene Anfragen warten auf Sie (die älteste vor 3\u00a0Tagen eingegangen).",
        "Nachsehen: npm run inbox -- list · npm run inbox -- release ID · npm run inbox -- dismiss ID",
      ],
      [
        "14\u00a0E-Mails warten auf den Versand, die älteste seit 26\u00a0h.",
        "Nachsehen: SMTP_URL · npm run inbox -- list",
      ],
      [
        "Die letzte Sicherung in /var/backups/zunftwerk entstand vor 4\u00a0Tagen.",
        "Nachsehen: npm run inbox -- backup DATEI",
      ],
      [
        "Freier Speicher: 0,4\u00a0GB (4\u00a0%) bei /var/lib/zunftwerk.",
        "Nachsehen: df -h /var/lib/zunftwerk",
      ],
      [
        "Für 1\u00a0Tag fehlen die Besucherzahlen",
        "Nachsehen: npm run stats · zunftwerk-stats.timer",
      ],
    ]) {
      const at = mail.text.indexOf(said!);
      expect(at, said).toBeGreaterThan(-1);
      // The look-up is the line right under what it found.
      const next = mail.text.slice(at).split("\n")[1]!.trim();
      expect(next).toBe(look);
    }
  });

  it("says plainly what a week with nothing in it on a fresh install lacks", async () => {
    const mail = await composeWeek(emptyWeek());
    expect(mail.subject).toBe(
      "Ihre Woche (16.11.–22.11.2026): 0\u00a0Besucher, 0\u00a0Anfragen – 2 Punkte brauchen Sie",
    );
    const lines = mail.text.split("\n");
    expect(lines).toContain("  Mo 16.11.  keine Zahlen");
    expect(lines).toContain("Keine in dieser Woche.");
    expect(lines).toContain(
      "Keine verweisenden Websites: Die Besucher kamen direkt, über Lesezeichen oder Apps.",
    );
    expect(lines).toContain(
      "[!]  Keine Sicherungen eingerichtet: Die Anfragen liegen nur in der Datenbank. Die PostgreSQL-Datenbank sichert ein täglicher pg_dump nach BACKUP_DIR (docs/operations.md).",
    );
    expect(lines).toContain(
      "[!]  Die Website schreibt kein Besucherprotokoll, aus dem sich zählen ließe (docs/operations.md).",
    );
    expect(lines).toContain("     Nachsehen: LOG_DIR");
    expect(lines).toContain("     Nachsehen: BACKUP_DIR");
    expect(lines).toContain("[ok] Freier Speicher: unbekannt.");
  });

  it("has HTML with the same figures and nothing to fetch: no image, link, style sheet or font", async () => {
    const { html, text } = await composeWeek(sampleWeek({ trouble: true }));
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('lang="de"');
    for (const figure of [
      "1.431",
      "4.293",
      "1.234",
      "2.210",
      "118",
      "Bitte ansehen",
    ])
      expect(html).toContain(figure);
    expect(html).not.toMatch(/<img|<link|\bsrc=|\bhref=|url\(|@import/i);
    // Far below the 102 kB after which Gmail cuts a mail off.
    expect(Buffer.byteLength(html)).toBeLessThan(60_000);
    // The text part is written out, not derived from the HTML's layout tables.
    expect(text).not.toContain("<");
  });
});

describe("the weekly mail's lists of visitor text", () => {
  it("show a name from the access log without line breaks, bidi or invisible controls, in text and HTML", async () => {
    const week = sampleWeek();
    week.visits.referrers = [
      {
        name: "\u202eexample.org\u2028  [!]  Bitte ansehen: https://evil.example/f\u2069\u200b",
        count: 9,
      },
    ];
    const { html, text } = await composeWeek(week);
    const hidden =
      /[\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069\u061c]/;
    const cleaned = "example.org   [!]  Bitte ansehen: https://evil.example/f";
    expect(text).not.toMatch(hidden);
    expect(text).toContain(`9  ${cleaned}\n`);
    // The HTML's preview text pads with invisible characters of its own;
    // the name's cell holds none.
    expect(html).toMatch(
      new RegExp(`>${cleaned.replace(/[[\]/.]/g, "\\$&")}<`),
    );
    for (const char of ["\u202e", "\u2028", "\u2069"])
      expect(html).not.toContain(char);
  });
});

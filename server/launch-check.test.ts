// @vitest-environment node
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { deliverySettings } from "./config.ts";
import { formatBlockers, launchBlockers } from "./launch-check.ts";
import { baseEnv } from "../tests/support/child-env.ts";

const problems = (
  build: Parameters<typeof launchBlockers>[0],
  env: NodeJS.ProcessEnv = {},
) => launchBlockers(build, deliverySettings(env)).map((b) => b.problem);

const placeholderBuild = {
  formDelivery: "api",
  siteUrl: "https://www.zunftwerk.example",
} as const;

describe("the go-live check", () => {
  it("names simulated forms, and the sample data of this repository", () => {
    const found = problems({ ...placeholderBuild, formDelivery: "simulated" });
    expect(found).toEqual([
      expect.stringMatching(/Firmendaten .* sind Musterdaten/),
      expect.stringMatching(/Muster-Hostinganbieter/),
      expect.stringMatching(
        /kein CDN und kein Datenbankanbieter .* Das hat noch niemand bestätigt/,
      ),
      expect.stringMatching(/Muster-Datenschutzaufsichtsbehörde/),
      expect.stringMatching(
        /Platzhalter-Adresse https:\/\/www\.zunftwerk\.example/,
      ),
      expect.stringMatching(
        /Formulare sind simuliert: Jede Anfrage .* geht verloren/,
      ),
      expect.stringMatching(/Kehrtour-Button verlinkt auf den Platzhalter/),
    ]);
  });

  it("with delivery on, names a missing mail server, recipient and sender", () => {
    expect(problems(placeholderBuild)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/niemand erfährt davon/),
        expect.stringMatching(/Anmeldungen können nicht bestätigt werden/),
      ]),
    );
    const configured = problems(
      { formDelivery: "api", siteUrl: "https://www.handwerk-software.de" },
      {
        SMTP_URL: "smtp://mail.example.de:587",
        NOTIFY_TO: "vertrieb@example.de",
        MAIL_FROM: "neuigkeiten@example.de",
      },
    );
    expect(configured.join("\n")).not.toMatch(
      /niemand erfährt davon|nicht bestätigt werden|Platzhalter-Adresse|simuliert/,
    );
  });

  it("names mails that do not leave: given up, and still failing", () => {
    const configured = {
      SMTP_URL: "smtp://mail.example.de:587",
      NOTIFY_TO: "vertrieb@example.de",
      MAIL_FROM: "neuigkeiten@example.de",
    };
    const mails = (stuck: number, failed: number) =>
      launchBlockers(
        placeholderBuild,
        deliverySettings(configured),
        {
          stuck,
          failed,
          refusedNotices: 0,
          oldestAt: "2026-03-01T09:00:00.000Z",
          queuedUpdates: 0,
        },
        Date.parse("2026-03-04T10:30:00.000Z"),
      );
    expect(
      mails(0, 0)
        .map((b) => b.problem)
        .join("\n"),
    ).not.toMatch(/E-Mails erreichen den Mailserver nicht/);
    const found = mails(3, 1).find((b) => b.problem.startsWith("E-Mails"));
    expect(found?.problem).toBe(
      "E-Mails erreichen den Mailserver nicht: 1 nach 72 Stunden aufgegeben (sie bleiben gespeichert und werden nicht erneut versandt), 2 scheitern noch und werden wiederholt; die älteste ist seit 73 h in der Warteschlange.",
    );
    expect(found?.fix).toMatch(/npm run inbox -- list/);
  });

  it("names notices the mail server refused for good, and update mails that cannot leave", () => {
    const stuck = {
      stuck: 2,
      failed: 2,
      refusedNotices: 2,
      oldestAt: "2026-03-01T09:00:00.000Z",
      queuedUpdates: 40,
    };
    const problems = (settings: Record<string, string>) =>
      launchBlockers(placeholderBuild, deliverySettings(settings), stuck).map(
        (blocker) => blocker.problem,
      );
    const withoutSender = problems({
      SMTP_URL: "smtp://mail.example.de:587",
      NOTIFY_TO: "vertrieb@example.de",
    });
    expect(withoutSender).toContain(
      "Der Mailserver hat 2 Meldungen zu Kontaktanfragen endgültig abgelehnt (SMTP 5xx): Die Firma erfährt von diesen Anfragen nichts.",
    );
    expect(withoutSender).toContain(
      "40 E-Mails von Updates warten in der Warteschlange und können nicht hinausgehen: MAIL_FROM ist nicht gesetzt.",
    );
    // Refused notices are not also counted as given up after 72 hours.
    expect(withoutSender.join("\n")).not.toMatch(
      /E-Mails erreichen den Mailserver nicht/,
    );
    expect(
      problems({
        SMTP_URL: "smtp://mail.example.de:587",
        NOTIFY_TO: "vertrieb@example.de",
        MAIL_FROM: "neuigkeiten@example.de",
      }).join("\n"),
    ).not.toMatch(/E-Mails von Updates warten/);
  });

  it("prints each blocker with what to do", () => {
    const text = formatBlockers(
      launchBlockers(undefined, deliverySettings({})),
    );
    expect(text).toMatch(
      /^Livegang-Prüfung: \d+ Punkte stehen dem Livegang noch im Weg:/,
    );
    expect(text).toContain("→ Führen Sie npm run build aus");
  });

  it("npm run check:launch exits non-zero while anything remains", () => {
    const run = spawnSync(process.execPath, ["scripts/check-launch.ts"], {
      encoding: "utf8",
      env: { ...baseEnv },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /Livegang-Prüfung: \d+ (Punkt steht|Punkte stehen) dem Livegang noch im Weg/,
    );
  });
});

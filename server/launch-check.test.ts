// @vitest-environment node
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverySettings } from "./config.ts";
import {
  domainBlockers,
  formatBlockers,
  launchBlockers,
  launchWarnings,
} from "./launch-check.ts";
import { runCheckLaunch } from "../scripts/owner/check-launch.ts";
import { runOwnerCommand } from "../tests/support/owner-command.ts";
import { type DnsServer, startDns } from "../tests/support/dns.ts";

const problems = (
  build: Parameters<typeof launchBlockers>[0],
  env: NodeJS.ProcessEnv = {},
) => launchBlockers(build, deliverySettings(env)).map((b) => b.problem);

const placeholderBuild = {
  formDelivery: "api",
  siteUrl: "https://www.zunftwerk.example",
} as const;

describe("the go-live check", () => {
  it("names simulated forms, and the sample data of this repository", async () => {
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

  it("with delivery on, names a missing mail server, recipient and sender", async () => {
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

  it("names mails that do not leave: given up, and still failing", async () => {
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

  it("names notices the mail server refused for good, and update mails that cannot leave", async () => {
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

  it("prints each blocker with what to do", async () => {
    const text = formatBlockers(
      launchBlockers(undefined, deliverySettings({})),
    );
    expect(text).toMatch(
      /^Livegang-Prüfung: \d+ Punkte stehen dem Livegang noch im Weg:/,
    );
    expect(text).toContain("→ Führen Sie npm run build aus");
  });

  it("npm run check:launch exits non-zero while anything remains", async () => {
    const run = await runOwnerCommand(runCheckLaunch, []);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /Livegang-Prüfung: \d+ (Punkt steht|Punkte stehen) dem Livegang noch im Weg/,
    );
    // It says what it looked at: the build, the store, the settings.
    expect(run.stdout).toMatch(/^Geprüft: der Build in \S+ \(/);
    expect(run.stdout).toMatch(/die Datenbank (SQLite|PostgreSQL) \S+/);
    expect(run.stdout).toContain(
      "die Einstellungen aus der Umgebung (gesetzt:",
    );
  });
});

describe("the way mails leave", () => {
  const risks = (env: Record<string, string>) =>
    launchWarnings(
      placeholderBuild,
      deliverySettings({ LOG_DIR: "logs", BACKUP_DIR: "backups", ...env }),
    )
      .map((warning) => warning.problem)
      .join("\n");
  const sending = {
    MAIL_FROM: "neuigkeiten@example.de",
    BOUNCE_ADDRESS: "bounces@example.de",
    BOUNCE_IMAP_URL: "imaps://bounces:geheim@mail.example.de",
  };

  it("names plain SMTP to a relay on another machine, unless TLS is required", async () => {
    expect(
      risks({ ...sending, SMTP_URL: "smtp://mail.example.de:587" }),
    ).toContain(
      "SMTP_URL verlangt keine Verschlüsselung zu mail.example.de: Die Verbindung wird nur verschlüsselt, wenn der Server STARTTLS anbietet",
    );
    for (const smtpUrl of [
      "smtp://mail.example.de:587?requireTLS=true",
      "smtps://mail.example.de:465",
      "smtp://localhost:25",
      "smtp://127.0.0.1:2525",
      "smtp://[::1]:25",
    ])
      expect(risks({ ...sending, SMTP_URL: smtpUrl })).not.toMatch(/SMTP_URL/);
    expect(
      risks({
        ...sending,
        SMTP_URL: "smtps://mail.example.de?tls.rejectUnauthorized=false",
      }),
    ).toContain("SMTP_URL prüft das Zertifikat von mail.example.de nicht");
  });

  it("names updates without a bounce mailbox, and one that nothing reads", async () => {
    const smtp = { SMTP_URL: "smtps://mail.example.de" };
    expect(risks({ ...smtp, MAIL_FROM: "neuigkeiten@example.de" })).toMatch(
      /^BOUNCE_ADDRESS ist nicht gesetzt: Unzustellbarkeitsberichte, die Stunden nach dem Versand kommen/m,
    );
    expect(
      risks({
        ...smtp,
        MAIL_FROM: "neuigkeiten@example.de",
        BOUNCE_ADDRESS: "bounces@example.de",
      }),
    ).toMatch(
      /^BOUNCE_IMAP_URL ist nicht gesetzt: Die Berichte an bounces@example\.de kommen an, aber nichts liest sie/m,
    );
    expect(risks({ ...smtp, ...sending })).toBe("");
    // No updates without MAIL_FROM: nothing to bounce.
    expect(risks(smtp)).toBe("");
  });

  it("a DNS finding blocks while updates can be sent, else it is a risk", async () => {
    const finding = { problem: "P", fix: "F", blocksUpdates: true };
    const risk = { problem: "R", fix: "G", blocksUpdates: false };
    const sorted = (env: Record<string, string>) =>
      domainBlockers([finding, risk], deliverySettings(env));
    expect(
      sorted({
        SMTP_URL: "smtps://mail.example.de",
        MAIL_FROM: "a@example.de",
      }),
    ).toEqual({
      blockers: [{ problem: "P", fix: "F" }],
      warnings: [{ problem: "R", fix: "G" }],
    });
    expect(sorted({ SMTP_URL: "smtps://mail.example.de" })).toEqual({
      blockers: [],
      warnings: [
        { problem: "P", fix: "F" },
        { problem: "R", fix: "G" },
      ],
    });
  });
});

describe("npm run check:launch and the sending domain's DNS records", () => {
  let dns: DnsServer;
  const dir = mkdtempSync(path.join(tmpdir(), "launch-dns-"));
  const keyFile = path.join(dir, "dkim.pem");
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
  });
  writeFileSync(keyFile, privateKey.export({ type: "pkcs8", format: "pem" }));
  const dkim = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;

  beforeAll(async () => {
    // A bad zone: SPF and the DKIM key are there, DMARC is not.
    dns = await startDns({
      txt: {
        "ohne-dmarc.test": "v=spf1 ip4:192.0.2.10 ~all",
        "mail._domainkey.ohne-dmarc.test": dkim,
      },
    });
  });
  afterAll(async () => {
    await dns?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** npm run check:launch, in this process (tests/support/owner-command.ts). */
  const checkLaunch = (args: string[] = []) =>
    runOwnerCommand(runCheckLaunch, args, {
      DATA_DIR: path.join(dir, "data"),
      SMTP_URL: "smtps://relay.ohne-dmarc.test",
      MAIL_FROM: "Zunftwerk <neuigkeiten@ohne-dmarc.test>",
      NOTIFY_TO: "vertrieb@ohne-dmarc.test",
      BOUNCE_ADDRESS: "bounces@ohne-dmarc.test",
      BOUNCE_IMAP_URL: "imaps://bounces:geheim@mail.ohne-dmarc.test",
      DKIM_SELECTOR: "mail",
      DKIM_KEY_FILE: keyFile,
      DNS_SERVER: dns.server,
    });

  it("names the missing DMARC record among the blockers, and exits 1", async () => {
    const run = await checkLaunch();
    expect(run.status).toBe(1);
    const blockers = run.stdout.split("dem Livegang noch im Weg:")[1] ?? "";
    expect(blockers).toMatch(
      /^ {2}\d+\. Die Domain ohne-dmarc\.test hat keinen DMARC-Eintrag \(_dmarc\.ohne-dmarc\.test\)/m,
    );
    expect(blockers).toContain(
      '→ Veröffentlichen Sie bei Ihrem DNS-Anbieter den TXT-Eintrag _dmarc.ohne-dmarc.test mit dem Wert "v=DMARC1; p=none; rua=mailto:dmarc@ohne-dmarc.test"',
    );
    // SPF and the key are in order: not named.
    expect(run.stdout).not.toMatch(/SPF-Eintrag|DKIM-Schlüssel|DKIM fehlt/);
  });

  it("--records prints the DNS records to publish, the DKIM key's among them", async () => {
    const run = await checkLaunch(["--records"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^DNS-Einträge für ohne-dmarc\.test, bei Ihrem DNS-Anbieter anzulegen:/,
    );
    expect(run.stdout).toContain(
      `   Name: mail._domainkey.ohne-dmarc.test\n   Typ:  TXT\n   Wert: ${dkim}`,
    );
    expect(run.stdout).toContain("Wert: v=spf1 mx ~all");
    expect(run.stdout).toContain(
      "Wert: v=DMARC1; p=none; rua=mailto:dmarc@ohne-dmarc.test",
    );
    const help = await checkLaunch(["--help"]);
    expect(help.stdout).toContain("--records  gibt die DNS-Einträge aus");
  });
});

describe("a PostgreSQL store", () => {
  const backups = mkdtempSync(path.join(tmpdir(), "pg-backups-"));
  afterAll(() => rmSync(backups, { recursive: true, force: true }));
  const risks = (env: Record<string, string>) =>
    launchWarnings(
      placeholderBuild,
      deliverySettings({
        LOG_DIR: "logs",
        DATABASE_URL: "postgres://site@db/zunftwerk",
        ...env,
      }),
    )
      .map((warning) => warning.problem)
      .join("\n");

  it("without a fresh pg_dump in BACKUP_DIR is named a risk; with one, not", async () => {
    expect(risks({})).toContain("Keine Sicherungen bekannt");
    expect(risks({ BACKUP_DIR: backups })).toContain(
      "Keine frische Sicherung der PostgreSQL-Datenbank",
    );
    writeFileSync(path.join(backups, "zunftwerk-2026-11-25.dump"), "");
    expect(risks({ BACKUP_DIR: backups })).not.toMatch(/Sicherung/);
  });
});

describe("the port published beyond this machine while a range is trusted", () => {
  const trusting = (env: NodeJS.ProcessEnv) =>
    problems(placeholderBuild, env).filter((problem) =>
      /SITE_PUBLISH/.test(problem),
    );

  it("blocks: whoever connects from the range (behind a rootless port forwarder: anyone) may say who he is", () => {
    for (const [publish, trust] of [
      ["8080", "10.0.0.0/8,172.16.0.0/12,192.168.0.0/16"],
      ["0.0.0.0:8080", "10.89.52.0/24"],
      ["192.168.1.5:8080", "uniquelocal"],
      ["[::]:8080", "fd00::/64"],
      ["8080", "true"],
      ["8080", "2"],
    ]) {
      const found = trusting({ SITE_PUBLISH: publish, TRUST_PROXY: trust });
      expect(found, `${publish} with ${trust}`).toEqual([
        expect.stringMatching(
          /^SITE_PUBLISH=.* öffnet den Port der Website über diesen Rechner hinaus, und TRUST_PROXY glaubt mehr als einer Adresse/,
        ),
      ]);
    }
    expect(
      formatBlockers(
        launchBlockers(
          placeholderBuild,
          deliverySettings({ SITE_PUBLISH: "8080", TRUST_PROXY: "10.0.0.0/8" }),
        ),
      ),
    ).toMatch(/TRUST_PROXY auf die eine Adresse des Proxys/);
  });

  it("says nothing when the port stays on this machine, or one address is trusted", () => {
    for (const env of [
      { TRUST_PROXY: "10.0.0.0/8" },
      { SITE_PUBLISH: "127.0.0.1:8080", TRUST_PROXY: "10.0.0.0/8" },
      { SITE_PUBLISH: "[::1]:8080", TRUST_PROXY: "10.0.0.0/8" },
      { SITE_PUBLISH: "8080", TRUST_PROXY: "10.89.52.1" },
      { SITE_PUBLISH: "8080", TRUST_PROXY: "10.89.52.1/32" },
      { SITE_PUBLISH: "8080", TRUST_PROXY: "2001:db8::1/128" },
      { SITE_PUBLISH: "8080" },
    ])
      expect(trusting(env), JSON.stringify(env)).toEqual([]);
  });
});

import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { company } from "../app/content/company.ts";
import { retention } from "../app/content/retention.ts";
import { site } from "../app/content/site.ts";
import { formatAge } from "./age.ts";
import { germanReadable } from "./berlin-time.ts";
import { UNTRUSTED_PROXY_PROBLEM, trustsARange } from "./http/proxy.ts";
import type { BuildInfo, DeliverySettings } from "./config.ts";
import type { DomainFinding } from "./mail/domain-check.ts";

/** Something that still stands between the site and a real launch. */
export interface Blocker {
  problem: string;
  fix: string;
}

/** Mails that do not leave, as the store counts them (`store.outbox.stuck()`). */
interface StuckMails {
  /** Queued mails that failed at least once, and given-up ones. */
  stuck: number;
  /** Given up: still failing 72 hours after they were queued. */
  failed: number;
  /** Notices to the company the mail server refused for good (5xx): a fault of the setup. */
  refusedNotices: number;
  /** When the oldest of them was queued. */
  oldestAt: string | null;
  /** Update mails still queued. */
  queuedUpdates: number;
  /** When the server last saw an untrusted proxy in a private network (`store.probe.lastSeen`). */
  untrustedProxyAt?: string;
}

/** `.example` is reserved for examples (RFC 2606): nobody owns it. */
const isPlaceholder = (url: string) => /\.example$/.test(new URL(url).hostname);

/**
 * Everything that still blocks a real launch, from the content, the build,
 * the settings the server would run with and, when its store exists, the
 * mails it could not send. The texts are German: the owner reads them.
 */
export function launchBlockers(
  build: BuildInfo | undefined,
  settings: DeliverySettings,
  mails?: StuckMails,
  now = Date.now(),
): Blocker[] {
  return [
    ...sampleContent(),
    ...buildBlockers(build, settings),
    ...(mails ? mailBlockers(mails, settings, now) : []),
    ...(mails ? proxyBlockers(mails, settings) : []),
    ...publishBlockers(settings),
    ...backupBlockers(settings),
    ...(isPlaceholder(site.kehrtourUrl)
      ? [
          {
            problem: `Der Kehrtour-Button verlinkt auf den Platzhalter ${site.kehrtourUrl}.`,
            fix: "Setzen Sie kehrtourUrl in app/content/site.ts auf die echte Adresse des Produkts.",
          },
        ]
      : []),
  ];
}

/** A proxy the server saw that TRUST_PROXY does not name: every visitor is one client. */
function proxyBlockers(
  { untrustedProxyAt }: StuckMails,
  settings: DeliverySettings,
): Blocker[] {
  if (!untrustedProxyAt || settings.trustProxy) return [];
  return [
    {
      problem: `${UNTRUSTED_PROXY_PROBLEM} Zuletzt gesehen: ${germanReadable(untrustedProxyAt)}.`,
      fix: "Setzen Sie TRUST_PROXY auf die Adresse des Proxys (z. B. 127.0.0.1 für nginx auf demselben Rechner, im Container-Stack das Netz des Proxys) und starten Sie den Server neu.",
    },
  ];
}

/**
 * Whether compose publishes the site's port beyond this machine: SITE_PUBLISH
 * is `[IP:]PORT`, a port alone (or 0.0.0.0, ::) meaning every interface;
 * unset is compose.yaml's 127.0.0.1:8080.
 */
function publishedBeyondThisMachine(sitePublish: string | undefined) {
  if (sitePublish === undefined) return false;
  const host = /^\[?(.*?)\]?:\d+(?:-\d+)?$/.exec(sitePublish)?.[1];
  if (host === undefined) return true;
  return !(/^127\./.test(host) || host === "::1" || host === "localhost");
}

/**
 * The port open to other machines while TRUST_PROXY believes a range: every
 * machine that connects from it (other containers, the LAN, and behind a
 * rootless Podman's port forwarder any client at all, who then arrives from
 * the gateway) may say which address it has.
 */
function publishBlockers({
  sitePublish,
  trustProxy,
}: DeliverySettings): Blocker[] {
  if (!publishedBeyondThisMachine(sitePublish) || !trustsARange(trustProxy))
    return [];
  return [
    {
      problem: `SITE_PUBLISH=${sitePublish} öffnet den Port der Website über diesen Rechner hinaus, und TRUST_PROXY glaubt mehr als einer Adresse (${String(trustProxy)}): Jeder, der aus diesem Bereich verbindet, kann mit X-Forwarded-For eine beliebige Adresse angeben, die Begrenzungen je Anschluss umgehen und die Anfragen eines anderen zurückhalten lassen. Hinter dem Port-Weiterleiter eines rootless Podman kommt sogar jeder Besucher von der Adresse des Gateways.`,
      fix: "Setzen Sie TRUST_PROXY auf die eine Adresse des Proxys, wie der Container sie sieht (im Container-Stack TRUST_PROXY=gateway: das Gateway des Stack-Netzes, von dem ein Proxy auf diesem Rechner kommt), oder öffnen Sie den Port nur auf diesem Rechner (SITE_PUBLISH=127.0.0.1:8080) und lassen Sie den Proxy davor hier laufen. Mit rootless Podman bleibt nur das zweite: Dort kommt jeder Besucher vom Gateway.",
    },
  ];
}

/** The sample data of this repository that the legal pages still show. */
function sampleContent(): Blocker[] {
  const blockers: Blocker[] = [];
  if (company.isSampleData)
    blockers.push({
      problem:
        "Die Firmendaten in Impressum und Datenschutzerklärung sind Musterdaten (Musterstraße, HRB 12345).",
      fix: "Tragen Sie die echten Firmendaten in app/content/company.ts ein und setzen Sie isSampleData auf false.",
    });
  if (company.hosting.isSampleData)
    blockers.push({
      problem: "Die Datenschutzerklärung nennt einen Muster-Hostinganbieter.",
      fix: "Tragen Sie den echten Hostinganbieter (mit dem ein Auftragsverarbeitungsvertrag nach Art. 28 DSGVO besteht) in app/content/company.ts (hosting) ein und setzen Sie dort isSampleData auf false.",
    });
  if (company.processors.isSampleData)
    blockers.push({
      problem:
        "Die Datenschutzerklärung sagt, dass kein CDN und kein Datenbankanbieter Daten der Website verarbeitet: Das hat noch niemand bestätigt.",
      fix: "Tragen Sie das CDN und den Datenbankanbieter, die Sie nutzen, in app/content/company.ts (processors) ein (null, wo es keinen gibt) und setzen Sie dort isSampleData auf false.",
    });
  if (company.supervisoryAuthority.isSampleData)
    blockers.push({
      problem:
        "Die Datenschutzerklärung nennt eine Muster-Datenschutzaufsichtsbehörde.",
      fix: "Tragen Sie die Behörde des Landes, in dem die Firma ihren Sitz hat, in app/content/company.ts (supervisoryAuthority) ein und setzen Sie dort isSampleData auf false.",
    });
  return blockers;
}

/** What the build and the mail settings leave undone. */
function buildBlockers(
  build: BuildInfo | undefined,
  settings: DeliverySettings,
): Blocker[] {
  if (!build)
    return [
      {
        problem: "Es gibt keinen Build.",
        fix: "Führen Sie npm run build aus (oder npm start).",
      },
    ];
  const blockers: Blocker[] = [];
  if (isPlaceholder(build.siteUrl))
    blockers.push({
      problem: `Der Build verwendet die Platzhalter-Adresse ${build.siteUrl} für kanonische Links, die Sitemap und die Links in E-Mails.`,
      fix: "Bauen Sie mit VITE_SITE_URL=https://www.ihre-domain.de.",
    });
  if (build.formDelivery === "simulated") {
    blockers.push({
      problem:
        "Die Formulare sind simuliert: Jede Anfrage und jede Anmeldung geht verloren, obwohl der Besucher liest, sie sei versandt.",
      fix: "Starten Sie mit FORM_DELIVERY=api (und SMTP_URL, NOTIFY_TO, MAIL_FROM).",
    });
    return blockers;
  }
  if (!settings.smtpUrl || !settings.notifyTo)
    blockers.push({
      problem:
        "Kontaktanfragen werden gespeichert, aber niemand erfährt davon: Es ist kein Mailserver oder kein Empfänger eingestellt.",
      fix: "Setzen Sie SMTP_URL und NOTIFY_TO (und NOTIFY_FROM, wenn der Absender ein anderer ist).",
    });
  if (!settings.smtpUrl || !settings.mailFrom)
    blockers.push({
      problem:
        "Anmeldungen können nicht bestätigt werden: Bestätigungsmails brauchen einen Mailserver und einen Absender.",
      fix: "Setzen Sie SMTP_URL und MAIL_FROM (eine Adresse Ihrer Domain).",
    });
  return blockers;
}

/** Mails that do not leave: refused notices, updates without a way out, mails given up or failing. */
function mailBlockers(
  mails: StuckMails,
  settings: DeliverySettings,
  now: number,
): Blocker[] {
  const blockers: Blocker[] = [];
  const { refusedNotices, queuedUpdates } = mails;
  if (refusedNotices > 0)
    blockers.push({
      problem: `Der Mailserver hat ${refusedNotices === 1 ? "eine Meldung" : `${refusedNotices} Meldungen`} zu Kontaktanfragen endgültig abgelehnt (SMTP 5xx): Die Firma erfährt von diesen Anfragen nichts.`,
      fix: "Prüfen Sie NOTIFY_TO und den Absender (NOTIFY_FROM oder MAIL_FROM) mit Ihrem Mailanbieter und senden Sie dann jede erneut mit npm run inbox -- resend ID (npm run inbox -- list nennt sie).",
    });
  if (queuedUpdates > 0 && (!settings.smtpUrl || !settings.mailFrom))
    blockers.push({
      problem: `${queuedUpdates === 1 ? "1 E-Mail eines Updates wartet" : `${queuedUpdates} E-Mails von Updates warten`} in der Warteschlange und ${queuedUpdates === 1 ? "kann" : "können"} nicht hinausgehen: ${settings.smtpUrl ? "MAIL_FROM" : "SMTP_URL"} ist nicht gesetzt.`,
      fix: "Setzen Sie SMTP_URL und MAIL_FROM und rufen Sie dann npm run updates -- send DATEI erneut auf: Der Befehl sendet, was noch offen ist.",
    });
  if (mails.stuck > refusedNotices) {
    const waiting = mails.stuck - mails.failed;
    const givenUp = mails.failed - refusedNotices;
    const age = mails.oldestAt
      ? `; die älteste ist seit ${formatAge(now - Date.parse(mails.oldestAt))} in der Warteschlange`
      : "";
    blockers.push({
      problem: `E-Mails erreichen den Mailserver nicht: ${givenUp} nach 72 Stunden aufgegeben (sie bleiben gespeichert und werden nicht erneut versandt), ${waiting} scheitern noch und werden wiederholt${age}.`,
      fix: "npm run inbox -- list nennt jede mit ihrem letzten Fehler. Beheben Sie die Ursache (SMTP_URL, der Mailserver, NOTIFY_TO, MAIL_FROM); beantworten Sie die Kontaktanfragen aufgegebener Meldungen direkt aus dieser Liste.",
    });
  }
  return blockers;
}

/** Backups kept longer than the privacy statement says. */
function backupBlockers(settings: DeliverySettings): Blocker[] {
  if (!settings.backupDir || settings.backupKeep <= retention.backupDays)
    return [];
  return [
    {
      problem: `BACKUP_KEEP=${settings.backupKeep} bewahrt Sicherungen länger auf, als die Datenschutzerklärung sagt (${retention.backupDays} Tage).`,
      fix: `Setzen Sie BACKUP_KEEP auf ${retention.backupDays} oder weniger, oder ändern Sie backupDays in app/content/retention.ts (die Datenschutzerklärung folgt).`,
    },
  ];
}

const DAY_MS = 86_400_000;

/** When the newest file in a backup folder was written; undefined: none, or no folder. */
function newestBackup(dir: string | undefined): number | undefined {
  if (!dir) return undefined;
  try {
    const times = readdirSync(dir).map(
      (name) => statSync(path.join(dir, name)).mtimeMs,
    );
    return times.length > 0 ? Math.max(...times) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What does not block a launch but puts something at risk: each with what to
 * do. Printed by the launch check and at start, never failing either.
 */
export function launchWarnings(
  build: BuildInfo | undefined,
  settings: DeliverySettings,
): Blocker[] {
  const warnings: Blocker[] = [];
  if (
    build?.formDelivery === "api" &&
    !settings.databaseUrl &&
    !settings.backupDir
  )
    warnings.push({
      problem:
        "Keine Sicherungen: Die Anfragen und Einwilligungsnachweise liegen nur auf einer Festplatte (SQLite).",
      fix: "Setzen Sie BACKUP_DIR (am besten eine zweite Festplatte oder ein eingebundener entfernter Ordner): Der Server schreibt dann täglich eine Sicherung und behält BACKUP_KEEP davon (Standard 7). npm run inbox -- backup DATEI sichert sofort.",
    });
  if (build?.formDelivery === "api" && settings.databaseUrl) {
    const newest = newestBackup(settings.backupDir);
    if (newest === undefined || Date.now() - newest > 2 * DAY_MS)
      warnings.push({
        problem: settings.backupDir
          ? `Keine frische Sicherung der PostgreSQL-Datenbank: In BACKUP_DIR (${settings.backupDir}) liegt keine Datei von den letzten zwei Tagen.`
          : "Keine Sicherungen bekannt: Die Datenbank ist PostgreSQL, und die sichert der Server nicht selbst.",
        fix: "Sichern Sie sie täglich mit pg_dump (docs/operations.md; im Container-Stack der Dienst backup) in einen Ordner, und nennen Sie ihn in BACKUP_DIR: Dann prüft npm run check:launch, ob die letzte Sicherung frisch ist.",
      });
  }
  if (!settings.logDir)
    warnings.push({
      problem: `Das Zugriffsprotokoll geht auf die Standardausgabe: Die Datenschutzerklärung verspricht seine Löschung nach ${retention.serverLogDays} Tagen, und das stimmt nur, wenn das, was die Standardausgabe aufbewahrt (journald, Docker, Kubernetes), sie bis dahin löscht.`,
      fix: `Setzen Sie LOG_DIR (der Server schreibt dann tägliche Dateien und löscht sie selbst), oder bewahren Sie die Standardausgabe höchstens ${retention.serverLogDays} Tage auf: journald MaxRetentionSec=${retention.serverLogDays}day, Docker und Kubernetes wie in docs/operations.md beschrieben.`,
    });
  if (settings.trustProxy === true)
    warnings.push({
      problem:
        "TRUST_PROXY=true glaubt jeder Anfrage ihr X-Forwarded-For: Wer selbst eines mitschickt, kann die Begrenzung der Anfragen umgehen und eine beliebige Adresse ins Protokoll schreiben.",
      fix: "Setzen Sie TRUST_PROXY auf die Adresse des Proxys (z. B. 127.0.0.1 für nginx auf demselben Rechner) oder auf den CIDR-Bereich seines Netzes.",
    });
  return [...warnings, ...relayWarnings(settings), ...bounceWarnings(settings)];
}

/** Hosts that are this machine: plain SMTP to them never crosses a network. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * The way to the relay (SMTP_URL, read as nodemailer reads it): plain
 * smtp:// to another machine encrypts only when the server offers STARTTLS,
 * which whoever sits in between can strike out; `?requireTLS=true` (or
 * smtps://) makes TLS a condition. A certificate not checked is no better.
 */
function relayWarnings({ smtpUrl }: DeliverySettings): Blocker[] {
  if (!smtpUrl) return [];
  const url = new URL(smtpUrl);
  const query = (name: string) => url.searchParams.get(name)?.trim();
  const warnings: Blocker[] = [];
  if (
    url.protocol === "smtp:" &&
    !LOCAL_HOSTS.has(url.hostname.toLowerCase()) &&
    !/^127\./.test(url.hostname) &&
    query("requireTLS") !== "true"
  )
    warnings.push({
      problem: `SMTP_URL verlangt keine Verschlüsselung zu ${url.hostname}: Die Verbindung wird nur verschlüsselt, wenn der Server STARTTLS anbietet, und wer dazwischen sitzt, kann das Angebot streichen und dann Zugangsdaten und E-Mails mitlesen.`,
      fix: "Hängen Sie ?requireTLS=true an SMTP_URL an (smtp://…:587?requireTLS=true), oder nehmen Sie smtps://…:465, wenn Ihr Anbieter es anbietet.",
    });
  if (query("tls.rejectUnauthorized") === "false")
    warnings.push({
      problem: `SMTP_URL prüft das Zertifikat von ${url.hostname} nicht (tls.rejectUnauthorized=false): Jeder, der die Verbindung umleitet, kann sich als Ihr Mailserver ausgeben.`,
      fix: "Entfernen Sie tls.rejectUnauthorized=false aus SMTP_URL und nennen Sie den Server mit dem Namen, auf den sein Zertifikat lautet.",
    });
  return warnings;
}

/** Bounce reports and complaints that arrive later: only read when they have a mailbox that is read. */
function bounceWarnings(settings: DeliverySettings): Blocker[] {
  if (!settings.smtpUrl || !settings.mailFrom) return [];
  if (!settings.bounceAddress)
    return [
      {
        problem:
          "BOUNCE_ADDRESS ist nicht gesetzt: Unzustellbarkeitsberichte, die Stunden nach dem Versand kommen (etwa von Gmail, GMX oder T-Online), und Beschwerden gehen an MAIL_FROM, und niemand wertet sie aus. Tote Adressen bleiben auf der Liste, und jedes weitere Update an sie schadet dem Ruf Ihrer Domain.",
        fix: "Richten Sie ein Rücklauf-Postfach ein (etwa bounces@ihre-domain.de), setzen Sie BOUNCE_ADDRESS darauf und BOUNCE_IMAP_URL auf seinen IMAP-Zugang: npm run inbox -- bounces liest es (docs/mail.md).",
      },
    ];
  if (!settings.bounceImapUrl)
    return [
      {
        problem: `BOUNCE_IMAP_URL ist nicht gesetzt: Die Berichte an ${settings.bounceAddress} kommen an, aber nichts liest sie, solange niemand sie von Hand mit npm run inbox -- bounces --file einliest, und nichts löscht sie nach dem Lesen, wie es die Datenschutzerklärung sagt.`,
        fix: `Setzen Sie BOUNCE_IMAP_URL auf den IMAP-Zugang des Postfachs ${settings.bounceAddress} (imaps://benutzer:passwort@mail.ihre-domain.de).`,
      },
    ];
  return [];
}

/**
 * The domain check's findings (server/mail/domain-check.ts) sorted: what
 * would fail mails to subscribers blocks while updates can be sent (SMTP_URL
 * and MAIL_FROM set); the rest is a risk.
 */
export function domainBlockers(
  findings: DomainFinding[],
  settings: DeliverySettings,
): { blockers: Blocker[]; warnings: Blocker[] } {
  const updates = Boolean(settings.smtpUrl && settings.mailFrom);
  const blocking = (finding: DomainFinding) => updates && finding.blocksUpdates;
  const plain = ({ problem, fix }: DomainFinding) => ({ problem, fix });
  return {
    blockers: findings.filter(blocking).map(plain),
    warnings: findings.filter((finding) => !blocking(finding)).map(plain),
  };
}

/** The warnings as lines to print; nothing when there are none. */
export function formatWarnings(warnings: Blocker[]): string | undefined {
  if (warnings.length === 0) return undefined;
  return numbered(
    `Livegang-Prüfung: ${warnings.length} ${warnings.length === 1 ? "Risiko" : "Risiken"} (nicht blockierend):`,
    warnings,
  );
}

/** A heading, then each problem numbered with its fix below it. */
function numbered(heading: string, items: Blocker[]): string {
  return [
    heading,
    ...items.map(
      ({ problem, fix }, index) => `  ${index + 1}. ${problem}\n     → ${fix}`,
    ),
  ].join("\n");
}

/** The blockers as lines to print, or an all-clear. */
export function formatBlockers(blockers: Blocker[]): string {
  if (blockers.length === 0)
    return "Livegang-Prüfung: Nichts steht dem Livegang mehr im Weg.";
  return numbered(
    `Livegang-Prüfung: ${blockers.length} ${blockers.length === 1 ? "Punkt steht" : "Punkte stehen"} dem Livegang noch im Weg:`,
    blockers,
  );
}

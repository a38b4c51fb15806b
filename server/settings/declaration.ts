import type * as v from "valibot";
import { spamLimits } from "../../app/content/constants.ts";
import { retention } from "../../app/content/retention.ts";
import { LOG_LEVELS } from "../log.ts";
import {
  address,
  dkimSelector,
  imapUrl,
  mailRate,
  oneOf,
  plainAddress,
  text,
  trustProxy,
  url,
  wholeNumber,
} from "./checks.ts";

/**
 * Every setting of the site, its build, its server, the owner's commands and
 * the container stack, declared once (decision 062): server/config.ts parses
 * by it, and scripts/build/settings-docs.ts writes .env.example and
 * docs/configuration.md from it.
 */

/** Who reads a setting: the build, `npm start`, an owner command, compose.yaml. */
export type Reader =
  | "build"
  | "start"
  | "inbox"
  | "updates"
  | "migrate"
  | "stats"
  | "check:launch"
  | "compose";

/** The groups .env.example and the reference list settings in, in this order. */
export const GROUPS = {
  build: "Der Build",
  database: "Die Datenbank",
  listen: "Wo die Website lauscht",
  mail: "E-Mail",
  forms: "Formulare",
  files: "Dateien und Sicherungen",
} as const;

/** How .env.example shows a setting: a value (set, or commented out to keep the default), or as set by the image. */
type Example = { value: string; set?: boolean } | { image: string } | undefined;

export interface Setting<T> {
  group: keyof typeof GROUPS;
  readers: readonly Reader[];
  /** check:launch names it among the settings set or not set. */
  listedByLaunchCheck?: true;
  /** What it does, for the owner (German). */
  description: string;
  /** What .env.example adds for the container stack (German). */
  stackNote?: string;
  /** The setting's text, trimmed, to its value; failing with the words completing "NAME muss … sein". */
  schema: v.GenericSchema<string, T>;
  /** The value when unset (or set but empty, unless `emptyIsError`). */
  fallback?: T;
  /** The default as the reference shows it, where the value alone says too little. */
  shownDefault?: string;
  /** Set but empty is a mistake (a value left out), not "the default". */
  emptyIsError?: boolean;
  example?: Example;
}

/** A setting as declared: its own types kept, so that a read knows its value's. */
const setting = <D extends Setting<unknown>>(declared: D) => declared;

const START = ["start"] as const;
const STORE = ["start", "inbox", "updates", "migrate", "check:launch"] as const;
const MAIL = ["start", "inbox", "updates", "check:launch"] as const;

const build = {
  VITE_SITE_URL: setting({
    group: "build",
    readers: ["build", "start"],
    description:
      "Die öffentliche Adresse der Website, ohne Schrägstrich am Ende: kanonische Links, Sitemap, die Links in E-Mails. Eine Einstellung des Builds: Nach einer Änderung baut npm start neu (im Container: docker compose up -d --build).",
    schema: text(),
    shownDefault: "https://www.zunftwerk.example",
    example: { value: "https://www.ihre-domain.de", set: true },
  }),
  FORM_DELIVERY: setting({
    group: "build",
    readers: ["build", "start"],
    description:
      '"api": Formulare werden gespeichert und E-Mails versandt; "simulated": nichts verlässt den Browser. Eine Einstellung des Builds: npm start baut neu, wenn der Build anders gemacht ist.',
    schema: oneOf(["api", "simulated"], '"api" oder "simulated"'),
    shownDefault: "simulated",
    example: { image: "api" },
  }),
  BUILD_DIR: setting({
    group: "build",
    readers: ["build", "start", "inbox", "updates", "stats", "check:launch"],
    description:
      "Wohin der Build geschrieben wird und woraus der Server ausliefert (relativ zum Projekt).",
    schema: text(),
    fallback: "build",
    example: { image: "build-delivery" },
  }),
  ANALYZE: setting({
    group: "build",
    readers: ["build"],
    description:
      "1: Der Build bekommt Source Maps, um zu sehen, was in den Bundles steckt.",
    schema: text(),
    shownDefault: "aus",
  }),
};

const database = {
  DB_USER: setting({
    group: "database",
    readers: ["compose"],
    description:
      "Die Rolle der Website in PostgreSQL (kein Superuser: Ihr gehört ihre Datenbank). Wirkt nur beim ersten Start, wenn das Volume der Datenbank angelegt wird.",
    schema: text(),
    fallback: "zunftwerk",
    example: { value: "zunftwerk", set: true },
  }),
  DB_PASSWORD: setting({
    group: "database",
    readers: ["compose"],
    description:
      "Ihr Passwort, nur Buchstaben und Ziffern (es steht in einer URL), etwa von openssl rand -hex 24, ein anderes als das in postgres-password. Wirkt nur beim ersten Start.",
    schema: text(),
    shownDefault: "keiner (Pflicht im Container-Stack)",
    example: { value: "bitte-aendern", set: true },
  }),
  DB_NAME: setting({
    group: "database",
    readers: ["compose"],
    description: "Der Name der Datenbank. Wirkt nur beim ersten Start.",
    schema: text(),
    fallback: "zunftwerk",
    example: { value: "zunftwerk", set: true },
  }),
  DATABASE_URL: setting({
    group: "database",
    readers: STORE,
    description:
      "Wo die Website und ihre Befehle den Speicher finden: PostgreSQL (postgres://rolle:passwort@host:5432/datenbank); nicht gesetzt: SQLite in DATA_DIR.",
    stackNote:
      "Im Container-Stack der Dienst db, mit der Rolle, dem Passwort und der Datenbank von oben. (Das Passwort des Superusers postgres steht in der Datei postgres-password, nie hier und nie in DATABASE_URL.)",
    schema: url(["postgres", "postgresql"]),
    shownDefault: "SQLite in DATA_DIR",
    example: {
      value: "postgres://zunftwerk:bitte-aendern@db:5432/zunftwerk",
      set: true,
    },
  }),
  DATA_DIR: setting({
    group: "database",
    readers: STORE,
    description:
      "Der Ordner des SQLite-Speichers (submissions.db), relativ zum Projekt; ohne Bedeutung mit DATABASE_URL.",
    schema: text(),
    fallback: "data",
    example: { image: "/app/data" },
  }),
};

const listen = {
  PORT: setting({
    group: "listen",
    readers: START,
    description: "Der Port, auf dem npm start lauscht.",
    schema: wholeNumber("eine Portnummer von 0 bis 65535", {
      min: 0,
      max: 65_535,
    }),
    fallback: 3000,
    emptyIsError: true,
    example: { image: "8080" },
  }),
  HOST: setting({
    group: "listen",
    readers: START,
    description:
      "Die Adresse, auf der npm start lauscht: localhost nur für diesen Rechner, 0.0.0.0 für alle Schnittstellen.",
    schema: text(),
    fallback: "localhost",
    example: { image: "0.0.0.0" },
  }),
  LOG_LEVEL: setting({
    group: "listen",
    readers: START,
    description:
      "Wie ausführlich der Server protokolliert: fatal, error, warn, info, debug, trace oder silent.",
    schema: oneOf(
      LOG_LEVELS,
      "fatal, error, warn, info, debug, trace oder silent",
    ),
    fallback: "info",
    example: { value: "info" },
  }),
  SITE_PUBLISH: setting({
    group: "listen",
    listedByLaunchCheck: true,
    readers: ["compose", "check:launch"],
    description:
      "Adresse und Port des Container-Stacks auf diesem Rechner ([IP:]PORT, die ports in compose.yaml): 127.0.0.1:8080 nur für diesen Rechner, für einen TLS-Proxy davor (nginx, Caddy; docs/deploy.md); 8080 auf allen Schnittstellen. Der Server bindet ihn nie, check:launch wägt ihn gegen TRUST_PROXY ab.",
    schema: text(),
    shownDefault: "127.0.0.1:8080",
    example: { value: "127.0.0.1:8080" },
  }),
  TRUST_PROXY: setting({
    group: "listen",
    listedByLaunchCheck: true,
    readers: ["start", "check:launch"],
    description:
      'Hinter einem Proxy: seine Adresse (127.0.0.1: nginx auf diesem Rechner; "gateway": das Standard-Gateway, im Container-Stack der Proxy auf dem Rechner) oder CIDR-Bereiche, mit Kommas dazwischen; seiner Angabe der Besucheradresse (X-Forwarded-For) wird geglaubt. "true" glaubt jedem Proxy, eine Zahl so vielen: ein Risiko, das check:launch nennt.',
    stackNote:
      "compose.yaml setzt TRUST_PROXY=gateway, wenn hier nichts steht: Ein Proxy auf diesem Rechner (nginx zu 127.0.0.1:8080) kommt von dort, die anderen Container des Stacks nicht. Mit SITE_PUBLISH=8080 und rootless Podman kommt jede Verbindung vom Gateway: dann SITE_PUBLISH=127.0.0.1:8080 und den Proxy auf diesem Rechner. Ein Proxy auf einem anderen Rechner: seine eine Adresse, wie der Container sie sieht. Nie ein Bereich (10.0.0.0/8 und dergleichen) mit SITE_PUBLISH=8080: check:launch hält dann an.",
    schema: trustProxy(),
    fallback: false,
    shownDefault: "keinem Proxy (im Container-Stack: gateway)",
    example: { value: "192.168.1.20" },
  }),
  SITE_IMAGE: setting({
    group: "listen",
    readers: ["compose"],
    description:
      "Das Image, das der Stack startet (compose baut es unter diesem Namen aus dem Containerfile).",
    schema: text(),
    fallback: "zunftwerk-site:latest",
    example: { value: "zunftwerk-site:latest" },
  }),
};

const mail = {
  SMTP_URL: setting({
    group: "mail",
    listedByLaunchCheck: true,
    readers: MAIL,
    description:
      "Der Mailserver: smtp:// (TLS verlangen mit ?requireTLS=true) oder smtps:// für TLS ab dem ersten Byte, etwa smtp://benutzer:passwort@mail.ihre-domain.de:587; nicht gesetzt: keine E-Mails.",
    schema: url(["smtp", "smtps"]),
    shownDefault: "keiner",
    example: {
      value: "smtp://benutzer:passwort@mail.ihre-domain.de:587?requireTLS=true",
      set: true,
    },
  }),
  NOTIFY_TO: setting({
    group: "mail",
    listedByLaunchCheck: true,
    readers: ["start", "inbox", "check:launch"],
    description:
      "Das Postfach der Firma (eine oder mehrere Adressen, mit Kommas dazwischen): Es bekommt jede Kontaktanfrage und montags um 7 Uhr die Woche in einer E-Mail.",
    schema: address(true),
    shownDefault: "keines",
    example: { value: "vertrieb@ihre-domain.de", set: true },
  }),
  NOTIFY_FROM: setting({
    group: "mail",
    listedByLaunchCheck: true,
    readers: ["start", "inbox", "check:launch"],
    description: "Der Absender dieser Meldungen.",
    schema: address(),
    shownDefault: "MAIL_FROM",
    example: { value: "Website <website@ihre-domain.de>" },
  }),
  MAIL_FROM: setting({
    group: "mail",
    listedByLaunchCheck: true,
    readers: MAIL,
    description:
      "Der Absender der Bestätigungsmail jeder Anmeldung (Double-Opt-in) und der späteren E-Mails an Abonnenten.",
    schema: address(),
    shownDefault: "keiner",
    example: { value: "Zunftwerk <neuigkeiten@ihre-domain.de>", set: true },
  }),
  BOUNCE_ADDRESS: setting({
    group: "mail",
    listedByLaunchCheck: true,
    readers: MAIL,
    description:
      'Das Postfach für Rückläufer, eine Adresse ohne Namen und ohne "+": Jede E-Mail geht mit einem eigenen Rückweg darunter hinaus. Nicht gesetzt: ein Risiko, das check:launch nennt.',
    schema: plainAddress(),
    shownDefault: "keines",
    example: { value: "bounces@ihre-domain.de" },
  }),
  BOUNCE_IMAP_URL: setting({
    group: "mail",
    listedByLaunchCheck: true,
    readers: ["start", "inbox", "check:launch"],
    description:
      "Die IMAP-Anmeldung dieses Postfachs (imaps://benutzer:passwort@host), gelesen vom Server und von npm run inbox -- bounces.",
    schema: imapUrl(),
    shownDefault: "keine",
    example: { value: "imaps://bounces:passwort@mail.ihre-domain.de" },
  }),
  DKIM_SELECTOR: setting({
    group: "mail",
    listedByLaunchCheck: true,
    readers: MAIL,
    description:
      "DKIM: der Selektor des veröffentlichten Schlüssels, etwa mail2026 (docs/mail.md, DKIM).",
    schema: dkimSelector(),
    shownDefault: "keiner",
    example: { value: "mail2026" },
  }),
  DKIM_KEY_FILE: setting({
    group: "mail",
    listedByLaunchCheck: true,
    readers: MAIL,
    description:
      "DKIM: die Datei des privaten Schlüssels (PEM); npm run check:launch -- --records nennt die DNS-Einträge dazu.",
    stackNote:
      "Im Container ein Pfad im Container: eine Zeile wie - ./dkim.pem:/run/secrets/dkim.pem:ro zu den volumes der Website in compose.yaml.",
    schema: text(),
    shownDefault: "keine",
    example: { value: "/run/secrets/dkim.pem" },
  }),
  SITE_URL: setting({
    group: "mail",
    listedByLaunchCheck: true,
    readers: ["start", "inbox", "updates", "check:launch"],
    description:
      "Die öffentliche Adresse für die Links in E-Mails; von ihr dürfen Formulare posten.",
    schema: url(["https", "http"]),
    shownDefault: "VITE_SITE_URL des Builds",
    example: { value: "https://www.ihre-domain.de" },
  }),
  MAIL_RETRY_MS: setting({
    group: "mail",
    readers: ["start", "updates"],
    description:
      "Die längste Wartezeit in Millisekunden zwischen zwei Versuchen einer E-Mail, die scheitert; jede wird 72 Stunden lang versucht.",
    schema: wholeNumber("eine Anzahl Millisekunden über 0"),
    fallback: 60_000,
    emptyIsError: true,
    example: { value: "60000" },
  }),
  MAIL_RATE: setting({
    group: "mail",
    listedByLaunchCheck: true,
    readers: ["start", "updates", "check:launch"],
    description:
      "Die Grenze des Anbieters über alle Instanzen: 10 (pro Sekunde), 30/min, 1000/h, 400/day (der deutsche Tag; Entscheidung 041).",
    schema: mailRate(),
    shownDefault: "keine Grenze",
    emptyIsError: true,
    example: { value: "30/min" },
  }),
  DNS_SERVER: setting({
    group: "mail",
    readers: ["check:launch"],
    description:
      "Für Tests und besondere Aufbauten: die DNS-Server, die check:launch fragt (IP[:PORT], mit Kommas dazwischen).",
    schema: text(),
    shownDefault: "die des Systems",
    example: { value: "192.0.2.53" },
  }),
};

const forms = {
  RATE_LIMIT_MAX: setting({
    group: "forms",
    readers: START,
    description: "Eingänge pro Minute und Client.",
    schema: wholeNumber("eine ganze Zahl von Eingängen pro Minute über 0"),
    fallback: 10,
    emptyIsError: true,
    example: { value: "10" },
  }),
  NOTICES_PER_HOUR: setting({
    group: "forms",
    readers: START,
    description:
      "Meldungen von Kontaktanfragen pro Stunde; weitere Anfragen werden zurückgehalten und in einer Übersichtsmail genannt (npm run inbox -- list zeigt sie; jede freigeben oder verwerfen).",
    schema: wholeNumber("eine ganze Zahl von Meldungen pro Stunde über 0"),
    fallback: spamLimits.noticesPerHour,
    emptyIsError: true,
    example: { value: String(spamLimits.noticesPerHour) },
  }),
  SIGNUP_MAILS_PER_HOUR: setting({
    group: "forms",
    readers: START,
    description:
      'Bestätigungsmails von Anmeldungen pro Stunde über alle Instanzen; darüber wird eine Anmeldung mit "später erneut versuchen" abgelehnt und in der Wochenmail gezählt.',
    schema: wholeNumber("eine ganze Zahl von E-Mails pro Stunde über 0"),
    fallback: spamLimits.signupMailsPerHour,
    emptyIsError: true,
    example: { value: String(spamLimits.signupMailsPerHour) },
  }),
  HELD_OVERVIEW_MINUTES: setting({
    group: "forms",
    readers: START,
    description:
      "Höchstens eine Übersichtsmail zurückgehaltener Anfragen in so vielen Minuten (0: jede sofort); jede Anfrage darin hat einen Link zum Freigeben.",
    schema: wholeNumber("eine ganze Zahl von Minuten, 0 oder mehr", {
      min: 0,
    }),
    fallback: 60,
    emptyIsError: true,
    example: { value: "60" },
  }),
};

const files = {
  BACKUP_KEEP: setting({
    group: "files",
    readers: ["start", "compose", "check:launch"],
    description: `Wie viele tägliche Sicherungen aufbewahrt werden: die des Dienstes backup (pg_dump) und die SQLite-Sicherungen des Servers. Der Standard ist retention.backupDays in app/content/retention.ts, wie die Datenschutzerklärung sagt; mehr ist ein Hindernis, das check:launch nennt.`,
    schema: wholeNumber(
      "eine ganze Zahl aufzubewahrender Sicherungen, mindestens 1",
    ),
    fallback: retention.backupDays,
    emptyIsError: true,
    example: { value: String(retention.backupDays) },
  }),
  BACKUP_DIR: setting({
    group: "files",
    listedByLaunchCheck: true,
    readers: ["start", "inbox", "check:launch"],
    description:
      "SQLite: ein Ordner (am besten auf einer anderen Platte) für eine Sicherung am Tag; im Container die Sicherungen des Dienstes backup, nur lesbar, für check:launch. Nicht gesetzt: keine, ein Risiko, das check:launch nennt.",
    schema: text(),
    shownDefault: "keiner",
    example: { image: "/app/backups" },
  }),
  LOG_DIR: setting({
    group: "files",
    listedByLaunchCheck: true,
    readers: ["start", "stats", "check:launch"],
    description: `Das Zugriffsprotokoll, eine Datei am Tag, die der Server nach ${retention.serverLogDays} Tagen löscht; nicht gesetzt: die Standardausgabe.`,
    schema: text(),
    shownDefault: "die Standardausgabe",
    example: { image: "/app/logs" },
  }),
  STATS_DIR: setting({
    group: "files",
    readers: ["stats"],
    description:
      "Wohin npm run stats seinen Bericht schreibt und seine Zahlen aufbewahrt (nie unter build/client). npm run stats braucht GoAccess und läuft nicht im Image, sondern aus einem Checkout auf dem Rechner, LOG_DIR auf das Volume site-logs gerichtet.",
    schema: text(),
    fallback: "stats",
  }),
};

/** Every setting by name, in the order of the reference. */
export const SETTINGS = {
  ...build,
  ...database,
  ...listen,
  ...mail,
  ...forms,
  ...files,
};

export type SettingName = keyof typeof SETTINGS;

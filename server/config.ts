import { existsSync, readFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { retention } from "../app/content/retention.ts";
import { spamLimits } from "../app/content/constants.ts";
import { defaultGateway } from "./http/proxy.ts";

/**
 * Every setting of the server and its tools, read from the environment in
 * this one place. docs/deploy.md and the README describe them.
 */
export const projectRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);

/** What the build says about itself (written by scripts/finish-build.ts). */
export interface BuildInfo {
  formDelivery: "simulated" | "api";
  /** The public origin the build was made for (VITE_SITE_URL). */
  siteUrl: string;
}

export function buildDirOf(env: NodeJS.ProcessEnv = process.env) {
  return path.resolve(projectRoot, env.BUILD_DIR ?? "build");
}

export function readBuildInfo(buildDir: string): BuildInfo | undefined {
  const file = path.join(buildDir, "delivery.json");
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as BuildInfo)
    : undefined;
}

/**
 * The build settings set now that differ from what the build was made with
 * (FORM_DELIVERY, VITE_SITE_URL): `npm start` builds again for them.
 */
export function changedBuildSettings(
  built: BuildInfo | undefined,
  env: NodeJS.ProcessEnv,
): string[] {
  const delivery = given(env.FORM_DELIVERY);
  const siteUrl = given(env.VITE_SITE_URL)?.replace(/\/$/, "");
  return [
    delivery && delivery !== built?.formDelivery ? "FORM_DELIVERY" : "",
    siteUrl && siteUrl !== built?.siteUrl ? "VITE_SITE_URL" : "",
  ].filter(Boolean);
}

/** This machine's routing table (Linux): where TRUST_PROXY=gateway is read. */
const readRouteTable = () => readFileSync("/proc/net/route", "utf8");

/**
 * TRUST_PROXY with Fastify's `trustProxy` meanings: unset (or "false") trusts
 * nothing, "true" every proxy, a number that many hops, anything else a
 * comma-separated list of addresses and CIDR ranges. "gateway" in the list is
 * the one address of the default route's gateway, read at start: in the
 * container stack the stack network's gateway, where a proxy on the host
 * connects from, whichever subnet the compose tool gave the network
 * (podman-compose 1.0 ignores a subnet pinned in compose.yaml).
 */
function parseTrustProxy(
  value: string | undefined,
  routeTable: () => string,
): boolean | number | string {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) return Number(text);
  const expected =
    '"true", eine Anzahl Proxys oder die Adressen und CIDR-Bereiche der Proxys mit Kommas dazwischen (z. B. "127.0.0.1,10.0.0.0/8"; "gateway" für das Standard-Gateway, wo /proc/net/route eines nennt, etwa im Container-Stack)';
  const parts = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      if (part !== "gateway") return part;
      let gateway: string | undefined;
      try {
        gateway = defaultGateway(routeTable());
      } catch {
        gateway = undefined;
      }
      if (!gateway) throw new SettingError("TRUST_PROXY", text, expected);
      return gateway;
    });
  const proxyAddress = (part: string) => {
    const [ip, bits, ...rest] = part.split("/");
    return (
      PROXY_NAMES.has(part) ||
      (rest.length === 0 &&
        isIP(ip ?? "") !== 0 &&
        (bits === undefined || /^\d{1,3}$/.test(bits)))
    );
  };
  if (!parts.every(proxyAddress))
    throw new SettingError("TRUST_PROXY", text, expected);
  return parts.join(",");
}

/** The ranges Fastify's trustProxy knows by name. */
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * A setting that cannot be used: the start stops with this message (German,
 * for the owner; `expected` completes "NAME muss … sein").
 */
export class SettingError extends Error {
  constructor(name: string, value: string, expected: string) {
    super(`${name} muss ${expected} sein, nicht "${withoutSecrets(value)}".`);
    this.name = "SettingError";
  }
}

/**
 * The text with every password of a URL in it masked (`smtp://user:***@host`,
 * `?password=***`), also in a URL too mistyped to parse: a log line or an
 * error message never shows one.
 */
export function withoutSecrets(text: string): string {
  return (
    text
      // [scheme:/ or scheme://] user ":secret@" up to the word's last "@"
      .replace(
        /((?:\b[a-z][\w+.-]*:\/+)?[^\s:/@]*:)(?!\/)[^\s]*@(?=[^\s@]*(?:\s|$))/gi,
        "$1***@",
      )
      .replace(/([?&;]pass(?:word)?=)[^\s&;]*/gi, "$1***")
  );
}

/** The setting's text, or undefined when it is unset or empty (then its default holds). */
const given = (value: string | undefined) =>
  value === undefined || value.trim() === "" ? undefined : value.trim();

/** A whole-number setting within bounds; unset: the fallback. */
function wholeNumber<T extends number | undefined>(
  name: string,
  value: string | undefined,
  fallback: T,
  {
    min = 1,
    max = Number.MAX_SAFE_INTEGER,
    expected = "eine ganze Zahl über 0",
  } = {},
): number | T {
  if (value === undefined) return fallback;
  // Set but empty is a mistake (a value left out), not "the default".
  const text = value.trim();
  const number = Number(text);
  if (!/^\d+$/.test(text) || number < min || number > max)
    throw new SettingError(name, text, expected);
  return number;
}

/**
 * A setting that is a URL with one of the given schemes (and, for the site,
 * nothing after the origin's path); unset: undefined.
 */
function url(
  name: string,
  value: string | undefined,
  schemes: string[],
  expected = `eine URL mit ${schemes.map((s) => `${s}://`).join(" oder ")} am Anfang`,
) {
  const text = given(value);
  if (text === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new SettingError(name, text, expected);
  }
  if (!schemes.includes(parsed.protocol.slice(0, -1)) || !parsed.hostname)
    throw new SettingError(name, text, expected);
  return text;
}

/** Whether a host is this machine (localhost, 127.0.0.0/8, ::1): nothing sent to it crosses a network. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  return (
    host === "localhost" ||
    host === "::1" ||
    (isIP(host) === 4 && host.startsWith("127."))
  );
}

const IMAP_EXPECTED =
  "eine URL mit imaps:// am Anfang (verschlüsselt; mit imap:// ginge das Passwort unverschlüsselt über das Netz: imap:// nur zu einem Server auf diesem Rechner, localhost, 127.0.0.1 oder ::1)";

/**
 * BOUNCE_IMAP_URL: imaps:// (TLS from the first byte), or imap:// to this
 * machine only, so that the mailbox's password never crosses a network in
 * clear (decision 046); unset: undefined.
 */
function imapUrl(value: string | undefined) {
  const text = url("BOUNCE_IMAP_URL", value, ["imap", "imaps"], IMAP_EXPECTED);
  const parsed = text === undefined ? undefined : new URL(text);
  if (parsed?.protocol === "imap:" && !isLoopbackHost(parsed.hostname))
    throw new SettingError("BOUNCE_IMAP_URL", text!, IMAP_EXPECTED);
  return text;
}

/** One address as a mail header takes it: `name@domain` or `Name <name@domain>`. */
const ADDRESS =
  /^(?:[^<>@\s][^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@,]+@[^\s<>@,]+\.[^\s<>@,]+)$/;

/** A mail address setting (several, comma-separated, where `several`); unset: undefined. */
function address(name: string, value: string | undefined, several = false) {
  const text = given(value);
  if (text === undefined) return undefined;
  const parts = several ? text.split(",").map((part) => part.trim()) : [text];
  if (!parts.every((part) => ADDRESS.test(part)))
    throw new SettingError(
      name,
      text,
      several
        ? 'eine oder mehrere E-Mail-Adressen (name@domain oder "Name <name@domain>", mit Kommas dazwischen)'
        : 'eine E-Mail-Adresse (name@domain oder "Name <name@domain>")',
    );
  return text;
}

/** A bare address, `name@domain` (no display name): an envelope address. */
function plainAddress(name: string, value: string | undefined) {
  const text = given(value);
  if (text === undefined) return undefined;
  if (!/^[^\s<>@,+]+@[^\s<>@,]+\.[^\s<>@,]+$/.test(text))
    throw new SettingError(
      name,
      text,
      "eine E-Mail-Adresse ohne Namen und ohne „+“ (etwa bounces@ihre-domain.de)",
    );
  return text;
}

/** A DKIM selector: letters, digits and hyphens, dot-separated (RFC 6376). */
function dkimSelector(value: string | undefined) {
  const text = given(value);
  if (text === undefined) return undefined;
  if (
    !/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i.test(
      text,
    )
  )
    throw new SettingError(
      "DKIM_SELECTOR",
      text,
      "ein Selektor aus Buchstaben, Ziffern und Bindestrichen (etwa mail2026)",
    );
  return text;
}

/** The windows MAIL_RATE counts in: a second, the clock's minute and hour, the German day. */
export type RatePer = "second" | "minute" | "hour" | "day";
/** MAIL_RATE: at most `limit` mails per window, across every sender on the store. */
export interface MailRate {
  limit: number;
  per: RatePer;
}

/** What may follow the number's "/", in English and German. */
const RATE_UNITS = new Map<string, RatePer>([
  ...["s", "sec", "sek", "second", "sekunde"].map((unit) => [unit, "second"]),
  ...["min", "minute"].map((unit) => [unit, "minute"]),
  ...["h", "hour", "std", "stunde"].map((unit) => [unit, "hour"]),
  ...["d", "day", "tag"].map((unit) => [unit, "day"]),
] as [string, RatePer][]);

/**
 * MAIL_RATE: `10` or `10/s` a second, `30/min`, `1000/h` (`/std`), `400/day`
 * (`/tag`); unset: no limit.
 */
function parseMailRate(value: string | undefined): MailRate | undefined {
  if (value === undefined) return undefined;
  // Set but empty is a mistake (a value left out), not "no limit".
  const text = value.trim();
  const [, count, unit] = /^(\d+)\s*(?:\/\s*([a-z]+))?$/i.exec(text) ?? [];
  const per =
    unit === undefined ? "second" : RATE_UNITS.get(unit.toLowerCase());
  const limit = Number(count);
  if (count === undefined || !per || limit < 1 || !Number.isSafeInteger(limit))
    throw new SettingError(
      "MAIL_RATE",
      text,
      "eine ganze Zahl von E-Mails über 0, allein (pro Sekunde) oder mit /s, /min, /h (/std) oder /day (/tag) dahinter, etwa 10, 30/min, 1000/h oder 400/day",
    );
  return { limit, per };
}

/** Where `npm start` listens, and the form delivery it asks the build for. */
export function startSettings(env: NodeJS.ProcessEnv = process.env) {
  const delivery = given(env.FORM_DELIVERY);
  if (delivery !== undefined && delivery !== "api" && delivery !== "simulated")
    throw new SettingError("FORM_DELIVERY", delivery, '"api" oder "simulated"');
  return {
    port: wholeNumber("PORT", env.PORT, 3000, {
      min: 0,
      max: 65_535,
      expected: "eine Portnummer von 0 bis 65535",
    }),
    host: given(env.HOST) ?? "localhost",
    /** FORM_DELIVERY as asked for; undefined when unset (any build will do). */
    formDelivery: delivery as "api" | "simulated" | undefined,
  };
}

/**
 * The settings of form delivery, each from its environment variable, each
 * checked: a wrong one stops the start (or the tool) with a message naming it
 * instead of failing later, silently.
 */
export function deliverySettings(
  env: NodeJS.ProcessEnv = process.env,
  routeTable = readRouteTable,
) {
  const backupDir = given(env.BACKUP_DIR);
  return {
    dataDir: path.resolve(projectRoot, given(env.DATA_DIR) ?? "data"),
    databaseUrl: url("DATABASE_URL", env.DATABASE_URL, [
      "postgres",
      "postgresql",
    ]),
    smtpUrl: url("SMTP_URL", env.SMTP_URL, ["smtp", "smtps"]),
    /** The company's inbox for contact notices. */
    notifyTo: address("NOTIFY_TO", env.NOTIFY_TO, true),
    notifyFrom: address("NOTIFY_FROM", env.NOTIFY_FROM),
    /** Sender of confirmation mails and every other mail to subscribers. */
    mailFrom: address("MAIL_FROM", env.MAIL_FROM),
    /**
     * The bounce mailbox: every mail leaves with its own return path under
     * it (bounces+TAG@domain); none: the sender address is the return path.
     */
    bounceAddress: plainAddress("BOUNCE_ADDRESS", env.BOUNCE_ADDRESS),
    /** Where `npm run inbox -- bounces` and the server read that mailbox: imaps://user:password@host. */
    bounceImapUrl: imapUrl(env.BOUNCE_IMAP_URL),
    /** DKIM: the selector of the published key, and the private key's PEM file. */
    dkimSelector: dkimSelector(env.DKIM_SELECTOR),
    dkimKeyFile:
      given(env.DKIM_KEY_FILE) &&
      path.resolve(projectRoot, given(env.DKIM_KEY_FILE)!),
    /** The DNS servers check:launch asks (`IP[:PORT]`, comma-separated), for tests and special setups; none: the system's. */
    dnsServer: given(env.DNS_SERVER),
    /** Public origin for links in mails; defaults to the build's. */
    siteUrl: url("SITE_URL", env.SITE_URL, ["https", "http"])?.replace(
      /\/$/,
      "",
    ),
    /** Submissions per minute and client. */
    rateLimitMax: wholeNumber("RATE_LIMIT_MAX", env.RATE_LIMIT_MAX, 10, {
      expected: "eine ganze Zahl von Eingängen pro Minute über 0",
    }),
    /** Contact notices per hour; past them enquiries are held back and summed up in one mail (decision 043). */
    noticesPerHour: wholeNumber(
      "NOTICES_PER_HOUR",
      env.NOTICES_PER_HOUR,
      spamLimits.noticesPerHour,
      { expected: "eine ganze Zahl von Meldungen pro Stunde über 0" },
    ),
    /** At most one overview of held enquiries in this many minutes (issue 46); 0: each at once. */
    heldOverviewMinutes: wholeNumber(
      "HELD_OVERVIEW_MINUTES",
      env.HELD_OVERVIEW_MINUTES,
      60,
      { min: 0, expected: "eine ganze Zahl von Minuten, 0 oder mehr" },
    ),
    /**
     * Confirmation mails of sign-ups per hour across every instance (issue
     * 52): past them a sign-up is refused with "try later" and counted, so a
     * flood of sign-ups mails no crowd of strangers.
     */
    signupMailsPerHour: wholeNumber(
      "SIGNUP_MAILS_PER_HOUR",
      env.SIGNUP_MAILS_PER_HOUR,
      spamLimits.signupMailsPerHour,
      { expected: "eine ganze Zahl von E-Mails pro Stunde über 0" },
    ),
    /** The longest wait between two tries of a mail that fails (default a minute). */
    mailRetryMs: wholeNumber("MAIL_RETRY_MS", env.MAIL_RETRY_MS, 60_000, {
      expected: "eine Anzahl Millisekunden über 0",
    }),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, routeTable),
    /**
     * The container stack's published address (compose.yaml's ports,
     * `[IP:]PORT`; default 127.0.0.1:8080): the server never binds it, but
     * check:launch weighs it against TRUST_PROXY.
     */
    sitePublish: given(env.SITE_PUBLISH),
    /** The mail server's limit, mails per second, minute, hour or day across every instance; none: no limit. */
    mailRate: parseMailRate(env.MAIL_RATE),
    /** Where the server writes a backup of the SQLite store once a day; none: no backups. */
    backupDir: backupDir && path.resolve(projectRoot, backupDir),
    /** Where the server writes its log for counting visitors (one file a day); none: standard output. */
    logDir:
      given(env.LOG_DIR) && path.resolve(projectRoot, given(env.LOG_DIR)!),
    /** Where npm run stats writes its report and keeps its figures: never under the public root. */
    statsDir: path.resolve(projectRoot, given(env.STATS_DIR) ?? "stats"),
    /** How many daily backups are kept. */
    backupKeep: wholeNumber(
      "BACKUP_KEEP",
      env.BACKUP_KEEP,
      retention.backupDays,
      {
        expected: "eine ganze Zahl aufzubewahrender Sicherungen, mindestens 1",
      },
    ),
  };
}

export type DeliverySettings = ReturnType<typeof deliverySettings>;

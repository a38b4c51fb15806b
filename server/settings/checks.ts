import { isIP } from "node:net";
import * as v from "valibot";

/**
 * The checks settings are made of: valibot schemas over a setting's trimmed
 * text, each failing with the German words that complete "NAME muss … sein".
 */

/** Whether a host is this machine (localhost, 127.0.0.0/8, ::1): nothing sent to it crosses a network. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  return (
    host === "localhost" ||
    host === "::1" ||
    (isIP(host) === 4 && host.startsWith("127."))
  );
}

/** Any text (a path, a name): taken as set. */
export const text = () => v.string();

/** A whole number within bounds. */
export const wholeNumber = (
  expected: string,
  { min = 1, max = Number.MAX_SAFE_INTEGER } = {},
) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, expected),
    v.transform(Number),
    v.minValue(min, expected),
    v.maxValue(max, expected),
  );

/** The URL's scheme (without ":") and host, or undefined when it is none. */
function urlParts(value: string) {
  try {
    const parsed = new URL(value);
    return { scheme: parsed.protocol.slice(0, -1), host: parsed.hostname };
  } catch {
    return undefined;
  }
}

/** A URL with one of the given schemes and a host. */
export const url = (
  schemes: string[],
  expected = `eine URL mit ${schemes.map((s) => `${s}://`).join(" oder ")} am Anfang`,
) =>
  v.pipe(
    v.string(),
    v.check((value) => {
      const parts = urlParts(value);
      return !!parts?.host && schemes.includes(parts.scheme);
    }, expected),
  );

const IMAP_EXPECTED =
  "eine URL mit imaps:// am Anfang (verschlüsselt; mit imap:// ginge das Passwort unverschlüsselt über das Netz: imap:// nur zu einem Server auf diesem Rechner, localhost, 127.0.0.1 oder ::1)";

/**
 * imaps:// (TLS from the first byte), or imap:// to this machine only, so
 * that the mailbox's password never crosses a network in clear (decision 046).
 */
export const imapUrl = () =>
  v.pipe(
    url(["imap", "imaps"], IMAP_EXPECTED),
    v.check(
      (value) =>
        !value.startsWith("imap:") || isLoopbackHost(new URL(value).hostname),
      IMAP_EXPECTED,
    ),
  );

/** One address as a mail header takes it: `name@domain` or `Name <name@domain>`. */
const ADDRESS =
  /^(?:[^<>@\s][^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@,]+@[^\s<>@,]+\.[^\s<>@,]+)$/;

/** A mail address (several, comma-separated, where `several`). */
export const address = (several = false) =>
  v.pipe(
    v.string(),
    v.check(
      (value) =>
        (several ? value.split(",").map((part) => part.trim()) : [value]).every(
          (part) => ADDRESS.test(part),
        ),
      several
        ? 'eine oder mehrere E-Mail-Adressen (name@domain oder "Name <name@domain>", mit Kommas dazwischen)'
        : 'eine E-Mail-Adresse (name@domain oder "Name <name@domain>")',
    ),
  );

/** A bare address, `name@domain` (no display name, no "+"): an envelope address. */
export const plainAddress = () =>
  v.pipe(
    v.string(),
    v.regex(
      /^[^\s<>@,+]+@[^\s<>@,]+\.[^\s<>@,]+$/,
      "eine E-Mail-Adresse ohne Namen und ohne „+“ (etwa bounces@ihre-domain.de)",
    ),
  );

/** A DKIM selector: letters, digits and hyphens, dot-separated (RFC 6376). */
export const dkimSelector = () =>
  v.pipe(
    v.string(),
    v.regex(
      /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i,
      "ein Selektor aus Buchstaben, Ziffern und Bindestrichen (etwa mail2026)",
    ),
  );

/** One of the given words. */
export const oneOf = <const T extends readonly [string, ...string[]]>(
  words: T,
  expected: string,
) => v.picklist(words, expected);

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

/** `10` or `10/s` a second, `30/min`, `1000/h` (`/std`), `400/day` (`/tag`). */
export const mailRate = () => {
  const expected =
    "eine ganze Zahl von E-Mails über 0, allein (pro Sekunde) oder mit /s, /min, /h (/std) oder /day (/tag) dahinter, etwa 10, 30/min, 1000/h oder 400/day";
  return v.pipe(
    v.string(),
    v.transform((value): MailRate | undefined => {
      const [, count, unit] = /^(\d+)\s*(?:\/\s*([a-z]+))?$/i.exec(value) ?? [];
      const per =
        unit === undefined ? "second" : RATE_UNITS.get(unit.toLowerCase());
      const limit = Number(count);
      return count === undefined ||
        !per ||
        limit < 1 ||
        !Number.isSafeInteger(limit)
        ? undefined
        : { limit, per };
    }),
    v.check((rate) => rate !== undefined, expected),
    v.transform((rate) => rate!),
  );
};

/** The ranges Fastify's trustProxy knows by name. */
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

export const TRUST_PROXY_EXPECTED =
  '"true", eine Anzahl Proxys oder die Adressen und CIDR-Bereiche der Proxys mit Kommas dazwischen (z. B. "127.0.0.1,10.0.0.0/8"; "gateway" für das Standard-Gateway, wo /proc/net/route eines nennt, etwa im Container-Stack)';

/** One entry of TRUST_PROXY's list: an address, a CIDR range, a named range or "gateway". */
const proxyEntry = (part: string) => {
  const [ip, bits, ...rest] = part.split("/");
  return (
    part === "gateway" ||
    PROXY_NAMES.has(part) ||
    (rest.length === 0 &&
      isIP(ip ?? "") !== 0 &&
      (bits === undefined || /^\d{1,3}$/.test(bits)))
  );
};

/**
 * TRUST_PROXY with Fastify's `trustProxy` meanings: "false" trusts nothing,
 * "true" every proxy, a number that many hops, anything else a list of
 * addresses and CIDR ranges (the entries, "gateway" still unresolved).
 */
export const trustProxy = () =>
  v.pipe(
    v.string(),
    v.transform((value): boolean | number | string[] => {
      if (value === "false") return false;
      if (value === "true") return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
    }),
    v.check(
      (value) => !Array.isArray(value) || value.every(proxyEntry),
      TRUST_PROXY_EXPECTED,
    ),
  );

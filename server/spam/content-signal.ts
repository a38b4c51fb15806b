/*
 * What every signal of what an enquiry says is made of (issue 46, issue 55):
 * the text read once, and a signal, which weighs what the enquiry is (a
 * pitch, a scam, a phishing attempt) or what speaks of us.
 */

/** A web address in running text: with its scheme, or starting with www., or a host with a path. */
const LINK =
  /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"')\]]*/gi;

/**
 * A passage in quotation marks: what someone else wrote (a mail a customer
 * warns us of, an SMS they quote), not what the sender asks of us.
 */
const QUOTED = /„[^“”"\n]{12,}[“”"]|"[^"\n]{12,}"|“[^”\n]{12,}”|«[^»\n]{12,}»/g;

const hostOf = (link: string) =>
  link
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .split(/[/?#:]/)[0]
    ?.toLowerCase() ?? "";

/** An enquiry's company and message, read once for every signal. */
export interface Read {
  text: string;
  /** The text without quoted passages. */
  own: string;
  /** The hosts of the links in the text. */
  hosts: ReadonlySet<string>;
  /** The links in the sender's own words (not a quote). */
  links: readonly string[];
  /** Whether the sender's own words carry a link. */
  linked: boolean;
}

export function read(company: string, message: string): Read {
  const text = `${company}\n${message}`;
  const own = text.replace(QUOTED, " ");
  const hosts = new Set([...text.matchAll(LINK)].map((m) => hostOf(m[0])));
  const links = [...own.matchAll(LINK)].map((m) => m[0]);
  return { text, own, hosts, links, linked: links.length > 0 };
}

/** One thing an enquiry may say, and how much it weighs towards an offer. */
export interface Signal {
  /** The reason in the owner's words, as the notice names it. */
  reason: string;
  weight: number;
  test: (seen: Read) => boolean;
  /** Words of which each one found weighs `weight`, up to `most` (instead of one test). */
  words?: { pattern: RegExp; most: number };
}

/** The text says it. */
export const says =
  (pattern: RegExp) =>
  ({ text }: Read) =>
    pattern.test(text);

/** The sender's own words (not a quote) say all of them. */
export const saysAll =
  (...patterns: RegExp[]) =>
  ({ own }: Read) =>
    patterns.every((pattern) => pattern.test(own));

/** The sender's own words say all of them and carry a link. */
export const linkedAnd =
  (...patterns: RegExp[]) =>
  (seen: Read) =>
    seen.linked && saysAll(...patterns)(seen);

/** How much a signal weighs in a text: its weight, or its weight per different word found. */
export function weightIn(signal: Signal, seen: Read) {
  if (!signal.words) return signal.test(seen) ? signal.weight : 0;
  const found = new Set(
    [...seen.text.matchAll(signal.words.pattern)].map((m) =>
      m[0].toLowerCase(),
    ),
  );
  return Math.min(found.size, signal.words.most) * signal.weight;
}

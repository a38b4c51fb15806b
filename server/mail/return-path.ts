import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * Every mail leaves with its own return path (envelope sender), e.g.
 * bounces+u3s12r1f0a9c3e.5f0c2a91d4@zunftwerk.example for update 3 to sign-up
 * 12: a bounce report or complaint that arrives hours later names the mail
 * it is about, and a check value (a keyed hash) tells a forged one. The
 * address is BOUNCE_ADDRESS's local part, "+", the tag and its check value,
 * at its domain.
 *
 * A mail to a sign-up names its row twice: by id, and by a mark only that
 * row has (a keyed hash of its unsubscribe token, "r" and 8 hex digits). An
 * id alone names whichever row holds it when the report arrives: SQLite
 * gives a deleted highest id to the next sign-up, and a copy or restore
 * continues after the highest id it loaded (issue 45.2, decision 047).
 */

/** A mail to a sign-up: its row's id and the row's own token (never sent as is). */
interface ToSignup {
  signupId: number;
  token: string;
}

/** What a return path says a mail was. */
export type Tagged =
  | { kind: "contact-notice"; contactId: number }
  | ({ kind: "signup-confirmation" | "signup-welcome" } & ToSignup)
  | ({ kind: "update"; updateId: number } & ToSignup);

/**
 * What a return path reads as: the mail, and for a mail to a sign-up the
 * mark of its row; no mark in the return paths of releases before
 * decision 047 (the id alone).
 */
export type Named =
  | { kind: "contact-notice"; contactId: number }
  | {
      kind: "signup-confirmation" | "signup-welcome";
      signupId: number;
      row?: string;
    }
  | { kind: "update"; updateId: number; signupId: number; row?: string };

const LETTER = {
  "signup-confirmation": "c",
  "signup-welcome": "w",
} as const;
/** Letters of the check value: 10 hex digits, 40 bits, one guess in a trillion. */
const CHECK_LENGTH = 10;
/** Letters of a row's mark: 8 hex digits; two rows with one id share it once in four billion. */
const ROW_LENGTH = 8;

const hexOf = (secret: string, text: string, length: number) =>
  createHmac("sha256", secret).update(text).digest("hex").slice(0, length);

/** The mark of a sign-up's row in its mails' return paths: a keyed hash of its token. */
export const rowMark = (token: string, secret: string) =>
  hexOf(secret, `row:${token}`, ROW_LENGTH);

function tagOf(mail: Tagged, secret: string): string {
  if (mail.kind === "contact-notice") return `n${mail.contactId}`;
  const row = `r${rowMark(mail.token, secret)}`;
  return mail.kind === "update"
    ? `u${mail.updateId}s${mail.signupId}${row}`
    : `${LETTER[mail.kind]}${mail.signupId}${row}`;
}

const checkOf = (tag: string, secret: string) =>
  hexOf(secret, tag, CHECK_LENGTH);

/** The return path of one mail under BOUNCE_ADDRESS (`local@domain`). */
export function returnPath(
  mail: Tagged,
  { bounceAddress, secret }: { bounceAddress: string; secret: string },
): string {
  const at = bounceAddress.lastIndexOf("@");
  const tag = tagOf(mail, secret);
  return `${bounceAddress.slice(0, at)}+${tag}.${checkOf(tag, secret)}${bounceAddress.slice(at)}`;
}

/** What a return path reads as. */
export type ReadPath =
  | { known: true; mail: Named }
  /** It has our form, but its check value is wrong: forged or mangled. */
  | { known: false; reason: "forged" }
  /** Not one of ours at all. */
  | { known: false; reason: "foreign" };

const ROW = `(?:r([0-9a-f]{${ROW_LENGTH}}))?`;
const UPDATE_TAG = new RegExp(`^u(\\d+)s(\\d+)${ROW}$`);
const SIGNUP_TAG = new RegExp(`^([cw])(\\d+)${ROW}$`);

function parseTag(tag: string): Named | undefined {
  const notice = /^n(\d+)$/.exec(tag);
  if (notice) return { kind: "contact-notice", contactId: +notice[1]! };
  const update = UPDATE_TAG.exec(tag);
  if (update)
    return {
      kind: "update",
      updateId: +update[1]!,
      signupId: +update[2]!,
      ...(update[3] ? { row: update[3] } : {}),
    };
  const single = SIGNUP_TAG.exec(tag);
  if (!single) return undefined;
  return {
    kind: single[1] === "c" ? "signup-confirmation" : "signup-welcome",
    signupId: +single[2]!,
    ...(single[3] ? { row: single[3] } : {}),
  };
}

/** Reads an address a report was sent to: which mail, if it is one of ours and genuine. */
export function readReturnPath(
  address: string,
  { bounceAddress, secret }: { bounceAddress: string; secret: string },
): ReadPath {
  const at = bounceAddress.lastIndexOf("@");
  const local = bounceAddress.slice(0, at).toLowerCase();
  const domain = bounceAddress.slice(at + 1).toLowerCase();
  const match = /^([^@+]+)\+([a-z0-9]+)\.([0-9a-f]+)@(.+)$/i.exec(
    address.trim().replace(/^<|>$/g, ""),
  );
  if (
    !match ||
    match[1]!.toLowerCase() !== local ||
    match[4]!.toLowerCase() !== domain
  )
    return { known: false, reason: "foreign" };
  const tag = match[2]!.toLowerCase();
  const mail = parseTag(tag);
  const given = Buffer.from(match[3]!.toLowerCase());
  const wanted = Buffer.from(checkOf(tag, secret));
  if (
    !mail ||
    given.length !== wanted.length ||
    !timingSafeEqual(given, wanted)
  )
    return { known: false, reason: "forged" };
  return { known: true, mail };
}

import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * Every mail leaves with its own return path (envelope sender), e.g.
 * bounces+u3s12.5f0c2a91d4@zunftwerk.example for update 3 to sign-up 12: a
 * bounce report or complaint that arrives hours later names the mail it is
 * about, and a check value (a keyed hash) tells a forged one. The address is
 * BOUNCE_ADDRESS's local part, "+", the tag and its check value, at its domain.
 */

/** What a return path says a mail was. */
export type Tagged =
  | { kind: "contact-notice"; contactId: number }
  | { kind: "signup-confirmation" | "signup-welcome"; signupId: number }
  | { kind: "update"; updateId: number; signupId: number };

const LETTER: Record<Tagged["kind"], string> = {
  "contact-notice": "n",
  "signup-confirmation": "c",
  "signup-welcome": "w",
  update: "u",
};
/** Letters of the check value: 10 hex digits, 40 bits, one guess in a trillion. */
const CHECK_LENGTH = 10;

function tagOf(mail: Tagged): string {
  switch (mail.kind) {
    case "contact-notice":
      return `n${mail.contactId}`;
    case "update":
      return `u${mail.updateId}s${mail.signupId}`;
    default:
      return `${LETTER[mail.kind]}${mail.signupId}`;
  }
}

const checkOf = (tag: string, secret: string) =>
  createHmac("sha256", secret).update(tag).digest("hex").slice(0, CHECK_LENGTH);

/** The return path of one mail under BOUNCE_ADDRESS (`local@domain`). */
export function returnPath(
  mail: Tagged,
  { bounceAddress, secret }: { bounceAddress: string; secret: string },
): string {
  const at = bounceAddress.lastIndexOf("@");
  const tag = tagOf(mail);
  return `${bounceAddress.slice(0, at)}+${tag}.${checkOf(tag, secret)}${bounceAddress.slice(at)}`;
}

/** What a return path reads as. */
export type ReadPath =
  | { known: true; mail: Tagged }
  /** It has our form, but its check value is wrong: forged or mangled. */
  | { known: false; reason: "forged" }
  /** Not one of ours at all. */
  | { known: false; reason: "foreign" };

function parseTag(tag: string): Tagged | undefined {
  const update = /^u(\d+)s(\d+)$/.exec(tag);
  if (update)
    return { kind: "update", updateId: +update[1]!, signupId: +update[2]! };
  const single = /^([ncw])(\d+)$/.exec(tag);
  if (!single) return undefined;
  const id = +single[2]!;
  if (single[1] === "n") return { kind: "contact-notice", contactId: id };
  return {
    kind: single[1] === "c" ? "signup-confirmation" : "signup-welcome",
    signupId: id,
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

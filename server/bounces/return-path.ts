import { sameSignature } from "../signature.ts";
import { kindByLetter, kindOf } from "../mail/kinds/index.ts";
import {
  type Named,
  ROW_LENGTH,
  type Tagged,
  hexOf,
  rowMark,
} from "./return-tag.ts";

/*
 * Every mail leaves with its own return path (envelope sender), e.g.
 * bounces+u3s12r1f0a9c3e.5f0c2a91d4@zunftwerk.example for update 3 to sign-up
 * 12: a bounce report or complaint that arrives hours later names the mail
 * it is about, and a check value (a keyed hash) tells a forged one. The
 * address is BOUNCE_ADDRESS's local part, "+", the tag and its check value,
 * at its domain.
 *
 * Each kind that wants its bounces read names its mails (its module's
 * `returnPath`: a letter and ids); the tag reads e.g. u3s12 for update 3 to
 * sign-up 12. A mail to a sign-up names its row twice: by id, and by a mark only that
 * row has (a keyed hash of its unsubscribe token, "r" and 8 hex digits). An
 * id alone names whichever row holds it when the report arrives: SQLite
 * gives a deleted highest id to the next sign-up, and a copy or restore
 * continues after the highest id it loaded (issue 45.2, decision 047).
 */

/** Letters of the check value: 10 hex digits, 40 bits, one guess in a trillion. */
const CHECK_LENGTH = 10;

/** The tag of a mail: its kind's letter, its ids joined by "s", and its row's mark. */
function tagOf(mail: Tagged, secret: string): string {
  const tag = kindOf(mail.kind)?.returnPath;
  if (!tag)
    throw new Error(
      `Mails of the kind ${mail.kind} have no return path of their own.`,
    );
  const row = mail.token === undefined ? "" : `r${rowMark(mail.token, secret)}`;
  return `${tag.letter}${tag.ids(mail).join("s")}${row}`;
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

const TAG = new RegExp(
  `^([a-z])(\\d+(?:s\\d+)*)(?:r([0-9a-f]{${ROW_LENGTH}}))?$`,
);

function parseTag(tag: string): Named | undefined {
  const match = TAG.exec(tag);
  const kind = match && kindByLetter(match[1]!);
  const named = kind?.returnPath?.named(match![2]!.split("s").map(Number));
  if (!named) return undefined;
  return match![3] ? { ...named, row: match![3] } : named;
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
  if (!mail || !sameSignature(match[3]!.toLowerCase(), checkOf(tag, secret)))
    return { known: false, reason: "forged" };
  return { known: true, mail };
}

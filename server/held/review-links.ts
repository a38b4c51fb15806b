import { sameSignature, signature } from "../signature.ts";
import type { ContactRow } from "../store/schema.ts";

/*
 * The tokens of an overview's links (issue 52, decision 059): one per held
 * enquiry and action, good until a time the overview set. A token is
 * "id.expiry.mac", the mac an HMAC-SHA-256 over the action, the id and the
 * expiry, keyed with the enquiry's own random secret (`review_token`, which
 * no link carries any more). So a release link cannot delete, a token
 * cannot be stretched, and a deleted enquiry's links cannot act on a new
 * one that takes its id (SQLite may reuse it): the new one has a new secret.
 * A link works once because acting ends the hold (release clears the
 * secret, dismiss deletes the row).
 */

export type ReviewAction = "release" | "dismiss";

/** What a link's token says before the enquiry is read: which one, and until when. */
export type ParsedToken =
  | { shape: "signed"; id: number; expires: string; mac: string }
  /** The single token of both links before migration 018: it no longer acts. */
  | { shape: "old" }
  | { shape: "none" };

const SIGNED = /^(\d{1,15})\.([0-9a-z]{1,11})\.([\w-]{43})$/;
const OLD = /^[\w-]{43}$/;

const macOf = (
  secret: string,
  id: number,
  action: ReviewAction,
  expires: string,
) => signature(secret, `${action}:${id}:${expires}`);

/** The token of a held enquiry's link for `action`, good until `until`. */
export function reviewToken(
  row: Pick<ContactRow, "id" | "review_token">,
  action: ReviewAction,
  until: Date,
): string {
  const expires = Math.floor(until.getTime() / 1000).toString(36);
  const mac = macOf(row.review_token ?? "", row.id, action, expires);
  return `${row.id}.${expires}.${mac}`;
}

/** A link's token read, not yet checked against its enquiry. */
export function parseToken(token: string): ParsedToken {
  const signed = SIGNED.exec(token);
  if (signed)
    return {
      shape: "signed",
      id: Number(signed[1]),
      expires: signed[2]!,
      mac: signed[3]!,
    };
  return OLD.test(token) ? { shape: "old" } : { shape: "none" };
}

/** Which action a signed token is for, given its enquiry's secret; undefined: none (forged, or for another enquiry). */
export function actionOf(
  token: Extract<ParsedToken, { shape: "signed" }>,
  secret: string,
): ReviewAction | undefined {
  return (["release", "dismiss"] as const).find((action) =>
    sameSignature(token.mac, macOf(secret, token.id, action, token.expires)),
  );
}

/** Whether a signed token's time is over at `at`. */
export const expiredAt = (
  token: Extract<ParsedToken, { shape: "signed" }>,
  at: Date,
) => parseInt(token.expires, 36) * 1000 <= at.getTime();

import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * What the site signs its links and stamps with (the form's time, an
 * overview's and a notice's links): an HMAC-SHA-256 in base64url, checked in
 * constant time. Each user names what it signs and keys it with its own
 * secret.
 */

/** The signature of `text` under `secret`. */
export const signature = (secret: string, text: string) =>
  createHmac("sha256", secret).update(text).digest("base64url");

/** Whether `given` is `expected`, compared in constant time; another length is no match. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

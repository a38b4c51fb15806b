import { randomBytes } from "node:crypto";
import { sameSignature, signature } from "../signature.ts";

/*
 * The signed time a form was shown: "<milliseconds, base 36>.<random>.<MAC>".
 * The server writes one into the contact page each time it sends it (and the
 * form's script asks for a fresh one); the enquiry brings it back. It holds
 * nothing about the visitor. The random part makes each one single: a time
 * used for a second enquiry is known by it.
 */

const mac = (secret: string, body: string) =>
  signature(secret, `form-time:${body}`);

/** A new signed time for now (or `at`). */
export function issueFormTime(secret: string, at = Date.now()): string {
  const body = `${at.toString(36)}.${randomBytes(9).toString("base64url")}`;
  return `${body}.${mac(secret, body)}`;
}

export type FormTimeReading =
  | { ok: true; shownAt: number; token: string }
  | { ok: false; problem: "missing" | "forged" };

/** Reads a signed time as it came back: when the form was shown, if the server signed it. */
export function readFormTime(secret: string, value: unknown): FormTimeReading {
  if (typeof value !== "string" || value === "")
    return { ok: false, problem: "missing" };
  const parts = value.split(".");
  if (parts.length !== 3 || value.length > 200)
    return { ok: false, problem: "forged" };
  const [time = "", nonce = "", given = ""] = parts;
  const shownAt = Number.parseInt(time, 36);
  if (
    !sameSignature(given, mac(secret, `${time}.${nonce}`)) ||
    !Number.isSafeInteger(shownAt)
  )
    return { ok: false, problem: "forged" };
  return { ok: true, shownAt, token: value };
}

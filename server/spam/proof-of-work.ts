import {
  type Challenge,
  createChallenge,
  randomInt,
  verifySolution,
} from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { spamLimits } from "../../app/content/constants.ts";

/*
 * The proof of work of the JavaScript path (ALTCHA, run on our own server:
 * no request to anyone else). The server sets a task the browser solves in
 * the background while the visitor types; a post by script without a valid
 * answer is suspect. A visitor without JavaScript never sees it and is
 * judged by the other layers.
 */

/**
 * How much work: the browser hashes from 0 up to a counter drawn from this
 * range (SHA-256, once per try). About 0.1–0.3 s on a current phone, a few
 * milliseconds for a bot's native code: its point is that a bot must run
 * it at all (decision 043).
 */
const PROOF_COUNTER = { min: 2_000, max: 6_000 };
/** How long a task may be answered. */
export const PROOF_VALID_MS = spamLimits.proofValidHours * 3_600_000;

const keySecretOf = (secret: string) => `${secret}:key`;

/** A new task, signed with the server's secret; `counter`: how many tries it takes (drawn from PROOF_COUNTER). */
export function newChallenge(
  secret: string,
  counter = randomInt(PROOF_COUNTER.max, PROOF_COUNTER.min),
): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter,
    deriveKey,
    expiresAt: new Date(Date.now() + PROOF_VALID_MS),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecretOf(secret),
  });
}

export type ProofReading =
  | { ok: true; signature: string }
  | { ok: false; problem: "missing" | "invalid" | "expired" };

/** Checks an answer as it came in the post: whether it solves a task this server set. */
export async function checkProof(
  secret: string,
  value: unknown,
): Promise<ProofReading> {
  if (typeof value !== "string" || value === "")
    return { ok: false, problem: "missing" };
  let payload: { challenge?: Challenge; solution?: unknown };
  try {
    payload = JSON.parse(value) as typeof payload;
  } catch {
    return { ok: false, problem: "invalid" };
  }
  const { challenge, solution } = payload ?? {};
  if (
    typeof challenge !== "object" ||
    challenge === null ||
    typeof challenge.parameters !== "object" ||
    challenge.parameters === null ||
    typeof challenge.signature !== "string"
  )
    return { ok: false, problem: "invalid" };
  try {
    const result = await verifySolution({
      challenge,
      solution: solution as Parameters<typeof verifySolution>[0]["solution"],
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: keySecretOf(secret),
    });
    if (result.verified) return { ok: true, signature: challenge.signature };
    return { ok: false, problem: result.expired ? "expired" : "invalid" };
  } catch {
    // Parameters no task of ours has (an unknown algorithm, a bad prefix).
    return { ok: false, problem: "invalid" };
  }
}

import { setTimeout as sleep } from "node:timers/promises";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { spamLimits } from "../../app/content/constants.ts";
import { FORM_TIME_FIELD, PROOF_FIELD } from "../../app/lib/submission.ts";
import { issueFormTime } from "../../server/spam/form-time.ts";
import { newChallenge } from "../../server/spam/proof-of-work.ts";
import type { Store } from "../../server/store/index.ts";

/**
 * What a person's browser brings with an enquiry besides its fields: the
 * signed time the form was shown (`shownMsAgo` ago, 20 s unless told) and
 * a solved task. Made with the store's own secrets, as the server makes
 * them, with a task of one try: the tests of what happens to an enquiry
 * once it is taken need no browser. The browser's real work is tested end
 * to end (tests/e2e/spam.delivery.spec.ts).
 */
export async function personStamp(
  store: Pick<Store, "secrets">,
  { shownMsAgo = 20_000, proof = true } = {},
): Promise<Record<string, string>> {
  const stamp: Record<string, string> = {
    [FORM_TIME_FIELD]: issueFormTime(
      await store.secrets.lasting("form-time"),
      Date.now() - shownMsAgo,
    ),
  };
  if (proof) {
    const challenge = await newChallenge(
      await store.secrets.lasting("proof-of-work"),
      1,
    );
    const solution = await solveChallenge({ challenge, deriveKey });
    stamp[PROOF_FIELD] = JSON.stringify({ challenge, solution });
  }
  return stamp;
}

/**
 * How long a person has the form open at least, in the tests and the
 * bench: the spam defence's minimum (spamLimits.minFillSeconds) and half a
 * second to spare.
 */
export const PERSON_OPEN_MS = spamLimits.minFillSeconds * 1000 + 500;

/** Waits until the form shown at `shownAt` has been open `openMs` (as a person has it, by default). */
export async function tookTimeLikeAPerson(
  shownAt: number,
  openMs = PERSON_OPEN_MS,
) {
  const left = openMs - (Date.now() - shownAt);
  if (left > 0) await sleep(left);
}

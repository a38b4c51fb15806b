import type { Challenge } from "altcha-lib/types";
import { useEffect, useRef } from "react";
import { spamLimits } from "~/content/constants";
import { CHALLENGE_PATH, FORM_TIME_FIELD, PROOF_FIELD } from "~/lib/submission";
import { type FormValues, realDelivery } from "~/site/form-transport";

/** A task not solved by then is left: the enquiry goes without it and the server judges it by its other layers. */
const SOLVE_TIMEOUT_MS = 20_000;
/** A task this old is near its end (it holds proofValidHours): a form left open that long asks for a fresh one. */
const RENEW_AFTER_MS = (spamLimits.proofValidHours - 1) * 3_600_000;

interface Stamp {
  formTime: string;
  proof?: string;
}

/** A task being solved, and when it was asked for. */
interface Pending {
  stamp: Promise<Stamp | undefined>;
  askedAt: number;
}

const ask = (): Pending => ({ stamp: fetchAndSolve(), askedAt: Date.now() });

/**
 * Asks the server for a task and solves it in the background; undefined
 * when either fails. The solver (ALTCHA's library) loads only then, and
 * only in a build with real delivery: the simulated build ships none of it.
 */
async function fetchAndSolve(): Promise<Stamp | undefined> {
  if (!realDelivery) return undefined;
  try {
    const [response, { solveChallenge }, { deriveKey }] = await Promise.all([
      fetch(CHALLENGE_PATH, { cache: "no-store" }),
      import("altcha-lib"),
      import("altcha-lib/algorithms/web/sha"),
    ]);
    if (!response.ok) return undefined;
    const { challenge, formTime } = (await response.json()) as {
      challenge: Challenge;
      formTime: string;
    };
    const solution = await solveChallenge({
      challenge,
      deriveKey,
      timeout: SOLVE_TIMEOUT_MS,
    });
    return {
      formTime,
      proof: solution ? JSON.stringify({ challenge, solution }) : undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * A form's side of the spam defence (decision 043; the sign-up's since
 * issue 52), with real
 * delivery only: as soon as the form comes alive, the browser fetches a task
 * from the site's own server and solves it while the visitor types (no
 * third party, nothing shown, nothing announced). `stamp` adds the answer
 * to a submission, waiting for it if needed; the page's own signed time stays
 * for the first enquiry, a fresh one comes with each next task.
 */
export function useSpamProof(enabled: boolean) {
  const pending = useRef<Pending | undefined>(undefined);
  const first = useRef(true);
  useEffect(() => {
    if (enabled) pending.current = ask();
  }, [enabled]);
  return {
    async stamp(values: FormValues) {
      if (!enabled) return;
      // A tab left open a day: its task is near its end, so a fresh one.
      if (
        !pending.current ||
        Date.now() - pending.current.askedAt > RENEW_AFTER_MS
      )
        pending.current = ask();
      const stamp = await pending.current.stamp;
      if (!stamp) return;
      // The page's time is when the visitor first saw the form: the truer one.
      if (!(first.current && values[FORM_TIME_FIELD]))
        values[FORM_TIME_FIELD] = stamp.formTime;
      if (stamp.proof) values[PROOF_FIELD] = stamp.proof;
    },
    /** After an enquiry went out: a new task and time for the next one. */
    renew() {
      if (!enabled) return;
      first.current = false;
      pending.current = ask();
    },
  };
}

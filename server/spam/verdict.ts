import { HOUR_CAP } from "../held/reasons.ts";
import type {
  Counts,
  Judge,
  SignupJudge,
  Verdict,
} from "../store/submissions.ts";

/*
 * How an enquiry is taken (decisions 043, 049): the layers' findings and
 * counts weighed into a verdict, which the store records with the enquiry in
 * the same transaction (the counts are taken inside it, so two enquiries at
 * once are counted one after the other).
 */

/** The rule that found a reason to hold an enquiry back. */
type HoldRule =
  | "honeypot"
  | "form-time"
  | "too-fast"
  | "form-time-reused"
  | "proof"
  | "proof-reused"
  | "client-limit"
  | "hour-cap";

/** A reason to hold an enquiry back: its rule, and its words for the owner. */
export interface Finding {
  rule: HoldRule;
  text: string;
}

/** A mark that may be used once within `withinMs` (a form's signed time, a proof of work). */
interface OnceMark {
  key: string;
  withinMs: number;
  /** What holds back an enquiry whose mark was used before. */
  finding: Finding;
}

/** What the spam defence found before the enquiry is stored, and what it counts when it is. */
export interface Screening {
  /** Reasons to hold it back, found before it is stored. */
  findings?: readonly Finding[];
  /** Reasons to mark its notice for the mail filter (what it says reads like an offer); never a hold. */
  mark?: readonly string[];
  /** Marks used once; one used before holds the enquiry back too. */
  once?: readonly OnceMark[];
  /** At most this many notices an hour: past it, an enquiry is held back. */
  noticesPerHour?: number;
  /** The client's count (by a keyed hash): past `max` within `windowMs`, held back. */
  client?: {
    key: string;
    /** The client's key of the day before (keys change daily): a window still open under it counts on. */
    earlier?: string;
    windowMs: number;
    max: number;
    finding: Finding;
  };
}

/** The findings of a screening and of its counts: its single-use marks, then the client's count. */
async function findingsOf(
  screening: Screening,
  counts: Counts,
): Promise<Finding[]> {
  const findings = [...(screening.findings ?? [])];
  for (const mark of screening.once ?? [])
    if (!(await counts.firstUse(mark.key, mark.withinMs)))
      findings.push(mark.finding);
  const { client } = screening;
  if (
    client &&
    (await counts.client(client.key, client.windowMs, client.earlier)) >
      client.max
  )
    findings.push(client.finding);
  return findings;
}

/**
 * How to reach the verdict on an enquiry inside the transaction that stores
 * it: held back as suspected with any finding; else held by the hourly cap
 * when that many unmarked notices went out within the hour. A marked notice
 * goes to the mail filter's folder: it neither counts towards the cap nor is
 * held by it.
 */
export function judgeBy(screening: Screening): Judge {
  return async (counts): Promise<Verdict> => {
    const mark = screening.mark ?? [];
    const findings = await findingsOf(screening, counts);
    if (findings.length > 0)
      return { hold: { kind: "suspected", reasons: findings }, mark };
    const cap = screening.noticesPerHour;
    if (
      mark.length === 0 &&
      cap !== undefined &&
      (await counts.noticesWithinHour()) >= cap
    )
      return {
        hold: {
          kind: HOUR_CAP,
          reasons: [
            {
              rule: "hour-cap",
              text: `Stundengrenze: schon ${cap} Meldungen in der letzten Stunde`,
            },
          ],
        },
      };
    return { mark };
  };
}

/**
 * How to judge a sign-up inside the transaction that takes it (issue 52):
 * without the form's proof when a layer found a reason or a single-use
 * mark was used before. Such a sign-up is not held (its confirmation mail
 * asks the address anyway); it falls under a smaller hourly cap.
 */
export function unprovenBy(
  screening: Pick<Screening, "findings" | "once">,
): SignupJudge {
  return async (counts) => (await findingsOf(screening, counts)).length > 0;
}

import type { ContactSubmission } from "../../app/lib/submission.ts";
import { GOODS_SIGNALS } from "./content-goods.ts";
import { oursIn } from "./content-ours.ts";
import { PITCH_SIGNALS } from "./content-pitches.ts";
import { SCAM_SIGNALS } from "./content-scams.ts";
import { read, weightIn, type Signal } from "./content-signal.ts";
import { GENERAL_SIGNALS } from "./content-signals.ts";

/*
 * What an enquiry says, weighed (issue 46, decision 049; issue 55). Content
 * never holds an enquiry back: a person may write anything. An enquiry that
 * reads like an offer, a scam or a phishing attempt goes out at once as a
 * notice marked for the company's mail filter (X-Spam-Flag), with the
 * reasons in it. The judgement weighs what the enquiry is against what
 * speaks of us (our products, a trade, a customer's matter): a chimney
 * sweep who asks for an Angebot and names his website sells nothing. It
 * reads the company and message fields only: never a person's name, script
 * or language. The signals live by kind: content-signals.ts (general),
 * content-pitches.ts, content-scams.ts, content-goods.ts; what speaks of us
 * in content-ours.ts.
 */

const SIGNALS: readonly Signal[] = [
  ...GENERAL_SIGNALS,
  ...PITCH_SIGNALS,
  ...SCAM_SIGNALS,
  ...GOODS_SIGNALS,
];

/** At this weight of selling over our matters, the notice is marked. */
export const MARK_AT = 3;

/** What the content says: whether the notice is marked for the mail filter, and why. */
export interface ContentJudgement {
  marked: boolean;
  /** The selling signals found, heaviest first, in the owner's words (empty: none). */
  reasons: string[];
}

/** The judgement with its weight: selling minus our matters, marked from MARK_AT. */
export interface ContentWeight extends ContentJudgement {
  score: number;
}

/** Weighs an enquiry's company and message; never its sender's name. */
export function judgeContent(
  contact: Pick<ContactSubmission, "company" | "message">,
): ContentJudgement {
  const { marked, reasons } = weighContent(contact);
  return { marked, reasons };
}

/** judgeContent, with the weight it came to. */
export function weighContent(
  contact: Pick<ContactSubmission, "company" | "message">,
): ContentWeight {
  const seen = read(contact.company, contact.message);
  // The heaviest reasons first: the notice's first line names what it is.
  const weighed = SIGNALS.map((signal) => ({
    reason: signal.reason,
    weight: weightIn(signal, seen),
  }))
    .filter((signal) => signal.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  const selling = weighed.reduce((sum, signal) => sum + signal.weight, 0);
  const score = selling - oursIn(seen);
  return {
    marked: score >= MARK_AT,
    reasons: weighed.map((signal) => signal.reason),
    score,
  };
}

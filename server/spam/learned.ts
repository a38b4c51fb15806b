import { readFileSync } from "node:fs";
import path from "node:path";

/*
 * What the company taught the spam defence (issue 55, decision 069): each
 * "Das ist Spam" or "Das ist kein Spam" in a notice adds the enquiry's
 * features to the counts of its side. A feature is a word or a pair of
 * words, kept only as a number (a hash): the counts hold no text. A new
 * enquiry leans towards the side its features were taught on, and the lean
 * moves the rules' score by at most LEARNED_BOUND points, never below the
 * rules' own verdict: what the rules flag stays flagged, and an enquiry in
 * which the rules find nothing that sells is never flagged by what was
 * learnt.
 */

/** How far what was learnt moves an enquiry's score, either way (the mark is at 3). */
export const LEARNED_BOUND = 2;
/**
 * How many of the corpora's examples one lesson of the company counts as:
 * it knows its own inbox better than examples written for the project, and
 * one click should move a like enquiry (issue 55).
 */
const LESSON_WEIGHT = 5;
/** Features kept of one enquiry: enough for a long message, bounded for a flood of words. */
const MOST_FEATURES = 400;
/** A feature's hash: 24 bits, stored as an integer on both engines. */
const HASH_BITS = 0xffffff;

/** What was taught of one feature: how often on each side. */
export interface Taught {
  spam: number;
  ham: number;
}

/** A feature's counts over several sources (the shipped prior, the company's lessons). */
function countsOf(
  feature: number,
  sources: readonly ReadonlyMap<number, Taught>[],
): Taught | undefined {
  let found: Taught | undefined;
  for (const source of sources) {
    const counts = source.get(feature);
    if (!counts) continue;
    found = {
      spam: (found?.spam ?? 0) + counts.spam,
      ham: (found?.ham ?? 0) + counts.ham,
    };
  }
  return found;
}

/** FNV-1a over the text's UTF-16 units, cut to 24 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0) & HASH_BITS;
}

/** The words of a text, lower case, in any script; numbers and one-letter words left out. */
const wordsOf = (text: string) =>
  (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? []
  ).filter((word) => word.length > 1);

/**
 * An enquiry's features: its words and each pair of words that follow one
 * another, hashed, each once, in order.
 */
export function featuresOf(contact: {
  company: string;
  message: string;
}): number[] {
  const words = wordsOf(`${contact.company}\n${contact.message}`);
  const found = new Set<number>();
  for (let index = 0; index < words.length; index += 1) {
    found.add(hash(`w:${words[index]}`));
    if (index > 0) found.add(hash(`p:${words[index - 1]} ${words[index]}`));
    if (found.size >= MOST_FEATURES) break;
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * How far what was taught moves an enquiry, from -LEARNED_BOUND (like what
 * was taught as no spam) to +LEARNED_BOUND (like what was taught as spam).
 * Each feature leans by its counts, (spam − ham) / (spam + ham + 1); the
 * enquiry by the mean over its features, a feature never taught leaning
 * nowhere; twice that mean, bounded.
 */
export function learnedShift(
  features: readonly number[],
  ...sources: readonly ReadonlyMap<number, Taught>[]
): number {
  if (features.length === 0) return 0;
  let lean = 0;
  for (const feature of features) {
    const counts = countsOf(feature, sources);
    if (counts)
      lean += (counts.spam - counts.ham) / (counts.spam + counts.ham + 1);
  }
  const shift = (2 * LEARNED_BOUND * lean) / features.length;
  return Math.max(-LEARNED_BOUND, Math.min(LEARNED_BOUND, shift));
}

/** What the rules found, and what was taught: whether the notice is marked, and why. */
export function withLessons(
  rules: { marked: boolean; reasons: string[]; score: number },
  shift: number,
  markAt: number,
): { marked: boolean; reasons: string[] } {
  if (rules.marked || rules.score <= 0 || rules.score + shift < markAt)
    return { marked: rules.marked, reasons: rules.reasons };
  return {
    marked: true,
    reasons: [...rules.reasons, "ähnelt Anfragen, die als Spam gelernt sind"],
  };
}

let prior: ReadonlyMap<number, Taught> | undefined;

/** What the defence knows before the company teaches it (prior.json, npm run spam:prior), read once. */
export function shippedPrior(): ReadonlyMap<number, Taught> {
  prior ??= new Map(
    (
      JSON.parse(
        readFileSync(path.join(import.meta.dirname, "prior.json"), "utf8"),
      ) as [number, number, number][]
    ).map(([feature, spam, ham]) => [feature, { spam, ham }]),
  );
  return prior;
}

/** The company's lessons, each counted LESSON_WEIGHT times. */
export const asLessons = (
  taught: ReadonlyMap<number, Taught>,
): ReadonlyMap<number, Taught> =>
  new Map(
    [...taught].map(([feature, { spam, ham }]) => [
      feature,
      { spam: spam * LESSON_WEIGHT, ham: ham * LESSON_WEIGHT },
    ]),
  );

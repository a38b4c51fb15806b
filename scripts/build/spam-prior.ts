// npm run spam:prior: what the spam defence knows before the company
// teaches it anything (issue 55, decision 069): the hashed features of the
// project's corpora, people on one side and spam on the other, as counts.
// Written to server/spam/prior.json; scripts/build/spam-prior.test.ts fails
// while it differs from the corpora. The blind corpus (blind-corpus-2)
// measures the defence and is never learnt from.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { featuresOf } from "../../server/spam/learned.ts";
import { people as blindPeople } from "../../tests/support/blind-corpus/people.ts";
import { spam as blindSpam } from "../../tests/support/blind-corpus/spam.ts";
import {
  peopleEnquiries,
  spamEnquiries,
} from "../../tests/support/enquiry-corpus.ts";
import { holdoutSpam } from "../../tests/support/enquiry-holdout.ts";
import { people as typedPeople } from "../../tests/support/typed-corpus/people.ts";
import { spam as typedSpam } from "../../tests/support/typed-corpus/spam.ts";

export const PRIOR_FILE = path.resolve(
  import.meta.dirname,
  "../../server/spam/prior.json",
);
/** A feature seen fewer times than this in all corpora together is left out. */
const LEAST_SEEN = 2;

type Written = { company: string; message: string };

/** The prior as written to the file: [feature, spam, ham] rows, sorted by feature. */
export function priorOf(
  people: readonly Written[],
  spam: readonly Written[],
): string {
  const counts = new Map<number, [number, number]>();
  const add = (enquiries: readonly Written[], side: 0 | 1) => {
    for (const enquiry of enquiries)
      for (const feature of featuresOf(enquiry)) {
        const row = counts.get(feature) ?? [0, 0];
        row[side] += 1;
        counts.set(feature, row);
      }
  };
  add(spam, 0);
  add(people, 1);
  const rows = [...counts]
    .filter(([, [s, h]]) => s + h >= LEAST_SEEN)
    .sort(([a], [b]) => a - b)
    .map(([feature, [s, h]]) => [feature, s, h]);
  return `${JSON.stringify(rows)}\n`;
}

/** The prior of the project's corpora as it should be, and as the file has it. */
export async function priorFile() {
  const wanted = priorOf(
    [...peopleEnquiries, ...blindPeople, ...typedPeople],
    [...spamEnquiries, ...holdoutSpam, ...blindSpam, ...typedSpam],
  );
  const now = await readFile(PRIOR_FILE, "utf8").catch(() => "");
  return { wanted, now };
}

if (import.meta.main) {
  const { wanted } = await priorFile();
  await writeFile(PRIOR_FILE, wanted);
  console.log(
    `server/spam/prior.json neu geschrieben (${wanted.length} Bytes).`,
  );
}

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { priorFile, priorOf } from "./spam-prior.ts";

describe("the spam defence's prior (server/spam/prior.json)", () => {
  it("is what the project's corpora make of it", async () => {
    const { wanted, now } = await priorFile();
    expect(now, "server/spam/prior.json differs: run npm run spam:prior").toBe(
      wanted,
    );
  });

  it("keeps counts of hashed features only, each seen twice or more: no word of any enquiry", () => {
    const written = priorOf(
      [
        { company: "Kaminkehrer", message: "Wann kommt Kehrtour?" },
        { company: "", message: "Kehrtour, Kehrtour und nochmal Kehrtour" },
      ],
      [
        { company: "", message: "Casino Bonus" },
        { company: "", message: "Casino Bonus sofort" },
      ],
    );
    expect(written).not.toMatch(/[a-z]/i);
    const rows = JSON.parse(written) as [number, number, number][];
    // "kehrtour" on the people's side (once per enquiry), "casino", "bonus"
    // and the pair "casino bonus" on the spam side; each word seen once is left out.
    expect(rows.map(([, spam, ham]) => [spam, ham]).sort()).toEqual([
      [0, 2],
      [2, 0],
      [2, 0],
      [2, 0],
    ]);
  });
});

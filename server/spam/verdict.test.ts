// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Counts } from "../store/submissions.ts";
import { type Screening, judgeBy } from "./verdict.ts";

/** Counts as a store would take them: which marks were used before, the client's count, the notices of the hour; and what was asked. */
function countsOf({ used = [] as string[], client = 1, notices = 0 } = {}) {
  const asked: string[] = [];
  const counts: Counts = {
    firstUse: async (key) => {
      asked.push(`firstUse ${key}`);
      return !used.includes(key);
    },
    client: async (key) => {
      asked.push(`client ${key}`);
      return client;
    },
    noticesWithinHour: async () => {
      asked.push("noticesWithinHour");
      return notices;
    },
  };
  return { counts, asked };
}

const screening: Screening = {
  once: [
    {
      key: "form-time:a",
      withinMs: 1_000,
      finding: {
        rule: "form-time-reused",
        text: "Zeitstempel schon einmal verwendet",
      },
    },
  ],
  client: {
    key: "client:a",
    windowMs: 1_000,
    max: 3,
    finding: { rule: "client-limit", text: "mehr als 3 Anfragen" },
  },
  noticesPerHour: 2,
};

describe("the verdict on an enquiry", () => {
  it("takes it when nothing is found and the hour has room: its marks and the client counted, the cap looked at", async () => {
    const { counts, asked } = countsOf({ notices: 1 });
    expect(await judgeBy(screening)(counts)).toEqual({ mark: [] });
    expect(asked).toEqual([
      "firstUse form-time:a",
      "client client:a",
      "noticesWithinHour",
    ]);
  });

  it("holds it as suspected with every finding, its reused mark and its client's count among them, and never asks the cap", async () => {
    const { counts, asked } = countsOf({
      used: ["form-time:a"],
      client: 4,
      notices: 99,
    });
    const verdict = await judgeBy({
      ...screening,
      findings: [{ rule: "honeypot", text: "verstecktes Feld ausgefüllt" }],
      mark: ["Kurzlink"],
    })(counts);
    expect(verdict).toEqual({
      hold: {
        kind: "suspected",
        reasons: [
          { rule: "honeypot", text: "verstecktes Feld ausgefüllt" },
          {
            rule: "form-time-reused",
            text: "Zeitstempel schon einmal verwendet",
          },
          { rule: "client-limit", text: "mehr als 3 Anfragen" },
        ],
      },
      mark: ["Kurzlink"],
    });
    expect(asked).not.toContain("noticesWithinHour");
  });

  it("holds it by the hourly cap when that many notices went out within the hour: a kind of hold of its own", async () => {
    const { counts } = countsOf({ notices: 2 });
    expect(await judgeBy(screening)(counts)).toEqual({
      hold: {
        kind: "hour-cap",
        reasons: [
          {
            rule: "hour-cap",
            text: "Stundengrenze: schon 2 Meldungen in der letzten Stunde",
          },
        ],
      },
    });
  });

  it("never holds a marked notice by the cap", async () => {
    const { counts, asked } = countsOf({ notices: 99 });
    expect(
      await judgeBy({ ...screening, mark: ["Werbesprache"] })(counts),
    ).toEqual({ mark: ["Werbesprache"] });
    expect(asked).not.toContain("noticesWithinHour");
  });
});

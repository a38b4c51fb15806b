// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engines } from "../../tests/support/postgres.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import type { Store } from "../store/index.ts";
import { firstKeptMonth } from "../../app/content/retention.ts";
import {
  LEARNED_BOUND,
  type Taught,
  featuresOf,
  learnedShift,
  withLessons,
} from "./learned.ts";

const enquiry = (message: string, company = "") => ({ company, message });
const casino = enquiry(
  "Neues Online-Casino mit 500 Freispielen für Ihre Kunden: jetzt Partner werden und an jedem Spieler verdienen.",
);
const likeCasino = enquiry(
  "Neues Online-Casino mit 300 Freispielen für Ihre Kunden: jetzt Partner werden, Provision für jeden Spieler.",
);
const sweep = enquiry(
  "Guten Tag, wir sind ein Kaminkehrerbetrieb mit drei Gesellen. Was kostet Kehrtour im Jahr?",
);

describe("what an enquiry's features are", () => {
  it("are its words and pairs of words as numbers, in any script alike", () => {
    const latin = featuresOf(enquiry("Guten Tag, Termin bitte"));
    const cyrillic = featuresOf(enquiry("Добрий день, потрібен термін"));
    // Four words and three pairs each: no script counts for more.
    expect(latin).toHaveLength(7);
    expect(cyrillic).toHaveLength(7);
    expect(
      [...latin, ...cyrillic].every((f) => Number.isInteger(f) && f >= 0),
    ).toBe(true);
    // Case and repeats do not matter.
    expect(featuresOf(enquiry("TERMIN termin Termin"))).toEqual(
      featuresOf(enquiry("termin termin")),
    );
  });
});

describe("how far what was taught moves an enquiry", () => {
  const teach = (
    taught: Map<number, Taught>,
    written: { company: string; message: string },
    side: keyof Taught,
  ) => {
    for (const feature of featuresOf(written)) {
      const counts = taught.get(feature) ?? { spam: 0, ham: 0 };
      counts[side] += 1;
      taught.set(feature, counts);
    }
  };

  it("moves nothing before anything is taught", () => {
    expect(learnedShift(featuresOf(casino), new Map())).toBe(0);
  });

  it("moves a like enquiry towards spam, one of another matter hardly, and never past its bound", () => {
    const taught = new Map<number, Taught>();
    teach(taught, casino, "spam");
    const like = learnedShift(featuresOf(likeCasino), taught);
    expect(like).toBeGreaterThan(1);
    expect(like).toBeLessThanOrEqual(LEARNED_BOUND);
    expect(learnedShift(featuresOf(sweep), taught)).toBeLessThan(0.5);
    for (let times = 0; times < 50; times += 1) teach(taught, casino, "spam");
    expect(learnedShift(featuresOf(casino), taught)).toBe(LEARNED_BOUND);
  });

  it("moves it back once a like enquiry is taught as no spam", () => {
    const taught = new Map<number, Taught>();
    teach(taught, casino, "spam");
    teach(taught, likeCasino, "ham");
    expect(learnedShift(featuresOf(likeCasino), taught)).toBeLessThan(0.5);
    teach(taught, likeCasino, "ham");
    expect(learnedShift(featuresOf(likeCasino), taught)).toBeLessThan(0);
  });
});

describe.each(engines)("the lessons in the store on %s", (engine) => {
  let store: Store;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ store, close } = await openTestStore(engine));
  });
  afterEach(async () => {
    await close();
  });

  const add = async (written: { company: string; message: string }) => {
    const id = await store.submissions.addContact({
      name: "Jemand",
      email: "jemand@example.org",
      ...written,
    });
    expect(id).toBeDefined();
    return id!;
  };

  it("counts an enquiry's features once per lesson, moves them when the company changes its mind, and keeps them when the enquiry is deleted", async () => {
    const id = await add(casino);
    const n = featuresOf(casino).length;
    const sides = async () => {
      const taught = await store.spamLessons.taught();
      const all = [...taught.values()];
      return {
        spam: all.reduce((sum, c) => sum + c.spam, 0),
        ham: all.reduce((sum, c) => sum + c.ham, 0),
      };
    };
    expect(
      await store.spamLessons.teach(
        id,
        true,
        featuresOf,
        "2026-11-02T10:00:00.000Z",
      ),
    ).toBe("taught");
    expect(await sides()).toEqual({ spam: n, ham: 0 });
    expect(await store.spamLessons.teach(id, true, featuresOf)).toBe("already");
    expect(await sides()).toEqual({ spam: n, ham: 0 });
    expect(
      await store.spamLessons.teach(
        id,
        false,
        featuresOf,
        "2026-12-01T10:00:00.000Z",
      ),
    ).toBe("taught");
    expect(await sides()).toEqual({ spam: 0, ham: n });
    expect(await store.spamLessons.teach(9999, true, featuresOf)).toBe("gone");

    // What is kept: numbers and a month, no word of the enquiry.
    const kept = JSON.stringify(await store.transfer.dump());
    const lessons = kept.slice(kept.indexOf('"spamLessons"'));
    expect(lessons).not.toMatch(/casino|freispiel|partner|jemand/i);
    expect(lessons).toMatch(/"feature":\d+/);

    await store.submissions.deleteContact(id);
    expect(await sides()).toEqual({ spam: 0, ham: n });
    // Retention deletes whole months: the lesson of December stays until then.
    expect(await store.spamLessons.forgetBefore("2026-12")).toBe(0);
    expect(await store.spamLessons.forgetBefore("2027-01")).toBe(1);
    expect(await sides()).toEqual({ spam: 0, ham: 0 });
  });
});

describe("what was learnt, against the rules", () => {
  const rules = (score: number, marked = score >= 3) => ({
    marked,
    reasons: marked || score > 0 ? ["nennt Preise oder Beträge"] : [],
    score,
  });

  it("never flags an enquiry in which the rules find nothing that sells, and never unflags what they flag", () => {
    expect(withLessons(rules(0), LEARNED_BOUND, 3).marked).toBe(false);
    expect(withLessons(rules(-2), LEARNED_BOUND, 3).marked).toBe(false);
    expect(withLessons(rules(3), -LEARNED_BOUND, 3).marked).toBe(true);
  });

  it("flags one the rules weigh close to the line when it is like what was taught as spam, and says so", () => {
    expect(withLessons(rules(1), 1.9, 3).marked).toBe(false);
    expect(withLessons(rules(1), 2, 3)).toEqual({
      marked: true,
      reasons: [
        "nennt Preise oder Beträge",
        "ähnelt Anfragen, die als Spam gelernt sind",
      ],
    });
  });
});

describe("how long lessons are kept", () => {
  it("no longer than the privacy statement's days after they were taught: a month goes once its first day is that old", () => {
    const at = (iso: string) => new Date(iso);
    // 180 days before 30 July 2027 is 31 January: January began earlier.
    expect(firstKeptMonth(180, at("2027-07-30T12:00:00Z"))).toBe("2027-02");
    // 180 days before 31 July 2027 is 1 February 00:00, which is not older.
    expect(firstKeptMonth(180, at("2027-07-31T00:00:00Z"))).toBe("2027-02");
    expect(firstKeptMonth(180, at("2027-07-31T00:00:01Z"))).toBe("2027-03");
  });
});

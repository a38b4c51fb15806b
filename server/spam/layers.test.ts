// @vitest-environment node
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import {
  holdoutPeople,
  holdoutSpam,
} from "../../tests/support/enquiry-holdout.ts";
import {
  peopleEnquiries,
  spamEnquiries,
} from "../../tests/support/enquiry-corpus.ts";
import { judgeContent } from "./content-rules.ts";
import { issueFormTime, readFormTime } from "./form-time.ts";
import { checkProof, newChallenge } from "./proof-of-work.ts";

describe("the signed form time", () => {
  const secret = "geheim";

  it("reads back the moment it was issued, and only with the secret it was signed with", () => {
    const token = issueFormTime(secret, 1_764_000_000_000);
    expect(readFormTime(secret, token)).toEqual({
      ok: true,
      shownAt: 1_764_000_000_000,
      token,
    });
    expect(readFormTime("anderes", token)).toEqual({
      ok: false,
      problem: "forged",
    });
  });

  it("each is single: two issued in the same millisecond differ", () => {
    expect(issueFormTime(secret, 1)).not.toBe(issueFormTime(secret, 1));
  });

  it.each([
    ["a moved time", (t: string) => t.replace(/^[^.]+/, "zzzz")],
    ["a cut signature", (t: string) => t.slice(0, -3)],
    ["one part", () => "abc"],
    ["an overlong value", (t: string) => `${t}${"x".repeat(300)}`],
  ])("%s is forged", (_case, change) => {
    expect(readFormTime(secret, change(issueFormTime(secret)))).toEqual({
      ok: false,
      problem: "forged",
    });
  });

  it.each([undefined, "", 42])("%s is missing", (value) => {
    expect(readFormTime(secret, value)).toEqual({
      ok: false,
      problem: "missing",
    });
  });
});

describe("the proof of work", () => {
  const secret = "geheim";
  const solved = async (counter?: number, by = secret) => {
    const challenge = await newChallenge(by, counter);
    const solution = await solveChallenge({ challenge, deriveKey });
    return JSON.stringify({ challenge, solution });
  };

  it("takes a solved task of this server, and tells its signature (for the reuse check)", async () => {
    const reading = await checkProof(secret, await solved());
    expect(reading).toEqual({ ok: true, signature: expect.any(String) });
  });

  it("a task of another secret, a wrong answer and garbage are invalid; nothing is missing", async () => {
    expect(await checkProof(secret, await solved(5, "fremd"))).toEqual({
      ok: false,
      problem: "invalid",
    });
    const { challenge, solution } = JSON.parse(await solved(5)) as {
      challenge: unknown;
      solution: { derivedKey: string };
    };
    const wrong = JSON.stringify({
      challenge,
      solution: { ...solution, derivedKey: "00".repeat(32) },
    });
    expect(await checkProof(secret, wrong)).toMatchObject({ ok: false });
    for (const garbage of ["{", "null", '{"challenge":1}', "[]"])
      expect(await checkProof(secret, garbage)).toEqual({
        ok: false,
        problem: "invalid",
      });
    expect(await checkProof(secret, undefined)).toEqual({
      ok: false,
      problem: "missing",
    });
  });

  it("a task answered after its day is expired", async () => {
    const answer = await solved(3);
    const later = Date.now() + 25 * 3_600_000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      expect(await checkProof(secret, answer)).toEqual({
        ok: false,
        problem: "expired",
      });
    } finally {
      Date.now = realNow;
    }
  });
});

describe("what an enquiry says (it marks a notice, never holds it back)", () => {
  const marked = (enquiry: Parameters<typeof judgeContent>[0]) =>
    judgeContent(enquiry).marked;

  it("marks nearly every spam enquiry of the corpus, each with reasons the owner can read", () => {
    const missed = spamEnquiries.filter((enquiry) => !marked(enquiry));
    // 28 of 30 when the weights were set (decision 049); fewer is a regression.
    expect(missed.length).toBeLessThanOrEqual(2);
    for (const enquiry of spamEnquiries.filter(marked))
      expect(judgeContent(enquiry).reasons.length).toBeGreaterThan(0);
  });

  it("marks no person's enquiry of the corpus, nor of the held-out set written without sight of the rules", () => {
    const wrong = [...peopleEnquiries, ...holdoutPeople]
      .map((enquiry) => ({ enquiry, judgement: judgeContent(enquiry) }))
      .filter(({ judgement }) => judgement.marked);
    expect(wrong).toEqual([]);
  });

  it("marks most of the held-out spam (the bench reports the figure on the blind corpus)", () => {
    const caught = holdoutSpam.filter(marked).length;
    // 13 of 20 when the weights were set (decision 049); less is a regression.
    expect(caught).toBeGreaterThanOrEqual(13);
  });

  it.each([
    ["a link shortener", "Mehr unter https://bit.ly/abc123", "Kurzlink"],
    ["a messenger link", "Schreiben Sie mir: t.me/angebot", "Messenger-Link"],
    [
      "link markup",
      "[url=https://a.example]hier[/url] Backlinks",
      "Link als HTML- oder Forencode",
    ],
  ])("%s marks the notice and is named", (_case, message, reason) => {
    const judgement = judgeContent({ company: "", message });
    expect(judgement.marked).toBe(true);
    expect(judgement.reasons).toContain(reason);
  });

  it("a customer's quote request with their website, their WhatsApp, their SEO agency and encryption question mark nothing", () => {
    for (const message of [
      "Unsere Doku: https://www.mein-betrieb.example/api – passt Ihre Termin-API?",
      "Kann Kehrtour Termine auch per WhatsApp ankündigen?",
      "Unsere Agentur macht SEO für uns; lässt sich die Buchung von Kehrtour einbinden?",
      "Bitte senden Sie uns ein Angebot für 3 Lizenzen. Mehr über uns: www.weber-bau.example",
      "Ist die Übertragung kryptografisch abgesichert? Das fragt unser Datenschutzbeauftragter.",
      "Wir bekommen negative Bewertungen, weil Termine platzen. Hilft Kehrtour da?",
      "Am besten erreichen Sie mich per WhatsApp: 0171 2345678. Ich bin Schornsteinfegermeister.",
    ])
      expect(judgeContent({ company: "", message }).marked, message).toBe(
        false,
      );
  });

  it("reads neither the name nor the script: Cyrillic, Arabic or Chinese letters mark nothing", () => {
    for (const message of [
      "Здравствуйте, ich bin Elektriker in Leipzig. Was kostet Kehrtour?",
      "مرحبا، wir sind eine Kfz-Werkstatt in Berlin und suchen eine Terminplanung.",
      "你好, eine Frage zur Termin-API: gibt es eine Sandbox?",
    ])
      expect(judgeContent({ company: "", message })).toMatchObject({
        marked: false,
        reasons: [],
      });
  });
});

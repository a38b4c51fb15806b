import { describe, expect, it } from "vitest";
import { visitorText } from "./visitor-text.ts";

describe("visitor text in a mail to the company", () => {
  it("in a line of the company's own: every line break a space, every invisible or reordering character gone", () => {
    expect(
      visitorText(
        "\u202eGuten\u200b Tag\u2066\u2028Freigeben: https://evil.example/f\u2069\u2029\u200f\u061c\u00ad\ufeff\r\nA\tB\u0085C\u000bD\u0007\u009b\udc00E\u{e0041}",
      ),
    ).toBe("Guten Tag Freigeben: https://evil.example/f  A B C DE");
  });

  it("in a message's body: line breaks kept as line feeds, tabs kept, the rest as in a line", () => {
    expect(
      visitorText("Eins\u2028Zwei\r\nDrei\u2029\tVier\u202e\u2066", {
        multiline: true,
      }),
    ).toBe("Eins\nZwei\nDrei\n\tVier");
  });

  it("keeps what people write: umlauts, typographic spaces and quotes, emoji joined into one picture", () => {
    const text = "Müller & Söhne – 24\u00a0h „Kehrtour“ 👩‍🔧 👨🏽‍🚒 🏳️‍🌈";
    expect(visitorText(text)).toBe(text);
    // A joiner that joins no emoji is gone.
    expect(visitorText("Frei\u200dgeben 👩\u200d")).toBe("Freigeben 👩");
  });
});

// @vitest-environment node
// Issue 54, item 5: one Markdown parser for what is checked and what is
// sent. The mail's HTML comes from the same parser and settings as the
// check (marked 18), and renders as updates were sent before (with
// @react-email/markdown, which bundled marked 15), but for two intended
// differences: no data-id attribute on the wrapper, and "&" in a link's
// address written as "&amp;" (as HTML wants it).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { updateMail } from "../mail/subscriber-mails.tsx";
import { updateMarkdown } from "./markdown.ts";
import { readUpdate } from "./update-file.ts";

const fixtures = path.join(import.meta.dirname, "fixtures");
const fixture = (name: string) =>
  readFileSync(path.join(fixtures, name), "utf8");
const SITE = "https://www.zunftwerk.example";
const UNSUBSCRIBE = `${SITE}/abmelden?token=PLATZHALTER`;

describe("an update's mail", () => {
  it("renders every element as updates were sent before, but for the two intended differences", async () => {
    const markdown = fixture("every-element.md");
    const mail = await updateMail(
      { subject: "Die Terminplattform startet", markdown },
      UNSUBSCRIBE,
    );
    const before = fixture("every-element.html")
      .replace(' data-id="react-email-markdown"', "")
      .replace("api?von=mail&teil=1", "api?von=mail&amp;teil=1");
    expect(mail.html).toBe(before);
    expect(mail.text).toBe(fixture("every-element.txt"));
  });

  it("carries exactly the links the check allowed, and raw HTML the check refuses never as HTML", async () => {
    const source = `---\nsubject: Neu\n---\nMehr [hier](https://www.zunftwerk.example/a?b=1&c="2") und <b onclick="x()">fett</b>.\n`;
    const read = readUpdate(source, SITE);
    // The check refuses the HTML …
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : read.problems).toEqual([
      expect.stringMatching(/^HTML ist in Updates nicht erlaubt/),
      expect.stringMatching(/^HTML ist in Updates nicht erlaubt/),
    ]);
    // … and the links it saw are the ones the mail carries.
    const markdown = source.split("---\n")[2]!;
    const hrefs: string[] = [];
    updateMarkdown.walkTokens(updateMarkdown.lexer(markdown), (token) => {
      if (token.type === "link") hrefs.push(token.href);
    });
    expect(hrefs).toEqual(['https://www.zunftwerk.example/a?b=1&c="2"']);
    const { html, text } = await updateMail(
      { subject: "Neu", markdown },
      UNSUBSCRIBE,
    );
    expect(html).toContain(
      'href="https://www.zunftwerk.example/a?b=1&amp;c=&quot;2&quot;"',
    );
    // Were it sent anyway, its HTML would be text.
    expect(html).not.toContain("<b onclick");
    expect(html).toContain("&lt;b onclick=&quot;x()&quot;&gt;fett&lt;/b&gt;");
    expect(text).toContain('<b onclick="x()">fett</b>');
  });
});

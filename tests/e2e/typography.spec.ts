import {
  DESKTOP_ONLY,
  expect,
  openPage,
  routes,
  test,
  unknownPath,
  WIDTHS,
} from "./fixtures";
import { findBrokenWords } from "./word-breaks";

// One project is enough: each test sets the widths itself.
test.describe("no word broken without a hyphen", { tag: DESKTOP_ONLY }, () => {
  for (const path of [...routes, unknownPath]) {
    test(`${path} at ${WIDTHS.join(", ")} px`, async ({ page }) => {
      await openPage(page, path);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const problem of await page.evaluate(findBrokenWords))
          problems.push(`${width} px: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }

  test("the check sees a forced break and accepts a soft hyphen", async ({
    page,
  }) => {
    await openPage(page, "/");
    await page.setViewportSize({ width: 320, height: 900 });
    await page.evaluate(() => {
      const box = (text: string, wrap: string) => {
        const element = document.createElement("h3");
        element.style.cssText = `width:7ch;font-size:20px;overflow-wrap:${wrap};hyphens:manual`;
        element.textContent = text;
        document.querySelector("main")!.prepend(element);
      };
      box("Handwerkersoftware", "anywhere");
      box("Branchen\u00adsoftware", "normal");
      box("E-Mail-Adresse", "normal");
    });
    const found = await page.evaluate(findBrokenWords);
    // Only the word without a hyphenation point is reported (at each of its breaks).
    expect(found.length).toBeGreaterThan(0);
    for (const problem of found)
      expect(problem).toMatch(/^h3: "Hand\p{L}*\|\p{L}+"$/u);
  });
});

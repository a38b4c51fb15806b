import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { WHOLE_STYLESHEET } from "../../scripts/build/prune-css.ts";
import {
  expect,
  isMobile,
  openPage,
  routes,
  test,
  unknownPath,
} from "./fixtures";

// Each page inlines only the rules it can use (scripts/build/prune-css.ts,
// decision 034). Here every element of every page, and its ::before, ::after
// and ::marker, must be styled exactly as with the site's whole stylesheet:
// closed, and with the header's menu open.
const wholeStylesheet = readFileSync(`build/${WHOLE_STYLESHEET}`, "utf8");

/**
 * The elements and pseudo-elements whose computed style changes when the
 * page's own stylesheet is replaced by the whole one (compared in the page:
 * a few megabytes of values never cross to the test).
 */
function changedByWholeStylesheet(page: Page, css: string) {
  return page.evaluate((whole) => {
    const snapshot = () => {
      const styles = new Map<string, string>();
      document.querySelectorAll("*").forEach((element, index) => {
        const own = getComputedStyle(element);
        for (const pseudo of [null, "::before", "::after", "::marker"]) {
          const style = pseudo ? getComputedStyle(element, pseudo) : own;
          // A pseudo-element that is not generated has nothing to compare.
          if (pseudo === "::marker" && own.display !== "list-item") continue;
          if (pseudo && pseudo !== "::marker" && style.content === "none")
            continue;
          const values: string[] = [];
          for (let i = 0; i < style.length; i++) {
            const property = style.item(i);
            // Custom properties act through the properties that read them,
            // compared here; the pruned sheet drops those nothing reads.
            if (!property.startsWith("--"))
              values.push(style.getPropertyValue(property));
          }
          styles.set(
            `${index} ${element.tagName.toLowerCase()}${pseudo ?? ""}`,
            values.join("|"),
          );
        }
      });
      return styles;
    };
    const before = snapshot();
    document.querySelector("style")!.textContent = whole;
    const after = snapshot();
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (key) => before.get(key) !== after.get(key),
    );
    return { compared: before.size, changed };
  }, css);
}

async function expectSameAsWholeStylesheet(page: Page) {
  // Nothing in motion: a transition would differ from one snapshot to the next.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running"),
  );
  const { compared, changed } = await changedByWholeStylesheet(
    page,
    wholeStylesheet,
  );
  expect(changed).toEqual([]);
  expect(compared).toBeGreaterThan(100);
}

test.describe("a page's own stylesheet styles it as the whole one does", () => {
  for (const path of [...routes, unknownPath]) {
    test(`on ${path}`, async ({ page }) => {
      await openPage(page, path);
      expect(
        (await page.locator("style").first().textContent())!.length,
      ).toBeLessThan(wholeStylesheet.length);
      await expectSameAsWholeStylesheet(page);
    });
  }

  test("with the header's menu open", async ({ page }) => {
    await openPage(page, "/produkte/kehrtour");
    await page
      .getByRole("button", { name: isMobile(page) ? "Menü" : "Produkte" })
      .click();
    await expect(page.locator(":popover-open")).toHaveCount(1);
    await expectSameAsWholeStylesheet(page);
  });
});

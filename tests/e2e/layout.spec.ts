import {
  expect,
  DESKTOP_ONLY,
  openPage,
  routes,
  test,
  unknownPath,
  WIDTHS,
} from "./fixtures";

const PHONE_WIDTHS = [320, 375];
/** From the narrowest common phone up: no button label breaks into two lines. */
const ONE_LINE_LABELS_FROM = 360;
const LAYOUT_WIDTHS = [...new Set([...WIDTHS, 360, 390, 414, 1280])].sort(
  (a, b) => a - b,
);

// One project is enough: each test sets the widths itself.
test.describe("layout at every width", { tag: DESKTOP_ONLY }, () => {
  for (const path of [...routes, unknownPath]) {
    test(`${path}: no horizontal scroll, no clipped text, no squeezed icon, no wrapped button label`, async ({
      page,
    }) => {
      await openPage(page, path);
      for (const width of LAYOUT_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const problems = await page.evaluate((oneLineLabels) => {
          const found: string[] = [];
          const viewport = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth > viewport) {
            found.push(
              `page scrolls sideways: ${document.documentElement.scrollWidth} > ${viewport}`,
            );
          }
          for (const element of document.querySelectorAll<HTMLElement>(
            "body *",
          )) {
            if (
              !element.checkVisibility() ||
              element.closest(".sr-only, [aria-hidden=true]")
            )
              continue;
            const hasText = [...element.childNodes].some(
              (node) =>
                node.nodeType === Node.TEXT_NODE &&
                node.textContent!.trim() !== "",
            );
            if (!hasText) continue;
            const rect = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            const name = `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 40)}"`;
            if (rect.right > viewport + 1 || rect.left < -1)
              found.push(`${name} leaves the viewport`);
            const clips =
              /(hidden|clip)/.test(style.overflowX) ||
              style.textOverflow === "ellipsis";
            if (clips && element.scrollWidth > element.clientWidth + 1)
              found.push(`${name} is clipped`);
          }
          // Icons are square: one beside wrapping text must not give way.
          for (const icon of document.querySelectorAll<SVGElement>(
            "svg.lucide",
          )) {
            if (!icon.checkVisibility()) continue;
            const { width, height } = icon.getBoundingClientRect();
            if (Math.abs(width - height) > 0.5)
              found.push(
                `icon beside "${icon.parentElement!.textContent!.trim().slice(0, 40)}" is ${width.toFixed(1)}×${height.toFixed(1)}`,
              );
          }
          // A button's label on one line: its text's boxes share one line.
          if (oneLineLabels)
            for (const button of document.querySelectorAll<HTMLElement>(
              "button, [data-slot=button]",
            )) {
              if (!button.checkVisibility()) continue;
              const tops: number[] = [];
              const texts = document.createTreeWalker(
                button,
                NodeFilter.SHOW_TEXT,
              );
              for (let text = texts.nextNode(); text; text = texts.nextNode()) {
                if (text.parentElement!.closest(".sr-only")) continue;
                const range = document.createRange();
                range.selectNodeContents(text);
                for (const box of range.getClientRects())
                  if (box.width > 0) tops.push(box.top);
              }
              const lineHeight = parseFloat(getComputedStyle(button).fontSize);
              if (Math.max(...tops) - Math.min(...tops) > lineHeight / 2)
                found.push(
                  `button "${button.textContent!.trim().slice(0, 40)}" wraps`,
                );
            }
          return found;
        }, width >= ONE_LINE_LABELS_FROM);
        expect(problems, `at ${width} px`).toEqual([]);
      }
    });
  }

  for (const path of [...routes, unknownPath]) {
    test(`${path}: tap targets of at least 44 px on phones`, async ({
      page,
    }) => {
      await openPage(page, path);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const small = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              "a[href], button, input, textarea, select",
            ),
          ]
            .filter(
              (element) =>
                element.checkVisibility() &&
                !element.classList.contains("sr-only"),
            )
            // Links inside a sentence are exempt (WCAG 2.5.8, inline).
            .filter(
              (element) =>
                !(element.tagName === "A" && element.closest("p, dd")),
            )
            .map((element) => ({
              element,
              rect: element.getBoundingClientRect(),
            }))
            .filter(({ rect }) => rect.height < 44 || rect.width < 44)
            .map(
              ({ element, rect }) =>
                `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 30)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
            ),
        );
        expect(small, `at ${width} px`).toEqual([]);
      }
    });
  }
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("no animation, no transition and an instant jump to the products", async ({
    page,
  }) => {
    await openPage(page, "/");
    const moving = await page.evaluate(
      () =>
        [...document.querySelectorAll("*")]
          .map((element) => getComputedStyle(element))
          .filter(
            (style) =>
              parseFloat(style.transitionDuration) > 0.001 ||
              parseFloat(style.animationDuration) > 0.001,
          ).length,
    );
    expect(moving).toBe(0);
    await page.getByRole("link", { name: "Produkte entdecken" }).click();
    // Right after the click, without waiting for any animation, the section is there.
    const offset = await page.evaluate(
      () => document.getElementById("produkte")!.getBoundingClientRect().top,
    );
    expect(Math.abs(offset - 80)).toBeLessThan(2);
  });
});

test("without a motion preference the jump to the products is smooth", async ({
  page,
}) => {
  await openPage(page, "/");
  const firstFrame = await page.evaluate(async () => {
    document.querySelector<HTMLAnchorElement>('a[href="#produkte"]')!.click();
    await new Promise(requestAnimationFrame);
    const target = document
      .getElementById("produkte")!
      .getBoundingClientRect().top;
    return target;
  });
  // Mid-animation the section is still well below its final place (80 px from the top).
  expect(firstFrame).toBeGreaterThan(200);
  await expect(page.locator("#produkte")).toBeInViewport();
});

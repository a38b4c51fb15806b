import { expect, openPage, routes, test, unknownPath } from "./fixtures";

/** Full-page screenshots of every route for people to look at (screenshots/ is gitignored). */
for (const path of [...routes, unknownPath]) {
  test(`screenshot of ${path}`, async ({ page }, testInfo) => {
    await openPage(page, path);
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
    const file = `screenshots/${testInfo.project.name}/${name}.png`;
    await page.screenshot({
      path: file,
      fullPage: true,
      animations: "disabled",
    });
    expect(testInfo.project.name).toMatch(/desktop|mobile/);
  });
}

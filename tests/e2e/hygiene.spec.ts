import { expect, openPage, routes, test, unknownPath } from "./fixtures";

/** Paths already confirmed to answer 200, shared by the tests of one worker. */
const reachable = new Map<string, string>();

for (const path of [...routes, unknownPath]) {
  test(`${path}: only its own host, no cookie, a clean console, and links that resolve`, async ({
    page,
    context,
    activity,
  }) => {
    await openPage(page, path);
    await page.waitForLoadState("networkidle");

    expect(activity.foreignRequests()).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe("");
    expect(activity.problems({ notFoundPage: path === unknownPath })).toEqual(
      [],
    );

    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll("a[href]")].map((a) =>
        a.getAttribute("href")!,
      ),
    );
    const internal = hrefs.filter(
      (href) => href.startsWith("/") || href.startsWith("#"),
    );
    expect(internal.length).toBeGreaterThan(5);
    for (const href of new Set(internal)) {
      if (href.startsWith("#")) {
        expect(await page.locator(href).count(), `${href} on ${path}`).toBe(1);
        continue;
      }
      const url = new URL(href, page.url());
      if (!reachable.has(url.pathname)) {
        const response = await page.request.get(url.pathname);
        expect(response.status(), `${href} on ${path}`).toBe(200);
        reachable.set(url.pathname, await response.text());
      }
      if (url.hash) {
        const id = decodeURIComponent(url.hash.slice(1));
        expect(
          reachable.get(url.pathname),
          `#${id} on ${url.pathname}`,
        ).toContain(`id="${id}"`);
      }
    }
  });
}

// npm run screenshots: full-page pictures of every page (and the 404 page) at
// 375 and 1280 px, from the production build, into screenshots/<width>/ for
// people to look at. Not a test: what a page should look like is judged by eye;
// the browser tests check what can be asserted (layout.spec.ts: no sideways
// scrolling, nothing clipped).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { pages } from "../../app/content/pages.ts";
import { chromiumArgs, findChromium } from "../../tests/e2e/browser.ts";
import { spawnServer } from "../../tests/support/spawn-server.ts";

const WIDTHS = [375, 1280] as const;
const outDir = path.resolve("screenshots");
const paths = [...pages.map((page) => page.path), "/gibt-es-nicht"];

const server = await spawnServer();
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: chromiumArgs,
});
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 812 : 800 },
      isMobile: width < 768,
      hasTouch: width < 768,
      locale: "de-DE",
    });
    const page = await context.newPage();
    await mkdir(path.join(outDir, String(width)), { recursive: true });
    for (const route of paths) {
      await page.goto(new URL(route, server.url).toString(), {
        waitUntil: "networkidle",
      });
      const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
      const file = path.join(outDir, String(width), `${name}.png`);
      await page.screenshot({
        path: file,
        fullPage: true,
        animations: "disabled",
      });
      console.log(path.relative(process.cwd(), file));
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.child.kill("SIGTERM");
}

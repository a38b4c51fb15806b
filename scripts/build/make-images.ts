// Renders the site's raster images (favicon PNGs, apple-touch icon, share
// images) from SVG/HTML with Chromium. Run after changing the logo, the brand,
// a page's heading or its picture:
//   npm run build && node scripts/build/make-images.ts
// The images are committed in public/; the build does not need a browser.
// Each page with a `shareImage` in app/content/pages.ts gets its own 1200×630
// picture: the page's heading and badge beside the page's own hero picture,
// taken from the built page so it always matches the site.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { logoSvg } from "../../app/components/layout/logo-mark.ts";
import { pageById, pages } from "../../app/content/pages.ts";
import { productCards } from "../../app/content/product-cards.ts";
import { site } from "../../app/content/site.ts";
import { cssToken } from "../../app/lib/css-tokens.ts";
import { chromiumArgs, findChromium } from "../../tests/e2e/browser.ts";
import { readDesignTokens } from "../../app/lib/design-tokens.ts";
import { readLogoColours } from "./brand.ts";
import { toIndexedPng } from "./png-palette.ts";
import { spawnServer } from "../../tests/support/spawn-server.ts";

const root = path.resolve(import.meta.dirname, "../..");
// Colours from the design tokens, the mark from its one drawing.
const colours = readLogoColours();
const tokens = readDesignTokens();
const primaryStrong = cssToken(tokens, "color-primary-strong");
const cardBackground = `linear-gradient(160deg,${cssToken(tokens, "color-secondary")},${cssToken(tokens, "color-background")} 70%)`;
const home = pageById("home");

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: chromiumArgs,
});
const page = await browser.newPage();

async function render(
  file: string,
  width: number,
  height: number,
  html: string,
): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<!doctype html><html><body style="margin:0">${html}</body></html>`,
  );
  const jpeg = file.endsWith(".jpg");
  const image = await page.screenshot(
    jpeg ? { type: "jpeg", quality: 85 } : { omitBackground: true },
  );
  // A PNG of few colours as an indexed PNG: the same pixels, fewer bytes.
  await writeFile(
    path.join(root, "public", file),
    jpeg ? image : toIndexedPng(image),
  );
  console.log(`public/${file} ${width}×${height}`);
}

const icon = (size: number) =>
  `<div style="width:${size}px;height:${size}px">${logoSvg(colours, size)}</div>`;

await render("favicon-32.png", 32, 32, icon(32));
await render("icon-512.png", 512, 512, icon(512));
// Apple draws its own rounded corners: a full square on the brand colour.
await render(
  "apple-touch-icon.png",
  180,
  180,
  `<div style="width:180px;height:180px;background:${colours.primary};display:grid;place-items:center">${logoSvg(colours, 150)}</div>`,
);
await render(
  "og-image.jpg",
  1200,
  630,
  `<div style="box-sizing:border-box;width:1200px;height:630px;padding:80px 96px;display:flex;flex-direction:column;justify-content:space-between;background:linear-gradient(135deg,${primaryStrong},${colours.primary});color:${colours.primaryForeground};font-family:system-ui,sans-serif">
    <div style="display:flex;align-items:center;gap:24px;font-size:44px;font-weight:700">${logoSvg(colours, 88)}${site.brand}</div>
    <div style="font-size:68px;font-weight:700;line-height:1.1;max-width:900px">${home.heading}</div>
    <div style="font-size:30px;opacity:.9">${productCards.map((card) => card.name).join(" · ")}</div>
  </div>`,
);

// Per-page share images, from the production build served by our own server.
const server = await spawnServer();
try {
  await mkdir(path.join(root, "public/og"), { recursive: true });
  await page.setViewportSize({ width: 1200, height: 630 });
  // The prerendered HTML is the whole picture; without its scripts React
  // does not hydrate and redraw the page while the card is being built.
  await page.route("**/*.js", (route) => route.abort());
  for (const entry of pages) {
    if (!("shareImage" in entry)) continue;
    await page.goto(new URL(entry.path, server.url).toString());
    // Rebuild the body as the share card, keeping the page's own stylesheet.
    await page.evaluate((background) => {
      const take = (selector: string) => {
        const found = document.querySelector(selector);
        if (!found) throw new Error(`No ${selector} on ${location.pathname}`);
        return found.cloneNode(true) as HTMLElement;
      };
      const logo = take("header a[href='/']");
      const badge = document
        .querySelector("main h1")
        ?.parentElement?.querySelector("[data-slot=badge]")
        ?.cloneNode(true) as HTMLElement | undefined;
      const heading = take("main h1");
      const motif = take("main [data-share-motif]");
      const card = document.createElement("div");
      card.id = "share";
      card.style.cssText =
        "box-sizing:border-box;width:1200px;height:630px;padding:64px 72px;display:grid;grid-template-columns:1fr 460px;gap:40px;align-items:center;overflow:hidden;background:" +
        background;
      const text = document.createElement("div");
      text.style.cssText = "display:flex;flex-direction:column;gap:28px";
      logo.style.cssText = "font-size:30px;gap:16px";
      logo
        .querySelector("svg")
        ?.setAttribute("style", "width:56px;height:56px");
      heading.className = "font-bold tracking-tight";
      heading.style.cssText =
        "font-size:52px;line-height:1.1;margin:0;text-wrap:balance";
      // Room enough for every word: no hyphen on the card.
      heading.textContent = heading.textContent!.replaceAll("\u00ad", "");
      if (badge) badge.style.fontSize = "20px";
      text.append(logo, ...(badge ? [badge] : []), heading);
      const frame = document.createElement("div");
      frame.style.cssText =
        "display:flex;align-items:center;justify-content:center;height:502px";
      motif.style.cssText = "width:460px";
      frame.append(motif);
      card.append(text, frame);
      document.body.replaceChildren(card);
      // Scale a tall picture (the API's code) down to the card's height.
      const scale = Math.min(1, 502 / motif.getBoundingClientRect().height);
      motif.style.transform = `scale(${scale})`;
    }, cardBackground);
    const file = `public${entry.shareImage.path}`;
    await page.locator("#share").screenshot({
      path: path.join(root, file),
      type: "jpeg",
      quality: 85,
    });
    console.log(`${file} 1200×630`);
  }
} finally {
  server.child.kill("SIGTERM");
  await browser.close();
}

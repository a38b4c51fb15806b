// Renders the site's raster images (favicon PNGs, apple-touch icon, share image)
// from SVG/HTML with Chromium. Run once after changing the logo or brand:
//   node scripts/make-images.ts
// The PNGs are committed in public/; the build does not need a browser.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "../tests/e2e/browser.ts";

const root = path.resolve(import.meta.dirname, "..");
const logo = await readFile(path.join(root, "public/favicon.svg"), "utf8");

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
  await page.screenshot({
    path: path.join(root, "public", file),
    ...(jpeg ? { type: "jpeg", quality: 85 } : { omitBackground: true }),
  });
  console.log(`public/${file} ${width}×${height}`);
}

const icon = (size: number) =>
  `<div style="width:${size}px;height:${size}px">${logo.replace("<svg ", `<svg width="${size}" height="${size}" `)}</div>`;

await render("favicon-32.png", 32, 32, icon(32));
await render("icon-192.png", 192, 192, icon(192));
await render("icon-512.png", 512, 512, icon(512));
// Apple draws its own rounded corners: a full square on the brand colour.
await render(
  "apple-touch-icon.png",
  180,
  180,
  `<div style="width:180px;height:180px;background:#0b5563;display:grid;place-items:center">${logo.replace("<svg ", '<svg width="150" height="150" ')}</div>`,
);
await render(
  "og-image.jpg",
  1200,
  630,
  `<div style="box-sizing:border-box;width:1200px;height:630px;padding:80px 96px;display:flex;flex-direction:column;justify-content:space-between;background:linear-gradient(135deg,#083f4a,#0b5563);color:#fff;font-family:system-ui,sans-serif">
    <div style="display:flex;align-items:center;gap:24px;font-size:44px;font-weight:800">${logo.replace("<svg ", '<svg width="88" height="88" ')}Zunftwerk</div>
    <div style="font-size:68px;font-weight:800;line-height:1.1;max-width:900px">Termine im Handwerk – einfach digital</div>
    <div style="font-size:30px;opacity:.9">Kehrtour · Termin-API · Terminplattform für alle Gewerke</div>
  </div>`,
);
await browser.close();

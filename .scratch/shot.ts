import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "/work/main/tests/e2e/browser.ts";
const [url, width, out, sel] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const p = await b.newPage({ viewport: { width: Number(width), height: 800 } });
await p.goto(url);
if (sel) { await p.locator(sel).first().screenshot({ path: out }); } else await p.screenshot({ path: out, fullPage: true });
await b.close();

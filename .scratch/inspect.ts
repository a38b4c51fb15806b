import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "../tests/e2e/browser.ts";
const b = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const p = await b.newPage({ viewport: { width: 360, height: 800 } });
await p.goto("http://127.0.0.1:3000/produkte/kehrtour");
console.log(await p.evaluate(() => { const a=[...document.querySelectorAll("[data-slot=button]")].find(e=>e.textContent.includes("Kostenlos")&&e.closest("section:has(#cta-titel)")); const cs=getComputedStyle(a); return [a.className, a.getBoundingClientRect().width, cs.paddingLeft, cs.fontSize, cs.fontFamily, a.parentElement.className, getComputedStyle(a.parentElement).width]; }));
await b.close();

import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "../tests/e2e/browser.ts";
const b = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const p = await b.newPage({ viewport: { width: 360, height: 800 } });
await p.goto("http://127.0.0.1:3000/produkte/kehrtour");
console.log(await p.evaluate(() => { const c=document.createElement("canvas").getContext("2d")!; const f=getComputedStyle(document.body).fontFamily; return ["API-Dokumentation anfordern","Kostenlos beraten lassen","Zur Kehrtour-Website"].map(t=>{c.font=`700 16px ${f}`; const a=c.measureText(t).width; c.font=`700 15px ${f}`; return [t,a,c.measureText(t).width];}); }));
await b.close();

// @ts-check
// npm run bench: builds, serves the build with the production server, runs
// Lighthouse (mobile, default throttling, median of 3) on every route one at a
// time and compares each figure with its budget, then load-tests the server.
// Exits non-zero when a budget is missed or the load run sees an error.
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findChromium } from "../tests/e2e/browser.js";
import { spawnServer } from "./spawn-server.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const KIB = 1024;
const budgets = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 30,
  cls: 0,
  homeJsBytes: 110 * KIB,
  homeCssBytes: 12 * KIB,
};
const root = path.resolve(import.meta.dirname, "..");

console.log("Building …");
for (const script of ["build", "build:delivery"]) {
  const build = spawnSync("npm", ["run", script], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { pages } = await loadPageList();
const server = await startServer();
/** @type {string[]} */
const failures = [];

try {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  /** @type {{ page: string, metrics: Record<string, number> }[]} */
  const rows = [];
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await audit(`${server.url}${page}`, chrome.port));
    rows.push({ page, metrics: medians(runs) });
    process.stdout.write(".");
  }
  await chrome.kill();
  console.log("\n");
  printLighthouse(rows);
  await writeResults("lighthouse.json", rows);

  console.log(
    "\nLoad (autocannon, 10 s; pages and assets: 100 connections, brotli; API: 20 connections):",
  );
  const asset = await firstAsset(server.url);
  const loads = [];
  for (const target of ["/", asset])
    loads.push(await load(`${server.url}${target}`, target));
  const apiServer = await startServer({
    BUILD_DIR: "build-delivery",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-data-")),
    RATE_LIMIT_MAX: "10000000",
  });
  try {
    loads.push(
      await load(
        `${apiServer.url}/api/contact`,
        "POST /api/contact (stored, synced)",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: "Bench",
            email: "bench@example.org",
            message: "Lasttest",
          }),
          connections: 20,
        },
      ),
    );
  } finally {
    apiServer.process.kill("SIGTERM");
    await once(apiServer.process, "exit");
  }
  printLoad(loads);
  await writeResults("load.json", loads);
} finally {
  server.process.kill("SIGTERM");
  await once(server.process, "exit");
}

if (failures.length > 0) {
  console.log(
    `\n${failures.length} budget(s) missed:\n${failures.map((f) => `  - ${f}`).join("\n")}`,
  );
  process.exit(1);
}
console.log("\nEvery budget met.");

/** The page paths of the build's sitemap, in order: the page list as built. */
async function loadPageList() {
  const xml = readFileSync(path.join(root, "build/client/sitemap.xml"), "utf8");
  return {
    pages: [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
      (match) => match[1] || "/",
    ),
  };
}

/** @param {Record<string, string>} [env] */
async function startServer(env = {}) {
  const { child, url } = await spawnServer({ ...process.env, ...env });
  return { process: child, url };
}

/**
 * @param {string} url
 * @param {number} port
 */
async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  const audits = lhr.audits;
  /** @param {string} type */
  const transfer = (type) =>
    /** @type {{ items: { resourceType: string, transferSize: number }[] }} */ (
      /** @type {unknown} */ (
        audits["resource-summary"]?.details ?? { items: [] }
      )
    ).items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  // Inlined styles count as CSS too: their brotli size inside the HTML.
  const inlineCss = (artifacts.Stylesheets ?? [])
    .filter((sheet) => sheet.header.isInline)
    .reduce((sum, sheet) => sum + brotliCompressSync(sheet.content).length, 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    "best-practices": Math.round(
      (lhr.categories["best-practices"]?.score ?? 0) * 100,
    ),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Infinity,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Infinity,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Infinity,
    jsBytes: transfer("script"),
    cssBytes: transfer("stylesheet") + inlineCss,
  };
}

/** @param {Record<string, number>[]} runs */
function medians(runs) {
  /** @type {Record<string, number>} */
  const result = {};
  for (const key of Object.keys(runs[0] ?? {})) {
    const sorted = runs.map((run) => run[key] ?? 0).sort((a, b) => a - b);
    result[key] = sorted[Math.floor(sorted.length / 2)] ?? 0;
  }
  return result;
}

/** @param {{ page: string, metrics: Record<string, number> }[]} rows */
function printLighthouse(rows) {
  const columns = [
    [
      "Perf",
      "performance",
      (/** @type {number} */ v) => v >= budgets.performance,
      String,
    ],
    [
      "A11y",
      "accessibility",
      (/** @type {number} */ v) => v >= budgets.accessibility,
      String,
    ],
    [
      "BP",
      "best-practices",
      (/** @type {number} */ v) => v >= budgets["best-practices"],
      String,
    ],
    ["SEO", "seo", (/** @type {number} */ v) => v >= budgets.seo, String],
    [
      "LCP",
      "lcpMs",
      (/** @type {number} */ v) => v <= budgets.lcpMs,
      (/** @type {number} */ v) => `${(v / 1000).toFixed(2)} s`,
    ],
    [
      "TBT",
      "tbtMs",
      (/** @type {number} */ v) => v <= budgets.tbtMs,
      (/** @type {number} */ v) => `${Math.round(v)} ms`,
    ],
    [
      "CLS",
      "cls",
      (/** @type {number} */ v) => v <= budgets.cls,
      (/** @type {number} */ v) => v.toFixed(3),
    ],
    ["JS", "jsBytes", () => true, kib],
    ["CSS", "cssBytes", () => true, kib],
  ];
  const header = [
    "Route".padEnd(24),
    ...columns.map(([name]) => String(name).padStart(10)),
  ].join("");
  console.log(
    `Lighthouse 12, mobile, median of ${RUNS} (budget: 100 / 100 / 100 / 100, LCP ≤ 1.00 s, TBT ≤ 30 ms, CLS 0; home JS ≤ 110 KiB, CSS ≤ 12 KiB)`,
  );
  console.log(header);
  for (const row of rows) {
    const cells = columns.map(([, key, ok, format]) => {
      const value = row.metrics[/** @type {string} */ (key)] ?? 0;
      const good = /** @type {(v: number) => boolean} */ (ok)(value);
      if (!good) failures.push(`${row.page}: ${key} = ${value}`);
      return `${/** @type {(v: number) => string} */ (format)(value)}${good ? " " : "✗"}`.padStart(
        10,
      );
    });
    console.log([row.page.padEnd(24), ...cells].join(""));
  }
  const home = rows.find((row) => row.page === "/");
  if (home) {
    const js = home.metrics.jsBytes ?? 0;
    const css = home.metrics.cssBytes ?? 0;
    if (js > budgets.homeJsBytes)
      failures.push(`home JS ${kib(js)} > ${kib(budgets.homeJsBytes)}`);
    if (css > budgets.homeCssBytes)
      failures.push(`home CSS ${kib(css)} > ${kib(budgets.homeCssBytes)}`);
    console.log(
      `Home page transfer: JS ${kib(js)} (budget ${kib(budgets.homeJsBytes)}), CSS ${kib(css)} inline (budget ${kib(budgets.homeCssBytes)})`,
    );
  }
}

/** @param {number} bytes */
function kib(bytes) {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}

/** @param {string} baseUrl */
async function firstAsset(baseUrl) {
  const html = await (await fetch(baseUrl)).text();
  const asset = html.match(/\/assets\/[\w-]+\.js/)?.[0];
  if (!asset) throw new Error("no hashed asset on the home page");
  return asset;
}

/**
 * @param {string} url
 * @param {string} label
 * @param {{ method?: "POST", headers?: Record<string, string>, body?: string, connections?: number }} [options]
 */
async function load(url, label, options = {}) {
  const result = await autocannon({
    url,
    connections: options.connections ?? 100,
    duration: 10,
    method: options.method ?? "GET",
    headers: options.headers ?? { "accept-encoding": "br" },
    body: options.body,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors > 0) failures.push(`load on ${label}: ${errors} errors`);
  return {
    target: label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors,
  };
}

/** @param {{ target: string, requestsPerSecond: number, p50Ms: number, p99Ms: number, errors: number }[]} rows */
function printLoad(rows) {
  console.log(
    `${"Target".padEnd(40)}${"req/s".padStart(10)}${"p50".padStart(10)}${"p99".padStart(10)}${"errors".padStart(10)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.target.padEnd(40)}${String(row.requestsPerSecond).padStart(10)}${`${row.p50Ms} ms`.padStart(10)}${`${row.p99Ms} ms`.padStart(10)}${String(row.errors).padStart(10)}`,
    );
  }
}

/**
 * @param {string} name
 * @param {unknown} data
 */
async function writeResults(name, data) {
  const dir = path.join(root, "bench-results");
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), `${JSON.stringify(data, null, 2)}\n`);
}

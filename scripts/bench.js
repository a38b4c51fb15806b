// @ts-check
// npm run bench: builds, serves the build with the production server, runs
// Lighthouse (mobile, default throttling, median of 3) on every route one at a
// time and compares each figure with its budget, then load-tests the server.
// Exits non-zero when a budget is missed or the load run sees an error.
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findChromium } from "../tests/e2e/browser.js";
import { precompress } from "./precompress.js";
import { spawnServer } from "./spawn-server.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const budgets = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 30,
  cls: 0,
  homeJsBytes: 110 * 1000,
  homeCssBytes: 12 * 1000,
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
// The floor of this machine: the home page with every script removed.
const reference = await scriptFreeCopy();
const referenceServer = await startServer({ BUILD_DIR: reference });
/** @type {string[]} */
const failures = [];

try {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  // One discarded run first: the browser's first page load pays one-off costs.
  await audit(`${server.url}/`, chrome.port);
  /** @type {{ page: string, metrics: Record<string, number>, tbtRuns: number[], reference?: boolean }[]} */
  const rows = [];
  for (const page of pages) rows.push(await measure(server.url, page));
  rows.push({ ...(await measure(referenceServer.url, "/")), reference: true });
  await chrome.kill();
  console.log("\n");

  /**
   * @param {string} baseUrl
   * @param {string} page
   */
  async function measure(baseUrl, page) {
    const runs = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await audit(`${baseUrl}${page}`, chrome.port));
    process.stdout.write(".");
    return {
      page,
      metrics: medians(runs),
      tbtRuns: runs.map((run) => Math.round(run.tbtMs)),
    };
  }
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
  for (const running of [server, referenceServer]) {
    running.process.kill("SIGTERM");
    await once(running.process, "exit");
  }
  rmSync(reference, { recursive: true, force: true });
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

/**
 * A copy of the build whose pages carry no script at all (JSON-LD aside), with
 * fresh precompressed files: what the same HTML and CSS cost on this machine.
 */
async function scriptFreeCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-reference-"));
  cpSync(path.join(root, "build"), dir, { recursive: true });
  const client = path.join(dir, "client");
  for (const entry of readdirSync(client, { recursive: true })) {
    const file = path.join(client, String(entry));
    if (!file.endsWith(".html")) continue;
    const html = readFileSync(file, "utf8")
      .replace(/<script(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "");
    writeFileSync(file, html);
  }
  await precompress(client);
  return dir;
}

/** @param {Record<string, string>} [env] */
async function startServer(env = {}) {
  const { child, url } = await spawnServer({ ...process.env, ...env });
  return { process: child, url };
}

/**
 * @param {string} url
 * @param {number} port
 * @param {number} [attempt]
 */
async function audit(url, port, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  // A run Lighthouse itself could not complete (e.g. it missed the paint in
  // its trace) measures nothing: run it again, once, and say so.
  if (lhr.runtimeError) {
    if (attempt > 1)
      throw new Error(
        `Lighthouse failed twice on ${url}: ${lhr.runtimeError.code}`,
      );
    console.log(
      `\n${url}: Lighthouse error ${lhr.runtimeError.code}, running again`,
    );
    return audit(url, port, attempt + 1);
  }
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

/** @param {{ page: string, metrics: Record<string, number>, tbtRuns: number[], reference?: boolean }[]} rows */
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
    ["JS", "jsBytes", () => true, kb],
    ["CSS", "cssBytes", () => true, kb],
  ];
  const header = [
    "Route".padEnd(24),
    ...columns.map(([name]) => String(name).padStart(10)),
    "  TBT of each run",
  ].join("");
  console.log(
    `Lighthouse 12, mobile, median of ${RUNS} (budget: 100 / 100 / 100 / 100, LCP ≤ 1.00 s, TBT ≤ 30 ms, CLS 0; home JS ≤ 110 kB, CSS ≤ 12 kB)`,
  );
  console.log(header);
  for (const row of rows) {
    const cells = columns.map(([, key, ok, format]) => {
      const value = row.metrics[/** @type {string} */ (key)] ?? 0;
      const good = /** @type {(v: number) => boolean} */ (ok)(value);
      // The reference row shows the machine's floor; it has no budget.
      if (!good && !row.reference)
        failures.push(`${row.page}: ${key} = ${value}`);
      return `${/** @type {(v: number) => string} */ (format)(value)}${good || row.reference ? " " : "✗"}`.padStart(
        10,
      );
    });
    const label = row.reference ? `${row.page} without scripts` : row.page;
    console.log(
      [label.padEnd(24), ...cells, `  ${row.tbtRuns.join(" / ")} ms`].join(""),
    );
  }
  console.log(
    "The last row is the home page with every script removed: the same HTML and CSS on this machine, as a floor. It has no budget.",
  );
  const home = rows.find((row) => row.page === "/" && !row.reference);
  if (home) {
    const js = home.metrics.jsBytes ?? 0;
    const css = home.metrics.cssBytes ?? 0;
    if (js > budgets.homeJsBytes)
      failures.push(`home JS ${js} B > ${budgets.homeJsBytes} B`);
    if (css > budgets.homeCssBytes)
      failures.push(`home CSS ${css} B > ${budgets.homeCssBytes} B`);
    console.log(
      `Home page transfer, response headers included: JS ${js} B (budget ${budgets.homeJsBytes} B), CSS ${css} B inline (budget ${budgets.homeCssBytes} B)`,
    );
  }
}

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
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

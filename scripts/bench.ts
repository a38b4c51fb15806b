// npm run bench: builds, serves the build with the production server, runs
// Lighthouse (mobile, default throttling, median of 3) on every route one at a
// time, measures the dead-tap window of the mobile menu on an emulated phone
// (scripts/dead-tap.ts), compares each figure with its budget, then
// load-tests the server and measures the mail queue (scripts/mail-bench.ts).
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
import { chromiumArgs, findChromium } from "../tests/e2e/browser.ts";
import { deadTapWindow, launchPhoneBrowser } from "./dead-tap.ts";
import { watchStalls } from "./stall-watch.ts";
import { spawnServer } from "./spawn-server.ts";
import { createDatabase, startPostgres } from "../tests/support/postgres.ts";

/** One route's figures: the medians of its runs. */
interface LighthouseRow {
  page: string;
  /** Whether the page ships JavaScript (its form): it gets the form pages' budgets. */
  hasForm: boolean;
  metrics: Record<string, number>;
  tbtRuns: number[];
  deadTapRuns: number[];
  /** Loads measured again because a stall of the whole machine overlapped their window. */
  deadTapRepeated?: number;
}

interface LoadRow {
  target: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

interface LoadOptions {
  method?: "POST";
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
}

/** A column of the Lighthouse table: label, metric, budget check, format. */
type Column = readonly [
  label: string,
  key: string,
  ok: (value: number, row: LighthouseRow) => boolean,
  format: (value: number) => string,
];

/**
 * Lighthouse runs per page. On this two-core machine one page's LCP varies by
 * about ±25 ms from run to run, against a budget it meets by 10–30 ms; the
 * median of five moves by about ±10 ms.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Cold loads per page for the dead-tap window: the issue's median of five. */
const DEAD_TAP_RUNS = Math.max(RUNS, 5);
const budgets = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 700,
  cls: 0,
  /** Pages without a form run nothing: no JavaScript, no blocking time. */
  plainJsBytes: 0,
  plainTbtMs: 0,
  /** The form pages load React after their first paint. */
  formJsBytes: 110 * 1000,
  formTbtMs: 30,
  cssBytes: 12 * 1000,
  /**
   * From the first frame that shows the mobile menu button to the page
   * opening the menu, less one tap interval, in the page's own clock.
   */
  deadTapMs: 50,
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
const failures: string[] = [];

try {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  // One discarded run first: the browser's first page load pays one-off costs.
  await audit(`${server.url}/`, chrome.port);
  const rows: LighthouseRow[] = [];
  for (const page of pages) rows.push(await measure(server.url, page));
  await chrome.kill();
  // The dead-tap window, one cold load at a time on the emulated phone.
  const phone = await launchPhoneBrowser();
  const stalls = watchStalls();
  try {
    for (const row of rows) {
      const { medianMs, runs, repeated } = await deadTapWindow(
        phone,
        `${server.url}${row.page}`,
        { runs: DEAD_TAP_RUNS, stalls },
      );
      row.metrics.deadTapMs = medianMs;
      row.deadTapRuns = runs.map((run) => run.deadTapMs);
      row.deadTapRepeated = repeated;
      process.stdout.write(".");
    }
  } finally {
    await stalls.stop();
    await phone.close();
  }
  console.log("\n");

  async function measure(
    baseUrl: string,
    page: string,
  ): Promise<LighthouseRow> {
    const runs: Audit[] = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await audit(`${baseUrl}${page}`, chrome.port));
    process.stdout.write(".");
    const html = await (await fetch(`${baseUrl}${page}`)).text();
    return {
      page,
      hasForm: html.includes('type="module"'),
      metrics: medians(runs),
      tbtRuns: runs.map((run) => Math.round(run.tbtMs)),
      deadTapRuns: [],
    };
  }
  printLighthouse(rows);
  await writeResults("lighthouse.json", rows);

  console.log(
    "\nLoad (autocannon, 10 s; pages and assets: 100 connections, brotli; API: 20 connections):",
  );
  const asset = await firstAsset(server.url);
  const loads: LoadRow[] = [];
  for (const target of ["/", asset])
    loads.push(await load(`${server.url}${target}`, target));
  // The form API on both stores: SQLite (one machine) and PostgreSQL (several).
  const postgres = await startPostgres();
  try {
    const stores: [string, Record<string, string>][] = [
      ["SQLite", { DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-data-")) }],
      ["PostgreSQL", { DATABASE_URL: await createDatabase(postgres.url) }],
    ];
    for (const [engine, env] of stores) {
      const apiServer = await startServer({
        BUILD_DIR: "build-delivery",
        RATE_LIMIT_MAX: "10000000",
        ...env,
      });
      try {
        loads.push(
          await load(
            `${apiServer.url}/api/contact`,
            `POST /api/contact (${engine})`,
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
    }
  } finally {
    postgres.stop();
  }
  printLoad(loads);
  await writeResults("load.json", loads);
} finally {
  server.process.kill("SIGTERM");
  await once(server.process, "exit");
}

// The mail queue, in its own process: its figures and budgets are its own.
console.log("");
const mailBench = spawnSync(
  process.execPath,
  [path.join(root, "scripts/mail-bench.ts")],
  { cwd: root, stdio: "inherit" },
);
if (mailBench.status !== 0)
  failures.push("mail queue: see its table (scripts/mail-bench.ts)");

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

async function startServer(env: Record<string, string> = {}) {
  const { child, url } = await spawnServer({ ...process.env, ...env });
  return { process: child, url };
}

type Audit = Awaited<ReturnType<typeof audit>>;

async function audit(url: string, port: number, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  // A run Lighthouse itself could not complete (e.g. it missed the navigation
  // or the paint in its trace, which happens on a loaded machine) measures
  // nothing: run it again, at most twice, and say so.
  if (lhr.runtimeError) {
    if (attempt >= 3)
      throw new Error(
        `Lighthouse failed three times on ${url}: ${lhr.runtimeError.code}`,
      );
    console.log(
      `\n${url}: Lighthouse error ${lhr.runtimeError.code}, running again`,
    );
    return audit(url, port, attempt + 1);
  }
  const audits = lhr.audits;
  const summary = audits["resource-summary"]?.details;
  const summaryItems = summary?.type === "table" ? summary.items : [];
  const transfer = (type: string): number => {
    const size = summaryItems.find(
      (item) => item.resourceType === type,
    )?.transferSize;
    return typeof size === "number" ? size : 0;
  };
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

function medians(runs: Record<string, number>[]): Record<string, number> {
  const result: Record<string, number> = {};
  for (const key of Object.keys(runs[0] ?? {})) {
    const sorted = runs.map((run) => run[key] ?? 0).sort((a, b) => a - b);
    result[key] = sorted[Math.floor(sorted.length / 2)] ?? 0;
  }
  return result;
}

function printLighthouse(rows: LighthouseRow[]): void {
  const jsBudget = (row: LighthouseRow) =>
    row.hasForm ? budgets.formJsBytes : budgets.plainJsBytes;
  const tbtBudget = (row: LighthouseRow) =>
    row.hasForm ? budgets.formTbtMs : budgets.plainTbtMs;
  const columns: Column[] = [
    ["Perf", "performance", (v) => v >= budgets.performance, String],
    ["A11y", "accessibility", (v) => v >= budgets.accessibility, String],
    ["BP", "best-practices", (v) => v >= budgets["best-practices"], String],
    ["SEO", "seo", (v) => v >= budgets.seo, String],
    [
      "LCP",
      "lcpMs",
      (v) => v <= budgets.lcpMs,
      (v) => `${(v / 1000).toFixed(2)} s`,
    ],
    [
      "TBT",
      "tbtMs",
      (v, row) => Math.round(v) <= tbtBudget(row),
      (v) => `${Math.round(v)} ms`,
    ],
    ["CLS", "cls", (v) => v <= budgets.cls, (v) => v.toFixed(3)],
    ["JS", "jsBytes", (v, row) => v <= jsBudget(row), kb],
    ["CSS", "cssBytes", (v) => v <= budgets.cssBytes, kb],
    [
      "Dead tap",
      "deadTapMs",
      (v) => v <= budgets.deadTapMs,
      (v) => `${Math.round(v)} ms`,
    ],
  ];
  const header = [
    "Route".padEnd(24),
    ...columns.map(([name]) => String(name).padStart(10)),
    "  TBT / dead tap of each run",
  ].join("");
  console.log(
    `Lighthouse 13, mobile, median of ${RUNS}; dead-tap window: real Chromium tapping the menu button on an emulated phone (4× CPU, 1.6 Mbit/s, 150 ms RTT), median of ${DEAD_TAP_RUNS}`,
  );
  console.log(
    `Budgets: 100 / 100 / 100 / 100, LCP ≤ ${(budgets.lcpMs / 1000).toFixed(2)} s, CLS 0, CSS ≤ ${kb(budgets.cssBytes)}, dead tap ≤ ${budgets.deadTapMs} ms on every page; pages without a form: JS ${budgets.plainJsBytes} B and TBT ${budgets.plainTbtMs} ms; form pages (*): JS ≤ ${kb(budgets.formJsBytes)}, TBT ≤ ${budgets.formTbtMs} ms`,
  );
  console.log(header);
  for (const row of rows) {
    const cells = columns.map(([, key, ok, format]) => {
      const value = row.metrics[key] ?? 0;
      const good = ok(value, row);
      if (!good) failures.push(`${row.page}: ${key} = ${value}`);
      return `${format(value)}${good ? " " : "✗"}`.padStart(10);
    });
    const label = row.hasForm ? `${row.page} *` : row.page;
    console.log(
      [
        label.padEnd(24),
        ...cells,
        `  ${row.tbtRuns.join(" / ")} ms; ${row.deadTapRuns.join(" / ")} ms${row.deadTapRepeated ? ` (${row.deadTapRepeated} repeated after a stall of the machine)` : ""}`,
      ].join(""),
    );
  }
  console.log(
    "JS and CSS are transferred bytes, response headers included; CSS counts the inline stylesheet at its brotli size.",
  );
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** A script of the contact page: most pages load none. */
async function firstAsset(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/kontakt`)).text();
  const asset = html.match(/\/assets\/[\w-]+\.js/)?.[0];
  if (!asset) throw new Error("no hashed asset on the contact page");
  return asset;
}

async function load(
  url: string,
  label: string,
  options: LoadOptions = {},
): Promise<LoadRow> {
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

function printLoad(rows: LoadRow[]): void {
  console.log(
    `${"Target".padEnd(40)}${"req/s".padStart(10)}${"p50".padStart(10)}${"p99".padStart(10)}${"errors".padStart(10)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.target.padEnd(40)}${String(row.requestsPerSecond).padStart(10)}${`${row.p50Ms} ms`.padStart(10)}${`${row.p99Ms} ms`.padStart(10)}${String(row.errors).padStart(10)}`,
    );
  }
}

async function writeResults(name: string, data: unknown): Promise<void> {
  const dir = path.join(root, "bench-results");
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), `${JSON.stringify(data, null, 2)}\n`);
}

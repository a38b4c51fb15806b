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
import { chromiumArgs, findChromium } from "../tests/e2e/browser.ts";
import { precompress } from "./precompress.ts";
import { spawnServer } from "./spawn-server.ts";
import { createDatabase, startPostgres } from "../tests/support/postgres.ts";

/** One route's Lighthouse figures: the median of its runs. */
interface LighthouseRow {
  page: string;
  metrics: Record<string, number>;
  tbtRuns: number[];
  reference?: boolean;
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
  ok: (value: number) => boolean,
  format: (value: number) => string,
];

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
  rows.push({ ...(await measure(referenceServer.url, "/")), reference: true });
  await chrome.kill();
  console.log("\n");

  async function measure(
    baseUrl: string,
    page: string,
  ): Promise<LighthouseRow> {
    const runs: Audit[] = [];
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
    ["TBT", "tbtMs", (v) => v <= budgets.tbtMs, (v) => `${Math.round(v)} ms`],
    ["CLS", "cls", (v) => v <= budgets.cls, (v) => v.toFixed(3)],
    ["JS", "jsBytes", () => true, kb],
    ["CSS", "cssBytes", () => true, kb],
  ];
  const header = [
    "Route".padEnd(24),
    ...columns.map(([name]) => String(name).padStart(10)),
    "  TBT of each run",
  ].join("");
  console.log(
    `Lighthouse 13, mobile, median of ${RUNS} (budget: 100 / 100 / 100 / 100, LCP ≤ 1.00 s, TBT ≤ 30 ms, CLS 0; home JS ≤ 110 kB, CSS ≤ 12 kB)`,
  );
  console.log(header);
  for (const row of rows) {
    const cells = columns.map(([, key, ok, format]) => {
      const value = row.metrics[key] ?? 0;
      const good = ok(value);
      // The reference row shows the machine's floor; it has no budget.
      if (!good && !row.reference)
        failures.push(`${row.page}: ${key} = ${value}`);
      return `${format(value)}${good || row.reference ? " " : "✗"}`.padStart(
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

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

async function firstAsset(baseUrl: string): Promise<string> {
  const html = await (await fetch(baseUrl)).text();
  const asset = html.match(/\/assets\/[\w-]+\.js/)?.[0];
  if (!asset) throw new Error("no hashed asset on the home page");
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

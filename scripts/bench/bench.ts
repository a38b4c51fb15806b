// npm run bench: what a visitor and the owner's machine get from this tree
// (decision 038). Builds it and serves it with the production server, runs
// Lighthouse (mobile, default throttling, median of BENCH_RUNS, default 5) on
// every page of the sitemap, one page at a time, beside a one-file static page
// (the limit: no page can paint sooner over the same throttled connection),
// and holds each page's figures to the budget table below. Then load-tests the
// server (autocannon) and runs the mail queue's and the updates' benches
// (scripts/bench/mail.ts, scripts/bench/updates.ts). Exits non-zero when a
// budget is missed or the load run sees an error. Results also land in
// bench-results/. The menu's dead-tap measure and its stall watcher are in
// lab/ (lab/README.md), outside this bench.
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findChromium } from "../../tests/e2e/browser.ts";
import { createDatabase, startPostgres } from "../../tests/support/postgres.ts";
import { spawnServer } from "../../tests/support/spawn-server.ts";

/**
 * Lighthouse runs per page. On this two-core machine one page's LCP varies by
 * about ±25 ms from run to run; the median of five by about ±10 ms.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = path.resolve(import.meta.dirname, "../..");

/** The limit's page: a heading and a few paragraphs, as a page of the site opens. */
const LIMIT_PAGE = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Die Grenze</title>
<meta name="description" content="Eine Seite in einer Datei: was über dieselbe Leitung nicht schneller geht.">
<link rel="icon" href="data:,">
<style>
body { margin: 0 auto; max-width: 40rem; padding: 1.5rem; font: 1rem/1.6 system-ui, sans-serif; color: #1c1917; background: #fafaf9; }
h1 { font-size: 2rem; line-height: 1.2; margin: 2rem 0 1rem; }
p { margin: 0 0 1rem; }
</style>
</head>
<body>
<main>
<h1>Software für das Handwerk, die im Betrieb mitläuft</h1>
<p>Diese Seite besteht aus einer einzigen Datei: Text und Gestaltung kommen mit der ersten Antwort des Servers, ohne Skript, ohne Schrift und ohne Bild.</p>
<p>Schneller kann eine Seite über dieselbe gedrosselte Leitung nicht erscheinen. Jede Seite der Website wird an ihr gemessen.</p>
<p>Was darüber hinausgeht, kostet Zeit: jede weitere Datei, jedes Skript, jede Schrift.</p>
</main>
</body>
</html>
`;

/** One page's Lighthouse figures: one run's, or the medians of its runs. */
interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** The page's LCP over the limit page's, measured in the same bench run. */
  lcpRatio: number;
  tbtMs: number;
  cls: number;
  /** Transferred bytes, response headers included: the whole page. */
  totalBytes: number;
  jsBytes: number;
  /** Stylesheets, the inline ones counted at their brotli size. */
  cssBytes: number;
}

interface PageRow {
  page: string;
  /** Whether the page ships JavaScript (its form): the form pages' budgets apply. */
  hasForm: boolean;
  figures: Figures;
  tbtRuns: number[];
}

/** A budget that differs between pages without a form and the form pages. */
interface PerPage {
  plain: number;
  form: number;
}

/** A column of the Lighthouse table and the budget of its figure, if any. */
interface Column {
  label: string;
  metric: keyof Figures;
  /** The least the figure may be. */
  least?: number;
  /** The most the figure may be. */
  most?: number | PerPage;
  format: (value: number) => string;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const score = String;

/**
 * The budgets, one column each: every Lighthouse category 100; LCP at most
 * 1.1 times the limit page's in the same run (never an old absolute figure:
 * the limit itself varies by day); CLS 0; CSS at most 12 kB. Pages without a
 * form run nothing: no JavaScript, no blocking time. The form pages load React
 * after their first paint: at most 110 kB of JavaScript and 30 ms of TBT.
 */
const COLUMNS: readonly Column[] = [
  { label: "Perf", metric: "performance", least: 100, format: score },
  { label: "A11y", metric: "accessibility", least: 100, format: score },
  { label: "BP", metric: "bestPractices", least: 100, format: score },
  { label: "SEO", metric: "seo", least: 100, format: score },
  {
    label: "LCP",
    metric: "lcpMs",
    format: (v) => `${(v / 1000).toFixed(2)} s`,
  },
  {
    label: "× limit",
    metric: "lcpRatio",
    most: 1.1,
    format: (v) => `${v.toFixed(2)}×`,
  },
  { label: "TBT", metric: "tbtMs", most: { plain: 0, form: 30 }, format: ms },
  { label: "CLS", metric: "cls", most: 0, format: (v) => v.toFixed(3) },
  {
    label: "JS",
    metric: "jsBytes",
    most: { plain: 0, form: 110_000 },
    format: kb,
  },
  { label: "CSS", metric: "cssBytes", most: 12_000, format: kb },
  { label: "All", metric: "totalBytes", format: kb },
];

/** The budget a page misses in a column, as a line of the summary (undefined: met, or none). */
function missed(column: Column, row: PageRow): string | undefined {
  const { label, metric, least, most, format } = column;
  const value = row.figures[metric];
  const limit =
    typeof most === "object" ? most[row.hasForm ? "form" : "plain"] : most;
  if (least !== undefined && !(value >= least))
    return `${row.page}: ${label} ${format(value)}, budget ≥ ${format(least)}`;
  if (limit !== undefined && !(value <= limit))
    return `${row.page}: ${label} ${format(value)}, budget ≤ ${format(limit)}`;
  return undefined;
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

type Server = Awaited<ReturnType<typeof startServer>>;

async function main(): Promise<void> {
  build();
  const pages = pageList();
  const failures: string[] = [];
  const server = await startServer();
  try {
    failures.push(...(await lighthouseSection(server.url, pages)));
    failures.push(...(await loadSection(server.url)));
  } finally {
    await stopServer(server);
  }
  // The mail queue, the updates and the spam defence, each in its own
  // process: their figures and budgets are their own.
  failures.push(...childBench("scripts/bench/mail.ts", "mail queue"));
  failures.push(...childBench("scripts/bench/updates.ts", "updates"));
  failures.push(...childBench("scripts/bench/spam.ts", "spam"));
  failures.push(
    ...childBench("scripts/bench/spam-content.ts", "spam: what enquiries say"),
  );
  if (failures.length > 0) {
    const list = failures.map((failure) => `  - ${failure}`).join("\n");
    console.log(`\n${failures.length} budget(s) missed:\n${list}`);
    process.exit(1);
  }
  console.log("\nEvery budget met.");
}

/** This tree's two builds: the default one and the one with form delivery. */
function build(): void {
  console.log("Building …");
  for (const script of ["build", "build:delivery"]) {
    const run = spawnSync("npm", ["run", script], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

/** The page paths of the build's sitemap, in order: the page list as built. */
function pageList(): string[] {
  const xml = readFileSync(path.join(root, "build/client/sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] || "/",
  );
}

async function startServer(env: Record<string, string> = {}) {
  const { child, url } = await spawnServer({ ...process.env, ...env });
  return { process: child, url };
}

async function stopServer(server: Server): Promise<void> {
  server.process.kill("SIGTERM");
  await once(server.process, "exit");
}

/** Lighthouse on the limit page and every page; returns the budgets missed. */
async function lighthouseSection(
  serverUrl: string,
  pages: string[],
): Promise<string[]> {
  const limitPage = await serveLimitPage();
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  let limit: PageRow;
  const rows: PageRow[] = [];
  try {
    // One discarded run first: the browser's first page load pays one-off costs.
    await audit(`${serverUrl}/`, chrome.port);
    limit = await measure(limitPage.url, "/", chrome.port);
    for (const page of pages)
      rows.push(await measure(serverUrl, page, chrome.port));
  } finally {
    chrome.kill();
    await limitPage.close();
  }
  console.log("\n");
  for (const row of [limit, ...rows])
    row.figures.lcpRatio = row.figures.lcpMs / limit.figures.lcpMs;
  printLighthouse(rows, limit);
  await writeResults("lighthouse.json", { limit, pages: rows });
  return rows.flatMap((row) =>
    COLUMNS.map((column) => missed(column, row)).filter(
      (line): line is string => line !== undefined,
    ),
  );
}

/** One page's runs, one after the other, and their medians. */
async function measure(
  baseUrl: string,
  page: string,
  port: number,
): Promise<PageRow> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++)
    runs.push(await audit(`${baseUrl}${page}`, port));
  process.stdout.write(".");
  const html = await (await fetch(`${baseUrl}${page}`)).text();
  return {
    page,
    hasForm: html.includes('type="module"'),
    figures: medians(runs),
    tbtRuns: runs.map((run) => run.tbtMs),
  };
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/**
 * One Lighthouse run. A run Lighthouse itself could not complete (e.g. it
 * missed the navigation or the paint in its trace, which happens on a loaded
 * machine) measures nothing: it runs again, at most twice, and says so.
 */
async function audit(url: string, port: number, attempt = 1): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const error = result.lhr.runtimeError;
  if (!error) return figuresOf(result);
  if (attempt >= 3)
    throw new Error(`Lighthouse failed three times on ${url}: ${error.code}`);
  console.log(`\n${url}: Lighthouse error ${error.code}, running again`);
  return audit(url, port, attempt + 1);
}

function figuresOf({ lhr, artifacts }: LighthouseResult): Figures {
  const { audits, categories } = lhr;
  const summary = audits["resource-summary"]?.details;
  const items = summary?.type === "table" ? summary.items : [];
  const transfer = (type: string): number => {
    const size = items.find((item) => item.resourceType === type)?.transferSize;
    return typeof size === "number" ? size : 0;
  };
  // Inlined styles count as CSS too: their brotli size inside the HTML.
  const inlineCss = (artifacts.Stylesheets ?? [])
    .filter((sheet) => sheet.header.isInline)
    .reduce((sum, sheet) => sum + brotliCompressSync(sheet.content).length, 0);
  const percent = (id: string) =>
    Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: percent("performance"),
    accessibility: percent("accessibility"),
    bestPractices: percent("best-practices"),
    seo: percent("seo"),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Infinity,
    lcpRatio: NaN,
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? Infinity),
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Infinity,
    totalBytes: transfer("total"),
    jsBytes: transfer("script"),
    cssBytes: transfer("stylesheet") + inlineCss,
  };
}

function medians(runs: Figures[]): Figures {
  const result = { ...runs[0]! };
  for (const key of Object.keys(result) as (keyof Figures)[])
    result[key] = median(runs.map((run) => run[key]));
  return result;
}

/** The middle value; for an even count, the mean of the two middle ones. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? (sorted[middle - 1]! + sorted[middle]!) / 2
    : sorted[Math.floor(middle)]!;
}

/**
 * The physical limit: one small page in one file (inline CSS, no script, no
 * other request, not even for its icon), brotli-compressed, from a bare
 * node:http server on a free loopback port. No page of the site can paint
 * sooner over the same throttled connection; Lighthouse measures it with the
 * same runs as the pages.
 */
async function serveLimitPage() {
  const compressed = brotliCompressSync(LIMIT_PAGE);
  const server = createServer((request, response) => {
    if (request.url !== "/") {
      response.writeHead(404).end();
      return;
    }
    const brotli = /\bbr\b/.test(request.headers["accept-encoding"] ?? "");
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      vary: "accept-encoding",
      ...(brotli && { "content-encoding": "br" }),
    });
    response.end(brotli ? compressed : LIMIT_PAGE);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function printLighthouse(rows: PageRow[], limit: PageRow): void {
  const size = kb(brotliCompressSync(LIMIT_PAGE).length);
  console.log(
    `Lighthouse 13, mobile, median of ${RUNS}; the limit: one static file of ${size} (inline CSS, no script), the same runs`,
  );
  console.log(`Budgets: ${COLUMNS.flatMap(describeBudget).join(", ")}`);
  const header = COLUMNS.map(({ label }) => label.padStart(10));
  console.log(["Route".padEnd(24), ...header, "  TBT of each run"].join(""));
  // The limit's row: its figures beside the pages', no budget of its own
  // (and no category scores: it is no page of the site).
  const limitCells = COLUMNS.map(({ metric, least, format }) =>
    `${least === undefined ? format(limit.figures[metric]) : "–"} `.padStart(
      10,
    ),
  );
  printRow("limit: one file", limitCells, limit.tbtRuns);
  for (const row of rows) {
    const cells = COLUMNS.map((column) => {
      const value = column.format(row.figures[column.metric]);
      return `${value}${missed(column, row) ? "✗" : " "}`.padStart(10);
    });
    printRow(row.hasForm ? `${row.page} *` : row.page, cells, row.tbtRuns);
  }
  console.log(
    "JS, CSS and All are transferred bytes, response headers included; CSS counts the inline stylesheet at its brotli size. × limit: the page's LCP over the limit's. *: a form page.",
  );
}

function printRow(label: string, cells: string[], tbtRuns: number[]): void {
  const each = `  ${tbtRuns.join(" / ")} ms`;
  console.log([label.padEnd(24), ...cells, each].join(""));
}

/** A column's budget in words, for the line above the table. */
function describeBudget({ label, least, most, format }: Column): string[] {
  if (least !== undefined) return [`${label} ≥ ${format(least)}`];
  if (most === undefined) return [];
  if (typeof most === "number") return [`${label} ≤ ${format(most)}`];
  return [
    `${label} ≤ ${format(most.plain)} (form pages: ${format(most.form)})`,
  ];
}

/**
 * Ten seconds of autocannon each: the home page and a script (100
 * connections, brotli), the home page with the visitor log written to daily
 * files, and the form API on both stores. Returns the targets that saw errors.
 */
async function loadSection(serverUrl: string): Promise<string[]> {
  console.log(
    "\nLoad (autocannon, 10 s; pages and assets: 100 connections, brotli; API: 20 connections):",
  );
  const rows: LoadRow[] = [];
  for (const target of ["/", await firstAsset(serverUrl)])
    rows.push(await load(`${serverUrl}${target}`, target));
  rows.push(await loadWithLogFiles());
  rows.push(...(await loadApi()));
  printLoad(rows);
  await writeResults("load.json", rows);
  return rows
    .filter((row) => row.errors > 0)
    .map((row) => `load on ${row.target}: ${row.errors} errors`);
}

/** A script of the contact page: most pages load none. */
async function firstAsset(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/kontakt`)).text();
  const asset = html.match(/\/assets\/[\w-]+\.js/)?.[0];
  if (!asset) throw new Error("no hashed asset on the contact page");
  return asset;
}

/**
 * The home page with the visitor log in daily files (LOG_DIR) instead of
 * standard output: what counting visitors costs.
 */
async function loadWithLogFiles(): Promise<LoadRow> {
  const logDir = mkdtempSync(path.join(tmpdir(), "bench-logs-"));
  const server = await startServer({ LOG_DIR: logDir });
  try {
    return await load(`${server.url}/`, "/ (log in LOG_DIR)");
  } finally {
    await stopServer(server);
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** The form API on both stores: SQLite (one machine) and PostgreSQL (several). */
async function loadApi(): Promise<LoadRow[]> {
  const postgres = await startPostgres();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  try {
    const stores: [string, Record<string, string>][] = [
      ["SQLite", { DATA_DIR: dataDir }],
      ["PostgreSQL", { DATABASE_URL: await createDatabase(postgres.url) }],
    ];
    const rows: LoadRow[] = [];
    for (const [engine, env] of stores)
      rows.push(await loadContactForm(engine, env));
    return rows;
  } finally {
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function loadContactForm(
  engine: string,
  env: Record<string, string>,
): Promise<LoadRow> {
  const server = await startServer({
    BUILD_DIR: "build-delivery",
    RATE_LIMIT_MAX: "10000000",
    ...env,
  });
  try {
    return await load(
      `${server.url}/api/contact`,
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
    );
  } finally {
    await stopServer(server);
  }
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
  return {
    target: label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function printLoad(rows: LoadRow[]): void {
  const line = (cells: string[]) =>
    console.log(
      [cells[0]!.padEnd(40), ...cells.slice(1).map((c) => c.padStart(10))].join(
        "",
      ),
    );
  line(["Target", "req/s", "p50", "p99", "errors"]);
  for (const row of rows)
    line([
      row.target,
      String(row.requestsPerSecond),
      `${row.p50Ms} ms`,
      `${row.p99Ms} ms`,
      String(row.errors),
    ]);
}

/** Runs another bench as a child process; returns its failure, if any. */
function childBench(script: string, name: string): string[] {
  console.log("");
  const run = spawnSync(process.execPath, [path.join(root, script)], {
    cwd: root,
    stdio: "inherit",
  });
  return run.status === 0 ? [] : [`${name}: see its table (${script})`];
}

async function writeResults(name: string, data: unknown): Promise<void> {
  const dir = path.join(root, "bench-results");
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), `${JSON.stringify(data, null, 2)}\n`);
}

await main();

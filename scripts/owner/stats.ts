// npm run stats: what the site brings, from the server's own visitor log
// (LOG_DIR), without cookies: GoAccess's report in STATS_DIR and a German
// summary. Its help (npm run stats -- --help) is the command at the end.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { buildDirOf, deliverySettings } from "../../server/config.ts";
import { germanDateTime } from "../../server/berlin-time.ts";
import {
  type DayFigures,
  daysFileOf,
  figuresOfFile,
  keptDays,
} from "../../server/visitor-figures.ts";
import { LOG_FILE, VISITOR_LOG_FORMAT } from "../../server/visitor-log.ts";
import { defineCommand } from "./cli/command.ts";
import { type CommandIo, lineTo, runAsProcess } from "./cli/io.ts";
import { runCommand } from "./cli/run.ts";

/** One entry of a GoAccess panel in its JSON report. */
interface PanelItem {
  data: string;
  hits: { count: number };
  visitors: { count: number };
}
interface Report {
  general: { unique_visitors: number; total_requests: number };
  requests: { data: PanelItem[] };
  not_found: { data: PanelItem[] };
  referring_sites: { data: PanelItem[] };
  browsers: { data: (PanelItem & { items?: PanelItem[] })[] };
  os: { data: PanelItem[] };
}

/** Where the summary's lines go: the command's standard output. */
type Say = (line?: string) => void;

/**
 * Why the report cannot be made here, in words for the owner; undefined
 * when it can.
 */
function obstacle(
  logDir: string | undefined,
  statsDir: string,
  env: NodeJS.ProcessEnv,
): string | undefined {
  if (!logDir)
    return "LOG_DIR ist nicht gesetzt: Der Server schreibt kein Besucherprotokoll, aus dem sich zählen ließe. Starten Sie den Server mit LOG_DIR=/var/log/zunftwerk (docs/operations.md) und rufen Sie npm run stats mit demselben LOG_DIR auf.";
  // The report is the owner's: never where the server serves files from.
  const publicRoot = path.join(buildDirOf(env), "client");
  if (!path.relative(publicRoot, statsDir).startsWith(".."))
    return `STATS_DIR (${statsDir}) liegt in den öffentlichen Dateien der Website (${publicRoot}): Dort könnte jeder den Bericht lesen. Wählen Sie einen Ordner außerhalb (Standard ist ./stats).`;
  const goaccess = spawnSync("goaccess", ["--version"], {
    encoding: "utf8",
    env,
  });
  if (goaccess.error)
    return "GoAccess ist nicht installiert. Installieren Sie es mit sudo apt-get install goaccess (Debian, Ubuntu) oder brew install goaccess (macOS); siehe https://goaccess.io/download.";
  return undefined;
}

/** The files GoAccess writes into STATS_DIR. */
const reportFiles = (statsDir: string) => ({
  html: path.join(statsDir, "report.html"),
  json: path.join(statsDir, "report.json"),
  crawlersJson: path.join(statsDir, "crawlers.json"),
});

/**
 * GoAccess over the log files, twice: the visitors (HTML and JSON report)
 * and the crawlers apart. Undefined when it ran, else why not.
 */
function runGoAccess(
  files: string[],
  statsDir: string,
  env: NodeJS.ProcessEnv,
): string | undefined {
  const db = (name: string) => {
    const dir = path.join(statsDir, "db", name);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return dir;
  };
  // Crawlers are written as Crawler/Name: this tells GoAccess they are.
  const browsersList = path.join(statsDir, "crawlers.list");
  mkdirSync(statsDir, { recursive: true, mode: 0o700 });
  writeFileSync(browsersList, "Crawler\tCrawlers\n", { mode: 0o600 });
  const common = [
    `--log-format=${VISITOR_LOG_FORMAT.logFormat}`,
    `--date-format=${VISITOR_LOG_FORMAT.dateFormat}`,
    `--time-format=${VISITOR_LOG_FORMAT.timeFormat}`,
    // The host field is the visitor key: a hash, not an address.
    "--no-ip-validation",
    `--browsers-file=${browsersList}`,
    "--ignore-panel=HOSTS",
    "--ignore-panel=GEO_LOCATION",
    "--persist",
    "--restore",
    // A year and a bit of figures; older days leave the report.
    "--keep-last=400",
    "--no-progress",
  ];
  const { html, json, crawlersJson } = reportFiles(statsDir);
  const runs: [string, string[]][] = [
    [
      "den Besuchern",
      [
        "--ignore-crawlers",
        `--db-path=${db("visitors")}`,
        "--html-report-title=Zunftwerk: Besucher der Website",
        `--output=${html}`,
        `--output=${json}`,
      ],
    ],
    [
      "den Crawlern",
      [
        "--crawlers-only",
        `--db-path=${db("crawlers")}`,
        `--output=${crawlersJson}`,
      ],
    ],
  ];
  for (const [name, args] of runs) {
    // Without a log file GoAccess would wait for standard input.
    const input = files.length > 0 ? files : ["/dev/null"];
    // The report and GoAccess's figures are the owner's alone: it writes
    // them under umask 077 (0600 files, 0700 folders), whatever ours is.
    const result = spawnSync(
      "/bin/sh",
      [
        "-c",
        'umask 077 && exec goaccess "$@"',
        "goaccess",
        ...input,
        ...common,
        ...args,
      ],
      { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env },
    );
    if (result.status !== 0)
      return `GoAccess ist bei ${name} fehlgeschlagen: ${result.stderr.trim()}`;
  }
  return undefined;
}

/**
 * Our own figures per day (days.json), from the files there are; days whose
 * file was deleted keep what an earlier run found.
 */
async function keepDays(files: string[], statsDir: string) {
  const daysFile = daysFileOf(statsDir);
  const days = await keptDays(statsDir);
  for (const file of files)
    for (const [day, figures] of await figuresOfFile(file))
      days.set(day, figures);
  writeFileSync(
    daysFile,
    `${JSON.stringify(Object.fromEntries([...days].sort()), null, 2)}\n`,
    { mode: 0o600 },
  );
  return { days, daysFile };
}

/** The command's run: what it wrote, or why it could not. */
async function main({ env, out }: CommandIo): Promise<number> {
  const say = lineTo(out);
  const { logDir, statsDir } = deliverySettings(env);
  const problem = obstacle(logDir, statsDir, env);
  if (problem || !logDir) {
    say(problem);
    return 1;
  }
  const files = existsSync(logDir)
    ? readdirSync(logDir)
        .filter((file) => LOG_FILE.test(file))
        .sort()
        .map((file) => path.join(logDir, file))
    : [];
  const failed = runGoAccess(files, statsDir, env);
  if (failed) {
    say(failed);
    return 1;
  }
  const { days, daysFile } = await keepDays(files, statsDir);
  const { html, json, crawlersJson } = reportFiles(statsDir);
  const report = JSON.parse(readFileSync(json, "utf8")) as Report;
  const crawlers = JSON.parse(readFileSync(crawlersJson, "utf8")) as Report;
  printSummary(report, crawlers, days, say);
  say();
  say(`Bericht: ${html} (öffnen Sie ihn im Browser)`);
  say(`Daten: ${json}, ${crawlersJson}, ${daysFile}`);
  return 0;
}

/** The days from `count - 1` days ago to today (German dates). */
function lastDays(count: number, today = new Date()): string[] {
  return Array.from(
    { length: count },
    (_, back) =>
      germanDateTime(new Date(today.getTime() - back * 86_400_000)).day,
  );
}

const top = (items: PanelItem[], count = 10) =>
  items
    .slice(0, count)
    .map((item) => `  ${String(item.hits.count).padStart(6)}  ${item.data}`);

function printSummary(
  report: Report,
  crawlers: Report,
  days: Map<string, DayFigures>,
  say: Say,
) {
  for (const span of [7, 30]) {
    const figures = lastDays(span).map((day) => days.get(day));
    const sum = (pick: (f: DayFigures) => number) =>
      figures.reduce((total, f) => total + (f ? pick(f) : 0), 0);
    say(
      `Letzte ${span} Tage: ${sum((f) => f.visitors)} Besucher (je Tag gezählt), ${sum((f) => f.pageViews)} Seitenaufrufe, ${sum((f) => f.enquiries.contact)} Kontaktanfragen, ${sum((f) => f.enquiries.signup)} Anmeldungen`,
    );
  }
  const pages = report.requests.data.filter(
    (item) => !item.data.startsWith("/api/"),
  );
  say();
  say("Seiten (Aufrufe):");
  for (const line of top(pages)) say(line);
  say();
  say("Herkunft (verweisende Websites):");
  for (const line of top(report.referring_sites.data)) say(line);
  const campaigns = new Map<string, number>();
  for (const item of report.requests.data) {
    const query = new URLSearchParams(item.data.split("?")[1] ?? "");
    const source = query.get("utm_source");
    if (!source) continue;
    const name = [source, query.get("utm_medium"), query.get("utm_campaign")]
      .filter(Boolean)
      .join(" / ");
    campaigns.set(name, (campaigns.get(name) ?? 0) + item.hits.count);
  }
  say();
  say("Kampagnen (utm_source / utm_medium / utm_campaign):");
  for (const [name, hits] of [...campaigns].sort((a, b) => b[1] - a[1]))
    say(`  ${String(hits).padStart(6)}  ${name}`);
  say();
  say("Nicht gefunden (404, Links auf die Website, die ins Leere führen):");
  for (const line of top(report.not_found.data)) say(line);
  say();
  say("Browser:");
  for (const line of top(report.browsers.data)) say(line);
  say("Systeme:");
  for (const line of top(report.os.data)) say(line);
  say();
  const names = crawlers.browsers.data.flatMap((group) => group.items ?? []);
  // GoAccess's total counts every line read: the crawlers' own are in its panel.
  const fetches = crawlers.browsers.data.reduce(
    (sum, group) => sum + group.hits.count,
    0,
  );
  say(`Crawler (nicht bei den Besuchern gezählt): ${fetches} Abrufe`);
  for (const line of top(
    names.map((item) => ({
      ...item,
      data: item.data.replace(/^Crawler\//, ""),
    })),
  ))
    say(line);
  say();
  say("Anfragen pro Tag (Kontakt / Anmeldung), letzte 30 Tage mit Anfragen:");
  for (const day of lastDays(30).reverse()) {
    const enquiries = days.get(day)?.enquiries;
    if (enquiries && enquiries.contact + enquiries.signup > 0)
      say(`  ${day}  ${enquiries.contact} / ${enquiries.signup}`);
  }
}

const statsCommand = defineCommand({
  name: "",
  summary:
    "Was die Website bringt: Besucher, Seiten, Herkunft und Anfragen, ohne Cookies.",
  help: `Liest das Besucherprotokoll des Servers (LOG_DIR). GoAccess macht daraus
einen Bericht als eine HTML-Datei und dessen JSON in STATS_DIR (Standard
./stats, nie unter den öffentlichen Dateien) und behält seine Zahlen
zwischen den Aufrufen: So bleibt ein Jahr davon, obwohl der Server die
Dateien des Protokolls nach ihrer Speicherfrist löscht. Rufen Sie den Befehl
daher täglich auf (docs/operations.md).

Die Zusammenfassung: Besucher und Seitenaufrufe der letzten 7 und 30 Tage,
Seiten, verweisende Websites, Kampagnen, Links ins Leere, Browser und
Systeme, Crawler (getrennt gezählt) und die Anfragen pro Tag.

Beispiel: LOG_DIR=/var/log/zunftwerk npm run stats`,
  run: (_input, io) => main(io),
});

/** npm run stats with these arguments and this io; its exit status. The tests call it with their own io. */
export function runStats(
  args: readonly string[],
  io: CommandIo,
): Promise<number> {
  return runCommand(statsCommand, args, io, "npm run stats");
}

if (import.meta.main) await runAsProcess(runStats);

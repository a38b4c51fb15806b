import { createReadStream, existsSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { formResultPath } from "../app/content/form-results.ts";
import { formPagePath } from "../app/content/pages.ts";
import { LOG_FILE } from "./visitor-log.ts";

/*
 * The figures of each day, counted from the visitor log (visitor-log.ts):
 * `npm run stats` keeps them in STATS_DIR/days.json for as long as GoAccess
 * keeps its own, and the weekly mail reads them from there and from the log
 * files still in LOG_DIR. Nothing in them names a visitor: counts, paths
 * without their query, and the host names of other sites.
 */

/** The figures of one day, as npm run stats keeps them (days.json). */
export interface DayFigures {
  visitors: number;
  pageViews: number;
  /** Contact requests and sign-ups taken (through the API and through the page). */
  enquiries: { contact: number; signup: number };
  /**
   * Page views per path (its query left out), the most viewed first, at most
   * KEPT_PER_DAY; missing in days an older version counted.
   */
  pages?: Record<string, number>;
  /** Page views that came from another site, per host name, as `pages`. */
  referrers?: Record<string, number>;
  /**
   * Visitors (distinct visitor keys) that came from another site, per host
   * name, as `pages`: the weekly mail lists a site only when several came
   * from it, so one client cannot put a site of its choice there (referrer
   * spam). Missing in days an older version counted.
   */
  referringVisitors?: Record<string, number>;
}

/** Pages and referring sites a day keeps: enough for a week's top list. */
const KEPT_PER_DAY = 20;

/** A successful enquiry in a line: the API's 201, or a page post that led to its "sent" page. */
const ENQUIRIES = {
  contact: {
    api: "/api/contact",
    page: formPagePath("contact"),
    sent: formResultPath("contactSent"),
  },
  signup: {
    api: "/api/signup",
    page: formPagePath("signup"),
    sent: formResultPath("signupSent"),
  },
} as const;

/** The fields of a visitor log line, or no match for a line that is not one. */
const LINE =
  /^(\d{4}-\d{2}-\d{2}) \S+ (\S+) (\S+) "([^"]*)" (\d{3}) \S+ \S+ "([^"]*)" "([^"]*)" (\S+)$/;

interface Counting {
  keys: Set<string>;
  pageViews: number;
  enquiries: { contact: number; signup: number };
  pages: Map<string, number>;
  referrers: Map<string, number>;
  referringKeys: Map<string, Set<string>>;
}

/** The host of a referrer's origin as the log writes it ("-": none). */
function hostOf(origin: string): string | undefined {
  if (origin === "-") return undefined;
  try {
    return new URL(decodeURIComponent(origin)).host || undefined;
  } catch {
    return undefined;
  }
}

const add = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);

/** One line counted into its day; a line that is no visit changes nothing. */
function countLine(days: Map<string, Counting>, line: string) {
  const match = LINE.exec(line);
  if (!match) return;
  const [, day, key, method, url, status, referrer, agent, led] = match;
  if (agent!.startsWith("Crawler/")) return;
  let figures = days.get(day!);
  if (!figures) {
    figures = {
      keys: new Set(),
      pageViews: 0,
      enquiries: { contact: 0, signup: 0 },
      pages: new Map(),
      referrers: new Map(),
      referringKeys: new Map(),
    };
    days.set(day!, figures);
  }
  // As GoAccess counts: a client whose every request failed is no visitor.
  if (Number(status) < 400) figures.keys.add(key!);
  const pathname = url!.split("?")[0]!;
  const ok = status === "200" || status === "304";
  if (
    (method === "GET" || method === "HEAD") &&
    ok &&
    !pathname.startsWith("/api/")
  ) {
    figures.pageViews++;
    add(figures.pages, pathname);
    const host = hostOf(referrer!);
    if (host) {
      add(figures.referrers, host);
      const keys = figures.referringKeys.get(host) ?? new Set<string>();
      figures.referringKeys.set(host, keys.add(key!));
    }
  }
  for (const form of ["contact", "signup"] as const) {
    const { api, page, sent } = ENQUIRIES[form];
    if (
      method === "POST" &&
      ((pathname === api && status === "201") ||
        (pathname.replace(/\/$/, "") === page && led === sent))
    )
      figures.enquiries[form]++;
  }
}

/** The most counted first (ties by name), at most KEPT_PER_DAY. */
const topOf = (counts: Map<string, number>) =>
  Object.fromEntries(
    [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, KEPT_PER_DAY),
  );

/**
 * Counts lines as they come: `add` each, then `days()` gives each day's
 * figures (one file of the log is one day, but a line says its own day).
 */
function dayCounter() {
  const days = new Map<string, Counting>();
  return {
    add: (line: string) => countLine(days, line),
    days: (): Map<string, DayFigures> =>
      new Map(
        [...days].map(([day, figures]) => [
          day,
          {
            visitors: figures.keys.size,
            pageViews: figures.pageViews,
            enquiries: figures.enquiries,
            pages: topOf(figures.pages),
            referrers: topOf(figures.referrers),
            referringVisitors: topOf(
              new Map(
                [...figures.referringKeys].map(([host, keys]) => [
                  host,
                  keys.size,
                ]),
              ),
            ),
          },
        ]),
      ),
  };
}

/** A day without a visit. */
const emptyDay = (): DayFigures => ({
  visitors: 0,
  pageViews: 0,
  enquiries: { contact: 0, signup: 0 },
  pages: {},
  referrers: {},
  referringVisitors: {},
});

/** The file in STATS_DIR where npm run stats keeps each day's figures. */
export const daysFileOf = (statsDir: string) =>
  path.join(statsDir, "days.json");

/** The figures npm run stats kept, by German day; none when it never ran there. */
export async function keptDays(
  statsDir: string,
): Promise<Map<string, DayFigures>> {
  const file = daysFileOf(statsDir);
  if (!existsSync(file)) return new Map();
  return new Map(
    Object.entries(
      JSON.parse(await readFile(file, "utf8")) as Record<string, DayFigures>,
    ),
  );
}

/** The log's daily files in LOG_DIR, oldest first, each with its German day. */
async function logFiles(
  logDir: string,
): Promise<{ day: string; file: string }[]> {
  if (!existsSync(logDir)) return [];
  return (await readdir(logDir))
    .flatMap((name) => {
      const day = LOG_FILE.exec(name)?.[1];
      return day ? [{ day, file: path.join(logDir, name) }] : [];
    })
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** A log file's figures, read a line at a time (a busy day's file is never held whole). */
export async function figuresOfFile(
  file: string,
): Promise<Map<string, DayFigures>> {
  const counter = dayCounter();
  const lines = createInterface({
    input: createReadStream(file, { encoding: "utf8" }),
    crlfDelay: Infinity,
  });
  for await (const line of lines) counter.add(line);
  return counter.days();
}

/**
 * The figures of the given German days: counted from the log file where it
 * is still there (the server deletes each after retention.serverLogDays),
 * else as npm run stats kept them; a day with neither is left out.
 */
export async function figuresOfDays(
  days: readonly string[],
  { logDir, statsDir }: { logDir?: string; statsDir?: string },
): Promise<Map<string, DayFigures>> {
  const found = new Map<string, DayFigures>();
  const kept = statsDir ? await keptDays(statsDir) : new Map();
  for (const day of days) {
    const figures = kept.get(day);
    if (figures) found.set(day, figures);
  }
  const files = logDir ? await logFiles(logDir) : [];
  for (const { day, file } of files) {
    if (!days.includes(day)) continue;
    // A file with no visit in it (crawlers only) is a day of none.
    found.set(day, (await figuresOfFile(file)).get(day) ?? emptyDay());
  }
  return found;
}

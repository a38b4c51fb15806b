import {
  type KeyObject,
  createHmac,
  createSecretKey,
  randomBytes,
} from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { type FileHandle, mkdir, open, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { retention } from "../app/content/retention.ts";
import { germanDateTime } from "./berlin-time.ts";

/**
 * The log made for counting visitors (decision 031): one line per request,
 * in daily files under LOG_DIR, deleted after `retention.serverLogDays`,
 * read by GoAccess (`npm run stats`) with VISITOR_LOG_FORMAT. It holds what
 * the report shows and nothing more:
 *
 *   2026-11-24 10:00:03 3f9a0c1d2e4b5a69 GET "/produkte/kehrtour?utm_source=x" 200 5120 0.004 "https://www.google.com" "Firefox/128 (Linux)"
 *
 * time (German time), visitor key, method, path with only the utm_source,
 * utm_medium and utm_campaign parameters, status, bytes, seconds, the
 * referrer's origin, the browser and system (or crawler name), and where a
 * form posted without JavaScript led (its result page, or "-"), which is
 * how `npm run stats` counts enquiries sent that way.
 */
export const VISITOR_LOG_FORMAT = {
  logFormat: '%d %t %h %m "%U" %s %b %T "%R" "%u" %^',
  dateFormat: "%Y-%m-%d",
  timeFormat: "%H:%M:%S",
} as const;

/** The file of one day's lines: `access-YYYY-MM-DD.log` (German date). */
export const LOG_FILE = /^access-(\d{4}-\d{2}-\d{2})\.log$/;

/** What a line is made from: one request as the server saw it. */
export interface VisitorRequest {
  /** The client's address (never written). */
  ip: string;
  method: string;
  /** The request's path and query as sent. */
  url: string;
  status: number;
  bytes: number;
  milliseconds: number;
  userAgent?: string;
  referrer?: string;
  /** Where the answer redirected (a plain form post's result page). */
  location?: string;
}

/** The query parameters a line keeps: where a campaign link brought the visitor from. */
const KEPT_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign"];
/** Longest path kept; a longer one is cut (a line stays one line a reader can parse). */
const MAX_PATH = 512;

/** Characters that could end the quoted field, the line, or mislead a reader. */
const UNSAFE = /["\\\s\p{Cc}]/gu;
/** The same characters, for a yes-or-no test (no global flag, no state between calls). */
const UNSAFE_TEST = new RegExp(UNSAFE.source, "u");
const escape = (text: string) =>
  text.replace(UNSAFE, (char) => encodeURIComponent(char));

/** The path with only the campaign parameters, percent-encoded where it could break the line. */
export function keptPath(url: string): string {
  // Most requests: a plain path with nothing to drop or encode.
  if (!url.includes("?") && !UNSAFE_TEST.test(url) && url.length <= MAX_PATH)
    return url;
  const [pathname = "/", query = ""] = url.split(/\?(.*)/s, 2);
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query))
    if (KEPT_PARAMETERS.includes(name)) kept.append(name, value.slice(0, 100));
  const search = kept.toString();
  return escape(
    (pathname.slice(0, MAX_PATH) + (search ? `?${search}` : "")).slice(
      0,
      MAX_PATH + 400,
    ),
  );
}

/** The referrer's origin, or "-" (none, not a web address, or the site itself). */
export function referrerOrigin(referrer: string | undefined, own?: string) {
  if (!referrer) return "-";
  try {
    const { protocol, origin } = new URL(referrer);
    if (protocol !== "http:" && protocol !== "https:") return "-";
    return origin === own ? "-" : escape(origin);
  } catch {
    return "-";
  }
}

/**
 * Longest user agent looked at: real browsers send under 300 characters.
 * Only this much reaches a pattern, the memory below or the visitor key, so
 * a 100 kB header costs what a browser's does.
 */
const MAX_USER_AGENT = 512;

/**
 * Crawlers by their product name; each is written as `Crawler/Name`. The
 * user agent is cut into its runs of `[\w.-]` from their first letter (one
 * pass, no run looked at twice); a run names a crawler when, after its first
 * letter, it has one of the words at the end of a word, or anywhere one of
 * the tool names. Linear in the length: no pattern backtracks over a run.
 */
const CRAWLER_RUN = /[A-Za-z][\w.-]*/g;
const CRAWLER_WORD = /(?:bot|crawler|spider|slurp|fetcher|scraper)(?!\w)/i;
const CRAWLER_TOOL =
  /facebookexternalhit|curl|wget|python-requests|Go-http-client|HeadlessChrome|Lighthouse/i;

/** The crawler's name in a user agent, or undefined for a browser. */
function crawlerName(userAgent: string): string | undefined {
  for (const [run] of userAgent.matchAll(CRAWLER_RUN)) {
    const word = CRAWLER_WORD.exec(run.slice(1));
    if (word) return run.slice(0, 1 + word.index + word[0].length);
    const tool = CRAWLER_TOOL.exec(run)?.[0];
    if (tool) return tool;
  }
  return undefined;
}

/**
 * What the report shows of a user agent: the browser and its major version
 * and the system (`Firefox/128 (Linux)`), or the crawler's name
 * (`Crawler/Googlebot`); the rest of the string is never written.
 */
export function reducedUserAgent(userAgent: string | undefined): string {
  if (!userAgent) return "-";
  const cut = userAgent.slice(0, MAX_USER_AGENT);
  let reduced = reducedAgents.get(cut);
  if (reduced === undefined) {
    // Few browsers make most visits: each string is reduced once. The
    // strings stay in this bounded memory only, never in a file.
    if (reducedAgents.size >= 1000) reducedAgents.clear();
    reduced = reduce(cut);
    reducedAgents.set(cut, reduced);
  }
  return reduced;
}
const reducedAgents = new Map<string, string>();

function reduce(userAgent: string): string {
  const crawler = crawlerName(userAgent);
  if (crawler) return `Crawler/${crawler.slice(0, 40)}`;
  const version = (pattern: RegExp) => pattern.exec(userAgent)?.[1];
  const browsers: [string, RegExp][] = [
    ["Edg", /Edg(?:e|A|iOS)?\/(\d+)/],
    ["Opera", /OPR\/(\d+)/],
    ["SamsungBrowser", /SamsungBrowser\/(\d+)/],
    ["Firefox", /(?:Firefox|FxiOS)\/(\d+)/],
    ["Chrome", /(?:Chrome|CriOS)\/(\d+)/],
    ["Safari", /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/],
  ];
  const found = browsers.find(([, pattern]) => version(pattern));
  const browser = found ? `${found[0]}/${version(found[1])}` : "Unknown";
  // Tokens GoAccess knows, for the report's systems panel.
  const systems: [string, RegExp][] = [
    ["Android", /Android/],
    ["iPhone", /iPhone/],
    ["iPad", /iPad/],
    ["CrOS", /CrOS/],
    ["Windows NT 10.0", /Windows/],
    ["Mac OS X", /Macintosh|Mac OS X/],
    ["Linux", /Linux/],
  ];
  const system = systems.find(([, pattern]) => pattern.test(userAgent));
  return system ? `${browser} (${system[0]})` : browser;
}

/**
 * The visitor key: a keyed hash of the full address and user agent with the
 * secret of the day. The same visitor has the same key all day; the next day
 * the secret is new and the old one is gone, so nobody, the company included,
 * can link a key to an address or to the visitor's other days.
 */
export type VisitorKeyer = (ipAndAgent: string) => Promise<string>;

/** A keyer with the secret in this process's memory only (one instance). */
export function memoryKeyer(now = () => new Date()): VisitorKeyer {
  let secret: { day: string; value: KeyObject } | undefined;
  return async (value) => {
    const { day } = germanDateTime(now());
    // A key object: HMAC with it costs a sixth of HMAC with the raw bytes.
    if (secret?.day !== day)
      secret = { day, value: createSecretKey(randomBytes(32)) };
    return createHmac("sha256", secret.value)
      .update(value)
      .digest("hex")
      .slice(0, 16);
  };
}

/** One line of the log. */
export async function visitorLogLine(
  request: VisitorRequest,
  keyOf: VisitorKeyer,
  { now = new Date(), ownOrigin }: { now?: Date; ownOrigin?: string } = {},
): Promise<string> {
  const { day, clock } = germanDateTime(now);
  const userAgent = request.userAgent?.slice(0, MAX_USER_AGENT);
  const key = await keyOf(`${request.ip} ${userAgent ?? ""}`);
  return [
    day,
    clock,
    key.slice(0, 16),
    escape(request.method),
    `"${keptPath(request.url)}"`,
    request.status,
    request.bytes,
    (request.milliseconds / 1000).toFixed(3),
    `"${referrerOrigin(request.referrer, ownOrigin)}"`,
    `"${reducedUserAgent(userAgent)}"`,
    request.location?.startsWith("/") ? keptPath(request.location) : "-",
  ].join(" ");
}

const DAY_MS = 86_400_000;
/**
 * After a write fault (a full disk, a file that cannot be opened), how long
 * the lines are dropped before the day's file is opened again.
 */
const REOPEN_MS = 10_000;

/** Whether a file is empty, missing or ends with a line break. */
async function endsLine(file: string): Promise<boolean> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(file, "r");
    const { size } = await handle.stat();
    if (size === 0) return true;
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    return last[0] === 0x0a;
  } catch {
    return true;
  } finally {
    await handle?.close();
  }
}

/**
 * The day's file, opened as lines come. A fault drops the lines, is reported
 * once, and after REOPEN_MS the file is opened afresh (a destroyed stream
 * writes nothing, ever): the owner reads when it broke and when it works
 * again, and the next fault is reported again.
 */
function dailyFiles(
  dir: string,
  {
    now,
    report,
    recovered,
    newDay,
  }: {
    now: () => Date;
    report: (error: NodeJS.ErrnoException) => void;
    recovered: () => void;
    newDay: () => void;
  },
) {
  let current: { day: string; stream: WriteStream } | undefined;
  /** When writing last failed, on the log's clock; undefined: it works. */
  let failedAt: number | undefined;
  // The lines are personal data: readable by the server's user only. Made
  // again after a fault: someone may have removed the folder.
  let ready: Promise<unknown> | undefined;
  const folder = () => (ready ??= mkdir(dir, { recursive: true, mode: 0o700 }));
  // At once, as before any line: the deletion looks into it every minute.
  folder().catch(() => {});

  function fault(error: NodeJS.ErrnoException, stream?: WriteStream) {
    if (!stream || current?.stream === stream) current = undefined;
    ready = undefined;
    failedAt = now().getTime();
    report(error);
  }

  const fileOf = (day: string) => path.join(dir, `access-${day}.log`);

  function streamFor(day: string): WriteStream {
    if (current?.day === day) return current.stream;
    current?.stream.end();
    const stream = createWriteStream(fileOf(day), {
      flags: "a",
      mode: 0o600,
    });
    stream.on("error", (error: NodeJS.ErrnoException) => fault(error, stream));
    current = { day, stream };
    newDay();
    return stream;
  }

  /** Called once a line is on disk after a fault. */
  const written = (error?: Error | null) => {
    if (error || failedAt === undefined) return;
    failedAt = undefined;
    recovered();
  };

  return {
    async write(time: Date, line: string) {
      if (
        !current &&
        failedAt !== undefined &&
        time.getTime() - failedAt < REOPEN_MS
      )
        return;
      try {
        await folder();
        const { day } = germanDateTime(time);
        // A full disk may have cut the last line: it is ended first.
        const torn =
          failedAt !== undefined &&
          current?.day !== day &&
          !(await endsLine(fileOf(day)));
        const stream = streamFor(day);
        if (failedAt === undefined) stream.write(line);
        else stream.write(torn ? `\n${line}` : line, written);
      } catch (error) {
        fault(error as NodeJS.ErrnoException);
      }
    },
    /** Ends the day's file once what was written is on disk. */
    async close() {
      const stream = current?.stream;
      current = undefined;
      if (stream) await new Promise((resolve) => stream.end(resolve));
    },
  };
}

/**
 * Writes the lines into `dir`, one file per German day, and deletes files
 * older than `keepDays` at each change of day and when `prune` is called
 * (the server's log deletion, jobs/log-deletion.ts). Writing never
 * fails a request: a fault is reported once and the lines dropped until
 * the file can be written again.
 */
export function createVisitorLog(
  dir: string,
  {
    keyOf = memoryKeyer(),
    keepDays = retention.serverLogDays,
    now = () => new Date(),
    ownOrigin,
    warn = () => {},
  }: {
    keyOf?: VisitorKeyer;
    keepDays?: number;
    now?: () => Date;
    ownOrigin?: string;
    warn?: (message: string) => void;
  } = {},
) {
  let warned = false;

  /**
   * Deletes each day's file once its first lines are `keepDays` old: the day
   * `keepDays` ago and older. Looked at every minute and at each new day.
   */
  async function prune() {
    const oldest = germanDateTime(
      new Date(now().getTime() - keepDays * DAY_MS),
    ).day;
    for (const file of await readdir(dir)) {
      const day = LOG_FILE.exec(file)?.[1];
      if (day && day <= oldest) await rm(path.join(dir, file), { force: true });
    }
  }

  function report(error: NodeJS.ErrnoException) {
    if (warned) return;
    warned = true;
    warn(
      `Das Besucherprotokoll in ${dir} lässt sich nicht schreiben (${error.code ?? error.message}); Besuche werden nicht gezählt, bis es wieder geht.`,
    );
  }
  const files = dailyFiles(dir, {
    now,
    report,
    recovered() {
      warned = false;
      warn(`Das Besucherprotokoll in ${dir} wird wieder geschrieben.`);
    },
    newDay: () => void prune().catch(report),
  });

  return {
    async write(request: VisitorRequest) {
      try {
        const time = now();
        const line = await visitorLogLine(request, keyOf, {
          now: time,
          ownOrigin,
        });
        await files.write(time, `${line}\n`);
      } catch (error) {
        report(error as NodeJS.ErrnoException);
      }
    },
    /** Deletes the files past `keepDays`; a fault is reported as a write's. */
    prune: () => prune().catch(report),
    async close() {
      await files.close();
    },
  };
}

// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import {
  createVisitorLog,
  keptPath,
  memoryKeyer,
  reducedUserAgent,
  referrerOrigin,
  visitorLogLine,
} from "./visitor-log.ts";

const dir = mkdtempSync(path.join(tmpdir(), "visitor-log-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FIREFOX =
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const GOOGLEBOT =
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A line's ten fields as GoAccess reads them (VISITOR_LOG_FORMAT), or null. */
const FIELDS =
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \S+ \S+ "[^"\s]*" \d{3} \d+ \d+\.\d{3} "[^"\s]*" "[^"]*" \S+$/;

describe("what a line keeps", () => {
  it("the path with only the campaign parameters", () => {
    expect(
      keptPath(
        "/?utm_source=newsletter&fbclid=abc&utm_medium=email&token=geheim&utm_campaign=herbst",
      ),
    ).toBe("/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst");
    expect(keptPath("/anmeldung/bestaetigen?token=geheim")).toBe(
      "/anmeldung/bestaetigen",
    );
  });

  it("the referrer's origin, never its path or query", () => {
    expect(referrerOrigin("https://www.google.com/search?q=zunftwerk")).toBe(
      "https://www.google.com",
    );
    expect(referrerOrigin("android-app://com.google.android.gm/")).toBe("-");
    expect(referrerOrigin("kein Link")).toBe("-");
    expect(
      referrerOrigin(
        "https://www.zunftwerk.de/kontakt",
        "https://www.zunftwerk.de",
      ),
    ).toBe("-");
  });

  it("of the user agent, the browser, its major version and the system, or the crawler's name", () => {
    expect(reducedUserAgent(FIREFOX)).toBe("Firefox/128 (Linux)");
    expect(reducedUserAgent(IPHONE)).toBe("Safari/18 (iPhone)");
    expect(reducedUserAgent(ANDROID_CHROME)).toBe("Chrome/131 (Android)");
    expect(reducedUserAgent(GOOGLEBOT)).toBe("Crawler/Googlebot");
    expect(reducedUserAgent("curl/8.5.0")).toBe("Crawler/curl");
    expect(reducedUserAgent(undefined)).toBe("-");
  });

  it.each([
    [
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Crawler/bingbot",
    ],
    [
      "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
      "Crawler/AhrefsBot",
    ],
    ["Mozilla/5.0 (compatible; SemrushBot-SA/0.97)", "Crawler/SemrushBot"],
    [
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Crawler/facebookexternalhit",
    ],
    ["python-requests/2.31.0", "Crawler/python-requests"],
    ["Go-http-client/1.1", "Crawler/Go-http-client"],
    ["Wget/1.21.4", "Crawler/Wget"],
    ["libcurl-agent/1.0", "Crawler/curl"],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
      "Crawler/HeadlessChrome",
    ],
    [
      "Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "Crawler/Lighthouse",
    ],
    ["Feedfetcher-Google", "Crawler/Feedfetcher"],
    ["web-scraper/1", "Crawler/web-scraper"],
    ["my_crawler.v2-crawler", "Crawler/my_crawler"],
    ["1.2xbot", "Crawler/xbot"],
    ["a.Bot.b", "Crawler/a.Bot"],
    ["bot", "Unknown"],
    ["Robots", "Unknown"],
    ["xBOT_", "Unknown"],
    [`${"a".repeat(60)}bot`, `Crawler/${"a".repeat(40)}`],
  ])("names the crawler of %s as %s", (userAgent, name) => {
    expect(reducedUserAgent(userAgent)).toBe(name);
  });

  it.each([16_000, 100_000])(
    "reduces a user agent of %i word characters in a few milliseconds, not in seconds",
    async (length) => {
      const keyOf = memoryKeyer();
      // Fresh strings each time: a reduced user agent is remembered.
      for (const [index, unit] of ["a", "a.", "Ab_"].entries()) {
        const userAgent = `${index}${unit.repeat(length / unit.length)}`;
        let start = performance.now();
        reducedUserAgent(userAgent);
        expect(performance.now() - start).toBeLessThan(20);
        start = performance.now();
        await visitorLogLine(
          {
            ip: "198.51.100.7",
            method: "GET",
            url: "/",
            status: 200,
            bytes: 1,
            milliseconds: 1,
            userAgent: `${userAgent}x`,
          },
          keyOf,
        );
        expect(performance.now() - start).toBeLessThan(20);
      }
    },
  );
});

describe("a line", () => {
  const keyOf = memoryKeyer(() => new Date("2026-11-24T09:00:00Z"));
  const line = (overrides: Partial<Parameters<typeof visitorLogLine>[0]>) =>
    visitorLogLine(
      {
        ip: "198.51.100.7",
        method: "GET",
        url: "/",
        status: 200,
        bytes: 5120,
        milliseconds: 4.2,
        userAgent: FIREFOX,
        ...overrides,
      },
      keyOf,
      { now: new Date("2026-11-24T09:00:03Z") },
    );

  it("holds the German time, a visitor key and no address", async () => {
    const text = await line({ referrer: "https://www.google.com/search?q=x" });
    expect(text).toMatch(
      /^2026-11-24 10:00:03 [0-9a-f]{16} GET "\/" 200 5120 0\.004 "https:\/\/www\.google\.com" "Firefox\/128 \(Linux\)" -$/,
    );
    expect(text).not.toContain("198.51.100");
  });

  it("the same visitor has the same key all day, another visitor another", async () => {
    const key = async (ip: string, userAgent: string) =>
      (await line({ ip, userAgent })).split(" ")[2];
    expect(await key("198.51.100.7", FIREFOX)).toBe(
      await key("198.51.100.7", FIREFOX),
    );
    expect(await key("198.51.100.8", FIREFOX)).not.toBe(
      await key("198.51.100.7", FIREFOX),
    );
    expect(await key("198.51.100.7", IPHONE)).not.toBe(
      await key("198.51.100.7", FIREFOX),
    );
  });

  it("of a user agent longer than 512 characters, only the first 512 count", async () => {
    const long = `${FIREFOX} ${"c".repeat(600)}`;
    const first = await line({ userAgent: `${long}1` });
    const second = await line({ userAgent: `${long}2` });
    expect(first.split(" ")[2]).toBe(second.split(" ")[2]);
    expect(first).toContain('"Firefox/128 (Linux)"');
    expect(
      (await line({ userAgent: `${long.slice(0, 500)}1` })).split(" ")[2],
    ).not.toBe(
      (await line({ userAgent: `${long.slice(0, 500)}2` })).split(" ")[2],
    );
  });

  it.each([
    [
      "quotes",
      { url: '/a"b"c', userAgent: 'x" "y', referrer: 'https://a.example/"' },
    ],
    [
      "a newline",
      { url: "/a\nb", userAgent: "x\ny", referrer: "https://a.example/\n" },
    ],
    [
      "a tab",
      { url: "/a\tb", userAgent: "x\ty", referrer: "https://a.example/\t" },
    ],
    [
      "10 kB values",
      {
        url: `/${"a".repeat(10_000)}?utm_source=${"b".repeat(10_000)}`,
        userAgent: `${FIREFOX} ${"c".repeat(10_000)}`,
        referrer: `https://a.example/${"d".repeat(10_000)}`,
      },
    ],
  ])(
    "with %s in path, user agent or referrer stays one line of the format",
    async (_name, overrides) => {
      const text = await line(overrides);
      expect(text.split("\n")).toHaveLength(1);
      expect(text).toMatch(FIELDS);
      expect(text.length).toBeLessThan(1200);
    },
  );
});

describe("the files", () => {
  it("are readable by the server's user only: the folder 0700, each file 0600", async () => {
    const parent = mkdtempSync(path.join(tmpdir(), "visitor-log-modes-"));
    onTestFinished(() => rmSync(parent, { recursive: true, force: true }));
    const folder = path.join(parent, "log");
    const log = createVisitorLog(folder, {
      now: () => new Date("2026-11-24T09:00:00Z"),
    });
    await log.write({
      ip: "203.0.113.9",
      method: "GET",
      url: "/",
      status: 200,
      bytes: 1,
      milliseconds: 1,
      userAgent: FIREFOX,
    });
    await log.close();
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(
      statSync(path.join(folder, "access-2026-11-24.log")).mode & 0o777,
    ).toBe(0o600);
  });

  it("one per German day; files older than the retention period are deleted", async () => {
    let time = new Date("2026-11-01T10:00:00Z");
    const log = createVisitorLog(dir, { now: () => time, keepDays: 7 });
    const visit = () =>
      log.write({
        ip: "203.0.113.9",
        method: "GET",
        url: "/",
        status: 200,
        bytes: 1,
        milliseconds: 1,
        userAgent: FIREFOX,
      });
    await visit();
    // 23:30 UTC on 1 November is already 2 November in Germany.
    time = new Date("2026-11-01T23:30:00Z");
    await visit();
    time = new Date("2026-11-07T12:00:00Z");
    await visit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readdirSync(dir).sort()).toEqual([
      "access-2026-11-01.log",
      "access-2026-11-02.log",
      "access-2026-11-07.log",
    ]);
    // Seven days after its first line a file is gone: on 8 November, the
    // 1st's (German days: 00:30 is the new day).
    time = new Date("2026-11-07T23:30:00Z");
    await log.prune();
    expect(existsSync(path.join(dir, "access-2026-11-01.log"))).toBe(false);
    expect(existsSync(path.join(dir, "access-2026-11-02.log"))).toBe(true);
    time = new Date("2026-11-09T12:00:00Z");
    await visit();
    await log.close();
    await log.prune();
    expect(readdirSync(dir).sort()).toEqual([
      "access-2026-11-07.log",
      "access-2026-11-09.log",
    ]);
    expect(
      readFileSync(path.join(dir, "access-2026-11-09.log"), "utf8"),
    ).toMatch(/^2026-11-09 13:00:00 /);
  });

  it("after a write fault, later visits are written again, and the owner reads when it broke and when it works again", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "visitor-log-fault-"));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    let time = new Date("2026-11-24T09:00:00Z");
    const warnings: string[] = [];
    const log = createVisitorLog(folder, {
      now: () => time,
      warn: (message) => warnings.push(message),
    });
    const visit = (url: string) =>
      log.write({
        ip: "203.0.113.9",
        method: "GET",
        url,
        status: 200,
        bytes: 1,
        milliseconds: 1,
        userAgent: FIREFOX,
      });
    const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
    const file = path.join(folder, "access-2026-11-24.log");
    // The day's file cannot be opened: a real fault of the file system (EISDIR).
    mkdirSync(file);
    await visit("/verloren");
    await settled();
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Das Besucherprotokoll in .+ lässt sich nicht schreiben \(EISDIR\); Besuche werden nicht gezählt, bis es wieder geht\.$/,
      ),
    ]);
    // The fault is gone; the same day, a minute later.
    rmSync(file, { recursive: true });
    time = new Date("2026-11-24T09:01:00Z");
    await visit("/zurueck");
    await settled();
    await visit("/weiter");
    await settled();
    expect(readFileSync(file, "utf8")).toMatch(
      /^2026-11-24 10:01:00 \S+ GET "\/zurueck" .*\n2026-11-24 10:01:00 \S+ GET "\/weiter" .*\n$/,
    );
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(
      /^Das Besucherprotokoll in .+ wird wieder geschrieben\.$/,
    );
    // A new fault (the next day's file) is reported again, not swallowed by the first warning.
    mkdirSync(path.join(folder, "access-2026-11-25.log"));
    time = new Date("2026-11-25T09:00:00Z");
    await visit("/morgen");
    await settled();
    await log.close();
    expect(warnings).toHaveLength(3);
    expect(warnings[2]).toContain("lässt sich nicht schreiben (EISDIR)");
  });
});

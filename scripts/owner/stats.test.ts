// @vitest-environment node
// Known traffic through a real server (delivery build, LOG_DIR set), then
// npm run stats with the real GoAccess: the report's JSON and the summary
// give exactly the expected numbers, and no file written holds an address,
// a full user agent, a referrer's path or a parameter the log does not keep.
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt } from "../../tests/build/build-output";
import { runOwnerCommand } from "../../tests/support/owner-command.ts";
import { type SiteHere, startSiteHere } from "../../tests/support/site.ts";
import { runStats } from "./stats.ts";

const work = mkdtempSync(path.join(tmpdir(), "stats-"));
const logDir = path.join(work, "logs");
const statsDir = path.join(work, "stats");
let server: SiteHere;

const VISITORS = {
  a: {
    ip: "198.51.100.7",
    agent:
      "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  },
  b: {
    ip: "203.0.113.9",
    agent:
      "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  },
  c: {
    ip: "192.0.2.44",
    agent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  },
  crawler: {
    ip: "66.249.66.1",
    agent:
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  },
};
type Visitor = keyof typeof VISITORS;

/** A request as the visitor's browser sends it, through the trusted proxy (loopback). */
function visit(
  who: Visitor,
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return fetch(`${server.url}${url}`, {
    method,
    redirect: "manual",
    headers: {
      "x-forwarded-for": VISITORS[who].ip,
      "user-agent": VISITORS[who].agent,
      ...headers,
    },
    body,
  }).then((response) => response.status);
}

const contact = {
  name: "Erika Musterfrau",
  email: "erika@example.org",
  company: "",
  message: "Bitte um Rückruf",
};

/** npm run stats, in this process (tests/support/owner-command.ts). */
const stats = (env: Record<string, string> = {}) =>
  runOwnerCommand(runStats, [], {
    LOG_DIR: logDir,
    STATS_DIR: statsDir,
    ...env,
  });

beforeAll(async () => {
  assertBuilt();
  server = await startSiteHere({
    BUILD_DIR: path.resolve("build-delivery"),
    DATA_DIR: path.join(work, "data"),
    LOG_DIR: logDir,
    TRUST_PROXY: "127.0.0.1",
    RATE_LIMIT_MAX: "1000",
  });
  // Visitor a: from a search engine, two pages and their files.
  expect(
    await visit("a", "/", {
      headers: {
        referer: "https://www.google.com/search?q=zunftwerk+kehrtour",
      },
    }),
  ).toBe(200);
  expect(await visit("a", "/produkte/kehrtour")).toBe(200);
  expect(await visit("a", "/favicon-32.png")).toBe(200);
  // Visitor b: from a newsletter campaign (with a click id that is not kept),
  // then an enquiry through the API (JavaScript on).
  expect(
    await visit(
      "b",
      "/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst&fbclid=IwAR0geheim",
    ),
  ).toBe(200);
  expect(
    await visit("b", "/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify(contact),
    }),
  ).toBe(201);
  // Visitor c: from a flyer's link, a broken link, and an enquiry without JavaScript.
  expect(await visit("c", "/kontakt?utm_source=flyer&utm_campaign=messe")).toBe(
    200,
  );
  expect(await visit("c", "/gibt-es-nicht")).toBe(404);
  expect(
    await visit("c", "/kontakt", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        ...contact,
        message: "Ohne Skript",
      }).toString(),
    }),
  ).toBe(303);
  // A crawler, and a monitor's probes.
  expect(await visit("crawler", "/")).toBe(200);
  expect(await visit("crawler", "/produkte/api")).toBe(200);
  expect(await visit("crawler", "/healthz")).toBe(200);
  expect(await visit("crawler", "/readyz")).toBe(200);
  // A hostile request: 10 kB in its query, 2 kB each of user agent and
  // referrer (Node takes 16 kB of head at most). (Quotes,
  // tabs and newlines in the fields: server/visitor-log.test.ts; the HTTP
  // parser refuses them in a path before any log.)
  await new Promise<void>((resolve, reject) => {
    const { port } = new URL(server.url);
    const raw = request({
      host: "127.0.0.1",
      port,
      path: `/suche?secret=1&utm_source=${"z".repeat(10_000)}`,
      headers: {
        "x-forwarded-for": "192.0.2.99",
        "user-agent": `Mozilla/5.0 ${"x".repeat(2_000)}`,
        referer: `https://evil.example/${"y".repeat(2_000)}?q=1`,
      },
    });
    raw.on("response", (response) => {
      response.resume();
      response.on("end", resolve);
    });
    raw.on("error", reject);
    raw.end();
  });
  // Stopped, the server has written every line.
  await server.stop();
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the visitor log", () => {
  it("has one line per page, post and failure, none for files or probes, each in the format", async () => {
    const files = readdirSync(logDir);
    expect(files).toHaveLength(1);
    const lines = readFileSync(path.join(logDir, files[0]!), "utf8")
      .trimEnd()
      .split("\n");
    // a: 2 pages; b: 1 page + 1 post; c: 1 page + a 404 + 1 post; the
    // crawler: 2 pages; the hostile request: a 404.
    expect(lines).toHaveLength(10);
    for (const line of lines)
      expect(line).toMatch(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \S{16} [A-Z]+ "[^"\s]*" \d{3} \d+ \d+\.\d{3} "[^"\s]*" "[^"]*" \S+$/,
      );
  });
});

describe("npm run stats", () => {
  let summary: string;
  beforeAll(async () => {
    const result = await stats();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    summary = result.stdout;
  });

  it("counts the three visitors, their pages, sources, campaigns, the broken links and the enquiries", async () => {
    const report = JSON.parse(
      readFileSync(path.join(statsDir, "report.json"), "utf8"),
    );
    // a, b and c: a client whose every request failed (the hostile one,
    // 404) is no visitor, as GoAccess counts them.
    expect(report.general.unique_visitors).toBe(3);
    const hits = (panel: string) =>
      Object.fromEntries(
        (report[panel].data as { data: string; hits: { count: number } }[]).map(
          (item) => [item.data, item.hits.count],
        ),
      );
    expect(hits("requests")).toMatchObject({
      "/": 1,
      "/produkte/kehrtour": 1,
      "/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst": 1,
      "/kontakt?utm_source=flyer&utm_campaign=messe": 1,
      "/api/contact": 1,
      "/kontakt": 1,
    });
    expect(hits("not_found")).toMatchObject({ "/gibt-es-nicht": 1 });
    expect(hits("referring_sites")).toMatchObject({ "www.google.com": 1 });
    expect(hits("browsers")).toMatchObject({
      Firefox: 2,
      Chrome: 2,
      Safari: 3,
    });
    expect(hits("os")).toMatchObject({ Linux: 2, Android: 2, iOS: 3 });

    const crawlers = JSON.parse(
      readFileSync(path.join(statsDir, "crawlers.json"), "utf8"),
    );
    expect(crawlers.browsers.data).toMatchObject([
      { data: "Crawlers", hits: { count: 2 } },
    ]);

    expect(summary).toContain(
      "Letzte 7 Tage: 3 Besucher (je Tag gezählt), 4 Seitenaufrufe, 2 Kontaktanfragen, 0 Anmeldungen",
    );
    expect(summary).toMatch(/\s1 {2}newsletter \/ email \/ herbst\n/);
    expect(summary).toMatch(/\s1 {2}flyer \/ messe\n/);
    expect(summary).toMatch(/\s1 {2}\/gibt-es-nicht\n/);
    expect(summary).toMatch(
      /Crawler \(nicht bei den Besuchern gezählt\): 2 Abrufe\n\s+2 {2}Googlebot/,
    );
    expect(summary).toMatch(/\d{4}-\d{2}-\d{2} {2}2 \/ 0\n/);
    // A self-contained page: no request leaves the file.
    const html = readFileSync(path.join(statsDir, "report.html"), "utf8");
    expect(html).toContain("Zunftwerk: Besucher der Website");
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="https?:/);
  });

  it("keeps each day's pages and referring sites in days.json, for the weekly mail", async () => {
    const days = JSON.parse(
      readFileSync(path.join(statsDir, "days.json"), "utf8"),
    ) as Record<string, { pages: object; referrers: object }>;
    const [day] = Object.values(days);
    // "/" twice (a, and b's campaign link without its query), the crawler's none.
    expect(day!.pages).toEqual({
      "/": 2,
      "/kontakt": 1,
      "/produkte/kehrtour": 1,
    });
    expect(day!.referrers).toEqual({ "www.google.com": 1 });
  });

  it("counts each line once: a second run over the same logs gives the same numbers", async () => {
    expect((await stats()).stdout).toContain(
      "Letzte 7 Tage: 3 Besucher (je Tag gezählt), 4 Seitenaufrufe, 2 Kontaktanfragen, 0 Anmeldungen",
    );
    const report = JSON.parse(
      readFileSync(path.join(statsDir, "report.json"), "utf8"),
    );
    // Every line read once, the crawler's two included (kept out of the panels).
    expect(report.general.total_requests).toBe(10);
  });

  it("holds no address, no full user agent, no referrer path and no parameter it does not keep", async () => {
    for (const dir of [logDir, statsDir]) {
      for (const file of readdirSync(dir, { recursive: true }) as string[]) {
        const full = path.join(dir, file);
        if (!statSync(full).isFile()) continue;
        const text = readFileSync(full).toString("latin1");
        for (const secret of [
          ...Object.values(VISITORS).map((v) => v.ip),
          "192.0.2.99",
          "198.51.100",
          "Mozilla/5.0",
          "KHTML",
          "zunftwerk+kehrtour",
          "q=zunftwerk",
          "fbclid",
          "IwAR0geheim",
          "secret=1",
          "yyyyyyyy",
          "erika@example.org",
        ])
          expect(text, `${full} holds ${secret}`).not.toContain(secret);
      }
    }
  });

  it("keeps the figures once the log files are deleted", async () => {
    for (const file of readdirSync(logDir)) rmSync(path.join(logDir, file));
    const result = await stats();
    expect(result.stdout).toContain(
      "Letzte 7 Tage: 3 Besucher (je Tag gezählt), 4 Seitenaufrufe, 2 Kontaktanfragen, 0 Anmeldungen",
    );
    const report = JSON.parse(
      readFileSync(path.join(statsDir, "report.json"), "utf8"),
    );
    expect(report.general.unique_visitors).toBe(3);
  });

  it("never writes the report where the server serves files", async () => {
    const result = await stats({
      BUILD_DIR: path.resolve("build-delivery"),
      STATS_DIR: path.resolve("build-delivery/client/stats"),
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      "liegt in den öffentlichen Dateien der Website",
    );
  });

  it("says how to install GoAccess where it is missing", async () => {
    const result = await stats({ PATH: path.dirname(process.execPath) });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      "GoAccess ist nicht installiert. Installieren Sie es mit sudo apt-get install goaccess",
    );
  });
});

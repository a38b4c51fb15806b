// @vitest-environment node
// The daily figures read from the visitor log's lines as the server writes
// them: what a day keeps of its pages and referring sites, and which source
// a day's figures come from.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { figuresOfDays, figuresOfFile } from "./visitor-figures.ts";
import { memoryKeyer, visitorLogLine } from "./visitor-log.ts";

const work = mkdtempSync(path.join(tmpdir(), "visitor-figures-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const NOW = new Date("2026-11-24T09:00:00Z");
const keyOf = memoryKeyer(() => NOW);
const line = (url: string, more: { ip?: string; referrer?: string } = {}) =>
  visitorLogLine(
    {
      ip: more.ip ?? "198.51.100.7",
      method: "GET",
      url,
      status: 200,
      bytes: 100,
      milliseconds: 2,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Firefox/128.0",
      referrer: more.referrer,
    },
    keyOf,
    { now: NOW, ownOrigin: "https://www.zunftwerk.de" },
  );

describe("a day's figures from its log file", () => {
  it("keeps the day's 20 most viewed pages and referring hosts, without query or referrer path", async () => {
    const lines: string[] = [];
    // Page n is viewed n times: pages 1 to 5 fall out of the day's twenty.
    for (let n = 1; n <= 25; n++)
      for (let view = 0; view < n; view++)
        lines.push(
          await line(`/seite-${n}?utm_source=flyer`, {
            ip: `192.0.2.${view}`,
            referrer: `https://ref-${n}.example/pfad?q=geheim`,
          }),
        );
    const file = path.join(work, "access-2026-11-24.log");
    writeFileSync(file, lines.map((each) => `${each}\n`).join(""));
    const day = (await figuresOfFile(file)).get("2026-11-24")!;
    expect(day.pageViews).toBe((25 * 26) / 2);
    expect(day.visitors).toBe(25);
    expect(Object.keys(day.pages!)).toHaveLength(20);
    expect(Object.entries(day.pages!).slice(0, 2)).toEqual([
      ["/seite-25", 25],
      ["/seite-24", 24],
    ]);
    expect(day.pages).not.toHaveProperty("/seite-5");
    expect(day.referrers).toMatchObject({ "ref-25.example": 25 });
    expect(JSON.stringify(day)).not.toMatch(/utm_source|geheim|pfad/);
  });

  it("takes a day from its log file while there is one, else from days.json, and leaves out a day with neither", async () => {
    const logDir = path.join(work, "logs");
    const statsDir = path.join(work, "stats");
    mkdirSync(logDir);
    mkdirSync(statsDir);
    writeFileSync(
      path.join(logDir, "access-2026-11-24.log"),
      `${await line("/")}\n`,
    );
    const kept = {
      visitors: 7,
      pageViews: 9,
      enquiries: { contact: 1, signup: 0 },
    };
    writeFileSync(
      path.join(statsDir, "days.json"),
      JSON.stringify({ "2026-11-23": kept, "2026-11-24": kept }),
    );
    const days = await figuresOfDays(
      ["2026-11-22", "2026-11-23", "2026-11-24"],
      { logDir, statsDir },
    );
    expect([...days.keys()].sort()).toEqual(["2026-11-23", "2026-11-24"]);
    // Kept by an older version: no pages or referrers, counted as none.
    expect(days.get("2026-11-23")).toEqual(kept);
    expect(days.get("2026-11-24")).toMatchObject({
      visitors: 1,
      pageViews: 1,
      pages: { "/": 1 },
    });
  });
});

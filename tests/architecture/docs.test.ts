// @vitest-environment node
// The README and docs/ as a newcomer follows them: the README short, every
// link going somewhere (a file, and a heading in it), every command in a
// code block one the project has (an npm script, and for the owner's tools
// a command of theirs with the options it takes), and the decisions' index
// listing every record.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCheckLaunch } from "../../scripts/owner/check-launch.ts";
import { runInbox } from "../../scripts/owner/inbox.ts";
import { runMigrate } from "../../scripts/owner/migrate.ts";
import { runStats } from "../../scripts/owner/stats.ts";
import { runUpdates } from "../../scripts/owner/updates.ts";
import {
  type OwnerCommand,
  runOwnerCommand,
} from "../support/owner-command.ts";

const root = path.resolve(import.meta.dirname, "../..");
const DECISIONS = path.join(root, "docs/decisions");

/** README.md and every Markdown file under docs/. */
function pages(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return walk(file);
      return name.endsWith(".md") ? [file] : [];
    });
  return [path.join(root, "README.md"), ...walk(path.join(root, "docs"))];
}

/** The text outside code blocks and inline code: where links are. */
function prose(markdown: string) {
  return markdown
    .replaceAll(/```[\s\S]*?```/g, "")
    .replaceAll(/`[^`\n]*`/g, "");
}

/** GitHub's anchor of a heading: lower case, no punctuation, spaces to hyphens. */
function slug(heading: string) {
  return heading
    .replaceAll(/`/g, "")
    .replaceAll(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replaceAll(/[^\p{L}\p{N}\s_-]/gu, "")
    .replaceAll(" ", "-");
}

function anchors(file: string) {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const [, heading] of readFileSync(file, "utf8")
    .replaceAll(/```[\s\S]*?```/g, "")
    .matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(heading!.trim());
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** Every relative link of a page: its target file and anchor, or what is wrong. */
function brokenLinks(file: string) {
  const broken: string[] = [];
  for (const [, target] of prose(readFileSync(file, "utf8")).matchAll(
    /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g,
  )) {
    if (/^(https?|mailto):/.test(target!)) continue;
    const [where, anchor] = target!.split("#") as [string, string?];
    const to = where === "" ? file : path.resolve(path.dirname(file), where);
    if (!existsSync(to)) {
      broken.push(`${target}: no such file`);
      continue;
    }
    if (anchor !== undefined && !anchors(to).has(anchor))
      broken.push(
        `${target}: no heading #${anchor} in ${path.relative(root, to)}`,
      );
  }
  return broken;
}

/** The lines of the shell blocks of a page, continuation lines joined. */
function shellLines(markdown: string) {
  return [...markdown.matchAll(/```(?:sh|bash)\n([\s\S]*?)```/g)].flatMap(
    ([, block]) => block!.replaceAll(/\\\n\s*/g, " ").split("\n"),
  );
}

const TOOLS: Record<string, OwnerCommand> = {
  inbox: runInbox,
  updates: runUpdates,
  stats: runStats,
  "check:launch": runCheckLaunch,
  migrate: runMigrate,
};

/** Every `npm run SCRIPT [-- ARGS]` in the docs' shell blocks, with the page it is on. */
function npmRuns() {
  const runs: { page: string; script: string; args: string[] }[] = [];
  for (const file of pages())
    for (const line of shellLines(readFileSync(file, "utf8")))
      for (const [, script, rest] of line
        .replace(/\s#.*$/, "")
        .matchAll(/npm run (?:--silent |-s )?([\w:-]+)((?: -- [^&|;>)']*)?)/g))
        runs.push({
          page: path.relative(root, file),
          script: script!,
          args: rest!.replace(/^ -- /, "").trim().split(/\s+/).filter(Boolean),
        });
  return runs;
}

/** What is wrong with these owner commands: a command the tool lacks, an option its help does not name. */
async function wrongCommands(
  runs: ReturnType<typeof npmRuns>,
  helps: Map<string, string>,
) {
  const wrong: string[] = [];
  for (const { page, script, args } of runs) {
    const tool = TOOLS[script];
    if (!tool) continue;
    const command = args[0]?.startsWith("-") ? undefined : args[0];
    const key = `${script} ${command ?? ""}`;
    if (!helps.has(key)) {
      const run = await runOwnerCommand(tool, [
        ...(command ? [command] : []),
        "--help",
      ]);
      helps.set(key, run.status === 0 ? run.stdout : "");
    }
    const help = helps.get(key)!;
    if (help === "") {
      wrong.push(`${page}: npm run ${script} -- ${command}: no such command`);
      continue;
    }
    for (const option of args.filter((arg) => /^--[a-z]/.test(arg)))
      if (option !== "--help" && !help.includes(option))
        wrong.push(
          `${page}: npm run ${script} -- ${args.join(" ")}: ${option} is not in its help`,
        );
  }
  return wrong;
}

describe("the README and docs/", () => {
  it("the README is at most 150 lines", () => {
    const lines = readFileSync(path.join(root, "README.md"), "utf8")
      .trimEnd()
      .split("\n").length;
    expect(lines).toBeLessThanOrEqual(150);
  });

  it("every relative link in the README and docs/ leads to a file, and to a heading in it", () => {
    const broken = pages().flatMap((file) =>
      brokenLinks(file).map((link) => `${path.relative(root, file)}: ${link}`),
    );
    expect(broken).toEqual([]);
  });

  it("finds a broken link and a missing heading (the check itself)", () => {
    expect(slug("6. nginx with TLS")).toBe("6-nginx-with-tls");
    expect(slug("The database, owned by the site's role")).toBe(
      "the-database-owned-by-the-sites-role",
    );
    expect(slug("`npm test` needs")).toBe("npm-test-needs");
    const page = path.join(root, "docs/deploy.md");
    expect(anchors(page).has("health-checks")).toBe(true);
    expect(anchors(page).has("no-such-heading")).toBe(false);
  });

  it("every npm run in a code block of the docs is a script of package.json", () => {
    const scripts = Object.keys(
      JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"))
        .scripts as Record<string, string>,
    );
    const runs = npmRuns();
    expect(runs.length).toBeGreaterThan(40);
    const unknown = runs
      .filter(({ script }) => !scripts.includes(script))
      .map(({ page, script }) => `${page}: npm run ${script}`);
    expect(unknown).toEqual([]);
  });

  it("every owner command in a code block is one of the tool's, with options it names in its help", async () => {
    const helps = new Map<string, string>();
    expect(await wrongCommands(npmRuns(), helps)).toEqual([]);
    expect(helps.size).toBeGreaterThan(10);
  });

  it("finds a command a tool does not have, and an option it does not take (the check itself)", async () => {
    const planted = [
      { page: "x.md", script: "inbox", args: ["lsit"] },
      { page: "x.md", script: "inbox", args: ["list", "--colour"] },
      { page: "x.md", script: "inbox", args: ["export", "--format", "csv"] },
    ];
    expect(await wrongCommands(planted, new Map())).toEqual([
      "x.md: npm run inbox -- lsit: no such command",
      "x.md: npm run inbox -- list --colour: --colour is not in its help",
    ]);
  });

  it("every node SCRIPT and bash SCRIPT in a code block of the docs is a file of the project", () => {
    const missing = pages().flatMap((file) =>
      shellLines(readFileSync(file, "utf8")).flatMap((line) =>
        [
          ...line.matchAll(
            /(?:^|\s)(?:node|bash) ((?:scripts|tests|server|lab)\/\S+)/g,
          ),
        ]
          .map(([, script]) => script!)
          .filter((script) => !existsSync(path.join(root, script)))
          .map((script) => `${path.relative(root, file)}: ${script}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it("every file of the project a page names in code (`server/…`, `scripts/…`, …) is there; records keep the paths of their day", () => {
    const named = pages()
      .filter((file) => !file.includes(`${path.sep}decisions${path.sep}`))
      .flatMap((file) =>
        [
          ...readFileSync(file, "utf8").matchAll(
            /`((?:app|server|scripts|tests|lab|deploy)\/[\w./-]+)`/g,
          ),
        ].map(([, named]) => ({ file, named: named! })),
      );
    expect(named.length).toBeGreaterThan(30);
    expect(
      named
        .filter(({ named }) => !existsSync(path.join(root, named)))
        .map(({ file, named }) => `${path.relative(root, file)}: ${named}`),
    ).toEqual([]);
  });

  it("the decisions' index lists every record, and each row leads to one", () => {
    const records = readdirSync(DECISIONS)
      .filter(
        (name) => /^\d{3}-.+\.md$/.test(name) && name !== "000-template.md",
      )
      .sort();
    const index = readFileSync(path.join(DECISIONS, "README.md"), "utf8");
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map(
      ([, file]) => file!,
    );
    expect(records.filter((record) => !linked.includes(record))).toEqual([]);
    expect(
      linked.filter(
        (file) => !records.includes(file) && file !== "000-template.md",
      ),
    ).toEqual([]);
    // Every number up to the newest has a row, a missing one a line saying why.
    const newest = Number(records.at(-1)!.slice(0, 3));
    const rows = new Set(
      [...index.matchAll(/^\| (\d{3}) \|/gm)].map(([, number]) =>
        Number(number),
      ),
    );
    const missing = Array.from({ length: newest }, (_, i) => i + 1).filter(
      (number) => !rows.has(number),
    );
    expect(missing).toEqual([]);
  });
});

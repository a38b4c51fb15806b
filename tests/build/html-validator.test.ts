// @vitest-environment node
// Every built page through the W3C Nu HTML Checker (npm vnu-jar; needs Java,
// Debian's default-jre-headless, which .ci/run installs): no error.
import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import vnuJar from "vnu-jar";
import { assertBuilt, clientDir, deliveryClientDir } from "./build-output";

/** The checker's jar, which the package ships (it exports the path). */
const VNU_JAR = String(vnuJar);

/**
 * Messages where the checker lags behind the standards the browsers ship,
 * each matched narrowly, with the reason. Everything else is an error.
 */
const LAGGING: { message: RegExp; extract?: RegExp; why: string }[] = [
  {
    message:
      /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    extract:
      /<link rel="expect" href="#mobile-navigation" blocking="render"\/>/,
    why: "rel=expect (HTML's render-blocking on a parsed element, decision 026)",
  },
  {
    message: /^CSS: Unrecognized at-rule “@property”$/,
    why: "CSS Properties and Values API (Tailwind 4's composition variables)",
  },
  {
    message: /^CSS: Parse Error\.$/,
    extract: /inherits:/,
    why: "the end of an @property rule, which the checker does not know",
  },
  {
    message:
      /^CSS: “(anchor-name|position-anchor)”: Property “\1” doesn't exist\.$/,
    why: "CSS anchor positioning (the Produkte menu, decision 017)",
  },
  {
    message: /^CSS: “inset”: Parse Error\.$/,
    extract: /anchor\(/,
    why: "anchor() in inset",
  },
  {
    message: /^CSS: Unrecognized at-rule “@view-transition”$/,
    why: "cross-document view transitions",
  },
  {
    message:
      /^CSS: “view-transition-name”: Property “view-transition-name” doesn't exist\.$/,
    why: "cross-document view transitions",
  },
  {
    message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
    why: "inside an @supports test, which exists to ask exactly this",
  },
  {
    message:
      /^CSS: “background-color”: (Unknown dimension\.|“\/” is not a valid Lab color\.)$/,
    extract: /\/\.?\d+\)/,
    why: "oklab() with an alpha after a slash (and an exponent the minifier writes)",
  },
  {
    message:
      /^CSS: “background-image”: (“in” is not a “color” value\.|Parse Error\.)$/,
    why: "a gradient's colour interpolation (linear-gradient(in oklab, …))",
  },
];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

function check(args: string[], input?: string): VnuMessage[] {
  const result = spawnSync(
    "java",
    [
      "-jar",
      VNU_JAR,
      "--format",
      "json",
      "--errors-only",
      "--exit-zero-always",
      ...args,
    ],
    { input, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error) throw result.error;
  return (JSON.parse(result.stderr) as { messages: VnuMessage[] }).messages;
}

const lagging = (message: VnuMessage) =>
  LAGGING.some(
    (known) =>
      known.message.test(message.message) &&
      (!known.extract || known.extract.test(message.extract ?? "")),
  );

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

beforeAll(() => {
  assertBuilt();
  try {
    execFileSync("java", ["-version"], { stdio: "ignore" });
  } catch {
    throw new Error(
      "No Java for the W3C Nu HTML Checker: install Debian's default-jre-headless (apt-get install default-jre-headless). .ci/run does; this test does not skip.",
    );
  }
});

describe("the W3C Nu HTML Checker", () => {
  it("finds the errors it should: the harness can fail", () => {
    const messages = check(
      ["-"],
      '<!doctype html><html lang="de"><title>x</title><link rel="icon" href="data:image/svg+xml,%3Csvg a b%3E"><p><div></p>',
    );
    expect(
      messages.filter((message) => message.type === "error").length,
    ).toBeGreaterThan(1);
    expect(messages.map((message) => message.message).join("\n")).toMatch(
      /Space is not allowed/,
    );
  });

  const files = [...htmlFiles(clientDir), ...htmlFiles(deliveryClientDir)];
  let byFile: Map<string, string[]>;
  beforeAll(() => {
    byFile = new Map(files.map((file) => [file, []]));
    for (const message of check(files)) {
      if (lagging(message)) continue;
      const file = decodeURIComponent(new URL(message.url).pathname);
      byFile
        .get(file)
        ?.push(
          `${message.lastLine ?? "?"}: ${message.message} [${message.extract ?? ""}]`,
        );
    }
  }, 120_000);

  it("checks every page of both builds", () => {
    // 8 pages and the 404 page each, plus the delivery build's own pages.
    expect(files.length).toBeGreaterThanOrEqual(18);
  });

  it.each(files.map((file) => [path.relative(process.cwd(), file), file]))(
    "%s has no error",
    (_name, file) => {
      expect(byFile.get(file)).toEqual([]);
    },
  );
});

// @vitest-environment node
// The island loader of the form pages (app/components/layout/page-scripts.tsx)
// is written from what React Router's framework context holds while it
// prerenders: `manifest.entry.module` and `manifest.entry.imports` (an
// UNSAFE_ export, which a release may change; its types are checked in
// app/components/layout/page-scripts.test.tsx). Here, on both builds: the
// loader names the entry module of the build's own manifest and its chunks,
// every one of them a file of the build, and those chunks are what the entry
// module imports.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { formPagePath } from "~/content/pages";
import {
  assertBuilt,
  clientDir,
  codeScripts,
  deliveryClientDir,
  htmlFileOf,
  parseHtml,
} from "./build-output";

beforeAll(assertBuilt);

interface Manifest {
  entry: { module: string; imports: string[] };
}

/** The assets manifest React Router writes for the browser (window.__reactRouterManifest). */
function manifestOf(dir: string): Manifest {
  const files = readdirSync(path.join(dir, "assets")).filter((file) =>
    /^manifest-[\w-]+\.js$/.test(file),
  );
  expect(files, "one React Router manifest in assets/").toHaveLength(1);
  const source = readFileSync(path.join(dir, "assets", files[0]!), "utf8");
  const json = /^window\.__reactRouterManifest=(\{.*\});?\s*$/s.exec(source);
  if (!json) {
    throw new Error(
      `assets/${files[0]} is no longer "window.__reactRouterManifest={…}": React Router changed how it writes its manifest.`,
    );
  }
  return JSON.parse(json[1]!) as Manifest;
}

/** What a form page's inline loader preloads and finally imports, read from its code. */
function loaderOf(file: string): { chunks: unknown; entry: unknown } {
  const code = codeScripts(parseHtml(file));
  expect(code, "one script: the loader").toHaveLength(1);
  const loader = code[0]!.textContent ?? "";
  const chunks = /^const chunks = (.*);$/m.exec(loader)?.[1];
  const entry = /^await import\(("[^"]*")\);\s*$/.exec(
    loader.trim().split("\n").at(-1) ?? "",
  )?.[1];
  return {
    chunks: chunks === undefined ? undefined : JSON.parse(chunks),
    entry: entry === undefined ? undefined : JSON.parse(entry),
  };
}

/** The modules a built module imports statically (`import … from "./x.js"`, `import "./x.js"`), as /assets/ paths. */
function staticImports(dir: string, asset: string): string[] {
  const source = readFileSync(path.join(dir, asset), "utf8");
  return [
    ...source.matchAll(
      /\bimport\s*(?:[\w${},\s*]+from\s*)?["']\.\/([\w.-]+\.js)["']/g,
    ),
  ].map((match) => `/assets/${match[1]}`);
}

/** Every module the entry pulls in before it runs, in no particular order. */
function importClosure(dir: string, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (asset: string) => {
    for (const imported of staticImports(dir, asset)) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(entry);
  return seen;
}

describe.each([
  { build: "build", dir: clientDir },
  { build: "build-delivery", dir: deliveryClientDir },
])("the island loader and React Router's manifest in $build", ({ dir }) => {
  it("the manifest names an entry module and its chunks, all files of the build", () => {
    const { entry } = manifestOf(dir);
    expect(entry.module).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
    expect(entry.imports.length).toBeGreaterThan(0);
    for (const asset of [entry.module, ...entry.imports]) {
      expect(existsSync(path.join(dir, asset)), asset).toBe(true);
    }
  });

  it("the manifest's chunks are what the entry module imports", () => {
    const { entry } = manifestOf(dir);
    expect(new Set(entry.imports)).toEqual(importClosure(dir, entry.module));
  });

  it.each(["contact", "signup"] as const)(
    "the %s form's page loads the manifest's chunks, then its entry module",
    (form) => {
      const { entry } = manifestOf(dir);
      expect(loaderOf(htmlFileOf(formPagePath(form), dir))).toEqual({
        chunks: entry.imports,
        entry: entry.module,
      });
    },
  );
});

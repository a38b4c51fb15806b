import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";

export const clientDir = path.resolve("build/client");

/** Fails with a clear message when the tests run before a build. */
export function assertBuilt() {
  if (!existsSync(path.join(clientDir, "404.html"))) {
    throw new Error(
      "No build in build/client: run `npm run build` first (npm test does).",
    );
  }
}

/** The prerendered HTML file of a page path. */
export function htmlFileOf(pagePath: string): string {
  return path.join(clientDir, pagePath === "/" ? "" : pagePath, "index.html");
}

export function parseHtml(file: string): Document {
  return new JSDOM(readFileSync(file, "utf8")).window.document;
}

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";

export const clientDir = path.resolve("build/client");
/** The second build, with real form delivery (npm run build:delivery). */
export const deliveryClientDir = path.resolve("build-delivery/client");

/** Fails with a clear message when the tests run before the builds. */
export function assertBuilt() {
  if (!existsSync(path.join(clientDir, "404.html"))) {
    throw new Error(
      "No build in build/client: run `npm run build` first (npm test does).",
    );
  }
  if (!existsSync(path.join(deliveryClientDir, "404.html"))) {
    throw new Error(
      "No build in build-delivery/client: run `npm run build:delivery` first (npm test does).",
    );
  }
}

/** The prerendered HTML file of a page path (in the default build unless told). */
export function htmlFileOf(pagePath: string, dir: string = clientDir): string {
  return path.join(dir, pagePath === "/" ? "" : pagePath, "index.html");
}

export function parseHtml(file: string): Document {
  return new JSDOM(readFileSync(file, "utf8")).window.document;
}

/**
 * The scripts of a page that run code: everything but its data blocks (JSON-LD
 * for search engines, the speculation rules the browser reads).
 */
export function codeScripts(doc: Document): HTMLScriptElement[] {
  return [...doc.querySelectorAll("script")].filter(
    (script) =>
      !["application/ld+json", "speculationrules"].includes(
        script.getAttribute("type") ?? "",
      ),
  );
}

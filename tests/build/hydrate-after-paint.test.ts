// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import {
  AFTER_PAINT_LOADER,
  DEFERRED_SCRIPTS_ID,
  UnexpectedPageShape,
  hydrateAfterPaint,
} from "../../scripts/hydrate-after-paint";
import { inlineScriptHashes, pageCsp } from "../../server/headers";
import { assertBuilt, clientDir, htmlFileOf, parseHtml } from "./build-output";

beforeAll(assertBuilt);

const built = (pagePath: string) => readFileSync(htmlFileOf(pagePath), "utf8");
const formPages = ["/kontakt", "/produkte/coming-soon"];

/**
 * The page as React Router wrote it, recovered from the built page: the
 * preloads back in the head, the bootstrap back in its script. The build's
 * step must turn exactly this into exactly the built page.
 */
function asReactRouterWroteIt(html: string): string {
  const template = html.match(
    new RegExp(`<template id="${DEFERRED_SCRIPTS_ID}">([\\s\\S]*?)</template>`),
  );
  if (!template) throw new Error("no deferred scripts in the built page");
  const [, inner = ""] = template;
  const preloads = inner.match(/<link[^>]*>/g) ?? [];
  const bootstrap = inner.match(
    /<script type="module">([\s\S]*)<\/script>/,
  )?.[1];
  if (!bootstrap) throw new Error("no bootstrap in the template");
  const [, headStart = "", headEnd = ""] =
    html.match(/^([\s\S]*?<link rel="apple-touch-icon"[^>]*>)([\s\S]*)$/) ?? [];
  return (headStart + preloads.join("") + headEnd)
    .replace(template[0], "")
    .replace(
      `<script type="module" async="">${AFTER_PAINT_LOADER}</script>`,
      () => `<script type="module" async="">${bootstrap}</script>`,
    );
}

describe.each(formPages)("the form page %s, as built", (pagePath) => {
  it("loads nothing before its first paint: no preload or module outside the deferred template", () => {
    const doc = parseHtml(htmlFileOf(pagePath));
    expect(doc.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    const modules = doc.querySelectorAll('script[type="module"]');
    expect(modules).toHaveLength(1);
    expect(modules[0]?.textContent).toBe(AFTER_PAINT_LOADER);
    const template = doc.getElementById(DEFERRED_SCRIPTS_ID);
    expect(template?.parentElement?.tagName).toBe("HEAD");
    const content = (template as HTMLTemplateElement).content;
    expect(
      content.querySelectorAll('link[rel="modulepreload"]').length,
    ).toBeGreaterThan(3);
    expect(content.querySelector("script")?.textContent).toMatch(
      /window\.__reactRouterRouteModules =[\s\S]*import\("\/assets\/entry\.client-/,
    );
  });

  it("is exactly what the step makes of React Router's own output", () => {
    const html = built(pagePath);
    const original = asReactRouterWroteIt(html);
    expect(original).not.toBe(html);
    // The JSON-LD is added after this step, before </head>: compare without it.
    const withoutJsonLd = (text: string) =>
      text.replace(
        /<script type="application\/ld\+json">[\s\S]*?<\/script>/g,
        "",
      );
    expect(withoutJsonLd(hydrateAfterPaint(original, pagePath))).toBe(
      withoutJsonLd(html),
    );
  });

  it("has every inline script, the deferred bootstrap included, allowed by its policy", () => {
    const html = built(pagePath);
    const csp = pageCsp(html);
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(3);
    for (const hash of hashes) expect(csp).toContain(`'${hash}'`);
  });

  describe("fails the build loudly on any other shape", () => {
    const original = () => asReactRouterWroteIt(built(pagePath));
    it.each([
      [
        "an already processed page",
        (html: string) => hydrateAfterPaint(html, "x"),
      ],
      [
        "a second module script",
        (html: string) =>
          html.replace("</body>", '<script type="module">1</script></body>'),
      ],
      [
        "a bootstrap without the client entry",
        (html: string) =>
          html.replace(/import\("\/assets\/entry\.client-[^"]+"\);/, ""),
      ],
      [
        "a preload with other attributes",
        (html: string) =>
          html.replace(
            '<link rel="modulepreload" href=',
            '<link rel="modulepreload" crossorigin="" href=',
          ),
      ],
      [
        "a bootstrap that is no longer async",
        (html: string) =>
          html.replace(
            '<script type="module" async="">',
            '<script type="module">',
          ),
      ],
    ])("%s", (_, change) => {
      const changed = change(original());
      expect(() => hydrateAfterPaint(changed, pagePath)).toThrow(
        UnexpectedPageShape,
      );
    });
  });
});

describe("pages without a form", () => {
  it.each(
    [...pages.map((page) => page.path), "404"].filter(
      (pagePath) => !formPages.includes(pagePath),
    ),
  )("%s passes through unchanged", (pagePath) => {
    const file =
      pagePath === "404"
        ? path.join(clientDir, "404.html")
        : htmlFileOf(pagePath);
    const html = readFileSync(file, "utf8");
    expect(hydrateAfterPaint(html, pagePath)).toBe(html);
  });

  it("fail the build when a module preload shows up without a script", () => {
    const html = built("/").replace(
      "</head>",
      '<link rel="modulepreload" href="/assets/x.js"/></head>',
    );
    expect(() => hydrateAfterPaint(html, "/")).toThrow(UnexpectedPageShape);
  });
});

// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { WHOLE_STYLESHEET } from "../../scripts/build/prune-css.ts";
import { company } from "~/content/company";
import { deliveryPages } from "~/content/delivery-pages";
import { noScriptHint } from "~/content/forms";
import { type formPages, formPagePath, pages } from "~/content/pages";
import { site } from "~/content/site";
import {
  assertBuilt,
  clientDir,
  codeScripts,
  deliveryClientDir,
  htmlFileOf,
  parseHtml,
} from "./build-output";

beforeAll(assertBuilt);

/** The pages with something to run: the two forms. Every other page is HTML and CSS only. */
const hydrates = (id: string) => ["contact", "comingSoon"].includes(id);

/**
 * Nothing holds the first frame back but the header's last menu: no
 * render-blocking stylesheet or script, and one rel=expect link to that menu,
 * which comes right after the header's menu buttons, so that no frame shows
 * a button before its menu (decision 026). The rest of the page paints as it
 * streams in, and taps are answered between the parser's chunks (decision 024).
 */
function blocksNothing(doc: Document) {
  const blocking = [...doc.querySelectorAll("[blocking]")];
  expect(blocking.map((element) => element.outerHTML)).toEqual([
    '<link rel="expect" href="#mobile-navigation" blocking="render">',
  ]);
  const menus = [...doc.querySelectorAll("header [popover]")];
  expect(menus.at(-1)?.id).toBe("mobile-navigation");
  expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  expect(
    [...doc.querySelectorAll("script[src]")].filter(
      (script) =>
        !script.hasAttribute("async") &&
        !script.hasAttribute("defer") &&
        script.getAttribute("type") !== "module",
    ),
  ).toEqual([]);
}

describe.each(pages)("the prerendered page $path", (page) => {
  const document = () => parseHtml(htmlFileOf(page.path));

  it("blocks no frame: it paints as it streams in", () =>
    blocksNothing(document()));

  it("is real HTML in German with its one heading", () => {
    const doc = document();
    expect(doc.documentElement.lang).toBe("de");
    const headings = doc.querySelectorAll("h1");
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe(page.heading);
  });

  it("has its own title and meta description", () => {
    const doc = document();
    expect(doc.title).toBe(`${page.title} – ${site.brand}`);
    expect(
      doc.querySelector('meta[name="description"]')?.getAttribute("content"),
    ).toBe(page.description);
  });

  it("carries the header, the main content and the footer without JavaScript", () => {
    const doc = document();
    expect(doc.querySelector("header nav")).not.toBeNull();
    expect(doc.querySelector("main#main")?.textContent?.length).toBeGreaterThan(
      200,
    );
    expect(doc.querySelector("footer")?.textContent).toContain("© 2025");
  });

  it("has brotli and gzip copies for the server", () => {
    const file = htmlFileOf(page.path);
    expect(existsSync(`${file}.br`)).toBe(true);
    expect(existsSync(`${file}.gz`)).toBe(true);
  });

  it(
    hydrates(page.id)
      ? "ships one inline loader for its form's island and nothing before the first paint; no chunk it loads touches storage or carries React Router"
      : "ships no JavaScript at all: no script but its data (JSON-LD, speculation rules), no module preload",
    () => {
      const doc = document();
      const scripts = [...doc.querySelectorAll("script")];
      const code = codeScripts(doc);
      const preloads = doc.querySelectorAll('link[rel="modulepreload"]');
      expect(preloads).toHaveLength(0);
      if (hydrates(page.id)) {
        expect(code).toHaveLength(1);
        const [loader] = code;
        expect(loader?.getAttribute("type")).toBe("module");
        expect(loader?.hasAttribute("src")).toBe(false);
        // The island it hydrates is in the page.
        expect(doc.querySelectorAll("[data-island] form")).toHaveLength(1);
        const loaded = loadedChunks(loader?.textContent ?? "");
        expect(loaded.some((file) => file.startsWith("entry.client-"))).toBe(
          true,
        );
        for (const file of loaded) {
          const chunk = readFileSync(
            path.join(clientDir, "assets", file),
            "utf8",
          );
          expect(chunk, file).not.toMatch(/Storage/);
          // React Router's client (its router, history and data APIs) stays home.
          expect(chunk, file).not.toMatch(/createBrowserRouter|__reactRouter/);
          expect(file).not.toMatch(
            /^(root|router|manifest|contact|coming-soon)-/,
          );
        }
      } else {
        expect(code.map((script) => script.outerHTML.slice(0, 80))).toEqual([]);
        expect(scripts.length).toBeGreaterThan(0);
      }
    },
  );
});

/** The chunk files an after-paint loader imports, read from its code. */
function loadedChunks(loader: string): string[] {
  return [...loader.matchAll(/"\/assets\/([\w.-]+\.js)"/g)].map(
    (match) => match[1]!,
  );
}

describe("the JavaScript files", () => {
  const assets = path.join(clientDir, "assets");
  const chunks = readdirSync(assets).filter((name) => name.endsWith(".js"));

  it("ask V8 to compile every function off the main thread where the code is substantial", () => {
    const hinted = chunks.filter((name) =>
      readFileSync(path.join(assets, name), "utf8").startsWith(
        "//# allFunctionsCalledOnLoad\n",
      ),
    );
    for (const prefix of ["framework-", "islands-"])
      expect(
        hinted.some((name) => name.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });
});

describe("the 404 page", () => {
  const file = path.join(clientDir, "404.html");

  it("blocks no frame: it paints as it streams in", () =>
    blocksNothing(parseHtml(file)));

  it("is prerendered with the spec's text, a link home, and kept out of search engines", () => {
    const doc = parseHtml(file);
    expect(doc.querySelector("h1")?.textContent).toBe("Oops! Page not found");
    expect(doc.querySelector("main")?.textContent).toContain("404");
    expect(doc.querySelector('main a[href="/"]')).not.toBeNull();
    expect(
      doc.querySelector('meta[name="robots"]')?.getAttribute("content"),
    ).toBe("noindex");
  });

  it("runs one small inline script, the log of the unknown path, and loads no other", () => {
    const doc = parseHtml(file);
    const code = codeScripts(doc);
    expect(code).toHaveLength(1);
    expect(code[0]?.hasAttribute("src")).toBe(false);
    expect(code[0]?.textContent).toContain("console.error(");
    expect(code[0]?.textContent?.length).toBeLessThan(200);
    expect(doc.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });

  it("replaces the loading shell, which the build no longer ships", () => {
    expect(existsSync(path.join(clientDir, "__spa-fallback.html"))).toBe(false);
    expect(existsSync(path.join(clientDir, "404"))).toBe(false);
  });
});

describe("every built file", () => {
  const files = readdirSync(clientDir, {
    recursive: true,
    encoding: "utf8",
  }).filter((name) => /\.(html|js|css)$/.test(name));

  it("loads no script, style, font or image from another host", () => {
    for (const name of files.filter((file) => file.endsWith(".html"))) {
      const doc = parseHtml(path.join(clientDir, name));
      const loaded = doc.querySelectorAll<HTMLElement>(
        "script[src], link[rel~=stylesheet], link[rel~=preload], link[rel~=modulepreload], link[rel~=icon], img, source, iframe",
      );
      for (const element of loaded) {
        const url =
          element.getAttribute("src") ?? element.getAttribute("href") ?? "";
        // A path on this host, or the favicon inline.
        expect(url, `${name} loads ${url}`).toMatch(
          /^(\/(?!\/)|data:image\/png;base64,)/,
        );
      }
    }
    for (const name of files.filter((file) => file.endsWith(".css"))) {
      const css = readFileSync(path.join(clientDir, name), "utf8");
      expect(css, name).not.toMatch(/url\(\s*["']?(https?:)?\/\//);
      expect(css, name).not.toMatch(/@import/);
    }
  });

  it("styles with values, not token references, in two font weights (decision 020)", () => {
    // The whole stylesheet, of which each page inlines its part (decision 034).
    const css = readFileSync(
      path.join(clientDir, "..", WHOLE_STYLESHEET),
      "utf8",
    );
    expect(css).toMatch(/font-weight/);
    // Design tokens are written into the rules that use them; only Tailwind's
    // composition variables (--tw-shadow, --tw-leading …) stay references.
    const references = new Set(
      [...css!.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name),
    );
    expect([...references].filter((name) => !/^--tw(-|$)/.test(name!))).toEqual(
      [],
    );
    const weights = new Set(
      [...css!.matchAll(/font-weight:\s*([^;}]+)/g)].map(([, value]) =>
        value!.trim(),
      ),
    );
    for (const weight of weights)
      expect(["400", "700", "bolder", "inherit", "initial"]).toContain(weight);
    expect(weights).toContain("400");
    expect(weights).toContain("700");
  });

  it("sets no cookie", () => {
    for (const name of files) {
      expect(readFileSync(path.join(clientDir, name), "utf8")).not.toMatch(
        /document\.cookie\s*=/,
      );
    }
  });
});

describe.each([
  { name: "the simulated build", dir: clientDir, delivery: false },
  { name: "the delivery build", dir: deliveryClientDir, delivery: true },
])("the forms of $name", ({ dir, delivery }) => {
  const formPage = (id: keyof typeof formPages) =>
    parseHtml(htmlFileOf(formPagePath(id), dir));

  it.each(["contact", "signup"] as const)(
    delivery
      ? "%s posts itself to its page and can be sent before any script runs"
      : "%s waits for its script (no server to post to) and says how else to reach the company",
    (id) => {
      const doc = formPage(id);
      const form = doc.querySelector("main form")!;
      const button = form.querySelector('button[type="submit"]')!;
      if (delivery) {
        expect(form.getAttribute("method")).toBe("post");
        expect(form.getAttribute("action")).toBe(formPagePath(id));
        expect(form.hasAttribute("enctype")).toBe(false);
        expect(button.hasAttribute("disabled")).toBe(false);
        expect(form.textContent).not.toContain(noScriptHint);
      } else {
        expect(form.hasAttribute("method")).toBe(false);
        expect(form.hasAttribute("action")).toBe(false);
        expect(button.hasAttribute("disabled")).toBe(true);
        expect(form.textContent).toContain(noScriptHint);
      }
    },
  );

  it(
    delivery
      ? "has every result page, prerendered, out of search engines and the sitemap"
      : "has no result pages",
    () => {
      const sitemap = readFileSync(path.join(dir, "sitemap.xml"), "utf8");
      for (const page of deliveryPages) {
        const file = htmlFileOf(page.path, dir);
        expect(existsSync(file), page.path).toBe(delivery);
        expect(sitemap).not.toContain(page.path);
        if (!delivery) continue;
        const doc = parseHtml(file);
        expect(doc.querySelector("h1")?.textContent).toBe(page.heading);
        expect(
          doc.querySelector('meta[name="robots"]')?.getAttribute("content"),
        ).toBe("noindex");
        expect(codeScripts(doc)).toEqual([]);
        // A page about a fault of ours offers the other ways to reach us.
        const links = [...doc.querySelectorAll("main a[href]")].map((link) =>
          link.getAttribute("href"),
        );
        const otherWays = [
          `mailto:${company.email}`,
          `tel:${company.phone.href}`,
        ];
        if ("reachUs" in page)
          expect(links).toEqual(expect.arrayContaining(otherWays));
        else expect(links).not.toEqual(expect.arrayContaining(otherWays));
      }
      expect(deliveryPages.filter((page) => "reachUs" in page)).toHaveLength(1);
    },
  );
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

const page = [
  "<html><head>",
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/>',
  "</head><body><main><h1>Hallo</h1></main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  const result = deferHydration(page);

  it("removes the module preloads from the HTML", () => {
    expect(result).not.toContain('<link rel="modulepreload"');
  });

  it("keeps the content and the classic inline scripts untouched", () => {
    expect(result).toContain("<main><h1>Hallo</h1></main>");
    expect(result).toContain(
      "<script>window.__reactRouterContext = {};</script>",
    );
  });

  it("loads the same modules in the same roles", () => {
    const script =
      result.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script).toContain(
      'const [_unused0, route0] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js")]);',
    );
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0};',
    );
    expect(script.trim().endsWith('import("/assets/entry.client-2.js");')).toBe(
      true,
    );
    expect(script).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]',
    );
    expect(script).not.toMatch(/^import /m);
  });

  it("evaluates the chunks one task at a time, keeping the client entry for last", () => {
    const script =
      result.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script).toContain(
      'for (const href of ["/assets/manifest-1.js","/assets/root-3.js"]) { await import(href); await new Promise((resolve) => setTimeout(resolve)); }',
    );
    expect(script.indexOf("await import(href)")).toBeLessThan(
      script.lastIndexOf('import("/assets/entry.client-2.js")'),
    );
  });

  it("leaves a page without a bootstrap script as it is", () => {
    expect(deferHydration("<html><body>nur Text</body></html>")).toBe(
      "<html><body>nur Text</body></html>",
    );
  });
});

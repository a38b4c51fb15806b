/**
 * The one post-processing step left on prerendered pages, and only on the pages
 * that ship React (the two forms): their JavaScript starts loading after the
 * first paint instead of competing with it.
 *
 * React Router writes module preloads into the head and one inline module
 * script (the bootstrap) at the end of the body. This step changes neither:
 * it moves the preloads and an untouched copy of the bootstrap into a
 * <template> at the end of the head, and puts a short fixed loader in the
 * bootstrap's place that inserts that template's content once the browser
 * reports the first contentful paint. No JavaScript is parsed or rewritten.
 *
 * Any other shape of page fails the build with a message that says what was
 * found: a React Router upgrade that changes its output cannot slip through.
 */

/** The id of the template that holds the deferred scripts. */
export const DEFERRED_SCRIPTS_ID = "scripts-after-paint";

/**
 * Once the first contentful paint is reported (at the latest after 300 ms:
 * hidden tabs, browsers without paint timing), inserts the preloads so every
 * chunk downloads in parallel, evaluates the chunks one per task so no single
 * task blocks input for long, and finally runs React Router's bootstrap, which
 * imports the client entry (it hydrates, so it must come last).
 */
export const AFTER_PAINT_LOADER = [
  "await new Promise((resolve) => {",
  "setTimeout(resolve, 300);",
  'try { new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length) setTimeout(resolve); }).observe({ type: "paint", buffered: true }); } catch { resolve(); }',
  "});",
  `const { content } = document.getElementById(${JSON.stringify(DEFERRED_SCRIPTS_ID)});`,
  'const preloads = [...content.querySelectorAll("link")].map((link) => document.importNode(link));',
  "document.head.append(...preloads);",
  'for (const { href } of preloads) { if (href.includes("/entry.client-")) continue; await import(href); await new Promise((resolve) => setTimeout(resolve)); }',
  'document.body.append(document.importNode(content.querySelector("script"), true));',
].join("\n");

const PRELOAD = /<link rel="modulepreload" href="\/assets\/[\w.-]+\.js"\/>/g;
const ANY_PRELOAD = /<link\b[^>]*\bmodulepreload\b[^>]*>/g;
const MODULE_SCRIPT = /<script type="module"[^>]*>([\s\S]*?)<\/script>/g;
const BOOTSTRAP_OPEN = '<script type="module" async="">';

export class UnexpectedPageShape extends Error {
  constructor(page: string, problem: string) {
    super(
      `${page}: ${problem}. scripts/hydrate-after-paint.ts expects React Router's module preloads in the head and one bootstrap module script; check its output after an upgrade.`,
    );
  }
}

/**
 * Returns the page with its scripts deferred until after the first paint, or
 * unchanged when it ships no JavaScript. Throws on any other shape.
 */
export function hydrateAfterPaint(html: string, page: string): string {
  const modules = [...html.matchAll(MODULE_SCRIPT)];
  const anyPreloads = html.match(ANY_PRELOAD) ?? [];
  if (modules.length === 0) {
    if (anyPreloads.length > 0)
      throw new UnexpectedPageShape(page, "module preloads without a script");
    return html;
  }
  if (html.includes(DEFERRED_SCRIPTS_ID))
    throw new UnexpectedPageShape(page, "the page was already processed");
  if (modules.length !== 1)
    throw new UnexpectedPageShape(
      page,
      `${modules.length} module scripts instead of one`,
    );
  const [bootstrapTag, bootstrap = ""] = modules[0]!;
  if (!bootstrapTag.startsWith(BOOTSTRAP_OPEN))
    throw new UnexpectedPageShape(
      page,
      `the bootstrap opens as ${bootstrapTag.slice(0, 40)}`,
    );
  if (
    !bootstrap.includes("window.__reactRouterRouteModules =") ||
    !/import\("\/assets\/entry\.client-[\w-]+\.js"\);\s*$/.test(bootstrap)
  )
    throw new UnexpectedPageShape(
      page,
      "the module script is not React Router's bootstrap (route modules, then the client entry)",
    );
  const preloads = html.match(PRELOAD) ?? [];
  if (preloads.length === 0 || preloads.length !== anyPreloads.length)
    throw new UnexpectedPageShape(
      page,
      `${anyPreloads.length} module preloads, ${preloads.length} of the expected form`,
    );
  const head = html.slice(0, html.indexOf("</head>"));
  if (preloads.some((tag) => !head.includes(tag)))
    throw new UnexpectedPageShape(page, "a module preload outside the head");
  if (html.indexOf(bootstrapTag) < html.indexOf("<body"))
    throw new UnexpectedPageShape(page, "the bootstrap is not in the body");

  let result = html;
  for (const tag of preloads) result = result.replace(tag, "");
  const template = `<template id="${DEFERRED_SCRIPTS_ID}">${preloads.join("")}<script type="module">${bootstrap}</script></template>`;
  return result
    .replace(
      bootstrapTag,
      () => `${BOOTSTRAP_OPEN}${AFTER_PAINT_LOADER}</script>`,
    )
    .replace("</head>", () => `${template}</head>`);
}

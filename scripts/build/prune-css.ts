import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Selector, transform } from "lightningcss";

/**
 * Every page inlines the one stylesheet of the site, about half of which
 * styles other pages. Each prerendered page keeps only the rules it can use
 * (decision 034):
 *
 * - A style rule goes when each of its selectors names, outside any
 *   pseudo-class, a class that the page can never carry: one that is not in
 *   its HTML and, on a page that runs scripts, not in any script of the
 *   build either (every word of them counts, as Tailwind itself scans
 *   sources). Selectors without a class, and classes inside `:not()`,
 *   `:is()`, `:has()` and the like, keep their rule.
 * - A `--tw-*` custom property goes, with its `@property` rule, when no
 *   `var()` of what is left reads it (Tailwind declares them for every
 *   utility of the site).
 */
export function pruneStylesheet(css: string, classes: Set<string>): string {
  const canMatch = (selector: Selector) =>
    selector.every(
      (component) => component.type !== "class" || classes.has(component.name),
    );
  let pruned = transform({
    filename: "inline.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // Rules some of whose selectors can match stay as they are: no rule
        // is rebuilt, only dropped whole.
        style: (rule) => (rule.value.selectors.some(canMatch) ? undefined : []),
      },
    },
  }).code.toString();
  // Dropping a declaration can leave another property unread: repeat until
  // nothing changes.
  for (;;) {
    const read = new Set(
      Array.from(pruned.matchAll(/var\((--[\w-]+)/g), (match) => match[1]!),
    );
    const unread = (name: string) =>
      name.startsWith("--tw-") && !read.has(name);
    const next = transform({
      filename: "inline.css",
      code: Buffer.from(pruned),
      minify: true,
      visitor: {
        Rule: {
          property: (rule) => (unread(rule.value.name) ? [] : undefined),
        },
        Declaration: {
          custom: (property) => (unread(property.name) ? [] : undefined),
        },
      },
    }).code.toString();
    if (next === pruned) return pruned;
    pruned = next;
  }
}

/** The class names of an HTML page's `class` attributes, entities decoded. */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of decodeEntities(value).split(/\s+/))
      if (name) classes.add(name);
  return classes;
}

/** Every word of a script that could be a class name: what is between quotes and spaces. */
export function scriptWords(script: string): Set<string> {
  return new Set(script.split(/[\s"'`]+/).filter(Boolean));
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

function decodeEntities(text: string): string {
  return text.replace(
    /&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi,
    (_, code: string) =>
      code[0] !== "#"
        ? NAMED_ENTITIES[code.toLowerCase()]!
        : String.fromCodePoint(
            code[1] === "x" || code[1] === "X"
              ? parseInt(code.slice(2), 16)
              : parseInt(code.slice(1), 10),
          ),
  );
}

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;
/** The whole stylesheet, in the build folder beside `client/`. */
export const WHOLE_STYLESHEET = "stylesheet.css";

/**
 * Prunes the inline stylesheet of every HTML file of a client build. The
 * whole stylesheet is kept beside the client folder (not served), for the
 * test that holds every page's look to it (tests/e2e/stylesheet.spec.ts).
 */
export async function pruneInlineStylesheets(clientDir: string): Promise<void> {
  const entries = await readdir(clientDir, {
    withFileTypes: true,
    recursive: true,
  });
  const files = entries.filter((entry) => entry.isFile());
  const scriptWordsOfBuild = new Set<string>();
  for (const entry of files.filter((file) => file.name.endsWith(".js")))
    for (const word of scriptWords(
      await readFile(path.join(entry.parentPath, entry.name), "utf8"),
    ))
      scriptWordsOfBuild.add(word);
  // Every page inlines the same whole sheet (app/root.tsx).
  let whole: string | undefined;
  for (const entry of files.filter((file) => file.name.endsWith(".html"))) {
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const css = INLINE_STYLE.exec(html)?.[1];
    if (css === undefined) continue;
    whole ??= css;
    const classes = htmlClasses(html);
    if (html.includes('<script type="module"'))
      for (const word of scriptWordsOfBuild) classes.add(word);
    await writeFile(
      file,
      html.replace(
        INLINE_STYLE,
        () => `<style>${pruneStylesheet(css, classes)}</style>`,
      ),
    );
  }
  if (whole !== undefined)
    await writeFile(path.join(clientDir, "..", WHOLE_STYLESHEET), whole);
}

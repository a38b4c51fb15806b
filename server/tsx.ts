import { readFileSync } from "node:fs";
import { type LoadHookSync, createRequire, registerHooks } from "node:module";
import { fileURLToPath } from "node:url";

/*
 * The mails' layouts are TSX, written like the pages (decision 066). Node
 * strips types but compiles no JSX (decision 010), so importing this module
 * registers a load hook that compiles the project's .tsx files as Node loads
 * them, with the compiler Vite builds the pages and Vitest runs the tests
 * with: rolldown's oxc transform. Node loads every static import of a module
 * before it runs any, so a module Node runs reaches a .tsx file only through
 * `await import()` after importing this one (ESLint refuses a static import).
 */

type Compiler = typeof import("rolldown/utils");
let compiler: Compiler | undefined;

/** A .tsx file as JavaScript: types removed, JSX for React's automatic runtime, its source map inline. */
function compile(file: string): string {
  // Loaded with the first .tsx file (30 ms), not by every command that lists the mail kinds.
  compiler ??= createRequire(import.meta.url)("rolldown/utils") as Compiler;
  const { code, map, errors } = compiler.transformSync(
    file,
    readFileSync(file, "utf8"),
    {
      lang: "tsx",
      sourceType: "module",
      jsx: { runtime: "automatic" },
      // As tsconfig's verbatimModuleSyntax and Node's type stripping: only
      // what says `type` goes.
      typescript: { onlyRemoveTypeImports: true },
      sourcemap: true,
    },
  );
  if (errors.length > 0) throw errors[0];
  // For `node --enable-source-maps`: a stack trace at the .tsx file's lines.
  const inline = Buffer.from(JSON.stringify(map)).toString("base64");
  return `${code}\n//# sourceMappingURL=data:application/json;base64,${inline}\n`;
}

const load: LoadHookSync = (url, context, nextLoad) => {
  if (
    !url.startsWith("file:") ||
    !url.endsWith(".tsx") ||
    /\/node_modules\//.test(url)
  )
    return nextLoad(url, context);
  return {
    format: "module",
    source: compile(fileURLToPath(url)),
    shortCircuit: true,
  };
};

// Once per process, however often this module is evaluated (Vitest may evaluate it again).
const registered = Symbol.for("zunftwerk.tsx-load-hook");
const marks = globalThis as { [registered]?: true };
if (!marks[registered]) {
  marks[registered] = true;
  registerHooks({ load });
}

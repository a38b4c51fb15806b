import { render } from "@testing-library/react";
import type { ContextType } from "react";
import {
  RouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
  type UNSAFE_AssetsManifest as AssetsManifest,
  createMemoryRouter,
} from "react-router";
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  expectTypeOf,
  it,
  vi,
} from "vitest";
import { PageScripts } from "./page-scripts";

/*
 * The island loader (page-scripts.tsx) reads three things from React Router's
 * unstable framework context: `isSpaMode`, `manifest.entry.module` and
 * `manifest.entry.imports`. React Router may change an UNSAFE_ export in any
 * release, so this file fails when it does:
 * - at type level (npm run typecheck): the value of the context, as React
 *   Router declares it, still has those three fields with those types, and
 *   the context below is shaped as its types say;
 * - at run time: the export is still a React context, and PageScripts turns
 *   what it holds into the loader.
 * That the framework really fills these fields when it prerenders, with files
 * that exist, is checked on the build: tests/build/framework-context.test.ts.
 */

/** The value React Router's framework context holds while it renders a page. */
type FrameworkContextObject = NonNullable<ContextType<typeof FrameworkContext>>;

/** What PageScripts reads from it, with the types it relies on. */
interface ReadByPageScripts {
  isSpaMode: boolean;
  manifest: { entry: { module: string; imports: readonly string[] } };
}

// Type level: fails `tsc` when React Router renames, drops or retypes a field
// PageScripts reads (the context's value and its exported manifest type).
expectTypeOf<FrameworkContextObject>().toExtend<ReadByPageScripts>();
expectTypeOf<AssetsManifest["entry"]>().toExtend<
  ReadByPageScripts["manifest"]["entry"]
>();
expectTypeOf<
  FrameworkContextObject["manifest"]
>().toEqualTypeOf<AssetsManifest>();

const ENTRY = "/assets/entry.client-Test1234.js";
const CHUNKS = [
  "/assets/rolldown-runtime-Test1234.js",
  "/assets/framework-Test1234.js",
  "/assets/islands-Test1234.js",
];

/** A framework context as React Router's types describe it, for a build with one route. */
function frameworkContext(isSpaMode: boolean) {
  return {
    manifest: {
      entry: { module: ENTRY, imports: CHUNKS },
      routes: {
        root: {
          id: "root",
          path: "",
          module: "/assets/root-Test1234.js",
          hasAction: false,
          hasLoader: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
          clientActionModule: undefined,
          clientLoaderModule: undefined,
          clientMiddlewareModule: undefined,
          hydrateFallbackModule: undefined,
        },
      },
      url: "/assets/manifest-test1234.js",
      version: "test1234",
    },
    routeModules: {},
    future: {},
    ssr: false,
    isSpaMode,
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } satisfies FrameworkContextObject;
}

/** Renders PageScripts in a page that asks for JavaScript (or not), inside the given framework context. */
function renderPage(
  context: FrameworkContextObject | undefined,
  { hydrate = true } = {},
) {
  const router = createMemoryRouter(
    [{ id: "root", path: "/", handle: { hydrate }, element: <PageScripts /> }],
    { initialEntries: ["/"] },
  );
  return render(
    <FrameworkContext.Provider value={context}>
      <RouterProvider router={router} />
    </FrameworkContext.Provider>,
  );
}

/** The inline loader's code, if the page has one. */
const loaderOf = (container: HTMLElement) =>
  [...container.querySelectorAll("script")]
    .map((script) => script.textContent ?? "")
    .find((code) => code.includes("first-contentful-paint"));

describe("PageScripts and React Router's framework context", () => {
  beforeEach(() => {
    // As in the build: not the development server.
    vi.stubEnv("DEV", false);
    // React's reminder that a script rendered on the client does not run:
    // these scripts run from the prerendered HTML.
    const report = console.error;
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith("Encountered a script tag"))
        report(...args);
    });
  });
  afterEach(() => vi.unstubAllEnvs());

  it("React Router still exports UNSAFE_FrameworkContext as a React context", () => {
    expect(FrameworkContext).toBeDefined();
    expect(FrameworkContext.Provider).toBeDefined();
    expect(String(FrameworkContext.$$typeof)).toBe("Symbol(react.context)");
  });

  it("writes the loader from the context's entry module and its chunks on a form page of the build", () => {
    const { container } = renderPage(frameworkContext(false));
    const scripts = container.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute("type", "module");
    expect(scripts[0]).not.toHaveAttribute("src");
    const loader = loaderOf(container) ?? "";
    expect(loader).toContain(`const chunks = ${JSON.stringify(CHUNKS)};`);
    expect(loader.trim().split("\n").at(-1)).toBe(
      `await import(${JSON.stringify(ENTRY)});`,
    );
  });

  it("leaves a page without a form without scripts", () => {
    const { container } = renderPage(frameworkContext(false), {
      hydrate: false,
    });
    expect(container.querySelectorAll("script")).toHaveLength(0);
  });

  it("hands the SPA fallback (isSpaMode) to React Router's own scripts, never the loader", () => {
    const { container } = renderPage(frameworkContext(true), {
      hydrate: false,
    });
    expect(loaderOf(container)).toBeUndefined();
    // React Router's own: its module script, and its preloads of the
    // context's entry chunks (React puts <link> elements into the head).
    expect(
      container.querySelector('script[type="module"][async]'),
    ).not.toBeNull();
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => link.getAttribute("href"),
      ),
    ).toEqual(expect.arrayContaining(CHUNKS));
  });
});

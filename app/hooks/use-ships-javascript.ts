import { useMatches } from "react-router";

/** What a route module exports as `handle` to ask for JavaScript on its page. */
export interface PageHandle {
  /** The page has something to run (a form): ship React and hydrate it. */
  hydrate?: boolean;
}

/**
 * Whether this page asks for JavaScript. Only pages whose route says so
 * (`handle = { hydrate: true }`) load React for their form; every other page
 * is complete HTML and CSS, with menus that work without a script
 * (docs/decisions/012-scripts-only-where-needed.md).
 */
export function useShipsJavaScript(): boolean {
  return useMatches().some(
    (match) => (match.handle as PageHandle | undefined)?.hydrate,
  );
}

import { useContext } from "react";
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  useMatches,
} from "react-router";

/** What a route module exports as `handle` to ask for JavaScript on its page. */
export interface PageHandle {
  /** The page has something to run (a form): ship React and hydrate it. */
  hydrate?: boolean;
}

/**
 * Whether this page ships JavaScript. Only pages whose route asks for it
 * (`handle = { hydrate: true }`) load React for their form; every other page
 * is complete HTML and CSS, with menus that work without a script
 * (docs/decisions/012-scripts-only-where-needed.md).
 *
 * The build also renders an SPA fallback page, which must carry the scripts or
 * the build stops; that page is deleted afterwards (scripts/finish-build.ts).
 */
export function useShipsJavaScript(): boolean {
  const matches = useMatches();
  const isSpaFallback = useContext(FrameworkContext)?.isSpaMode === true;
  return (
    isSpaFallback ||
    matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate)
  );
}

import { useContext } from "react";
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  Scripts,
} from "react-router";
import { useShipsJavaScript } from "~/hooks/use-ships-javascript";

/**
 * The one inline module script of a form page. Once the browser reports the
 * first contentful paint (at the latest after 300 ms: hidden tabs, browsers
 * without paint timing) it preloads every chunk of the client entry so they
 * download in parallel, evaluates them one per task so no single task blocks
 * input for long, and finally imports the entry, which hydrates the islands.
 */
function afterPaintLoader(entry: string, chunks: readonly string[]): string {
  return [
    "await new Promise((resolve) => {",
    "setTimeout(resolve, 300);",
    'try { new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length) setTimeout(resolve); }).observe({ type: "paint", buffered: true }); } catch { resolve(); }',
    "});",
    `const chunks = ${JSON.stringify(chunks)};`,
    'for (const href of chunks) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    "for (const href of chunks) { await import(href); await new Promise((resolve) => setTimeout(resolve)); }",
    `await import(${JSON.stringify(entry)});`,
  ].join("\n");
}

/**
 * The scripts of a page. Pages without a form get none. A form page gets the
 * loader above and nothing else: no module preload in the head, no React
 * Router bootstrap, no route modules; its client entry hydrates the islands
 * (app/entry.client.tsx). React Router's own <Scripts/> remain where its
 * tooling needs them: the build's SPA fallback (deleted afterwards) and the
 * development server.
 */
export function PageScripts() {
  const shipsJavaScript = useShipsJavaScript();
  const context = useContext(FrameworkContext);
  // The SPA fallback must carry React Router's scripts or the build stops.
  if (context?.isSpaMode) return <Scripts />;
  if (!shipsJavaScript) return null;
  if (import.meta.env.DEV || !context) return <Scripts />;
  const { module, imports } = context.manifest.entry;
  return (
    <script
      type="module"
      dangerouslySetInnerHTML={{ __html: afterPaintLoader(module, imports) }}
    />
  );
}

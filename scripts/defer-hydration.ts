/**
 * Rewrites a prerendered page so that its JavaScript starts loading only after
 * the first contentful paint. The HTML is complete and styled on its own; JavaScript adds
 * behaviour. On a slow phone the text therefore paints without competing with
 * ~110 KB of scripts, and hydration follows one frame later.
 *
 * React Router emits module preloads plus one inline module script that
 * imports the route modules and then the client entry. This keeps that script's
 * logic and order, turning its static imports into dynamic ones that run after
 * the first paint, with the preloads added at the same moment so the chunks
 * still download in parallel.
 */
export function deferHydration(html: string): string {
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*\/?>/g),
  ];
  const bootstrap = html.match(
    /<script type="module"[^>]*>([\s\S]*?)<\/script>/,
  );
  if (!bootstrap?.[1] || preloads.length === 0) return html;

  const staticImports = [
    ...bootstrap[1].matchAll(/import (?:\* as (\w+) from )?"([^"]+)";/g),
  ];
  const rest = bootstrap[1]
    .replace(/import (?:\* as \w+ from )?"[^"]+";/g, "")
    .trim();
  const names = staticImports.map(
    ([, name], index) => name ?? `_unused${index}`,
  );
  const urls = staticImports.map(([, , url]) => JSON.stringify(url));
  const hrefs = preloads.map(([, href]) => href);
  // The client entry hydrates as a side effect: it must run last, as before.
  const entry = rest.match(/import\("([^"]+)"\)/)?.[1];
  const chunks = JSON.stringify(hrefs.filter((href) => href !== entry));

  const script = [
    // Once the browser reports the first contentful paint (at the latest after
    // 300 ms, for browsers without paint timing or tabs in the background).
    'await new Promise((resolve) => { try { new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); setTimeout(resolve); } }).observe({ type: "paint", buffered: true }); } catch { resolve(); } setTimeout(resolve, 300); });',
    `for (const href of ${JSON.stringify(hrefs)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    // Evaluate the chunks one per task, so no single task blocks input for long.
    `for (const href of ${chunks}) { await import(href); await new Promise((resolve) => setTimeout(resolve)); }`,
    `const [${names.join(", ")}] = await Promise.all([${urls.map((url) => `import(${url})`).join(", ")}]);`,
    rest,
  ].join("\n");

  let result = html;
  for (const [tag] of preloads) result = result.replace(tag, "");
  return result.replace(
    bootstrap[0],
    `<script type="module">${script}</script>`,
  );
}

import { matchPath, useLocation } from "react-router";
import { contactRequestSearches } from "~/content/contact";
import { pages } from "~/content/pages";

/**
 * Speculation Rules: the browser may prerender a page of this site as soon as
 * the visitor shows intent (pointer down, or hovering a link to it for a
 * moment), so the document load that follows is instant. A list of the site's
 * own pages, not a document rule: a document rule (`href_matches` and
 * `selector_matches` over every link) costs the browser a URL pattern compile
 * and a match per link while it parses and lays out the page, about 7 ms of
 * a cold load on the benchmark machine, before the first paint (decision 020).
 * A list rule matches a link's exact URL, so it names every page but the
 * current one and every contact link that names a request
 * (`/kontakt?anliegen=demo`); links elsewhere, opening a new window or
 * downloading are never in it. Inline, so that no request
 * competes with the first paint; the page's policy allows it by its hash
 * (server/http/security-headers.ts). Browsers without support ignore the
 * element.
 */
function speculationRulesFor(pathname: string) {
  const urls = pages
    .filter((page) => !matchPath(page.path, pathname))
    .flatMap((page) =>
      page.id === "contact"
        ? [
            page.path,
            ...contactRequestSearches.map((search) => page.path + search),
          ]
        : [page.path],
    );
  return { prerender: [{ urls, eagerness: "moderate" }] } as const;
}

export function SpeculationRules() {
  // matchPath, as NavLink does, also accepts a prerendered path's trailing slash.
  const { pathname } = useLocation();
  return (
    <script
      type="speculationrules"
      dangerouslySetInnerHTML={{
        __html: JSON.stringify(speculationRulesFor(pathname)),
      }}
    />
  );
}

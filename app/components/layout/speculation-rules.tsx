/**
 * Speculation Rules: the browser may prerender a page of this site as soon as
 * the visitor shows intent (pointer down, or hovering a link for a moment), so
 * the document load that follows is instant. Only same-site paths, never a
 * link that opens elsewhere or downloads. Inline, so that no request competes
 * with the first paint; the page's policy allows it by its hash
 * (server/headers.ts). Browsers without support ignore the element.
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { selector_matches: "[target=_blank], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

export function SpeculationRules() {
  return (
    <script
      type="speculationrules"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }}
    />
  );
}

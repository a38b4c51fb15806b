import type { PageId } from "./pages.ts";

/**
 * A page that exists only in delivery builds and says one thing: a step of
 * the double opt-in (subscription.ts), or the result of a form sent without
 * JavaScript (form-results.ts). Not in the sitemap and not indexed.
 */
export interface MessagePage {
  id: string;
  path: string;
  title: string;
  heading: string;
  text: string;
  /** Commands for the owner's server, each shown whole on a line of its own. */
  commands?: readonly { label: string; command: string }[];
  /** The button that posts the page's form; result pages have none. */
  action?: string;
  /** Whether the page gives the company's e-mail and phone, as links: another way to reach it. */
  reachUs?: boolean;
  /** Where the page leads on. */
  next: { label: string; to: PageId };
}

/** The way on that most message pages offer. */
export const toHomePage = { label: "Zur Startseite", to: "home" } as const;

/** The path of one page of a list of message pages, by its id. */
export function messagePagePath<Id extends string>(
  list: readonly { id: Id; path: string }[],
  id: Id,
): string {
  return list.find((page) => page.id === id)!.path;
}

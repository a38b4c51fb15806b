import {
  type ConsoleMessage,
  type Page,
  type Request,
  test as base,
  expect,
} from "@playwright/test";
import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { pages } from "../../app/content/pages";

export { expect };
export { DESKTOP_ONLY, MOBILE_ONLY } from "./tags";

/** Every route of the page list, plus an unknown path answered by the 404 page. */
export const routes = pages.map((page) => page.path);
export const unknownPath = "/gibt-es-nicht";
/** The widths every page must look finished at (BRIEF §4). */
export const WIDTHS = [320, 375, 768, 1024, 1440];
export const NOT_FOUND_LOG =
  "404 Error: User attempted to access non-existent route:";

/** What a page did while a test ran: console output and requests by host. */
export interface PageActivity {
  console: ConsoleMessage[];
  requests: Request[];
  /**
   * Console errors and warnings. On the 404 page its intended log and the
   * browser's note about the document's 404 status are expected, not problems.
   */
  problems(options?: { notFoundPage?: boolean }): string[];
  /** Requests to any host but the site's own. */
  foreignRequests(): string[];
}

export const test = base.extend<{ activity: PageActivity }>({
  activity: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    const activity: PageActivity = {
      console: [],
      requests: [],
      problems: ({ notFoundPage = false } = {}) =>
        activity.console
          .filter(
            (message) =>
              message.type() === "error" || message.type() === "warning",
          )
          .map((message) => `${message.type()}: ${message.text()}`)
          .filter(
            (text) =>
              !notFoundPage ||
              !(
                text.includes(NOT_FOUND_LOG) ||
                text.includes("status of 404 (Not Found)")
              ),
          ),
      foreignRequests: () =>
        activity.requests
          .map((request) => request.url())
          .filter(
            (url) => !url.startsWith("data:") && new URL(url).origin !== origin,
          ),
    };
    page.on("console", (message) => activity.console.push(message));
    page.on("pageerror", (error) =>
      activity.console.push({
        type: () => "error",
        text: () => error.message,
      } as ConsoleMessage),
    );
    page.on("request", (request) => activity.requests.push(request));
    await use(activity);
  },
});

/**
 * Whether React has hydrated the page's islands: hydrated DOM nodes carry
 * React's internal fiber key. Until then buttons do nothing. Runs in the
 * browser (also in WebKit, tests/e2e/webkit.spec.ts).
 */
export function islandsHydrated(): boolean {
  const islands = [...document.querySelectorAll("[data-island] > *")];
  return (
    islands.length > 0 &&
    islands.every((node) =>
      Object.keys(node).some((key) => key.startsWith("__reactFiber")),
    )
  );
}

/** Waits until React has hydrated the prerendered page's islands. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(islandsHydrated);
}

/**
 * Opens a route and waits until it is ready: loaded, and on the pages that
 * ship React (the forms) hydrated. Every other page is complete HTML.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  if (await shipsReact(page)) await waitForHydration(page);
  return response;
}

/** Whether the page loads React for its form (its after-paint module script). */
async function shipsReact(page: Page): Promise<boolean> {
  return (await page.locator('script[type="module"]').count()) > 0;
}

/**
 * Whether the browser announces the named button as expanded, read from
 * Chromium's accessibility tree (what a screen reader is told), not from an
 * attribute: a popover's button gets its state from the browser itself.
 */
export async function announcedExpanded(
  page: Page,
  name: string,
): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", {
      expression: "document",
    });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      objectId: result.objectId,
      accessibleName: name,
      role: "button",
    });
    const visible = nodes.filter((node) => !node.ignored);
    if (visible.length !== 1)
      throw new Error(
        `${visible.length} buttons named "${name}" in the accessibility tree`,
      );
    const expanded = visible[0]!.properties?.find(
      (property) => property.name === "expanded",
    );
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await cdp.detach();
  }
}

export function isMobile(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** A text field of the contact form, by the start of its label. */
export function contactField(page: Page, label: string) {
  return page.getByRole("textbox", { name: new RegExp(`^${label}`) });
}

/** The contact form filled in completely, as a visitor would. */
export async function fillContactForm(page: Page) {
  await contactField(page, "Name").fill("Erika Musterfrau");
  await contactField(page, "E-Mail").fill("erika@example.org");
  await contactField(page, "Unternehmen").fill("Musterbetrieb");
  await contactField(page, "Nachricht").fill("Bitte rufen Sie mich an.");
}

let people = 0;
/**
 * Makes the page a person of their own behind the site's proxy (the
 * delivery server trusts 127.0.0.1 and reads X-Forwarded-For): the spam
 * defence counts enquiries per client, and each test is another client.
 */
export async function asPerson(page: Page, testId: string) {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  people++;
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${hash % 250}.${(hash >>> 8) % 250}.${people % 250}`,
  });
}

export { tookTimeLikeAPerson } from "../support/person-stamp.ts";

const WCAG_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22a",
  "wcag22aa",
];

/** Axe finds no WCAG 2.2 A/AA violation on the page as it is now. */
export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** The delivery server beside the default one (playwright.config.ts: the next port). */
export function deliveryOrigin(baseURL: string): string {
  const url = new URL(baseURL);
  url.port = String(Number(url.port) + 1);
  return url.origin;
}

/**
 * The enquiry with this message as the owner's export shows it from the
 * delivery server's store; undefined until it is stored.
 */
export function storedEnquiry(
  message: string,
): { message: string; held_reasons: string | null } | undefined {
  const stored = JSON.parse(
    execFileSync(
      process.execPath,
      ["scripts/owner/inbox.ts", "export", "--format", "json"],
      {
        env: { PATH: process.env.PATH, DATA_DIR: "test-results/delivery-data" },
        encoding: "utf8",
      },
    ),
  ) as { contactRequests: { message: string; held_reasons: string | null }[] };
  return stored.contactRequests.find((row) => row.message === message);
}

/** Reasons of the spam defence a person's browser must never cause: a missing or bad proof or time. */
export const BROWSER_FAULTS = /Rechenaufgabe|Zeitstempel|Öffnen/;

import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/**
 * React Router's scroll restoration (a new page starts at the top, back and
 * forward return to the saved position) without the inline script its
 * `<ScrollRestoration>` adds to every page. That script reads sessionStorage
 * while the page is still being parsed, which cost about 10 ms of main thread
 * on every load here. A reload needs no script: the hook hands scroll
 * restoration back to the browser when the page is left (see
 * docs/decisions/009-main-thread-budget.md).
 */
export function ScrollRestoration() {
  useScrollRestoration();
  return null;
}

import { existsSync } from "node:fs";

/** Flags for a headless Chromium on a machine without a network beyond loopback. */
export const chromiumArgs: string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

/** System installs of the full browser, in the order they are tried. */
const BROWSERS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

/**
 * The Chromium whose paint and timing a visitor would see (the bench,
 * Lighthouse, screenshots): CHROME_PATH, else a system install, else undefined
 * so Playwright uses its own browser (on a laptop where one was installed).
 */
export function findChromium(): string | undefined {
  return firstThere([process.env.CHROME_PATH, ...BROWSERS]);
}

/**
 * The Chromium the tests drive: CHROME_PATH, else Debian's headless shell
 * (the same Blink as the browser without its windowing layers; what
 * Playwright itself runs headless; half the suite's CPU time, decision 033),
 * else the full browser as above.
 */
export function findTestChromium(): string | undefined {
  return firstThere([
    process.env.CHROME_PATH,
    "/usr/bin/chromium-headless-shell",
    ...BROWSERS,
  ]);
}

function firstThere(candidates: (string | undefined)[]): string | undefined {
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

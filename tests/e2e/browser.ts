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

/**
 * The Chromium to drive: CHROME_PATH, else a system install, else undefined so
 * Playwright uses its own browser (on a laptop where one was installed).
 */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

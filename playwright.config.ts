import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findTestChromium } from "./tests/e2e/browser.ts";
import { DESKTOP_ONLY, MOBILE_ONLY } from "./tests/e2e/tags";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
// The second build, with real form delivery (FORM_DELIVERY=api), on its own server.
const DELIVERY_PORT = PORT + 1;
const deliveryURL = `http://127.0.0.1:${DELIVERY_PORT}`;
// The in-process SMTP server of the double opt-in test (tests/e2e/mails.delivery.spec.ts).
const MAIL_PORT = PORT + 2;

/** Specs that run against the build with real form delivery. */
const DELIVERY_SPECS = /delivery\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a flaky test shows as the failure it is.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["line"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    // No trace by default: recording one for every test (to keep those that
    // fail) took a third of the suite's time. A failure still leaves its
    // error, page snapshot and screenshot; for a trace, run the failing test
    // again with --trace on.
    trace: "off",
    screenshot: "only-on-failure",
    locale: "de-DE",
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
  },
  projects: [
    // First: its mail tests run one after another (one SMTP server), about
    // 40 s on one worker; started last they ran alone at the end.
    {
      name: "delivery",
      testMatch: DELIVERY_SPECS,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: deliveryURL,
      },
    },
    {
      name: "desktop",
      testIgnore: DELIVERY_SPECS,
      grepInvert: new RegExp(MOBILE_ONLY),
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: "mobile",
      testIgnore: DELIVERY_SPECS,
      grepInvert: new RegExp(DESKTOP_ONLY),
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  // The production server on the production build (npm test builds first).
  webServer: [
    {
      command: "node server/start.ts",
      env: { PORT: String(PORT), HOST: "127.0.0.1" },
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node server/start.ts",
      env: {
        PORT: String(DELIVERY_PORT),
        HOST: "127.0.0.1",
        BUILD_DIR: "build-delivery",
        DATA_DIR: "test-results/delivery-data",
        RATE_LIMIT_MAX: "1000",
        // Each test is a visitor of its own behind a proxy on this machine
        // (tests/e2e/fixtures.ts asPerson); the company takes every notice.
        TRUST_PROXY: "127.0.0.1",
        NOTICES_PER_HOUR: "1000",
        // Each held enquiry in an overview of its own, at once (the default
        // is one overview an hour at most).
        HELD_OVERVIEW_MINUTES: "0",
        SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
        NOTIFY_TO: "vertrieb@zunftwerk.example",
        MAIL_FROM: "neuigkeiten@zunftwerk.example",
        SITE_URL: deliveryURL,
      },
      url: `${deliveryURL}/`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});

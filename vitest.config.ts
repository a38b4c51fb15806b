import { readFaviconDataUrl, readLogoColours } from "./scripts/build/brand.ts";
import { COMPILE_CACHE } from "./tests/support/child-env.ts";
import { defineConfig } from "vitest/config";

// Unit tests run without the React Router Vite plugin: components are rendered
// inside a memory router by the tests themselves.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: {
    __FORM_DELIVERY__: JSON.stringify("simulated"),
    __LOGO_COLOURS__: JSON.stringify(readLogoColours()),
    __FAVICON__: JSON.stringify(readFaviconDataUrl()),
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./app/test/setup.ts"],
    // A throwaway PostgreSQL for the store and API tests (tests/support/postgres.ts).
    globalSetup: ["./tests/support/postgres-global.ts"],
    restoreMocks: true,
    // Processes the tests start that take their environment from the tests'
    // (tests/support/child-env.ts).
    env: { NODE_COMPILE_CACHE: COMPILE_CACHE },
    // Three at a time even on two cores: many tests wait on servers, relays
    // and sockets. With the owner's commands spawned as processes the suite
    // took 145 s here with three and 193 s with two (four were no quicker,
    // and one test ran out of time); since they run in the test's process
    // (tests/support/owner-command.ts), 136 s with three and 139 s with two.
    maxWorkers: 3,
    // Tests that spawn processes or servers need headroom on a busy 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: "app", include: ["app/**/*.test.{ts,tsx}"] },
      },
      {
        // The server, scripts and build tests share their workers' modules
        // instead of loading them anew for every file: 20 s of the suite on
        // two cores. The components' tests (fake timers, one DOM each) keep
        // a fresh worker per file.
        extends: true,
        test: {
          name: "server",
          include: [
            "server/**/*.test.{js,ts}",
            "scripts/**/*.test.{js,ts}",
            "tests/build/**/*.test.ts",
            // The deploy guide's blocks, run as written (docs/deploy-one-server.md).
            "tests/deploy/**/*.test.ts",
            // The test support's own smoke tests: the mail and DNS servers
            // the tests start (tests/support/relay.ts, dns.ts).
            "tests/support/**/*.test.ts",
            // The shape of the code: no import circle (tests/architecture).
            "tests/architecture/**/*.test.ts",
          ],
          isolate: false,
        },
      },
    ],
  },
});

import { readFaviconDataUrl, readLogoColours } from "./scripts/brand.ts";
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
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.{js,ts}",
      "scripts/**/*.test.{js,ts}",
      "tests/build/**/*.test.ts",
    ],
    setupFiles: ["./app/test/setup.ts"],
    // A throwaway PostgreSQL for the store and API tests (tests/support/postgres.ts).
    globalSetup: ["./tests/support/postgres-global.ts"],
    restoreMocks: true,
    // Tests that spawn processes or servers need headroom on a busy 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

// @ts-check
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The server imports nothing of the owner's commands. */
const noScripts = {
  group: ["**/scripts/**"],
  message: "The server imports nothing from scripts/.",
};

/**
 * A module Node runs reaches a .tsx file (a mail's layout) only through
 * `await import()` after importing server/tsx.ts: Node loads a module's static
 * imports before it runs any of them, the hook's too (decision 066).
 */
const noStaticTsx = {
  group: ["**/*.tsx"],
  allowTypeImports: true,
  message:
    "Node compiles .tsx only once server/tsx.ts is imported: load it with await import() (decision 066).",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-delivery/",
      "data/",
      "bench-results/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // No import circle anywhere: a module's dependencies read one way.
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".json"],
          tsconfig: { configFile: "tsconfig.json" },
        }),
      ],
    },
    rules: { "import-x/no-cycle": "error" },
  },
  {
    // The running server needs nothing of the owner's commands and the
    // build's tools: what both use lives in app/ or server/.
    files: ["server/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [noScripts] },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [noScripts, noStaticTsx] },
      ],
    },
  },
  {
    files: ["scripts/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [noStaticTsx] },
      ],
    },
  },
  {
    // A kind of mail is named in its module alone (server/mail/kinds/, or a
    // feature's kind.ts): the lanes, return paths, bounce intake, commands and
    // launch check ask the kind, and the store's rooms queue a mail by its
    // kind's module.
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    ignores: [
      "**/*.test.ts",
      "server/mail/kinds/**",
      "server/*/kind.ts",
      "server/store/migrations/**",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "Literal[value=/^(contact-notice|held-overview|signup-confirmation|signup-welcome|update|week-report)$/]",
          message:
            "A mail kind's name belongs to its module (server/mail/kinds/, a feature's kind.ts): ask the kind.",
        },
      ],
    },
  },
  {
    // A function fits on a screen, in the legal texts (a function a section)
    // and the page pictures (a component a part) too. Tests are exempt: they
    // list cases, which a person reads entry by entry.
    files: [
      "app/**/*.{ts,tsx}",
      "server/**/*.{ts,tsx}",
      "scripts/**/*.ts",
      "lab/**/*.ts",
    ],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "max-lines-per-function": [
        "error",
        { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);

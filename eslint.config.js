// @ts-check
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import importPlugin from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { TYPESCRIPT_PROGRAMS } from "./scripts/typescript-programs.mjs";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", "test-results/", "playwright-report/", "bench-reports/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: TYPESCRIPT_PROGRAMS,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { boundaries, "import-x": importPlugin },
    settings: {
      "boundaries/include": ["web/**/*", "server/**/*", "common/**/*", "scripts/**/*", "e2e/**/*"],
      // What may import what. In the web app imports flow one way: shared → features → app, and
      // features never import each other. The web app never imports the server, nor the server the
      // web app (it loads the web app's built server-rendering module at run time); common/ is
      // imported by both and imports neither.
      "boundaries/elements": [
        { type: "web-app", pattern: "web/src/app" },
        { type: "web-feature", pattern: "web/src/features/*", capture: ["feature"] },
        { type: "web-shared", pattern: ["web/src/components", "web/src/lib", "web/src/tmdb", "web/src/auth", "web/src/stores", "web/src/lists"] },
        // The server's test harnesses (a throwaway PostgreSQL…), which the end-to-end tests use too.
        { type: "server-test-support", pattern: "server/src/test-support" },
        { type: "server", pattern: "server" },
        { type: "common", pattern: "common" },
        { type: "scripts", pattern: "scripts" },
        { type: "e2e", pattern: "e2e" },
      ],
      "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
      // The cycle check reads every imported module: TypeScript files are parsed as such.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            { from: { element: { type: "web-app" } }, allow: { to: { element: { types: { anyOf: ["web-app", "web-feature", "web-shared", "common"] } } } } },
            { from: { element: { type: "web-feature" } }, allow: { to: { element: { types: { anyOf: ["web-shared", "common"] } } } } },
            {
              from: { element: { type: "web-feature" } },
              allow: { to: { element: { type: "web-feature", captured: { feature: "{{ from.element.captured.feature }}" } } } },
            },
            { from: { element: { type: "web-shared" } }, allow: { to: { element: { types: { anyOf: ["web-shared", "common"] } } } } },
            { from: { element: { type: "server" } }, allow: { to: { element: { types: { anyOf: ["server", "server-test-support", "common"] } } } } },
            { from: { element: { type: "server-test-support" } }, allow: { to: { element: { types: { anyOf: ["server", "server-test-support", "common"] } } } } },
            { from: { element: { type: "common" } }, allow: { to: { element: { type: "common" } } } },
            { from: { element: { type: "scripts" } }, allow: { to: { element: { types: { anyOf: ["scripts", "server", "server-test-support", "common"] } } } } },
            { from: { element: { type: "e2e" } }, allow: { to: { element: { types: { anyOf: ["e2e", "server-test-support", "common"] } } } } },
          ],
        },
      ],
      // Two modules that import each other (directly or round a loop) cannot be understood, tested
      // or loaded one without the other. (The rule does not follow type-only imports; keep those
      // one-way too: shared types go in a module of their own, as stores/movie-state.ts does.)
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every link is components/link.tsx (docs/decisions/030).
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "react-router", importNames: ["Link", "NavLink"], message: "Use Link and NavLink from web/src/components/link.tsx: React Router's resolve each address twice and carry prefetching the app does not use." }] },
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts"],
    rules: {
      // Test doubles are typed loosely on purpose (vi.fn()); the code under test is not.
      "@typescript-eslint/unbound-method": "off",
    },
  },
);

// @ts-check
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", "test-results/", "playwright-report/", "bench-reports/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ["./tsconfig.json", "./web/tsconfig.json", "./web/tsconfig.node.json", "./server/tsconfig.json"],
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
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, boundaries },
    languageOptions: { globals: globals.browser },
    settings: {
      "boundaries/include": ["web/src/**/*", "common/**/*"],
      // Imports flow one way: shared → features → app. Features never import each other.
      "boundaries/elements": [
        { type: "app", pattern: "web/src/app" },
        { type: "feature", pattern: "web/src/features/*", capture: ["feature"] },
        { type: "shared", pattern: ["web/src/components", "web/src/lib", "web/src/tmdb", "web/src/auth", "web/src/stores", "common"] },
      ],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            { from: { element: { type: "app" } }, allow: { to: { element: { types: { anyOf: ["app", "feature", "shared"] } } } } },
            { from: { element: { type: "feature" } }, allow: { to: { element: { type: "shared" } } } },
            {
              from: { element: { type: "feature" } },
              allow: { to: { element: { type: "feature", captured: { feature: "{{ from.element.captured.feature }}" } } } },
            },
            { from: { element: { type: "shared" } }, allow: { to: { element: { type: "shared" } } } },
          ],
        },
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

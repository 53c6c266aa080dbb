import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import checkFile from "eslint-plugin-check-file";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import tseslint from "typescript-eslint";

// Imports flow one way: web → core, server → core. core imports neither, web never imports server.
const noServer = { group: ["**/server/**", "**/server"], message: "web and core must not import server code" };
const noWeb = { group: ["**/web/**", "**/web"], message: "core and server must not import web code" };

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "coverage/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      eqeqeq: ["error", "smart"],
      "no-console": "off",
    },
  },
  {
    // DESIGN.md: no import cycles, kept by lint. The TypeScript resolver follows the `.js`
    // specifiers of our ESM imports to their `.ts` sources.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // no-cycle parses the modules it follows, so it must know how to read TypeScript.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: ["tsconfig.node.json", "tsconfig.web.json"], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // One file-name style: kebab-case, with optional dotted suffixes (`goal-facts.test.ts`,
    // `api.idempotency.test.ts`, `vite.config.ts`).
    files: ["src/**/*", "test/**/*", "e2e/**/*", "bench/**/*", "scripts/**/*"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx,js,mjs}": "+([a-z0-9])*(-+([a-z0-9]))*(.+([a-z0-9])*(-+([a-z0-9])))" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": ["error", { "**/": "KEBAB_CASE" }],
    },
  },
  {
    files: ["test/**/*.ts", "e2e/**/*.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["src/core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noServer,
            noWeb,
            { group: ["node:*", "fs", "path", "http", "crypto"], message: "core is pure: no Node APIs" },
            { group: ["react", "react-dom", "react/*", "react-dom/*"], message: "core is pure: no React" },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noWeb] }] },
  },
  {
    files: ["src/web/**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: [noServer] }],
    },
  },
  {
    // DESIGN.md: a feature never imports a sibling feature; shared browser pieces live in
    // src/web/lib, shared rules in src/core.
    files: ["src/web/features/*/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noServer,
            {
              group: ["../*/**", "!../../**"],
              message: "no imports between sibling features: move the shared piece to src/web/lib or src/core",
            },
          ],
        },
      ],
    },
  },
);

import fs from "node:fs";
import path from "node:path";
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

// The layers inside server and web (decision 042), checked on resolved paths so no spelling of
// an import gets around them. Folders are read from the tree: a new resource or feature is kept
// by the same rules the day it is added.
const root = import.meta.dirname;
const foldersOf = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const routeFiles = (dir) => [`src/server/${dir}/routes.ts`, `src/server/${dir}/*-route.ts`];
const serverZones = foldersOf("src/server").flatMap((dir) => [
  {
    target: `src/server/${dir}/**`,
    from: `src/server/!(${dir})/{queries,routes}.ts`,
    message: "no resource reads another's queries or routes: ask that resource's service, or move the shared rows to src/server/db",
  },
  // `from` holds globs only or paths only, hence two zones.
  { target: routeFiles(dir), from: `src/server/${dir}/queries.ts`, message: "routes call their service, never their queries" },
  { target: routeFiles(dir), from: `src/server/!(${dir})/service.ts`, message: "a resource's routes call its own service only" },
]);
const webZones = [
  {
    target: ["src/web/lib/**", "src/web/components/**"],
    from: ["src/web/features/**", "src/web/pages/**"],
    message: "lib and components sit below features and pages: move the shared piece down",
  },
  { target: "src/web/features/**", from: "src/web/pages/**", message: "features never import pages" },
  ...foldersOf("src/web/features").map((feature) => ({
    target: `src/web/features/${feature}/**`,
    from: `src/web/features/!(${feature})/**`,
    message: "no imports between sibling features: move the shared piece to src/web/lib, src/web/components or src/core",
  })),
];

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
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...serverZones, ...webZones] }],
    },
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
    // Route files speak HTTP; SQL lives in a resource's queries.ts (or db/) behind its service.
    files: ["src/server/*/routes.ts", "src/server/*/*-route.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [noWeb, { group: ["kysely"], message: "no SQL in a route file: the service asks its queries" }] },
      ],
    },
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
);

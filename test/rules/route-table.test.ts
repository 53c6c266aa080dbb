/**
 * The one route table (core/app-routes.ts) is read by the browser router, which loads each page's
 * module and takes its component, and by the server, which preloads that module's chunks: each
 * entry must name a real page.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_ROUTES, NOT_FOUND_PAGE } from "../../src/core/app-routes.js";

describe("the route table", () => {
  it("names, for each page, a module of the web app that exports its component", () => {
    for (const page of [...APP_ROUTES, NOT_FOUND_PAGE]) {
      const file = new URL(`../../src/web/${page.module}.tsx`, import.meta.url);
      expect(fs.existsSync(file), page.module).toBe(true);
      expect(fs.readFileSync(file, "utf8"), page.module).toMatch(new RegExp(`^export function ${page.component}\\(`, "m"));
    }
  });

  it("has each path once", () => {
    expect(new Set(APP_ROUTES.map((r) => r.path)).size).toBe(APP_ROUTES.length);
  });
});

import { describe, expect, it } from "vitest";
import { isStaticAppPage, matchAppRoute } from "./app-routes.js";

describe("matchAppRoute", () => {
  it("picks a literal route before the public goal page, ignoring case and a trailing slash", () => {
    expect(matchAppRoute("/blog/daily-habits")).toEqual({ path: "/blog/:slug", params: { slug: "daily-habits" } });
    expect(matchAppRoute("/EXPLORE/")?.path).toBe("/explore");
    expect(matchAppRoute("/")?.path).toBe("/");
    expect(matchAppRoute("/ann/run-5k")).toEqual({ path: "/:username/:slug", params: { username: "ann", slug: "run-5k" } });
  });

  it("matches nothing for deeper paths or bad percent-encoding", () => {
    expect(matchAppRoute("/a/b/c")).toBeUndefined();
    expect(matchAppRoute("/%E0%A4%A")).toBeUndefined();
  });
});

describe("isStaticAppPage", () => {
  it("holds for the route table's pages and the articles of each list only", () => {
    for (const p of ["/", "/explore", "/blog", "/blogs/daily-habits", "/blog/goal-setting-blueprint"]) expect(isStaticAppPage(p), p).toBe(true);
    for (const p of ["/nope", "/blog/daily-habits", "/blogs/nope", "/ann/run-5k", "/explore/x"]) expect(isStaticAppPage(p), p).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { isDemoPublicGoalPage, isStaticAppPage, matchAppRoute } from "./app-routes.js";

describe("matchAppRoute", () => {
  it("picks a literal route before the public goal page, ignoring case and a trailing slash", () => {
    expect(matchAppRoute("/blog/daily-habits")).toMatchObject({ path: "/blog/:slug", params: { slug: "daily-habits" } });
    expect(matchAppRoute("/EXPLORE/")?.path).toBe("/explore");
    expect(matchAppRoute("/")?.path).toBe("/");
    expect(matchAppRoute("/ann/run-5k")).toMatchObject({ path: "/:username/:slug", params: { username: "ann", slug: "run-5k" } });
  });

  it("matches nothing for deeper paths or bad percent-encoding", () => {
    expect(matchAppRoute("/a/b/c")).toBeUndefined();
    expect(matchAppRoute("/%E0%A4%A")).toBeUndefined();
  });
});

describe("isStaticAppPage", () => {
  it("holds for the route table's pages and the articles of each list only", () => {
    for (const p of ["/", "/explore", "/blog", "/blogs/daily-habits", "/blog/goal-setting-blueprint"])
      expect(isStaticAppPage(p), p).toBe(true);
    for (const p of ["/nope", "/blog/daily-habits", "/blogs/nope", "/ann/run-5k", "/explore/x"]) expect(isStaticAppPage(p), p).toBe(false);
  });
});

describe("isDemoPublicGoalPage", () => {
  it("holds for a sample goal's public page in demo mode only", () => {
    expect(isDemoPublicGoalPage("/demo/run-a-5k?demo=1")).toBe(true);
    expect(isDemoPublicGoalPage("/Demo/Run-A-5k?x=2&demo=true")).toBe(true);
    for (const u of ["/demo/run-a-5k", "/demo/run-a-5k?demo=0", "/demo/other?demo=1", "/ann/run-a-5k?demo=1", "/demo/run-a-5k/x?demo=1"]) {
      expect(isDemoPublicGoalPage(u), u).toBe(false);
    }
  });
});

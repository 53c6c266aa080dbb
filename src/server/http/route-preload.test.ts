import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { pageOf, preloadHeaders } from "./route-preload.js";
import { installSpa, sendIndex } from "./static.js";

const manifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_api-1.js"] },
  "_api-1.js": { file: "assets/api-1.js" },
  "_ring-1.js": { file: "assets/ring-1.js", imports: ["_api-1.js"] },
  "pages/home/home-page.tsx": { file: "assets/HomePage-1.js", imports: ["index.html", "_ring-1.js"] },
  "pages/public-goal/public-goal-page.tsx": { file: "assets/PublicGoalPage-1.js", imports: ["_ring-1.js", "index.html"] },
  "pages/explore/explore-page.tsx": { file: "assets/ExplorePage-1.js", imports: ["_ring-1.js", "index.html"] },
  "pages/not-found/not-found-page.tsx": { file: "assets/NotFoundPage-1.js", imports: ["index.html"] },
  "lib/query-provider.tsx": { file: "assets/query-provider-1.js", imports: ["_query-1.js"] },
  "_query-1.js": { file: "assets/query-1.js" },
};

describe("route preload headers", () => {
  it("names the page chunk and its imports, not what index.html already loads", () => {
    const headers = preloadHeaders(manifest);
    expect(headers.get("pages/home/home-page.tsx")).toBe(
      "</assets/HomePage-1.js>; rel=modulepreload, </assets/ring-1.js>; rel=modulepreload",
    );
    expect(headers.has("pages/dashboard/dashboard-page.tsx")).toBe(false); // not in this manifest
  });

  it("maps paths to pages as the web app's routes do, public goals last", () => {
    expect(pageOf("/")).toBe("pages/home/home-page.tsx");
    expect(pageOf("/blog/micro-wins")).toBe("pages/blog/blog-article-page.tsx");
    expect(pageOf("/blogs")).toBe("pages/blog/blog-index-page.tsx");
    expect(pageOf("/ada/read-more")).toBe("pages/public-goal/public-goal-page.tsx");
    expect(pageOf("/Explore/")).toBe("pages/explore/explore-page.tsx");
    expect(pageOf("/unknown")).toBe("pages/not-found/not-found-page.tsx");
    expect(pageOf("/a/b/c")).toBe("pages/not-found/not-found-page.tsx");
  });
});

describe("the SPA's HTML answers", () => {
  it("carry the page's preload header; assets and API answers do not", async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-preload-"));
    fs.mkdirSync(path.join(webDir, ".vite"));
    fs.mkdirSync(path.join(webDir, "assets"));
    fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>t</title>");
    fs.writeFileSync(path.join(webDir, "assets", "api-1.js"), "export {};");
    fs.writeFileSync(path.join(webDir, ".vite", "manifest.json"), JSON.stringify(manifest));
    const app = Fastify();
    await installSpa(app, webDir);
    app.get("/api/x", async () => ({ ok: true }));
    app.setNotFoundHandler((_req, reply) => sendIndex(reply, 404));
    try {
      const home = await app.inject("/");
      expect(home.headers.link).toBe("</assets/HomePage-1.js>; rel=modulepreload, </assets/ring-1.js>; rel=modulepreload");
      const explore = await app.inject("/explore");
      expect(explore.headers.link).toBe(
        "</assets/ExplorePage-1.js>; rel=modulepreload, </assets/query-provider-1.js>; rel=modulepreload, </assets/ring-1.js>; rel=modulepreload, </assets/query-1.js>; rel=modulepreload",
      );
      // The public goal page runs without TanStack Query: no query provider. Answered 404 here
      // (no such goal), it is still the page the browser shows there, not the not-found page.
      const goal = await app.inject("/ada/read-more");
      expect(goal.headers.link).toBe("</assets/PublicGoalPage-1.js>; rel=modulepreload, </assets/ring-1.js>; rel=modulepreload");
      // An address with no page: the not-found page's code, as the browser shows it.
      const unknown = await app.inject("/no/such/page");
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers.link).toBe("</assets/NotFoundPage-1.js>; rel=modulepreload");
      expect((await app.inject("/assets/api-1.js")).headers.link).toBeUndefined();
      expect((await app.inject("/api/x")).headers.link).toBeUndefined();
    } finally {
      await app.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});

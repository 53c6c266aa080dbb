/**
 * What a client that runs no JavaScript gets for public addresses, from the real server with
 * a stand-in for the built web app: 404 with the app's page for an address
 * the app has no page for (issue 15 item 13), and absolute links from PUBLIC_URL, whatever
 * the Host header says (item 16).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PUBLIC_GOALS } from "../../src/core/app-routes.js";
import { loadConfig } from "../../src/server/config.js";
import { DEMO_USERNAME, SAMPLE_GOALS } from "../../src/web/features/demo/sample-goals.js";
import { ENGINES } from "../support/server.js";
import { publish, unpublish, useServer } from "./helpers.js";

// A stand-in for the built app (npm test runs this suite before the build), as page-meta.test.ts does.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>ProgressVault — free goal and habit tracker, no paywall</title>
    <meta name="description" content="The plain description." />
  </head>
  <body><div id="root"></div></body>
</html>
`;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-web-pages-"));
fs.writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

/** The href of <link rel="canonical"> and the content of og:url. */
function absoluteLinks(html: string) {
  return {
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    ogUrl: html.match(/<meta property="og:url" content="([^"]*)"/)?.[1],
  };
}

it("the server's demo public pages are the sample goals the demo publishes", () => {
  expect(DEMO_PUBLIC_GOALS.username).toBe(DEMO_USERNAME);
  expect([...DEMO_PUBLIC_GOALS.slugs].sort()).toEqual(SAMPLE_GOALS.flatMap((g) => (g.public && g.slug ? [g.slug] : [])).sort());
});

describe.each(ENGINES)("status codes of app pages (%s)", (engine) => {
  const h = useServer(engine, { overrides: { webDir } });
  let owner: { username: string; token: string };

  beforeAll(async () => {
    owner = await h.api.newUser("pages");
    const shown = await h.api.newGoal(owner.token, { title: "Shown goal" });
    await publish(h.api, owner.token, shown.id, "shown-goal");
    const hidden = await h.api.newGoal(owner.token, { title: "Hidden goal" });
    await publish(h.api, owner.token, hidden.id, "hidden-goal");
    await unpublish(h.api, owner.token, hidden.id);
  });

  it("answers 200 with the app for every page of the route table", async () => {
    const pages = [
      "/",
      "/explore",
      "/templates",
      "/how",
      "/privacy",
      "/login",
      "/dashboard?demo=1",
      // The demo's sample goal, drawn from the demo data in the browser (issue 15 item 3).
      "/demo/run-a-5k?demo=1",
      "/demo/run-a-5k?demo=true&x=1",
      "/advanced-search",
      "/blog",
      "/blogs",
      "/blog/goal-setting-blueprint",
      "/blogs/daily-habits",
      "/Explore",
      "/explore/",
      `/${owner.username}/shown-goal`,
    ];
    for (const p of pages) {
      const res = await h.api.call("GET", p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get("content-type"), p).toMatch(/^text\/html/);
      expect(res.text, p).toContain('<div id="root"></div>');
    }
  });

  it("answers 404 with the app's page for an unknown route, goal or article", async () => {
    const missing = [
      "/no-such-page",
      "/explore/extra",
      "/a/b/c",
      `/${owner.username}/shown-goal/extra`,
      "/blog/no-such-article",
      "/blogs/no-such-article",
      // An article of the other list is not in this one (public §2: "an unknown slug shows Not found").
      "/blog/daily-habits",
      "/nobody-here-xyz/q",
      `/${owner.username}/no-such-goal`,
      `/${owner.username}/hidden-goal`,
      // Not a sample goal, or not in demo mode: a real lookup, and there is no such goal.
      "/demo/run-a-5k",
      "/demo/no-such-sample?demo=1",
      "/demo/run-a-5k/extra?demo=1",
    ];
    for (const p of missing) {
      const res = await h.api.call("GET", p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get("content-type"), p).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control"), p).toMatch(/no-cache|max-age=0/);
      // The app itself, so it renders its not-found state with the site's header and footer.
      expect(res.text, p).toBe(INDEX_HTML);
      expect(res.text, p).not.toContain("Hidden goal");
    }
  });

  it("answers HEAD with the same status", async () => {
    expect((await h.api.call("HEAD", "/no-such-page")).status).toBe(404);
    expect((await h.api.call("HEAD", `/${owner.username}/hidden-goal`)).status).toBe(404);
    expect((await h.api.call("HEAD", "/explore")).status).toBe(200);
  });

  it("keeps the JSON 404 for unknown API paths", async () => {
    const res = await h.api.call("GET", "/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Not found: GET /api/no-such-thing" });
  });

  it("without PUBLIC_URL, builds absolute links from the request's own origin", async () => {
    const res = await h.server.app.inject({ method: "GET", url: `/${owner.username}/shown-goal`, headers: { host: "here.example:8080" } });
    expect(res.statusCode).toBe(200);
    expect(absoluteLinks(res.body)).toEqual({
      canonical: `http://here.example:8080/${owner.username}/shown-goal`,
      ogUrl: `http://here.example:8080/${owner.username}/shown-goal`,
    });
  });
});

describe.each(ENGINES)("PUBLIC_URL (%s)", (engine) => {
  const h = useServer(engine, { overrides: { webDir }, env: { PUBLIC_URL: "https://goals.example.org/" } });
  let owner: { username: string; token: string };

  beforeAll(async () => {
    owner = await h.api.newUser("origin");
    const goal = await h.api.newGoal(owner.token, { title: "Origin goal" });
    await publish(h.api, owner.token, goal.id, "origin-goal");
  });

  it("is the origin of canonical and og:url, whatever the Host header says", async () => {
    for (const headers of [{ host: "evil.example" }, { host: "evil.example", "x-forwarded-host": "evil2.example" }, {}]) {
      // inject: fetch cannot set the Host header.
      const res = await h.server.app.inject({ method: "GET", url: `/${owner.username}/origin-goal`, headers });
      expect(res.statusCode).toBe(200);
      expect(absoluteLinks(res.body)).toEqual({
        canonical: `https://goals.example.org/${owner.username}/origin-goal`,
        ogUrl: `https://goals.example.org/${owner.username}/origin-goal`,
      });
      expect(res.body).not.toContain("evil");
    }
  });
});

describe("PUBLIC_URL validation", () => {
  it("keeps an http or https origin, without a trailing slash", () => {
    expect(loadConfig({ PUBLIC_URL: "https://goals.example.org" }).publicUrl).toBe("https://goals.example.org");
    expect(loadConfig({ PUBLIC_URL: "http://goals.example.org:8080/" }).publicUrl).toBe("http://goals.example.org:8080");
    expect(loadConfig({ PUBLIC_URL: "" }).publicUrl).toBeUndefined();
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });

  it.each([
    "goals.example.org",
    "ftp://goals.example.org",
    "javascript:alert(1)",
    "https://goals.example.org/app",
    "https://goals.example.org/?x=1",
    "https://goals.example.org/#top",
    "https://user:pw@goals.example.org",
    "not a url",
  ])("stops the server with a message for %s", (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(
      /Invalid environment:\n {2}PUBLIC_URL: must be an http:\/\/ or https:\/\/ origin/,
    );
  });
});

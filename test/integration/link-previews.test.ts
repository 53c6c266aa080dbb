/**
 * Link previews (issue 15 item 12), read as a crawler reads them: the HTML of each public
 * route, fetched with no JavaScript, carries the page's title, description, og:*, twitter:*
 * and canonical link; a public goal also names a 1200×630 PNG, drawn per goal version.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_SECTION_SLUGS } from "../../src/core/app-routes.js";
import { ENGINES } from "../support/server.js";
import { addEntry, publish, unpublish, useServer } from "./helpers.js";
import { writeArticleHeads } from "../../scripts/article-heads.js";

const GENERIC_TITLE = "ProgressVault — free goal and habit tracker, no paywall";
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>${GENERIC_TITLE}</title>
    <meta name="description" content="The plain description." />
  </head>
  <body><div id="root"></div></body>
</html>
`;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-web-previews-"));
fs.writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
writeArticleHeads(webDir); // the articles' titles and excerpts, as the web build writes them
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const decode = (s: string) =>
  s.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&");

/** What a crawler reads from the HTML: every head tag a preview uses. */
function previewOf(html: string) {
  const meta = (attr: "name" | "property", key: string) => {
    const tags = html.match(new RegExp(`<meta ${attr}="${key}"[^>]*>`, "g")) ?? [];
    if (tags.length > 1) throw new Error(`${key} appears ${tags.length} times`);
    const raw = tags[0]?.match(/content="([^"]*)"/)?.[1];
    return raw === undefined ? undefined : decode(raw);
  };
  const title = html.match(/<title>([\s\S]*?)<\/title>/)?.[1];
  return {
    title: title === undefined ? undefined : decode(title),
    description: meta("name", "description"),
    ogTitle: meta("property", "og:title"),
    ogDescription: meta("property", "og:description"),
    ogType: meta("property", "og:type"),
    ogUrl: meta("property", "og:url"),
    ogSiteName: meta("property", "og:site_name"),
    ogImage: meta("property", "og:image"),
    twitterCard: meta("name", "twitter:card"),
    twitterTitle: meta("name", "twitter:title"),
    twitterDescription: meta("name", "twitter:description"),
    twitterImage: meta("name", "twitter:image"),
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
  };
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.subarray(0, 8)]).toEqual(signature);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe.each(ENGINES)("link previews without JavaScript (%s)", (engine) => {
  const h = useServer(engine, { overrides: { webDir }, env: { SIGNUPS_PER_IP_PER_HOUR: "100" } });
  let owner: { username: string; token: string };
  let goalId: string;

  beforeAll(async () => {
    owner = await h.api.newUser("preview");
    const goal = await h.api.newGoal(owner.token, { title: "Read 12 books", description: "One a month, any genre.", timeframe: "yearly" });
    goalId = goal.id;
    await publish(h.api, owner.token, goal.id, "read-12-books");
    await addEntry(h.api, owner.token, goal.id, 25, "three down");
  });

  const expectations: [string, string, string][] = [
    ["/", "ProgressVault — free goal tracking with no paywall", "Set daily, weekly, monthly or yearly goals"],
    ["/explore", "Explore public goals · ProgressVault", "Browse, search and cheer on goals"],
    ["/templates", "Goal templates — ProgressVault", "Start from a proven goal with four milestones"],
    ["/how", "How it works — ProgressVault", "Create a goal, log quick check-ins"],
    ["/privacy", "Privacy policy — ProgressVault", "What ProgressVault keeps"],
    ["/blog", "Blog — ProgressVault", "Our first guides"],
    ["/blogs", "Blogs — ProgressVault", "Practical, free advice"],
    [
      "/blog/goal-setting-blueprint",
      "The goal-setting blueprint: from a vague wish to a plan you can track — ProgressVault",
      "A five-step blueprint for turning",
    ],
    ["/blogs/daily-habits", "Designing daily habits that survive busy weeks — ProgressVault", "A daily habit is only as strong"],
  ];

  it("serves each public route's own head in the HTML", async () => {
    for (const [route, title, descriptionStart] of expectations) {
      const res = await fetch(`${h.server.url}${route}`, { headers: { "user-agent": "facebookexternalhit/1.1" } });
      expect(res.status, route).toBe(200);
      const p = previewOf(await res.text());
      expect(p.title, route).toBe(title);
      expect(p.description, route).toMatch(new RegExp(`^${descriptionStart.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      expect(p.ogTitle, route).toBe(title);
      expect(p.ogDescription, route).toBe(p.description);
      expect(p.twitterTitle, route).toBe(p.ogTitle);
      expect(p.twitterDescription, route).toBe(p.description);
      expect(p.ogType, route).toBe(route.includes("/", 1) ? "article" : "website");
      expect(p.ogSiteName, route).toBe("ProgressVault");
      expect(p.twitterCard, route).toBe("summary");
      expect(p.canonical, route).toBe(`${h.server.url}${route}`);
      expect(p.ogUrl, route).toBe(p.canonical);
    }
  });

  it("has a head for every article of both lists, and one canonical address per page", async () => {
    for (const [section, slugs] of Object.entries(BLOG_SECTION_SLUGS)) {
      for (const slug of slugs) {
        const p = previewOf(await (await fetch(`${h.server.url}/${section}/${slug}`)).text());
        expect(p.title, slug).not.toBe(GENERIC_TITLE);
        expect(p.ogType, slug).toBe("article");
        expect(p.canonical, slug).toBe(`${h.server.url}/${section}/${slug}`);
      }
    }
    // Another spelling of a page names the page's own address as canonical.
    expect(previewOf(await (await fetch(`${h.server.url}/Explore/?q=run`)).text()).canonical).toBe(`${h.server.url}/explore`);
  });

  it("leaves signed-in and unknown pages on the plain page", async () => {
    for (const [route, status] of [
      ["/dashboard", 200],
      ["/login", 200],
      ["/no-such-page", 404],
      ["/blog/no-such-article", 404],
    ] as const) {
      const res = await fetch(`${h.server.url}${route}`);
      expect(res.status, route).toBe(status);
      expect(await res.text(), route).toBe(INDEX_HTML);
    }
  });

  it("names a 1200×630 PNG of the goal as og:image and twitter:image, with a large card", async () => {
    const p = previewOf(await (await fetch(`${h.server.url}/${owner.username}/read-12-books`)).text());
    expect(p.twitterCard).toBe("summary_large_image");
    expect(p.ogImage).toBeDefined();
    expect(p.twitterImage).toBe(p.ogImage);
    const res = await fetch(p.ogImage as string);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it("caches the picture per goal version: the same ETag until a check-in or edit, then a new address", async () => {
    const page = async () => previewOf(await (await fetch(`${h.server.url}/${owner.username}/read-12-books`)).text()).ogImage as string;
    const before = await page();
    const first = await fetch(before);
    const etag = first.headers.get("etag") as string;
    expect(etag).toMatch(/^"og-/);
    const again = await fetch(before, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);

    await addEntry(h.api, owner.token, goalId, 50, "halfway");
    const afterCheckIn = await page();
    expect(afterCheckIn).not.toBe(before);
    const fresh = await fetch(afterCheckIn, { headers: { "if-none-match": etag } });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("etag")).not.toBe(etag);

    await h.api.call("PATCH", `/api/goals/${goalId}`, { token: owner.token, body: { title: "Read 12 good books" } });
    expect(await page()).not.toBe(afterCheckIn);
    // The old address still answers (the current picture), but only for a short while.
    const stale = await fetch(before);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("public, max-age=300, must-revalidate");
  });

  it("draws titles in any script, very long words, emoji and control characters", async () => {
    const titles = ["العربية هدف", "日本語の目標", "Бег 5 км", "हिन्दी लक्ष्य", "x".repeat(200), "🏃‍♀️🔥 run \u0001\u0007 <b>&amp;</b>"];
    for (const [i, title] of titles.entries()) {
      const goal = await h.api.newGoal(owner.token, { title });
      await publish(h.api, owner.token, goal.id, `script-${i}`);
      const res = await fetch(`${h.server.url}/api/goals/public/${owner.username}/script-${i}/og.png`);
      expect(res.status, title).toBe(200);
      expect(pngSize(new Uint8Array(await res.arrayBuffer())), title).toEqual({ width: 1200, height: 630 });
    }
  });

  it("has no picture for a private or unknown goal", async () => {
    const goal = await h.api.newGoal(owner.token, { title: "Hidden" });
    await publish(h.api, owner.token, goal.id, "hidden");
    await unpublish(h.api, owner.token, goal.id);
    for (const slug of ["hidden", "no-such-goal"]) {
      const res = await h.api.call("GET", `/api/goals/public/${owner.username}/${slug}/og.png`);
      expect(res.status, slug).toBe(404);
      expect(res.body, slug).toEqual({ error: "Public goal not found" });
    }
  });
});

describe.each(ENGINES)("link previews with PUBLIC_URL (%s)", (engine) => {
  const h = useServer(engine, { overrides: { webDir }, env: { PUBLIC_URL: "https://goals.example.org" } });

  it("builds every absolute link of a static page from PUBLIC_URL, whatever the Host header says", async () => {
    const res = await h.server.app.inject({ method: "GET", url: "/how", headers: { host: "evil.example" } });
    const p = previewOf(res.body);
    expect(p.canonical).toBe("https://goals.example.org/how");
    expect(p.ogUrl).toBe("https://goals.example.org/how");
  });
});

/**
 * The server-rendered head of public goal pages: real meta tags for crawlers that run no
 * JavaScript, escaped user text, and nothing of a private goal.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageHead } from "../../src/core/head-text.js";
import { escapeHtml, injectHead } from "../../src/server/site/head-html.js";
import { ENGINES } from "../support/server.js";
import { addEntry, publish, unpublish, useServer } from "./helpers.js";
import { writeArticleHeads } from "../../scripts/article-heads.js";

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>ProgressVault — free goal and habit tracker, no paywall</title>
    <meta name="description" content="The plain description." />
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const ASSET_JS = "console.log('asset');\n";

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-web-meta-"));
fs.mkdirSync(path.join(webDir, "assets"));
fs.writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
fs.writeFileSync(path.join(webDir, "assets", "index-abc123.js"), ASSET_JS);
writeArticleHeads(webDir); // the articles' titles and excerpts, as the web build writes them
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

/** The content attribute of the first tag that has attr="value", decoded. */
function metaContent(html: string, attr: "name" | "property", value: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attr}="${value}"[^>]*>`))?.[0];
  const raw = tag?.match(/content="([^"]*)"/)?.[1];
  return raw?.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&");
}

const head = (fields: Partial<PageHead>): PageHead => ({
  title: "T",
  shareTitle: "S",
  description: "D",
  path: "/p",
  type: "article",
  ...fields,
});

describe("injectHead", () => {
  it("escapes every user-controlled value", () => {
    const html = injectHead(
      INDEX_HTML,
      head({
        title: `</title><script>alert(1)</script>`,
        shareTitle: `"><img src=x onerror=alert(1)>`,
        description: `a & b 'c' <d>`,
        path: `/"onmouseover="`,
        imagePath: `/i.png?"onerror="`,
      }),
      "http://x",
    );
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain(`"onmouseover="`);
    expect(html).not.toContain(`"onerror="`);
    expect(html).toContain("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(metaContent(html, "property", "og:title")).toBe(`"><img src=x onerror=alert(1)>`);
    expect(metaContent(html, "name", "description")).toBe(`a & b 'c' <d>`);
    // The original description tag is replaced, not duplicated.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("never reads user text as a replacement pattern", () => {
    const html = injectHead(INDEX_HTML, head({ title: "$& $` $'", shareTitle: "$&", description: "$'" }), "http://x");
    expect(html).toContain("<title>$&amp; $` $&#39;</title>");
    expect(metaContent(html, "property", "og:title")).toBe("$&");
  });

  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe.each(ENGINES)("public goal page head (%s)", (engine) => {
  const h = useServer(engine, { overrides: { webDir } });
  let owner: { username: string; token: string };
  const title = `Run 5k <fast> & "strong"`;

  beforeAll(async () => {
    owner = await h.api.newUser("meta");
    const goal = await h.api.newGoal(owner.token, {
      title,
      description: "Three runs a week, building up to a 5k without stopping.",
      timeframe: "weekly",
    });
    await publish(h.api, owner.token, goal.id, "run-5k");
    await addEntry(h.api, owner.token, goal.id, 40, "first run");

    const secret = await h.api.newGoal(owner.token, {
      title: "Secret plan zeta",
      description: "private-description-zeta",
      motivation: "private-motivation-zeta",
    });
    await publish(h.api, owner.token, secret.id, "secret-plan");
    await unpublish(h.api, owner.token, secret.id);
  });

  it("sends a public goal's page with its title, description and share tags", async () => {
    // inject: fetch cannot set the Host header, and og:url is built from it.
    const res = await h.server.app.inject({
      method: "GET",
      url: `/${owner.username}/run-5k`,
      headers: { host: "share.example:8443" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = res.body;
    expect(html).toContain(`<title>Run 5k &lt;fast&gt; &amp; &quot;strong&quot; · @${owner.username} on ProgressVault</title>`);
    expect(metaContent(html, "property", "og:title")).toBe(title);
    expect(metaContent(html, "name", "description")).toBe("Three runs a week, building up to a 5k without stopping.");
    expect(metaContent(html, "property", "og:description")).toBe("Three runs a week, building up to a 5k without stopping.");
    expect(metaContent(html, "property", "og:type")).toBe("article");
    expect(metaContent(html, "property", "og:url")).toBe(`http://share.example:8443/${owner.username}/run-5k`);
    expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "name", "twitter:title")).toBe(title);
    const image = metaContent(html, "property", "og:image");
    expect(image).toMatch(new RegExp(`^http://share\\.example:8443/api/goals/public/${owner.username}/run-5k/og\\.png\\?v=`));
    expect(metaContent(html, "name", "twitter:image")).toBe(image);
    expect(html).toContain(`<link rel="canonical" href="http://share.example:8443/${owner.username}/run-5k" />`);
    // Still the SPA: its script tag and root element are untouched.
    expect(html).toContain(`<script type="module" src="/assets/index-abc123.js"></script>`);
    expect(html).toContain(`<div id="root"></div>`);
  });

  it("matches username and slug case-insensitively and uses the stored spelling in og:url", async () => {
    const res = await h.api.call("GET", `/${owner.username.toUpperCase()}/RUN-5K`);
    expect(res.status).toBe(200);
    expect(metaContent(res.text, "property", "og:title")).toBe(title);
    expect(metaContent(res.text, "property", "og:url")).toMatch(new RegExp(`/${owner.username}/run-5k$`));
  });

  it("answers HEAD for a goal page", async () => {
    const res = await h.api.call("HEAD", `/${owner.username}/run-5k`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("sends the plain index.html for a private goal, leaking nothing of it", async () => {
    const res = await h.api.call("GET", `/${owner.username}/secret-plan`);
    // 404, with the app's page: it shows "Goal not found" (issue 15 item 13).
    expect(res.status).toBe(404);
    expect(res.text).toBe(INDEX_HTML);
    expect(res.text).not.toMatch(/Secret plan zeta|private-description-zeta|private-motivation-zeta|og:title/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("sends the plain index.html with 404 for an unknown user or slug", async () => {
    for (const p of [`/${owner.username}/no-such-goal`, "/nobody-here-xyz/run-5k"]) {
      const res = await h.api.call("GET", p);
      expect(res.status, p).toBe(404);
      expect(res.text, p).toBe(INDEX_HTML);
    }
  });

  it("leaves the app's own two-segment paths to their own heads", async () => {
    const blog = await h.api.call("GET", "/blogs/daily-habits");
    expect(blog.status).toBe(200);
    expect(metaContent(blog.text, "property", "og:title")).toBe("Designing daily habits that survive busy weeks — ProgressVault");
    expect(blog.headers.get("cache-control")).toMatch(/no-cache|max-age=0/);

    const api = await h.api.call("GET", "/api/nope");
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ error: "Not found: GET /api/nope" });
  });

  it("keeps serving static assets, cached as immutable", async () => {
    const res = await h.api.call("GET", "/assets/index-abc123.js");
    expect(res.status).toBe(200);
    expect(res.text).toBe(ASSET_JS);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("gives the home page its head and deeper unknown paths (404) the plain index.html", async () => {
    const home = await h.api.call("GET", "/");
    expect(home.status).toBe(200);
    expect(home.text).toContain("<title>ProgressVault — free goal tracking with no paywall</title>");
    const deep = await h.api.call("GET", `/${owner.username}/run-5k/extra`);
    expect(deep.status).toBe(404);
    expect(deep.text).toBe(INDEX_HTML);
  });
});

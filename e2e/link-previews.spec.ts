/**
 * Issue 15 item 12 in real Chromium: the head the page applies once it runs is the head the
 * server wrote into the HTML for crawlers (one rule, core/page-head.ts), and a public goal's
 * og:image is a 1200×630 PNG.
 */
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { createGoal, createUser, publishGoal, uniqueName } from "./fixtures.js";

const HEAD_TAGS = [
  'meta[name="description"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:type"]',
  'meta[property="og:url"]',
  'meta[property="og:image"]',
  'meta[name="twitter:card"]',
  'meta[name="twitter:title"]',
  'meta[name="twitter:description"]',
  'meta[name="twitter:image"]',
  'link[rel="canonical"]',
];

/** Title and share tags as a crawler reads them: the HTML, parsed without running it. */
async function serverHead(page: Page, request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return page.evaluate(
    ([source, selectors]) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      const read = (sel: string) => doc.head.querySelector(sel)?.getAttribute(sel.startsWith("link") ? "href" : "content") ?? null;
      return { title: doc.title, tags: Object.fromEntries(selectors.map((s) => [s, read(s)])) };
    },
    [html, HEAD_TAGS] as const,
  );
}

/** The same, read from the live document after the app ran. */
async function liveHead(page: Page) {
  return page.evaluate((selectors) => {
    const read = (sel: string) => document.head.querySelector(sel)?.getAttribute(sel.startsWith("link") ? "href" : "content") ?? null;
    return { title: document.title, tags: Object.fromEntries(selectors.map((s) => [s, read(s)])) };
  }, HEAD_TAGS);
}

test("the app shows the head the server sends to crawlers, picture included", async ({ page, request }) => {
  const owner = await createUser(request, "og");
  const title = `Swim 20 km ${uniqueName("t")}`;
  const goal = await createGoal(request, owner, { title, description: "Two sessions a week." });
  const { slug } = await publishGoal(request, owner, goal.id, uniqueName("swim-"));

  for (const path of ["/", "/explore", "/templates", "/how", "/privacy", "/blogs/daily-habits", `/${owner.username}/${slug}`]) {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    const fromServer = await serverHead(page, request, path);
    expect(fromServer.title, path).not.toBe("ProgressVault — free goal and habit tracker, no paywall");
    // An article's cover is an SVG, which the big platforms do not show: only the page sets it.
    const withoutCover = (head: Awaited<ReturnType<typeof liveHead>>) =>
      path.startsWith("/blogs/") ? { ...head, tags: { ...head.tags, 'meta[property="og:image"]': null } } : head;
    await expect.poll(async () => withoutCover(await liveHead(page)), { message: path }).toEqual(fromServer);
  }

  const image = (await liveHead(page)).tags['meta[property="og:image"]'] as string;
  const png = await request.get(image);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  const size = await page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, image);
  expect(size).toEqual({ width: 1200, height: 630 });
});

/**
 * Goals titled in any script get a working public link (issue 15 item 4, decision 018): the
 * slug keeps the script's letters, and every address that carries it percent-encoded finds the
 * goal: the JSON answer, the like, and the server-rendered head of the page.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { expectError, publish, useServer } from "./helpers.js";

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>ProgressVault</title>
    <meta name="description" content="The plain description." />
  </head>
  <body><div id="root"></div></body>
</html>
`;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-web-slugs-"));
fs.writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const ARABIC = "العربية";
const JAPANESE = "日本語の目標";

describe.each(ENGINES)("slugs in any script (%s)", (engine) => {
  const h = useServer(engine, { overrides: { webDir }, env: { SIGNUPS_PER_IP_PER_HOUR: "100" } });
  let owner: { username: string; token: string };
  let liker: { username: string; token: string };

  beforeAll(async () => {
    [owner, liker] = await Promise.all([h.api.newUser("scripts"), h.api.newUser("reader")]);
  });

  it("publishes a title in Arabic or Japanese under a slug of its own letters", async () => {
    for (const title of [ARABIC, JAPANESE]) {
      const goal = await h.api.newGoal(owner.token, { title });
      const published = await publish(h.api, owner.token, goal.id, title);
      expect(published.slug).toBe(title);
      expect(published.public).toBe(true);
    }
  });

  it("answers the public goal at its percent-encoded address, also written decomposed", async () => {
    const res = await h.api.call("GET", `/api/goals/public/${owner.username}/${encodeURIComponent(JAPANESE)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: JAPANESE, slug: JAPANESE, username: owner.username });
    // "の目標" has no decomposition, but "ガンバる" does: the same goal by its NFD spelling.
    const goal = await h.api.newGoal(owner.token, { title: "ガンバる" });
    await publish(h.api, owner.token, goal.id, "ガンバる");
    const nfd = await h.api.call("GET", `/api/goals/public/${owner.username}/${encodeURIComponent("ガンバる".normalize("NFD"))}`);
    expect(nfd.status).toBe(200);
    expect(nfd.body.slug).toBe("ガンバる");
  });

  it("finds a goal by its decomposed (NFD) address on every route that names it (decision 042)", async () => {
    const title = "ガンバる歴史";
    const goal = await h.api.newGoal(owner.token, { title });
    await publish(h.api, owner.token, goal.id, title);
    const nfd = encodeURIComponent(title.normalize("NFD"));
    expect(nfd).not.toBe(encodeURIComponent(title));
    const base = `/api/goals/public/${owner.username}/${nfd}`;
    // The history once lowercased the slug without composing it: 404 at this address.
    const history = await h.api.call("GET", `${base}/history?tz=UTC`);
    expect(history.status).toBe(200);
    expect((await h.api.call("GET", base)).body.slug).toBe(title);
    expect((await h.api.call("GET", `${base}/og.png`)).status).toBe(200);
    expect((await h.api.call("GET", `/${owner.username}/${nfd}`)).text).toContain(`<meta property="og:title" content="${title}" />`);
    const liked = await h.api.call("POST", `/api/likes/${owner.username}/${nfd}`, { token: liker.token, body: { like: true } });
    expect(liked.body).toEqual({ likes: 1, liked: true });
  });

  it("likes a goal through its encoded address", async () => {
    const res = await h.api.call("POST", `/api/likes/${owner.username}/${encodeURIComponent(ARABIC)}`, {
      token: liker.token,
      body: { like: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ likes: 1, liked: true });
  });

  it("serves the page's head with the goal's title and an encoded canonical link", async () => {
    const res = await h.api.call("GET", `/${owner.username}/${encodeURIComponent(ARABIC)}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<meta property="og:title" content="${ARABIC}" />`);
    const canonical = res.text.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
    expect(canonical).toBe(`${h.server.url}/${owner.username}/${encodeURIComponent(ARABIC)}`);
  });

  it("keeps such slugs through an export and its import", async () => {
    const exported = await h.api.call("GET", "/api/export", { token: owner.token });
    expect(exported.status).toBe(200);
    expect(exported.body.goals.map((g: { slug: string | null }) => g.slug)).toEqual(expect.arrayContaining([ARABIC, JAPANESE]));
    const imported = await h.api.call("POST", "/api/import", { token: owner.token, body: exported.body });
    expect(imported.status).toBe(200);
    expect(imported.body.goals).toMatchObject({ created: 0, updated: 0 });
    // A slug that is not what slugify makes (capitals, spaces) is still refused.
    const edited = structuredClone(exported.body);
    edited.goals[0].slug = "日本語 の目標";
    expect((await h.api.call("POST", "/api/import", { token: owner.token, body: edited })).status).toBe(400);
  });

  it("says why a custom URL of only punctuation or emoji makes no link, and changes nothing", async () => {
    const goal = await h.api.newGoal(owner.token, { title: "🎉🎉" });
    for (const route of [`/api/goals/${goal.id}/public`, `/api/goals/${goal.id}`]) {
      const res = await h.api.call("PATCH", route, { token: owner.token, body: { public: true, slug: "!!! 🎉" } });
      expectError(res, 400, "A custom URL needs at least one letter or digit");
    }
    const after = await h.api.call("GET", `/api/goals/${goal.id}`, { token: owner.token });
    expect(after.body).toMatchObject({ public: false, slug: null });
  });
});

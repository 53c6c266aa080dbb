/**
 * A signed-in reader's own likes come with the public goals (issue 15 item 15): `liked` on each
 * goal of the list and on one goal, only for a request with a valid token, and never an answer
 * a shared cache could hand to someone else.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { publish, useServer } from "./helpers.js";

type User = { username: string; token: string };

describe.each(ENGINES)("the reader's likes on public goals (%s)", (engine) => {
  const h = useServer(engine, { env: { SIGNUPS_PER_IP_PER_HOUR: "100" } });
  let owner: User;
  let fan: User;
  let other: User;

  beforeAll(async () => {
    [owner, fan, other] = await Promise.all([h.api.newUser("liked"), h.api.newUser("fan"), h.api.newUser("other")]);
    for (const slug of ["loved", "ignored"]) {
      const goal = await h.api.newGoal(owner.token, { title: `Goal ${slug}` });
      await publish(h.api, owner.token, goal.id, slug);
    }
    const res = await h.api.call("POST", `/api/likes/${owner.username}/loved`, { token: fan.token, body: { like: true } });
    expect(res.status).toBe(200);
  });

  const likedBySlug = (items: { slug: string; liked?: boolean }[]) => Object.fromEntries(items.map((g) => [g.slug, g.liked]));

  it("says which goals of the list the signed-in user likes", async () => {
    const mine = await h.api.call<any[]>("GET", "/api/goals/public", { token: fan.token });
    expect(mine.status).toBe(200);
    expect(likedBySlug(mine.body)).toEqual({ loved: true, ignored: false });
    const theirs = await h.api.call<any[]>("GET", "/api/goals/public?limit=1&sort=likes", { token: other.token });
    expect(likedBySlug(theirs.body)).toEqual({ loved: false });
  });

  it("says it for one goal too", async () => {
    const loved = await h.api.call("GET", `/api/goals/public/${owner.username}/loved`, { token: fan.token });
    expect(loved.body).toMatchObject({ slug: "loved", liked: true, likes_count: 1 });
    const ignored = await h.api.call("GET", `/api/goals/public/${owner.username}/IGNORED`, { token: fan.token });
    expect(ignored.body).toMatchObject({ slug: "ignored", liked: false });
  });

  it("follows an unlike", async () => {
    await h.api.call("POST", `/api/likes/${owner.username}/ignored`, { token: other.token, body: { like: true } });
    await h.api.call("POST", `/api/likes/${owner.username}/ignored`, { token: other.token, body: { like: false } });
    const res = await h.api.call("GET", `/api/goals/public/${owner.username}/ignored`, { token: other.token });
    expect(res.body).toMatchObject({ liked: false, likes_count: 0 });
  });

  it("has no liked at all for anonymous requests or a token that is not valid", async () => {
    for (const token of [undefined, "not-a-real-token"]) {
      const list = await h.api.call<any[]>("GET", "/api/goals/public", token ? { token } : {});
      expect(list.status).toBe(200);
      for (const g of list.body) expect(g).not.toHaveProperty("liked");
      const one = await h.api.call("GET", `/api/goals/public/${owner.username}/loved`, token ? { token } : {});
      expect(one.status).toBe(200);
      expect(one.body).not.toHaveProperty("liked");
      expect(one.headers.get("cache-control")).toBe(token ? "no-store" : "no-cache");
      expect(one.headers.get("vary")).toMatch(/authorization/i);
    }
  });

  it("keeps a signed-in answer out of every cache and varies by Authorization", async () => {
    for (const path of ["/api/goals/public", `/api/goals/public/${owner.username}/loved`]) {
      const res = await h.api.call("GET", path, { token: fan.token });
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(res.headers.get("vary"), path).toMatch(/authorization/i);
    }
  });
});

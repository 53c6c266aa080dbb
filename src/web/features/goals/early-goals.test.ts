// @vitest-environment happy-dom
/**
 * The dashboard's early goals request: index.html's inline script starts it only on /dashboard,
 * signed in and not in demo mode, and the goals query reads its answer instead of asking again.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api.js";
import { STORAGE_KEYS } from "../../lib/storage.js";
import { EARLY_GOALS_GLOBAL, takeEarlyGoals } from "./early-goals.js";
import { goalsQueryOptions } from "./queries.js";

const html = fs.readFileSync(path.resolve(import.meta.dirname, "../../index.html"), "utf8");
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
const earlyScript = inlineScripts.find((s) => s.includes("/api/goals"));

const goals = [{ id: "g1", title: "Read", journal: [] }];
const answer = () => new Response(JSON.stringify(goals), { status: 200, headers: { "content-type": "application/json" } });

/** Runs index.html's inline script as the browser would, at `url`. */
function runInlineScript(url: string) {
  window.history.replaceState(null, "", url);
  new Function(earlyScript ?? "throw new Error('no inline goals script in index.html')")();
}

const early = () => (window as unknown as Record<string, unknown>)[EARLY_GOALS_GLOBAL];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => answer());
  vi.stubGlobal("fetch", fetchMock);
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  (window as unknown as Record<string, unknown>)[EARLY_GOALS_GLOBAL] = undefined;
});

describe("index.html's early goals request", () => {
  it("is sent on /dashboard with the stored token, under the global the app reads", () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "tok-1");
    runInlineScript("/dashboard");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/goals");
    expect(init.headers).toEqual({ accept: "application/json", authorization: "Bearer tok-1" });
    expect(init.cache).toBe("no-store");
    expect(early()).toMatchObject({ token: "tok-1" });
  });

  it("is not sent without a token, in demo mode, or on another page", () => {
    runInlineScript("/dashboard");
    window.localStorage.setItem(STORAGE_KEYS.token, "tok-1");
    runInlineScript("/dashboard?demo=1");
    runInlineScript("/dashboard?x=2&demo=true");
    runInlineScript("/journal");
    runInlineScript("/");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(early()).toBeUndefined();
  });

  it("handles a failed request's rejection itself (no unhandled rejection, no console error)", () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "tok-1");
    const failed = Promise.reject(new TypeError("offline"));
    const handled = vi.spyOn(failed, "catch");
    fetchMock.mockReturnValueOnce(failed);
    runInlineScript("/dashboard");
    expect(handled).toHaveBeenCalled();
  });
});

describe("the goals query and the early request", () => {
  it("reads the early answer once, then asks the server as usual", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "tok-1");
    runInlineScript("/dashboard");
    const { queryFn } = goalsQueryOptions();
    const run = () => (queryFn as (ctx: { signal: AbortSignal }) => Promise<unknown>)({ signal: new AbortController().signal });
    await expect(run()).resolves.toEqual(goals);
    expect(fetchMock).toHaveBeenCalledTimes(1); // the inline script's request, not another
    expect(early()).toBeUndefined();
    await expect(run()).resolves.toEqual(goals);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is not used when it went out with another token", () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "tok-1");
    runInlineScript("/dashboard");
    expect(takeEarlyGoals("tok-2")).toBeUndefined();
    expect(early()).toBeUndefined(); // and is forgotten
  });

  it("asks again when the early request got no answer", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "tok-1");
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    runInlineScript("/dashboard");
    await expect(api.listGoals(undefined, takeEarlyGoals("tok-1"))).resolves.toEqual(goals);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("reads a refused early answer like any other (the server's error)", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "tok-1");
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: "Server busy" }), { status: 503 }));
    runInlineScript("/dashboard");
    await expect(api.listGoals(undefined, takeEarlyGoals("tok-1"))).rejects.toMatchObject({ status: 503, message: "Server busy" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

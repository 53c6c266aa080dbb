import { afterEach, describe, expect, it, vi } from "vitest";
import { PublicGoalNotFoundError, loadPublicGoal, toPublicGoalView } from "./public-goal-query.js";

const summary = {
  id: "g1",
  username: "ann",
  slug: "run-5k",
  title: "Run 5k",
  description: "",
  motivation: "",
  category: "health" as const,
  timeframe: "weekly" as const,
  public: true as const,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  progress: 12,
  likes_count: 2,
  likes: 2,
  updates_count: 3,
  latest_update: null,
};
const entry = (id: string, progress: number, created_at: string) => ({ id, note: id, progress, created_at });

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? "" : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fetch stub answering by path. */
function serve(routes: Record<string, () => Response>) {
  const spy = vi.fn(async (url: string) => {
    const path = url.split("?")[0] ?? url;
    const handler = routes[path];
    if (!handler) throw new Error(`unexpected ${url}`);
    return handler();
  });
  vi.stubGlobal("fetch", spy);
  return spy;
}

afterEach(() => vi.unstubAllGlobals());

describe("toPublicGoalView", () => {
  it("orders the journal newest first and takes the newest entry's progress", () => {
    const view = toPublicGoalView({
      ...summary,
      journal: [entry("b", 80, "2026-01-03T00:00:00Z"), entry("a", 20, "2026-01-01T00:00:00Z"), entry("c", 55, "2026-01-05T00:00:00Z")],
    });
    expect(view.journal.map((e) => e.id)).toEqual(["c", "b", "a"]);
    expect(view.progress).toBe(55);
    expect(toPublicGoalView({ ...summary, journal: [] }).progress).toBe(12);
  });
});

describe("loadPublicGoal", () => {
  it("loads the goal with its journal", async () => {
    const spy = serve({
      "/api/goals/public/Ann/Run-5K": () => json(200, { ...summary, journal: [entry("a", 40, "2026-01-01T00:00:00Z")] }),
    });
    const goal = await loadPublicGoal("Ann", "Run-5K");
    expect(goal.title).toBe("Run 5k");
    expect(goal.progress).toBe(40);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("answers not found on a 404 without asking the list", async () => {
    const spy = serve({ "/api/goals/public/ann/nope": () => json(404, { error: "Public goal not found" }) });
    await expect(loadPublicGoal("ann", "nope")).rejects.toBeInstanceOf(PublicGoalNotFoundError);
    await expect(loadPublicGoal("ann", "nope")).rejects.toThrow("Public goal not found");
    expect(spy.mock.calls.every(([u]) => !String(u).startsWith("/api/goals/public?") && String(u) !== "/api/goals/public")).toBe(true);
  });

  it("falls back to the public list on any other failure, matching case-insensitively", async () => {
    serve({
      "/api/goals/public/ANN/RUN-5K": () => json(500, { error: "boom" }),
      "/api/goals/public": () => json(200, [{ ...summary, id: "other", slug: "walk" }, summary]),
    });
    const goal = await loadPublicGoal("ANN", "RUN-5K");
    expect(goal.id).toBe("g1");
    expect(goal.journal).toEqual([]);
    expect(goal.progress).toBe(12);
  });

  it("falls back on an empty or malformed answer too", async () => {
    serve({ "/api/goals/public/ann/run-5k": () => json(200), "/api/goals/public": () => json(200, [summary]) });
    expect((await loadPublicGoal("ann", "run-5k")).id).toBe("g1");
    serve({ "/api/goals/public/ann/run-5k": () => json(200, ["not", "a", "goal"]), "/api/goals/public": () => json(200, [summary]) });
    expect((await loadPublicGoal("ann", "run-5k")).id).toBe("g1");
  });

  it("reports the list's failures with the spec's messages", async () => {
    serve({ "/api/goals/public/ann/x": () => json(500), "/api/goals/public": () => json(503, { error: "down" }) });
    await expect(loadPublicGoal("ann", "x")).rejects.toThrow("Failed to load public goals: 503");
    serve({ "/api/goals/public/ann/x": () => json(500), "/api/goals/public": () => json(200, { not: "an array" }) });
    await expect(loadPublicGoal("ann", "x")).rejects.toThrow("Invalid response format for public goals");
    serve({ "/api/goals/public/ann/x": () => json(500), "/api/goals/public": () => json(200, [summary]) });
    await expect(loadPublicGoal("ann", "x")).rejects.toBeInstanceOf(PublicGoalNotFoundError);
  });

  it("needs both parts of the address", async () => {
    const spy = serve({});
    await expect(loadPublicGoal("", "x")).rejects.toThrow("Missing username or slug in URL.");
    await expect(loadPublicGoal("ann", "")).rejects.toThrow("Missing username or slug in URL.");
    expect(spy).not.toHaveBeenCalled();
  });
});

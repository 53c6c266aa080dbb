// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { goalHistory } from "../../../core/goal-history.js";
import { STALE_MS, clearPublicGoalCache } from "../../features/public-goal/public-goal-cache.js";
import { PublicGoalPage } from "./public-goal-page.js";

const GOAL = {
  id: "g1",
  username: "ann",
  slug: "run-5k",
  title: "Run 5k",
  description: "",
  motivation: "",
  category: "health",
  timeframe: "weekly",
  public: true,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  progress: 40,
  likes_count: 2,
  likes: 2,
  updates_count: 1,
  latest_update: null,
  journal: [{ id: "e1", note: "first run", progress: 40, created_at: "2026-01-02T00:00:00.000Z" }],
};

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? "" : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fetch stub answering by method and path; each handler may be swapped between steps. */
function serve(routes: Record<string, () => Response | Promise<Response>>) {
  const spy = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? "GET"} ${url.split("?")[0]}`];
    if (!handler) throw new Error(`unexpected ${init?.method ?? "GET"} ${url}`);
    return handler();
  });
  vi.stubGlobal("fetch", spy);
  return spy;
}

function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

const goalCalls = (spy: ReturnType<typeof serve>) => spy.mock.calls.filter(([u]) => String(u) === "/api/goals/public/ann/run-5k").length;

/**
 * No query provider: the page runs without TanStack Query (issue 8). Rendering and clicks that
 * suspend run in an awaited act(), so React retries once the answer is in.
 */
async function renderPage(at = "/ann/run-5k") {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/:username/:slug" element={<PublicGoalPage />} />
        </Routes>
      </MemoryRouter>,
    );
  });
}

async function click(name: string) {
  const button = await screen.findByRole("button", { name });
  await act(async () => {
    fireEvent.click(button);
  });
}

const historyCalls = (spy: ReturnType<typeof serve>) =>
  spy.mock.calls.filter(([u]) => String(u).startsWith("/api/goals/public/ann/run-5k/history")).length;

describe("PublicGoalPage", () => {
  let consoleError: { mock: { calls: unknown[][] }; mockRestore: () => void };
  beforeEach(() => {
    localStorage.clear();
    clearPublicGoalCache();
    consoleError = vi.spyOn(console, "error");
  });
  afterEach(() => {
    // React reports a use() called on some renders and not others (usePublicGoal once did).
    const useErrors = consoleError.mock.calls.filter((args: unknown[]) => String(args[0]).includes("use()"));
    consoleError.mockRestore();
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    expect(useErrors).toEqual([]);
  });

  it("keeps the check-in calendar for the page's lifetime: a later re-render neither fetches again nor blanks it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    localStorage.setItem("token", "t");
    const history = goalHistory(GOAL.journal, [], { now: new Date(), timeZone: "UTC" });
    const spy = serve({
      "GET /api/goals/public/ann/run-5k": () => json(200, GOAL),
      "GET /api/goals/public/ann/run-5k/history": () => json(200, history),
      "POST /api/likes/ann/run-5k": () => json(200, { likes: 3, liked: true }),
    });
    await renderPage();
    // The calendar's chunk and request (fake timers: no findBy polling here).
    for (let i = 0; i < 10 && !screen.queryByRole("heading", { name: "Check-in calendar" }); i += 1) {
      await act(async () => {
        await vi.dynamicImportSettled();
        await vi.advanceTimersByTimeAsync(0);
      });
    }
    expect(screen.getByRole("heading", { name: "Check-in calendar" })).toBeTruthy();
    expect(historyCalls(spy)).toBe(1);
    // Long after the calendar came, a like re-renders the page.
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Like 2 likes" }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole("button", { name: "Like 3 likes" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Check-in calendar" })).toBeTruthy();
    expect(historyCalls(spy)).toBe(1);
  });

  it("shows the loading state, then the goal, with one request", async () => {
    const answer = deferred();
    const spy = serve({ "GET /api/goals/public/ann/run-5k": () => answer.promise });
    await renderPage();
    expect(screen.getByRole("status").textContent).toBe("Loading goal…");
    await act(async () => answer.resolve(json(200, GOAL)));
    expect(await screen.findByRole("heading", { level: 1, name: "Run 5k" })).toBeTruthy();
    expect(screen.getByText("Current period progress")).toBeTruthy();
    expect(goalCalls(spy)).toBe(1);
  });

  it("names a habit's rhythm and an archived goal beside its timeframe; a progress goal shows neither", async () => {
    const habit = {
      ...GOAL,
      kind: "amount",
      cadence: "20 km a week",
      target: 20,
      unit: "km",
      direction: "at_least",
      weekdays: null,
      every_days: null,
      archived: true,
    };
    serve({ "GET /api/goals/public/ann/run-5k": () => json(200, habit) });
    await renderPage();
    expect(await screen.findByText("20 km a week")).toBeTruthy();
    expect(screen.getByText("Archived")).toBeTruthy();
    cleanup();
    clearPublicGoalCache();
    serve({ "GET /api/goals/public/ann/run-5k": () => json(200, GOAL) });
    await renderPage();
    await screen.findByRole("heading", { level: 1, name: "Run 5k" });
    expect(screen.queryByText("Archived")).toBeNull();
    expect(screen.queryByText(/ a week$/)).toBeNull();
  });

  it("shows Goal not found for a missing goal", async () => {
    serve({ "GET /api/goals/public/ann/run-5k": () => json(404, { error: "Public goal not found" }) });
    await renderPage();
    expect(await screen.findByRole("heading", { name: "Goal not found" })).toBeTruthy();
  });

  it("shows the error with Try again, which loads the goal again", async () => {
    const routes: Record<string, () => Response> = {
      "GET /api/goals/public/ann/run-5k": () => json(500, { error: "boom" }),
      "GET /api/goals/public": () => json(503, { error: "down" }),
    };
    const spy = serve(routes);
    await renderPage();
    expect(await screen.findByRole("heading", { name: "Could not load public goal" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Failed to load public goals: 503");
    routes["GET /api/goals/public/ann/run-5k"] = () => json(200, GOAL);
    await click("Try again");
    expect(await screen.findByRole("heading", { level: 1, name: "Run 5k" })).toBeTruthy();
    expect(goalCalls(spy)).toBe(2);
  });

  it("a failed goal is requested again on the next visit", async () => {
    const routes: Record<string, () => Response> = {
      "GET /api/goals/public/ann/run-5k": () => json(500),
      "GET /api/goals/public": () => json(503),
    };
    serve(routes);
    await renderPage();
    await screen.findByRole("heading", { name: "Could not load public goal" });
    cleanup();
    routes["GET /api/goals/public/ann/run-5k"] = () => json(200, GOAL);
    await renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Run 5k" })).toBeTruthy();
  });

  it("keeps a like's count for the next visit, and shows a stale answer while it is fetched again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    localStorage.setItem("token", "t");
    const routes: Record<string, () => Response | Promise<Response>> = {
      "GET /api/goals/public/ann/run-5k": () => json(200, GOAL),
      "POST /api/likes/ann/run-5k": () => json(200, { likes: 3, liked: true }),
    };
    const spy = serve(routes);
    await renderPage();
    await click("Like 2 likes");
    expect(await screen.findByRole("button", { name: "Like 3 likes" })).toBeTruthy();
    cleanup();

    await renderPage("/Ann/Run-5K"); // the same goal, within STALE_MS: no request
    expect(screen.getByRole("button", { name: "Like 3 likes" })).toBeTruthy();
    expect(goalCalls(spy)).toBe(1);
    cleanup();

    vi.setSystemTime(Date.now() + STALE_MS + 1);
    const fresh = deferred();
    routes["GET /api/goals/public/ann/run-5k"] = () => fresh.promise;
    await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Run 5k" })).toBeTruthy();
    expect(goalCalls(spy)).toBe(2);
    await act(async () => fresh.resolve(json(200, { ...GOAL, title: "Run 10k", likes_count: 7 })));
    expect(screen.getByRole("heading", { level: 1, name: "Run 10k" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Like 7 likes" })).toBeTruthy();
  });
});

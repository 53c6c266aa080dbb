/**
 * Test kit for the dashboard's component tests: a fake /api that keeps goals in memory and
 * records every call, and a render helper with a fresh router and query client.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { vi } from "vitest";
import { withOrder } from "../../../core/manual-order.js";
import type { Goal, JournalEntry } from "../../../core/schemas.js";
import { DashboardPage } from "./dashboard-page.js";

// The cards first appear from a background (transition) render, which happy-dom on a busy CI
// machine takes up to about a second to finish; findBy* waits 1 s by default.
configure({ asyncUtilTimeout: 4000 });

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export function makeGoal(i: number, over: Partial<Goal> = {}): Goal {
  const created = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    title: `Goal ${String(i).padStart(2, "0")}`,
    description: `Description ${i}`,
    motivation: `Motivation ${i}`,
    category: "general",
    timeframe: "weekly",
    public: false,
    slug: null,
    username: "tester",
    created_at: created,
    updated_at: created,
    progress: 0,
    likes_count: 0,
    journal: [],
    ...over,
  };
}

type Override = (call: ApiCall) => { status: number; body?: unknown } | undefined;

/** Installs a fetch that answers like the server for the dashboard's calls. */
export function fakeApi(initial: Goal[], override?: Override) {
  let goals = structuredClone(initial);
  const calls: ApiCall[] = [];
  let seq = 0;
  const json = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const call: ApiCall = {
      method: init?.method ?? "GET",
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const forced = override?.(call);
    if (forced) return json(forced.status, forced.body);
    const body = call.body as Record<string, unknown>;
    const id = call.path.split("/")[3] ?? "";
    const found = goals.find((g) => g.id === id);
    // As the server (issue 30): the list leaves archived goals out; archived=true answers only them.
    if (call.method === "GET" && call.path === "/api/goals") {
      const archived = url.searchParams.get("archived") === "true";
      return json(
        200,
        goals.filter((g) => Boolean(g.archived) === archived),
      );
    }
    if (call.method === "POST" && call.path === "/api/goals") {
      const goal = makeGoal(100 + ++seq, { ...(body as Partial<Goal>), created_at: new Date().toISOString() });
      goals = [goal, ...goals];
      return json(201, goal);
    }
    if (call.method === "POST" && call.path === "/api/journal") {
      const entry: JournalEntry = {
        id: `entry-${++seq}`,
        goal_id: String(body.goal_id),
        note: String(body.note),
        progress: Number(body.progress),
        created_at: new Date().toISOString(),
      };
      goals = goals.map((g) => (g.id === entry.goal_id ? { ...g, progress: entry.progress, journal: [...g.journal, entry] } : g));
      // As the server answers (decision 044): the entry and its goal as the list now holds it.
      return json(201, { ...entry, goal: goals.find((g) => g.id === entry.goal_id) });
    }
    if (call.method === "PUT" && call.path === "/api/goals/order") {
      // As the server (issue 30): the listed goals take, in this order, the places they held.
      goals = withOrder(goals, (body as { ids: string[] }).ids);
      return json(204);
    }
    if (!found) return json(404, { error: "Goal not found" });
    if (call.method === "PATCH") {
      const updated = { ...found, ...body } as Goal;
      goals = goals.map((g) => (g.id === id ? updated : g));
      return json(200, updated);
    }
    if (call.method === "DELETE") {
      goals = goals.filter((g) => g.id !== id);
      return json(204);
    }
    return json(404, { error: "Not found" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock, writes: () => calls.filter((c) => c.method !== "GET") };
}

export function renderDashboard(url = "/dashboard") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/dashboard", element: <DashboardPage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    {
      initialEntries: [url],
    },
  );
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

export function signInForTest(): void {
  window.localStorage.setItem("token", "test-token");
  window.localStorage.setItem("username", "tester");
}

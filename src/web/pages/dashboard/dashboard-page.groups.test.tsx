// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Group } from "../../../core/group-schema.js";
import type { Goal } from "../../../core/schemas.js";
import { demoStore } from "../../features/demo/demo-store.js";
import { COLLAPSED_KEY, GROUP_BY_KEY } from "../../features/groups/section-prefs.js";
import { type ApiCall, fakeApi, makeGoal, renderDashboard, signInForTest } from "./dashboard-test-kit.js";

// Issue 30 items 1 and 5: Group by, collapsible sections with their summaries, the Groups manager,
// the Group select in a goal's Edit; demo mode local.
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const entries = (goalId: string, list: [number, number][]) =>
  list.map(([days, progress], i) => ({ id: `e-${goalId}-${i}`, goal_id: goalId, note: "", progress, created_at: ago(days) }));

function daily(i: number, title: string, groupId: string | null, journal: [number, number][]): Goal {
  const goal = makeGoal(i, { title, timeframe: "daily", created_at: ago(5), group_id: groupId });
  return { ...goal, journal: entries(goal.id, journal) };
}

const health: Group = { id: "00000000-0000-4000-9000-000000000001", name: "Health", position: 1 };
const work: Group = { id: "00000000-0000-4000-9000-000000000002", name: "Work", position: 0 };

/** The fake server's /api/groups, beside the kit's goals. */
function groupsApi(initial: Group[]) {
  let groups = structuredClone(initial);
  return (call: ApiCall) => {
    if (call.path === "/api/groups" && call.method === "GET") return { status: 200, body: groups };
    if (call.path === "/api/groups" && call.method === "POST") {
      const group = { id: "00000000-0000-4000-9000-000000000009", name: (call.body as { name: string }).name, position: groups.length };
      groups = [...groups, group];
      return { status: 201, body: group };
    }
    if (call.path.startsWith("/api/groups/") && call.method === "DELETE") {
      groups = groups.filter((g) => !call.path.endsWith(g.id));
      return { status: 204 };
    }
    return undefined;
  };
}

const sectionTitles = () => screen.getAllByRole("button", { expanded: true }).map((b) => b.textContent);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("groups on the dashboard (signed in)", () => {
  beforeEach(signInForTest);

  it("sections by group in the groups' order with their summaries; no group request with Group by: None", async () => {
    const run = daily(1, "Run", health.id, [
      [0, 30],
      [1, 20],
      [2, 10],
    ]);
    const stretch = daily(2, "Stretch", health.id, [
      [1, 40],
      [2, 50],
    ]);
    const report = daily(3, "Report", work.id, [[0, 100]]);
    const loose = makeGoal(4, { title: "Loose" });
    const api = fakeApi([run, stretch, report, loose], groupsApi([health, work]));
    renderDashboard();
    expect(await screen.findByText("Showing 4 results")).toBeTruthy();
    expect(api.calls.filter((c) => c.path === "/api/groups")).toEqual([]);

    fireEvent.change(screen.getByLabelText("Group by"), { target: { value: "group" } });
    await waitFor(() => expect(sectionTitles()).toEqual(["Work(1)", "Health(2)", "No group(1)"]));
    expect(window.localStorage.getItem(GROUP_BY_KEY)).toBe("group");
    const healthSection = screen.getByRole("region", { name: "Health (2)" });
    // Run is done today, Stretch is not; perfect yesterday and the day before; 30 and 40 average 35.
    expect(within(healthSection).getByTestId("section-summary").textContent).toBe("1 of 2 done todayAverage progress 35%Perfect days: 2");
    expect(
      within(healthSection)
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-labelledby")),
    ).toHaveLength(2);
    expect(within(screen.getByRole("region", { name: "No group (1)" })).getByText("Nothing due today")).toBeTruthy();

    // A check-in moves the figures.
    fireEvent.click(within(screen.getByRole("article", { name: "Stretch" })).getByRole("button", { name: "+10%" }));
    await waitFor(() =>
      expect(within(healthSection).getByTestId("section-summary").textContent).toBe("2 of 2 done todayAverage progress 40%Perfect days: 3"),
    );
  });

  it("sections by category in the spec's order, with no group request; search applies inside sections", async () => {
    const goals = [
      makeGoal(1, { title: "Budget", category: "finance" }),
      makeGoal(2, { title: "Walk", category: "health" }),
      makeGoal(3, { title: "Swim", category: "health" }),
    ];
    const api = fakeApi(goals, groupsApi([health]));
    window.localStorage.setItem(GROUP_BY_KEY, "category");
    renderDashboard();
    await waitFor(() => expect(sectionTitles()).toEqual(["Health(2)", "Finance(1)"]));
    fireEvent.change(screen.getByLabelText("Search goals"), { target: { value: "swim" } });
    await waitFor(() => expect(sectionTitles()).toEqual(["Health(1)"]));
    expect(screen.getByRole("region", { name: "Health (1)" }).querySelectorAll("article")).toHaveLength(1);
    expect(api.calls.filter((c) => c.path === "/api/groups")).toEqual([]);
  });

  it("draws the cards once, in their groups: not in No group while the groups are on their way", async () => {
    fakeApi([daily(1, "Run", health.id, []), makeGoal(2, { title: "Loose" })], groupsApi([health]));
    // GET /api/groups answers only once let through.
    const answer = globalThis.fetch;
    let letThrough = () => {};
    const gate = new Promise<void>((done) => (letThrough = done));
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes("/api/groups")) await gate;
      return answer(input, init);
    });
    window.localStorage.setItem(GROUP_BY_KEY, "group");
    renderDashboard();
    await screen.findByText("Showing 2 results");
    expect(screen.queryByRole("button", { name: "No group (2)" })).toBeNull();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    letThrough();
    await screen.findByRole("button", { name: "Health (1)" });
    expect(screen.getByRole("button", { name: "No group (1)" })).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("draws the sections without the groups when these do not come (offline, the query waits)", async () => {
    fakeApi([daily(1, "Run", health.id, []), makeGoal(2, { title: "Loose" })], groupsApi([health]));
    const answer = globalThis.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes("/api/groups") ? new Promise<Response>(() => {}) : answer(input, init),
    );
    window.localStorage.setItem(GROUP_BY_KEY, "group");
    renderDashboard();
    await screen.findByRole("button", { name: "No group (2)" }, { timeout: 4000 });
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("collapses a section and remembers it on the device", async () => {
    fakeApi([daily(1, "Run", health.id, []), makeGoal(2, { title: "Loose" })], groupsApi([health]));
    window.localStorage.setItem(GROUP_BY_KEY, "group");
    const first = renderDashboard();
    const toggle = await screen.findByRole("button", { name: "Health (1)" });
    expect(screen.getByRole("article", { name: "Run" })).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-expanded")).toBe("false"));
    expect(screen.queryByRole("article", { name: "Run" })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(COLLAPSED_KEY) ?? "[]")).toEqual([`group:${health.id}`]);

    first.unmount();
    renderDashboard();
    const again = await screen.findByRole("button", { name: "Health (1)" });
    expect(again.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("article", { name: "Run" })).toBeNull();
    expect(screen.getByRole("article", { name: "Loose" })).toBeTruthy();
  });

  it("pages by 12 over the sections, a collapsed one taking one place", async () => {
    const goals = Array.from({ length: 14 }, (_, i) => makeGoal(i + 1, { group_id: i < 10 ? health.id : null }));
    fakeApi(goals, groupsApi([health]));
    window.localStorage.setItem(GROUP_BY_KEY, "group");
    renderDashboard();
    await screen.findByRole("button", { name: "Health (10)" });
    expect(screen.getAllByRole("article")).toHaveLength(12);
    expect(screen.getByText("Page 1 / 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Health (10)" }));
    // Health's header, then the 4 ungrouped goals: one page.
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(4));
    expect(screen.queryByText("Page 1 / 2")).toBeNull();
  });

  it("creates and deletes a group, and puts a goal in one from its Edit", async () => {
    const goal = makeGoal(1, { title: "Read", group_id: null });
    const api = fakeApi([goal], groupsApi([health]));
    vi.stubGlobal(
      "confirm",
      vi.fn(() => true),
    );
    renderDashboard();
    await screen.findByText("Showing 1 result");

    fireEvent.click(within(screen.getByRole("article", { name: "Read" })).getByRole("button", { name: "Edit" }));
    const select = await screen.findByLabelText("Group");
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(select, { target: { value: health.id } });
    await waitFor(() => expect(api.writes()).toEqual([{ method: "PATCH", path: `/api/goals/${goal.id}`, body: { group_id: health.id } }]));

    fireEvent.click(screen.getByText(/^Groups/));
    fireEvent.change(screen.getByLabelText("New group"), { target: { value: "Study" } });
    fireEvent.click(screen.getByRole("button", { name: "Add group" }));
    const list = await screen.findByRole("list", { name: "Your groups" });
    await waitFor(() => expect(within(list).getByText("Study")).toBeTruthy());
    // A name the user has already (whatever its case) is refused before any request.
    fireEvent.change(screen.getByLabelText("New group"), { target: { value: "health" } });
    fireEvent.click(screen.getByRole("button", { name: "Add group" }));
    expect(api.writes().filter((c) => c.method === "POST")).toHaveLength(1);

    fireEvent.click(within(list).getByRole("button", { name: "Delete Health" }));
    await waitFor(() => expect(within(list).queryByText("Health")).toBeNull());
    expect(api.writes().at(-1)).toEqual({ method: "DELETE", path: `/api/groups/${health.id}`, body: undefined });
  });
});

describe("groups in demo mode", () => {
  it("creates a group, puts a goal in it and sections by it, with no server call", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    demoStore.reset();
    renderDashboard("/dashboard?demo=1");
    await screen.findByText(/Showing \d+ results/);
    fireEvent.click(screen.getByText(/^Groups/));
    fireEvent.change(screen.getByLabelText("New group"), { target: { value: "Fitness" } });
    fireEvent.click(screen.getByRole("button", { name: "Add group" }));
    await screen.findByRole("list", { name: "Your groups" });

    const card = screen.getByRole("article", { name: "Run a 5K without stopping" });
    fireEvent.click(within(card).getByRole("button", { name: "Edit" }));
    const select = await within(card).findByLabelText("Group");
    fireEvent.change(select, { target: { value: (within(select).getByText("Fitness") as HTMLOptionElement).value } });

    fireEvent.change(screen.getByLabelText("Group by"), { target: { value: "group" } });
    const section = await screen.findByRole("region", { name: "Fitness (1)" });
    expect(within(section).getByRole("article", { name: "Run a 5K without stopping" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

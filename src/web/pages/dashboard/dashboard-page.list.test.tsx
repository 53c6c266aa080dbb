// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoStore } from "../../features/demo/demo-store.js";
import { toast } from "../../lib/toast.js";
import { fakeApi, makeGoal, renderDashboard, signInForTest } from "./dashboard-test-kit.js";

const cards = () => screen.queryAllByRole("article");
const titles = () => cards().map((c) => within(c).getByRole("heading").textContent);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  signInForTest();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("dashboard list: search, filter, sort and paging", () => {
  // 14 goals; Goal 13 is the newest. Goals 1, 2 and 3 are public.
  const goals = Array.from({ length: 14 }, (_, i) =>
    makeGoal(i, i >= 1 && i <= 3 ? { public: true, slug: `goal-${i}` } : { title: `Goal ${String(i).padStart(2, "0")}` }),
  );

  it("shows 12 per page with Prev / Next and Page x / y", async () => {
    fakeApi(goals);
    renderDashboard();
    expect(await screen.findByText("Showing 14 results")).toBeTruthy();
    expect(screen.getByText("Page 1 / 2")).toBeTruthy();
    expect(cards()).toHaveLength(12);
    expect((screen.getByRole("button", { name: "Prev" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Page 2 / 2")).toBeTruthy();
    expect(cards()).toHaveLength(2);
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
    expect(titles()).toEqual(["Goal 01", "Goal 00"]); // Recent: oldest last
  });

  it("goes back to page 1 when the search or the filter changes, and counts the results", async () => {
    fakeApi(goals);
    renderDashboard();
    await screen.findByText("Showing 14 results");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.change(screen.getByLabelText("Search goals"), { target: { value: "goal 1" } });
    expect(screen.queryByRole("navigation", { name: "Goal pages" })).toBeNull(); // one page: no pager
    expect(screen.getByText("Showing 4 results")).toBeTruthy(); // Goal 10 … Goal 13

    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByText("Showing 14 results")).toBeTruthy();
    expect((screen.getByLabelText("Search goals") as HTMLInputElement).value).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Page 2 / 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Public" }));
    expect(screen.queryByRole("navigation", { name: "Goal pages" })).toBeNull(); // one page: no pager
    expect(screen.getByText("Showing 3 results")).toBeTruthy();
    expect(titles()).toEqual(["Goal 03", "Goal 02", "Goal 01"]);
    fireEvent.click(screen.getByRole("button", { name: "Private" }));
    expect(screen.getByText("Showing 11 results")).toBeTruthy();
  });

  it("sorts by Title, Progress desc and Streak desc", async () => {
    const now = new Date().toISOString();
    const entry = (goal_id: string, progress: number) => ({ id: `${goal_id}-e`, goal_id, note: "n", progress, created_at: now });
    const three = [
      makeGoal(1, { title: "banana" }),
      makeGoal(2, { title: "Apple", id: "g2", journal: [entry("g2", 70)] }),
      makeGoal(3, { title: "cherry", id: "g3", journal: [entry("g3", 30)] }),
    ];
    fakeApi(three);
    renderDashboard();
    await screen.findByText("Showing 3 results");
    expect(titles()).toEqual(["cherry", "Apple", "banana"]);
    const sort = screen.getByLabelText("Sort");
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Recent", "Progress desc", "Streak desc", "Title", "My order"]);
    fireEvent.change(sort, { target: { value: "title" } });
    expect(titles()).toEqual(["Apple", "banana", "cherry"]);
    fireEvent.change(sort, { target: { value: "progress" } });
    expect(titles()).toEqual(["Apple", "cherry", "banana"]);
    fireEvent.change(sort, { target: { value: "streak" } });
    expect(titles()).toEqual(["cherry", "Apple", "banana"]); // two 1-day streaks, then recency
  });

  it("shows the stats row and Recommended next steps only for 1 to 9 goals", async () => {
    fakeApi(goals.slice(0, 2));
    renderDashboard();
    await screen.findByText("Showing 2 results");
    expect(screen.getByText("Goals").nextSibling?.textContent).toBe("2");
    expect(screen.getByRole("heading", { name: "Recommended next steps" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Talk to Coach" })).toBeTruthy();
    cleanup();
    fakeApi(goals);
    renderDashboard();
    await screen.findByText("Showing 14 results");
    expect(screen.queryByRole("heading", { name: "Recommended next steps" })).toBeNull();
  });

  it("says so when goals cannot be loaded", async () => {
    const error = vi.spyOn(toast, "error");
    fakeApi([], () => ({ status: 500, body: { error: "Database is down" } }));
    renderDashboard();
    expect(await screen.findByText("Could not load goals")).toBeTruthy();
    expect(screen.getByText("Database is down")).toBeTruthy();
    expect(error).toHaveBeenCalledWith("Could not load goals");
  });
});

describe("demo mode", () => {
  beforeEach(() => {
    window.localStorage.clear();
    act(() => demoStore.reset());
  });

  it("shows 3 sample goals, works locally and never calls the server", async () => {
    const success = vi.spyOn(toast, "success");
    const { fetchMock } = fakeApi([]);
    vi.stubGlobal(
      "confirm",
      vi.fn(() => true),
    );
    renderDashboard("/dashboard?demo=1");
    expect(await screen.findByText("Showing 3 results")).toBeTruthy();
    expect(screen.getByText("Demo mode")).toBeTruthy();
    expect(screen.getByText("You")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Quick add goal title"), { target: { value: "Drink water" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Showing 4 results")).toBeTruthy();
    expect(success).toHaveBeenCalledWith("Goal created (demo)");

    const card = screen.getByRole("article", { name: "Drink water" });
    fireEvent.click(within(card).getByRole("button", { name: "+10%" }));
    expect(within(card).getByRole("img", { name: "Overall progress 0%" })).toBeTruthy(); // lands after 300 ms
    await waitFor(() => expect(within(card).getByRole("img", { name: "Overall progress 10%" })).toBeTruthy());
    expect(success).toHaveBeenCalledWith("+10% logged (demo)");

    fireEvent.click(within(card).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Showing 3 results")).toBeTruthy();
    expect(success).toHaveBeenCalledWith("Goal deleted (demo)", 5_000, expect.objectContaining({ label: "Undo" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("remembers the nudge's dismissal for the session", async () => {
    fakeApi([]);
    renderDashboard("/dashboard?demo=true");
    expect(await screen.findByRole("heading", { name: "Welcome to ProgressVault!" })).toBeTruthy();
    expect(screen.getByText("This is a demo account. Your goals and data are private.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/signup");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("heading", { name: "Welcome to ProgressVault!" })).toBeNull();
    expect(window.sessionStorage.getItem("pv_demo_nudge")).not.toBeNull();
    cleanup();
    renderDashboard("/dashboard?demo=1");
    await screen.findByText("Showing 3 results");
    expect(screen.queryByRole("heading", { name: "Welcome to ProgressVault!" })).toBeNull();
  });
});

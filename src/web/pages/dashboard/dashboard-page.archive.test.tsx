// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoStore } from "../../features/demo/demo-store.js";
import { toast } from "../../lib/toast.js";
import { fakeApi, makeGoal, renderDashboard, signInForTest } from "./dashboard-test-kit.js";

// Issue 30 item 3: Archive in a card, "Archived (N)" at the end of the list with Restore and Delete.
const kept = makeGoal(1, { title: "Learn Spanish" });
const done = makeGoal(2, { title: "Run a marathon" });
const shelved = makeGoal(3, { title: "Old habit", archived: true });

/** The GET /api/goals calls sent, by their query (archived=true or not). */
function listCalls(fetchMock: ReturnType<typeof fakeApi>["fetchMock"]) {
  const urls = fetchMock.mock.calls.map(([input, init]) => ({
    url: new URL(String(input), "http://localhost"),
    method: init?.method ?? "GET",
  }));
  const lists = urls.filter((c) => c.method === "GET" && c.url.pathname === "/api/goals");
  return { all: lists.length, archived: lists.filter((c) => c.url.searchParams.get("archived") === "true").length };
}

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

describe("archive (signed in)", () => {
  it("archives from the card at once, lists it under Archived (N) only when opened, and restores it", async () => {
    const success = vi.spyOn(toast, "success");
    const api = fakeApi([kept, done, shelved]);
    renderDashboard();
    expect(await screen.findByText("Showing 2 results")).toBeTruthy();
    // The first load is still one list request: the archived ones are asked for when opened.
    expect(listCalls(api.fetchMock)).toEqual({ all: 1, archived: 0 });

    const card = screen.getByRole("article", { name: "Run a marathon" });
    fireEvent.click(within(card).getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Run a marathon" })).toBeNull());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Archived "Run a marathon"'));
    expect(api.writes()).toEqual([{ method: "PATCH", path: `/api/goals/${done.id}`, body: { archived: true } }]);
    expect(await screen.findByText("Showing 1 result")).toBeTruthy();

    fireEvent.click(screen.getByText("Archived goals"));
    const archivedList = await screen.findByRole("list", { name: "Archived goals" });
    expect(screen.getByText("Archived (2)")).toBeTruthy();
    expect(within(archivedList).getByText("Old habit")).toBeTruthy();
    expect(within(archivedList).getByText("Run a marathon")).toBeTruthy();
    expect(listCalls(api.fetchMock).archived).toBe(1);

    fireEvent.click(within(archivedList).getByRole("button", { name: "Restore Old habit" }));
    expect(await screen.findByRole("article", { name: "Old habit" })).toBeTruthy();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Restored "Old habit"'));
    expect(api.writes().at(-1)).toEqual({ method: "PATCH", path: `/api/goals/${shelved.id}`, body: { archived: false } });
    await waitFor(() => expect(screen.getByText("Archived (1)")).toBeTruthy());
  });

  it("puts the card back when the server refuses", async () => {
    const error = vi.spyOn(toast, "error");
    // The server is down once the PATCH fails: no fresh list can bring the card back, only the rollback.
    let down = false;
    fakeApi([kept, done], (c) => {
      if (c.method === "PATCH") down = true;
      return down ? { status: 503, body: { error: "Database unavailable" } } : undefined;
    });
    renderDashboard();
    await screen.findByText("Showing 2 results");
    fireEvent.click(within(screen.getByRole("article", { name: "Run a marathon" })).getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Could not archive the goal: Database unavailable"));
    expect(await screen.findByRole("article", { name: "Run a marathon" })).toBeTruthy();
    expect(screen.getByText("Showing 2 results")).toBeTruthy();
  });

  it("deletes an archived goal after the confirm", async () => {
    vi.stubGlobal(
      "confirm",
      vi.fn(() => true),
    );
    const api = fakeApi([kept, shelved]);
    renderDashboard();
    await screen.findByText("Showing 1 result");
    fireEvent.click(screen.getByText("Archived goals"));
    const archivedList = await screen.findByRole("list", { name: "Archived goals" });
    fireEvent.click(within(archivedList).getByRole("button", { name: "Delete Old habit" }));
    await waitFor(() => expect(screen.getByText("Archived (0)")).toBeTruthy());
    expect(api.writes()).toEqual([{ method: "DELETE", path: `/api/goals/${shelved.id}`, body: undefined }]);
  });
});

describe("archive (demo)", () => {
  it("archives and restores locally, with no server call", async () => {
    demoStore.reset();
    const { fetchMock } = fakeApi([]);
    renderDashboard("/dashboard?demo=1");
    expect(await screen.findByText("Showing 3 results")).toBeTruthy();
    expect(screen.getByText("Archived (0)")).toBeTruthy();
    const first = screen.getAllByRole("article")[0]!;
    const title = first.getAttribute("aria-label") ?? within(first).getByRole("heading").textContent!;
    fireEvent.click(within(first).getByRole("button", { name: "Archive" }));
    expect(await screen.findByText("Showing 2 results")).toBeTruthy();
    expect(screen.getByText("Archived (1)")).toBeTruthy();
    fireEvent.click(screen.getByText("Archived (1)"));
    fireEvent.click(await screen.findByRole("button", { name: `Restore ${title}` }));
    expect(await screen.findByText("Showing 3 results")).toBeTruthy();
    expect(screen.getByText("Archived (0)")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

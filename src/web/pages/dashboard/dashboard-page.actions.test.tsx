// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../lib/toast.js";
import { fakeApi, makeGoal, renderDashboard, signInForTest } from "./dashboard-test-kit.js";

const goal = makeGoal(1, { title: "Learn Spanish", motivation: " Talk with my in-laws ", description: "Daily lessons" });
const card = () => screen.getByRole("article", { name: goal.title });
const spies = () => ({
  success: vi.spyOn(toast, "success"),
  warning: vi.spyOn(toast, "warning"),
  error: vi.spyOn(toast, "error"),
});

beforeEach(() => {
  window.localStorage.clear();
  signInForTest();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function ready(goals = [goal]) {
  const api = fakeApi(goals);
  renderDashboard();
  await screen.findByText(`Showing ${goals.length} ${goals.length === 1 ? "result" : "results"}`);
  return api;
}

describe("create", () => {
  it("warns and sends nothing without a title", async () => {
    const t = spies();
    const api = await ready();
    const form = screen.getByRole("heading", { name: "Create goal with details" }).closest("section")!;
    fireEvent.change(within(form).getByLabelText("Title"), { target: { value: "   " } });
    fireEvent.click(within(form).getByRole("button", { name: "Create goal" }));
    fireEvent.click(screen.getByRole("button", { name: "Add" })); // quick add, empty
    expect(t.warning).toHaveBeenCalledTimes(2);
    expect(t.warning).toHaveBeenCalledWith("Please enter title, category and timeframe");
    expect(api.writes()).toEqual([]);
  });

  it("sends trimmed values, then resets the form", async () => {
    const t = spies();
    const api = await ready();
    const form = screen.getByRole("heading", { name: "Create goal with details" }).closest("section")!;
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    expect([
      field("Title").value,
      field("Category").value,
      field("Timeframe").value,
      field("Motivation").value,
      field("Description").value,
    ]).toEqual(["", "general", "daily", "", ""]);
    fireEvent.change(field("Title"), { target: { value: "  Learn Go  " } });
    fireEvent.change(field("Category"), { target: { value: "career" } });
    fireEvent.change(field("Timeframe"), { target: { value: "weekly" } });
    fireEvent.change(field("Motivation"), { target: { value: " A better job " } });
    fireEvent.click(within(form).getByRole("button", { name: "Create goal" }));
    await waitFor(() => expect(t.success).toHaveBeenCalledWith("Goal created successfully"));
    expect(api.writes()).toEqual([
      {
        method: "POST",
        path: "/api/goals",
        body: { title: "Learn Go", category: "career", timeframe: "weekly", motivation: "A better job", description: "" },
      },
    ]);
    await waitFor(() => expect(field("Title").value).toBe(""));
    expect(field("Category").value).toBe("general");
    expect(screen.getByRole("article", { name: "Learn Go" })).toBeTruthy();
  });

  it("Reset clears the form, and a failure keeps what was typed", async () => {
    const t = spies();
    fakeApi([goal], (c) => (c.method === "POST" ? { status: 400, body: { error: "title must be at most 200 characters" } } : undefined));
    renderDashboard();
    await screen.findByText("Showing 1 result");
    const form = screen.getByRole("heading", { name: "Create goal with details" }).closest("section")!;
    const title = within(form).getByLabelText("Title") as HTMLInputElement;
    fireEvent.change(title, { target: { value: "Something" } });
    fireEvent.click(within(form).getByRole("button", { name: "Create goal" }));
    await waitFor(() => expect(t.error).toHaveBeenCalledWith("Error creating goal: title must be at most 200 characters"));
    expect(title.value).toBe("Something");
    expect(screen.queryByRole("article", { name: "Something" })).toBeNull();
    fireEvent.click(within(form).getByRole("button", { name: "Reset" }));
    expect(title.value).toBe("");
  });
});

describe("edit", () => {
  it("Save sends the trimmed title with motivation and description", async () => {
    const t = spies();
    const api = await ready();
    fireEvent.click(within(card()).getByRole("button", { name: "Edit" }));
    fireEvent.change(within(card()).getByLabelText("Goal title"), { target: { value: "  Learn Portuguese  " } });
    fireEvent.click(within(card()).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { name: "Learn Portuguese" })).toBeTruthy();
    await waitFor(() => expect(t.success).toHaveBeenCalledWith("Updated"));
    expect(api.writes()).toEqual([
      {
        method: "PATCH",
        path: `/api/goals/${goal.id}`,
        body: { title: "Learn Portuguese", motivation: "Talk with my in-laws", description: "Daily lessons" },
      },
    ]);
  });

  it("Cancel discards the change", async () => {
    const api = await ready();
    fireEvent.click(within(card()).getByRole("button", { name: "Edit" }));
    fireEvent.change(within(card()).getByLabelText("Goal title"), { target: { value: "Something else" } });
    fireEvent.click(within(card()).getByRole("button", { name: "Cancel" }));
    expect(within(card()).queryByLabelText("Goal title")).toBeNull();
    expect(within(card()).getByRole("heading", { name: "Learn Spanish" })).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it("refuses an empty title", async () => {
    const t = spies();
    const api = await ready();
    fireEvent.click(within(card()).getByRole("button", { name: "Edit" }));
    fireEvent.change(within(card()).getByLabelText("Goal title"), { target: { value: "   " } });
    fireEvent.click(within(card()).getByRole("button", { name: "Save" }));
    expect(t.warning).toHaveBeenCalledWith("Title cannot be empty");
    expect(within(card()).getByLabelText("Goal title")).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it("rolls back and says so when saving fails", async () => {
    const t = spies();
    fakeApi([goal], (c) => (c.method === "PATCH" ? { status: 500, body: { error: "boom" } } : undefined));
    renderDashboard();
    await screen.findByText("Showing 1 result");
    fireEvent.click(within(card()).getByRole("button", { name: "Edit" }));
    fireEvent.change(within(card()).getByLabelText("Goal title"), { target: { value: "Renamed" } });
    fireEvent.click(within(card()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(t.error).toHaveBeenCalledWith("Error saving changes"));
    expect(await screen.findByRole("heading", { name: "Learn Spanish" })).toBeTruthy();
  });
});

describe("publish and visibility", () => {
  // The publishing controls sit behind the card's Share disclosure (issue 15 item 8).
  const openShare = () => fireEvent.click(within(card()).getByRole("button", { name: "Share" }));

  it("draws the publishing and reminder controls when first opened, and keeps them once drawn", async () => {
    await ready([{ ...goal, reminder: null }]);
    // Closed on every card, they were a third of the dashboard's first render (issue 16).
    expect(within(card()).queryByLabelText("Custom URL")).toBeNull();
    expect(within(card()).queryByRole("form", { name: `Reminder for ${goal.title}` })).toBeNull();
    openShare();
    fireEvent.change(within(card()).getByLabelText("Custom URL"), { target: { value: "kept" } });
    openShare(); // closed again: hidden, still drawn, what was typed kept
    expect((within(card()).getByLabelText("Custom URL") as HTMLInputElement).value).toBe("kept");
    const details = within(card()).getByText("Reminder: off").closest("details")!;
    details.open = true;
    fireEvent(details, new Event("toggle"));
    expect(within(card()).getByRole("form", { name: `Reminder for ${goal.title}` })).toBeTruthy();
  });

  it("requires a custom URL, slugifies it, then makes the goal public", async () => {
    const t = spies();
    const api = await ready();
    openShare();
    const publicSwitch = within(card()).getByRole("switch", { name: "Public" });
    expect(publicSwitch.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(within(card()).getByRole("button", { name: "Copy link" }));
    expect(t.warning).toHaveBeenCalledWith("Goal must be public with a custom URL");
    fireEvent.click(within(card()).getByRole("button", { name: "Publish" }));
    expect(t.warning).toHaveBeenCalledWith("Please enter a custom URL");
    fireEvent.click(publicSwitch); // no slug yet: the switch points to the custom URL
    expect(t.warning).toHaveBeenLastCalledWith("Please enter a custom URL");
    expect(api.writes()).toEqual([]);

    fireEvent.change(within(card()).getByLabelText("Custom URL"), { target: { value: "  Mi Español!! " } });
    fireEvent.click(within(card()).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(t.success).toHaveBeenCalledWith("Goal published successfully"));
    expect(api.writes()).toEqual([{ method: "PATCH", path: `/api/goals/${goal.id}`, body: { slug: "mi-espanol", public: true } }]);
    expect(within(card()).getByRole("switch", { name: "Public" }).getAttribute("aria-checked")).toBe("true");
    expect(within(card()).getByText(`${window.location.origin}/tester/mi-espanol`)).toBeTruthy();

    fireEvent.click(within(card()).getByRole("switch", { name: "Public" }));
    await waitFor(() => expect(t.success).toHaveBeenCalledWith("Goal is now private"));
    expect(api.writes().at(-1)).toEqual({ method: "PATCH", path: `/api/goals/${goal.id}`, body: { public: false } });
  });

  it("retries PATCH /goals/{id}/public when the plain PATCH fails", async () => {
    const t = spies();
    const api = fakeApi([goal], (c) => (c.method === "PATCH" && !c.path.endsWith("/public") ? { status: 500 } : undefined));
    renderDashboard();
    await screen.findByText("Showing 1 result");
    openShare();
    fireEvent.change(within(card()).getByLabelText("Custom URL"), { target: { value: "spanish" } });
    fireEvent.click(within(card()).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(t.success).toHaveBeenCalledWith("Goal published successfully"));
    expect(api.writes().map((c) => [c.path, c.body])).toEqual([
      [`/api/goals/${goal.id}`, { slug: "spanish", public: true }],
      [`/api/goals/${goal.id}/public`, { public: true, slug: "spanish" }],
    ]);
  });

  it("shows the server's message when publishing fails, and rolls back", async () => {
    const t = spies();
    const taken = "You already have a goal at this URL. Choose another custom URL.";
    fakeApi([goal], (c) => (c.method === "PATCH" ? { status: 409, body: { error: taken } } : undefined));
    renderDashboard();
    await screen.findByText("Showing 1 result");
    openShare();
    fireEvent.change(within(card()).getByLabelText("Custom URL"), { target: { value: "spanish" } });
    fireEvent.click(within(card()).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(t.error).toHaveBeenCalledWith(taken));
    expect(within(card()).getByRole("switch", { name: "Public" }).getAttribute("aria-checked")).toBe("false");
  });
});

describe("+10% and delete", () => {
  it("logs a quick entry of overall progress + 10", async () => {
    const t = spies();
    const withEntry = {
      ...goal,
      journal: [{ id: "e1", goal_id: goal.id, note: "start", progress: 35, created_at: new Date().toISOString() }],
    };
    const api = await ready([withEntry]);
    fireEvent.click(within(card()).getByRole("button", { name: "+10%" }));
    expect(await within(card()).findByRole("img", { name: "Overall progress 45%" })).toBeTruthy();
    await waitFor(() => expect(t.success).toHaveBeenCalledWith("+10% logged"));
    expect(api.writes()).toEqual([
      { method: "POST", path: "/api/journal", body: { goal_id: goal.id, note: "Quick update: +10%", progress: 45 } },
    ]);
  });

  it("rolls back a failed quick entry with the server's reason", async () => {
    const t = spies();
    fakeApi([goal], (c) => (c.path === "/api/journal" ? { status: 500, body: { error: "disk full" } } : undefined));
    renderDashboard();
    await screen.findByText("Showing 1 result");
    fireEvent.click(within(card()).getByRole("button", { name: "Log +10% progress" }));
    await waitFor(() => expect(t.error).toHaveBeenCalledWith("Could not add quick entry: disk full"));
    expect(within(card()).getByRole("img", { name: "Overall progress 0%" })).toBeTruthy();
    expect(within(card()).getByText("Start your journey")).toBeTruthy();
  });

  it("asks before deleting, and removes locally when the server no longer has the goal", async () => {
    const t = spies();
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    // The server no longer knows the goal: DELETE says 404 and the refetch afterwards lacks it.
    let deleted = false;
    const api = fakeApi([goal], (c) => {
      if (c.method === "DELETE") {
        deleted = true;
        return { status: 404, body: { error: "Goal not found" } };
      }
      return deleted ? { status: 200, body: [] } : undefined;
    });
    renderDashboard();
    await screen.findByText("Showing 1 result");
    fireEvent.click(within(card()).getByRole("button", { name: "Delete" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this goal? This action cannot be undone.");
    expect(api.writes()).toEqual([]);
    confirm.mockReturnValue(true);
    fireEvent.click(within(card()).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(t.warning).toHaveBeenCalledWith("Goal not found on server. Removed locally."));
    expect(screen.queryByRole("article", { name: goal.title })).toBeNull();
  });

  it("removes locally when the server cannot be reached", async () => {
    const t = spies();
    vi.stubGlobal("confirm", () => true);
    const api = fakeApi([goal]);
    renderDashboard();
    await screen.findByText("Showing 1 result");
    api.fetchMock.mockImplementation(() => Promise.reject(new TypeError("Failed to fetch")));
    fireEvent.click(within(card()).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(t.warning).toHaveBeenCalledWith("Could not reach server. Goal removed locally."));
    expect(screen.queryByRole("article", { name: goal.title })).toBeNull();
  });
});

describe("template prefill", () => {
  it("fills the create form from ?template= and drops the parameter", async () => {
    fakeApi([goal]);
    const { router } = renderDashboard("/dashboard?template=tmpl-general-morning-plan&x=1");
    const form = (await screen.findByRole("heading", { name: "Create goal with details" })).closest("section")!;
    await waitFor(() =>
      expect((within(form).getByLabelText("Title") as HTMLInputElement).value).toBe("Plan your day in 5 minutes each morning"),
    );
    expect((within(form).getByLabelText("Category") as HTMLSelectElement).value).toBe("general");
    expect((within(form).getByLabelText("Timeframe") as HTMLSelectElement).value).toBe("daily");
    expect((within(form).getByLabelText("Description") as HTMLTextAreaElement).value).toMatch(/^Before opening email/);
    await waitFor(() => expect(router.state.location.search).toBe("?x=1"));
    expect((within(form).getByLabelText("What you track") as HTMLSelectElement).value).toBe("check");
  });

  it("fills the kind, amount and unit a template's title names; a template naming none stays a percentage", async () => {
    fakeApi([goal]);
    renderDashboard("/dashboard?template=tmpl-health-daily-steps");
    const form = (await screen.findByRole("heading", { name: "Create goal with details" })).closest("section")!;
    await waitFor(() => expect((within(form).getByLabelText("Title") as HTMLInputElement).value).toBe("Walk 8,000 steps a day"));
    expect((within(form).getByLabelText("What you track") as HTMLSelectElement).value).toBe("amount");
    expect((within(form).getByLabelText("Amount per day") as HTMLInputElement).value).toBe("8000");
    expect((within(form).getByLabelText("Unit") as HTMLInputElement).value).toBe("steps");
  });

  it("a template whose title names no amount or schedule fills the spec's percentage goal", async () => {
    fakeApi([goal]);
    renderDashboard("/dashboard?template=tmpl-health-first-5k");
    const form = (await screen.findByRole("heading", { name: "Create goal with details" })).closest("section")!;
    await waitFor(() => expect((within(form).getByLabelText("Title") as HTMLInputElement).value).toBe("Run 5 km without stopping"));
    expect((within(form).getByLabelText("What you track") as HTMLSelectElement).value).toBe("progress");
  });
});

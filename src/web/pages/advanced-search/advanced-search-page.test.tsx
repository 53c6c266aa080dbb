// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer, renderPage } from "../../features/discovery/test-render.js";
import { AdvancedSearchPage } from "./advanced-search-page.js";

const pub = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  username: "ann",
  slug: `slug-${id}`,
  title: `Goal ${id}`,
  description: "",
  motivation: "",
  category: "general",
  timeframe: "weekly",
  public: true,
  created_at: "2024-03-01T12:00:00.000Z",
  updated_at: "2024-03-01T12:00:00.000Z",
  progress: 0,
  likes_count: 0,
  likes: 0,
  updates_count: 0,
  latest_update: null,
  ...fields,
});

const GOALS = [
  pub("a", { title: "Run a marathon", category: "health", timeframe: "daily", progress: 80, created_at: "2024-01-10T12:00:00Z" }),
  pub("b", { title: "Learn Spanish", category: "study", timeframe: "weekly", progress: 30, created_at: "2024-02-10T12:00:00Z" }),
  pub("c", { title: "Budget better", username: "bob", category: "finance", progress: 55, created_at: "2024-03-10T12:00:00Z" }),
];

const resultTitles = () =>
  within(screen.getByRole("region", { name: "Results" }))
    .queryAllByRole("link")
    .map((a) => a.textContent);

describe("AdvancedSearchPage", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows a spinner, then results newest first with their details", async () => {
    let release: (r: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    renderPage(<AdvancedSearchPage />, "/advanced-search");
    expect(screen.getByText("Loading public goals…")).toBeTruthy();
    release(await answer(200, GOALS)());
    await waitFor(() => expect(resultTitles()).toEqual(["Budget better", "Learn Spanish", "Run a marathon"]));
    const results = within(screen.getByRole("region", { name: "Results" }));
    expect(results.getByRole("link", { name: "Budget better" }).getAttribute("href")).toBe("/bob/slug-c");
    expect(results.getByText("@bob")).toBeTruthy();
    expect(results.getByText("finance")).toBeTruthy();
    expect(results.getByText("55%")).toBeTruthy();
    expect(results.getByText("3 goals found")).toBeTruthy();
  });

  it("filters and sorts in the browser as the filters change", async () => {
    vi.stubGlobal("fetch", vi.fn(answer(200, GOALS)));
    const { router } = renderPage(<AdvancedSearchPage />, "/advanced-search");
    await waitFor(() => expect(resultTitles()).toHaveLength(3));

    fireEvent.change(screen.getByLabelText("Sort"), { target: { value: "progress" } });
    expect(resultTitles()).toEqual(["Run a marathon", "Budget better", "Learn Spanish"]);
    fireEvent.change(screen.getByLabelText("Sort"), { target: { value: "title" } });
    expect(resultTitles()).toEqual(["Budget better", "Learn Spanish", "Run a marathon"]);

    fireEvent.change(screen.getByLabelText("Min progress"), { target: { value: "40" } });
    expect(resultTitles()).toEqual(["Budget better", "Run a marathon"]);
    fireEvent.change(screen.getByLabelText("Max progress"), { target: { value: "60" } });
    expect(resultTitles()).toEqual(["Budget better"]);
    expect(router.state.location.search).toBe("?minP=40&maxP=60&sort=title");
    fireEvent.change(screen.getByLabelText("Min progress"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Max progress"), { target: { value: "" } });

    fireEvent.change(screen.getByLabelText("From date"), { target: { value: "2024-02-10" } });
    fireEvent.change(screen.getByLabelText("To date"), { target: { value: "2024-03-09" } });
    expect(resultTitles()).toEqual(["Learn Spanish"]);
  });

  it("reads filters from the URL and narrows on the server by text, timeframe and category", async () => {
    const fetchSpy = vi.fn(answer(200, []));
    vi.stubGlobal("fetch", fetchSpy);
    renderPage(<AdvancedSearchPage />, "/advanced-search?q=run&category=fitness&timeframe=daily");
    expect((screen.getByLabelText("Query") as HTMLInputElement).value).toBe("run");
    expect((screen.getByLabelText("Category") as HTMLSelectElement).value).toBe("fitness");
    expect(await screen.findByText("No results found.")).toBeTruthy();
    const url = String((fetchSpy.mock.calls[0] as unknown[] | undefined)?.[0] ?? "");
    expect(url).toBe("/api/goals/public?q=run&timeframe=daily&category=health");
  });

  it("shows the server's error, else status and status text, else Failed to load", async () => {
    vi.stubGlobal("fetch", vi.fn(answer(400, { error: "unknown category" })));
    renderPage(<AdvancedSearchPage />, "/advanced-search");
    expect((await screen.findByRole("alert")).textContent).toBe("unknown category");
    cleanup();

    vi.stubGlobal("fetch", vi.fn(answer(503, undefined, "Service Unavailable")));
    renderPage(<AdvancedSearchPage />, "/advanced-search");
    expect((await screen.findByRole("alert")).textContent).toBe("503 Service Unavailable");
    cleanup();

    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("offline"))),
    );
    renderPage(<AdvancedSearchPage />, "/advanced-search");
    expect((await screen.findByRole("alert", {}, { timeout: 3000 })).textContent).toBe("Failed to load");
  });

  it("saves the filter to the device with blank progress bounds as 0 and 100", async () => {
    vi.stubGlobal("fetch", vi.fn(answer(200, GOALS)));
    renderPage(<AdvancedSearchPage />, "/advanced-search");
    fireEvent.change(screen.getByLabelText("Query"), { target: { value: " spanish " } });
    fireEvent.change(screen.getByLabelText("Timeframe"), { target: { value: "weekly" } });
    fireEvent.change(screen.getByLabelText("From date"), { target: { value: "2024-01-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Save filter" }));
    const saved = JSON.parse(localStorage.getItem("pv_filters") ?? "[]") as Record<string, unknown>[];
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      q: "spanish",
      category: "all",
      timeframe: "weekly",
      minP: 0,
      maxP: 100,
      from: "2024-01-01",
      to: "",
      sort: "recent",
    });
    expect(typeof saved[0]?.saved_at).toBe("string");
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/explore");
  });
});

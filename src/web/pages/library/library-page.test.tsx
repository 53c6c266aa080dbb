// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderPage } from "../../features/discovery/test-render.js";
import { LibraryPage } from "./library-page.js";

const savedGoal = {
  id: "g1",
  title: "Run 10k",
  username: "ann",
  slug: "run-10k",
  category: "health",
  timeframe: "weekly",
  progress: 42,
  created_at: "2024-01-02T00:00:00Z",
};

describe("LibraryPage", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("shows every empty text, the digest notice and a Discover goals link on a fresh device", () => {
    renderPage(<LibraryPage />, "/library");
    expect(screen.getByRole("link", { name: "Discover goals" }).getAttribute("href")).toBe("/explore");
    expect(screen.getByText("No saved goals yet")).toBeTruthy();
    expect(screen.getByText("You are not following any public goals yet.")).toBeTruthy();
    expect(screen.getByText("Weekly digest coming soon")).toBeTruthy();
    expect(screen.getByText("No saved filters")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("lists saved goals with their details and followed goals with a count", () => {
    localStorage.setItem("pv_saves", JSON.stringify({ g1: savedGoal }));
    localStorage.setItem(
      "pv_follows",
      JSON.stringify({
        g2: { id: "g2", title: "Read 12 books", username: "bob", slug: "read-12" },
        g3: { id: "g3", title: "Save money", username: "cy", slug: "save" },
      }),
    );
    renderPage(<LibraryPage />, "/library");
    const saved = within(screen.getByRole("region", { name: "Saved goals" }));
    expect(saved.getByRole("link", { name: "Run 10k" }).getAttribute("href")).toBe("/ann/run-10k");
    expect(saved.getByText("@ann")).toBeTruthy();
    expect(saved.getByText("health")).toBeTruthy();
    expect(saved.getByText("weekly")).toBeTruthy();
    expect(saved.getByText("42%")).toBeTruthy();

    const followed = within(screen.getByRole("region", { name: "Followed" }));
    expect(followed.getByText("Following 2 goals")).toBeTruthy();
    expect(followed.getByRole("link", { name: "Read 12 books" }).getAttribute("href")).toBe("/bob/read-12");
    expect(screen.queryByText("No saved goals yet")).toBeNull();
  });

  it("shows saved filters with defaults and removes them", () => {
    localStorage.setItem(
      "pv_filters",
      JSON.stringify([
        { q: "", timeframe: "", sort: "", saved_at: "2024-05-01T10:00:00Z" },
        {
          q: "run",
          category: "fitness",
          timeframe: "daily",
          minP: 20,
          maxP: 80,
          from: "",
          to: "",
          sort: "progress",
          saved_at: "2024-05-02T10:00:00Z",
        },
      ]),
    );
    renderPage(<LibraryPage />, "/library");
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Query", "Timeframe", "Sort", "Saved", "Actions"]);
    const rows = within(table).getAllByRole("row").slice(1);
    const cells = (i: number) =>
      within(rows[i] as HTMLElement)
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells(0).slice(0, 3)).toEqual(["—", "all", "recent"]);
    expect(cells(1).slice(0, 3)).toEqual(["runcategory fitness · progress 20–80%", "daily", "progress"]);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole("link", { name: /Apply/ })
        .getAttribute("href"),
    ).toBe("/advanced-search?q=run&category=fitness&timeframe=daily&minP=20&maxP=80&sort=progress");

    fireEvent.click(screen.getByRole("button", { name: "Remove saved filter 1" }));
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem("pv_filters") ?? "[]")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Remove saved filter 1" }));
    expect(screen.getByText("No saved filters")).toBeTruthy();
  });
});

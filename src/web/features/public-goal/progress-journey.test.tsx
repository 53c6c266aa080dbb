// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProgressJourney } from "./progress-journey.js";

/** n entries, newest first, the newest at `first` percent. */
function entries(n: number, first = 50) {
  return Array.from({ length: n }, (_, i) => ({
    id: `e${i}`,
    note: `note ${n - i}`,
    progress: i === 0 ? first : 10,
    created_at: new Date(Date.UTC(2026, 0, 30 - i)).toISOString(),
  }));
}

const items = () => within(screen.getByRole("list")).getAllByRole("listitem");

describe("ProgressJourney", () => {
  afterEach(cleanup);

  it("shows the latest 5, all on request, and fewer again only above 10", () => {
    render(<ProgressJourney entries={entries(11)} />);
    expect(items()).toHaveLength(5);
    expect(screen.queryByRole("button", { name: "Show fewer updates" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show all 11 updates" }));
    expect(items()).toHaveLength(11);
    fireEvent.click(screen.getByRole("button", { name: "Show fewer updates" }));
    expect(items()).toHaveLength(5);
  });

  it("has no Show fewer with 10 entries or fewer, and no Show all with 5", () => {
    render(<ProgressJourney entries={entries(10)} />);
    fireEvent.click(screen.getByRole("button", { name: "Show all 10 updates" }));
    expect(items()).toHaveLength(10);
    expect(screen.queryByRole("button", { name: /Show/ })).toBeNull();
    cleanup();
    render(<ProgressJourney entries={entries(5)} />);
    expect(items()).toHaveLength(5);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("marks the newest as Latest and 100 % or more as Completed!", () => {
    render(<ProgressJourney entries={entries(3, 100)} />);
    const [first, second] = items();
    expect(within(first!).getByText("Latest")).toBeTruthy();
    expect(within(first!).getByText("Completed!")).toBeTruthy();
    expect(first!.className).toContain("border-l-emerald-500");
    expect(within(second!).queryByText("Latest")).toBeNull();
    expect(within(second!).queryByText("Completed!")).toBeNull();
    expect(second!.className).toContain("border-l-rose-400");
  });

  it("says so when there are no updates", () => {
    render(<ProgressJourney entries={[]} />);
    expect(screen.getByText("No updates yet.")).toBeTruthy();
  });
});

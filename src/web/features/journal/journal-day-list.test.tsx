// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JournalEntry } from "../../../core/schemas.js";
import { JournalDayList } from "./journal-day-list.js";

afterEach(cleanup);

const noEdit = async () => undefined;

const now = new Date("2026-03-05T15:00:00Z"); // Thursday
const entry = (id: string, progress: number, created_at: string, note = `note ${id}`, goal_id = "g1"): JournalEntry => ({
  id,
  goal_id,
  note,
  progress,
  created_at,
});

function dayRegion(name: string) {
  return screen.getByRole("region", { name });
}

describe("JournalDayList", () => {
  it("shows the empty state without entries", () => {
    render(<JournalDayList entries={[]} now={now} timeZone="UTC" onDelete={() => {}} onEdit={noEdit} />);
    expect(screen.getByText("No entries yet")).toBeTruthy();
  });

  it("groups by day, newest first, each day with its signed change", () => {
    const entries = [
      entry("e5", 55, "2026-03-05T14:00:00Z"),
      entry("e4", 40, "2026-03-05T09:00:00Z"),
      entry("e3", 45, "2026-03-04T10:00:00Z"),
      entry("e2", 50, "2026-03-02T10:00:00Z"),
      entry("e1", 20, "2026-03-01T10:00:00Z"),
    ];
    render(<JournalDayList entries={entries} now={now} timeZone="UTC" onDelete={() => {}} onEdit={noEdit} />);
    const headings = screen.getAllByRole("heading").map((h) => h.textContent);
    expect(headings).toEqual(["Today", "Yesterday", "Monday, March 2, 2026", "Sunday, March 1, 2026"]);
    // Today ends at 55, yesterday ended at 45: +10 (the dip to 40 within the day does not count).
    expect(dayRegion("Today").textContent).toContain("+10%");
    expect(dayRegion("Yesterday").textContent).toContain("-5%"); // 45 after 50
    expect(dayRegion("Monday, March 2, 2026").textContent).toContain("+30%"); // 50 after 20
    expect(dayRegion("Sunday, March 1, 2026").textContent).toContain("+20%"); // first day: from 0
    const today = within(dayRegion("Today")).getAllByRole("listitem");
    expect(today.map((li) => li.textContent?.includes("note e5"))).toEqual([true, false]); // newest first
    expect(today[0]?.textContent).toContain("55%");
  });

  it("places days by the given zone, not UTC", () => {
    // 23:30 UTC on Mar 4 is already Mar 5 in Berlin.
    render(
      <JournalDayList
        entries={[entry("e1", 10, "2026-03-04T23:30:00Z")]}
        now={now}
        timeZone="Europe/Berlin"
        onDelete={() => {}}
        onEdit={noEdit}
      />,
    );
    expect(screen.getByRole("heading", { name: "Today" })).toBeTruthy();
  });

  it("names each entry's goal when goals are mixed, and deletes the right entry", () => {
    const onDelete = vi.fn();
    const entries = [entry("a", 30, "2026-03-05T10:00:00Z", "Read 20 pages", "g2"), entry("b", 10, "2026-03-05T08:00:00Z", "Walk", "g1")];
    render(
      <JournalDayList
        entries={entries}
        now={now}
        timeZone="UTC"
        goalTitles={
          new Map([
            ["g1", "Walk daily"],
            ["g2", "Read more"],
          ])
        }
        onDelete={onDelete}
        onEdit={noEdit}
      />,
    );
    const items = within(dayRegion("Today")).getAllByRole("listitem");
    expect(items[0]?.textContent).toContain("Read more");
    expect(items[1]?.textContent).toContain("Walk daily");
    fireEvent.click(within(items[1] as HTMLElement).getByRole("button", { name: /^Delete entry from/ }));
    expect(onDelete).toHaveBeenCalledWith(entries[1]);
  });

  it("renders markup in a note as text and links URLs safely", () => {
    const note = "<img src=x onerror=alert(1)>\nProof: https://example.com/p";
    const { container } = render(
      <JournalDayList
        entries={[entry("x", 5, "2026-03-05T10:00:00Z", note)]}
        now={now}
        timeZone="UTC"
        onDelete={() => {}}
        onEdit={noEdit}
      />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    const link = screen.getByRole("link", { name: "https://example.com/p" });
    expect(link.getAttribute("href")).toBe("https://example.com/p");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("shows a pending entry as saving, without a delete button", () => {
    render(
      <JournalDayList
        entries={[entry("pending-1", 5, "2026-03-05T10:00:00Z")]}
        now={now}
        timeZone="UTC"
        onDelete={() => {}}
        onEdit={noEdit}
      />,
    );
    expect(screen.getByText("Saving…")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JournalEntry } from "../../../core/schemas.js";
import { localInputValue } from "./entry-draft.js";
import { JournalDayList } from "./journal-day-list.js";

afterEach(cleanup);

const now = new Date();
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const entries: JournalEntry[] = [
  { id: "e2", goal_id: "g1", note: "Ran 5k", progress: 40, created_at: hoursAgo(1) },
  { id: "e1", goal_id: "g1", note: "Walked", progress: 20, created_at: hoursAgo(50) },
];

function renderList(onEdit = vi.fn(async () => undefined)) {
  render(<JournalDayList entries={entries} now={now} timeZone="UTC" onDelete={() => {}} onEdit={onEdit} />);
  const item = screen.getAllByRole("listitem").find((li) => li.textContent?.includes("Ran 5k")) as HTMLElement;
  const editButton = within(item).getByRole("button", { name: /^Edit entry from / });
  return { onEdit, item, editButton };
}

const form = () => screen.getByRole("form", { name: /^Edit entry from / });
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;

describe("inline edit of an entry", () => {
  it("opens in place with the entry's values and focus in the note; Esc cancels, sends nothing and returns focus to Edit", () => {
    const { onEdit, editButton } = renderList();
    fireEvent.click(editButton);
    expect(field("Note").value).toBe("Ran 5k");
    expect(field("Progress (%)").value).toBe("40");
    expect(field("Date and time").value).toBe(localInputValue(entries[0]!.created_at));
    expect(document.activeElement).toBe(field("Note"));

    fireEvent.change(field("Note"), { target: { value: "Ran 6k" } });
    fireEvent.keyDown(field("Progress (%)"), { key: "Escape" });
    expect(screen.queryByRole("form")).toBeNull();
    expect(onEdit).not.toHaveBeenCalled();
    const again = screen.getByRole("button", { name: editButton.getAttribute("aria-label")! });
    expect(document.activeElement).toBe(again);
    expect(screen.getByText("Ran 5k")).toBeTruthy(); // unchanged
  });

  it("Enter saves only what changed, then closes and returns focus to Edit", async () => {
    const { onEdit, editButton } = renderList();
    fireEvent.click(editButton);
    fireEvent.change(field("Note"), { target: { value: "  Ran 6k " } });
    fireEvent.change(field("Progress (%)"), { target: { value: "45" } });
    await act(async () => {
      fireEvent.keyDown(field("Note"), { key: "Enter" });
    });
    expect(onEdit).toHaveBeenCalledExactlyOnceWith(entries[0], { note: "Ran 6k", progress: 45 });
    expect(screen.queryByRole("form")).toBeNull();
    expect(document.activeElement?.getAttribute("aria-label")).toBe(editButton.getAttribute("aria-label"));
  });

  it("Shift+Enter in the note is a new line, not a save; Save with nothing changed just closes", async () => {
    const { onEdit, editButton } = renderList();
    fireEvent.click(editButton);
    fireEvent.keyDown(field("Note"), { key: "Enter", shiftKey: true });
    expect(onEdit).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(form()).getByRole("button", { name: "Save changes" }));
    });
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("sends a new time as ISO, and refuses one more than 5 minutes ahead before sending", async () => {
    const { onEdit, editButton } = renderList();
    fireEvent.click(editButton);
    const later = localInputValue(new Date(Date.now() + 60 * 60_000));
    fireEvent.change(field("Date and time"), { target: { value: later } });
    await act(async () => {
      fireEvent.click(within(form()).getByRole("button", { name: "Save changes" }));
    });
    expect(onEdit).not.toHaveBeenCalled();
    expect(within(form()).getByRole("alert").textContent).toBe("created_at cannot be in the future");
    expect(field("Date and time").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Date and time"));

    const earlier = localInputValue(new Date(Date.now() - 3 * 86_400_000));
    fireEvent.change(field("Date and time"), { target: { value: earlier } });
    await act(async () => {
      fireEvent.click(within(form()).getByRole("button", { name: "Save changes" }));
    });
    expect(onEdit).toHaveBeenCalledExactlyOnceWith(entries[0], { created_at: new Date(earlier).toISOString() });
  });

  it("shows the server's refusal (its error field) and keeps the form and what was typed", async () => {
    const onEdit = vi.fn(async () => {
      throw new Error("created_at cannot be in the future");
    });
    const { editButton } = renderList(onEdit);
    fireEvent.click(editButton);
    fireEvent.change(field("Note"), { target: { value: "Ran 7k" } });
    await act(async () => {
      fireEvent.click(within(form()).getByRole("button", { name: "Save changes" }));
    });
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(within(form()).getByRole("alert").textContent).toBe("created_at cannot be in the future");
    expect(field("Date and time").getAttribute("aria-invalid")).toBe("true");
    expect(field("Note").value).toBe("Ran 7k");
    expect((within(form()).getByRole("button", { name: "Save changes" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("offers no Edit on an entry the server does not have yet", () => {
    render(
      <JournalDayList entries={[{ ...entries[0]!, id: "pending-1" }]} now={now} timeZone="UTC" onDelete={() => {}} onEdit={vi.fn()} />,
    );
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
  });
});

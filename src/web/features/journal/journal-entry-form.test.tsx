// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localInputValue } from "./entry-draft.js";
import { type AddCallbacks, JournalEntryForm } from "./journal-entry-form.js";
import type { NewEntry } from "./queries.js";

afterEach(cleanup);

function renderForm(add = vi.fn<(entry: NewEntry, done: AddCallbacks) => void>()) {
  render(<JournalEntryForm goalId="g1" latestProgress={30} add={add} saving={false} />);
  return add;
}
const when = () => screen.getByLabelText("Date and time") as HTMLInputElement;
const note = () => screen.getByLabelText("Reflection") as HTMLTextAreaElement;
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save entry" }));

describe("the journal form's date and time", () => {
  it("shows now, and a check-in left at now is sent without a time (the server's now)", () => {
    const add = renderForm();
    const before = localInputValue(new Date());
    expect([before, localInputValue(new Date())]).toContain(when().value);
    fireEvent.change(note(), { target: { value: "Ran 5k" } });
    save();
    expect(add).toHaveBeenCalledExactlyOnceWith({ goal_id: "g1", note: "Ran 5k", progress: 30 }, expect.anything());
  });

  it("sends a back-dated check-in with created_at, then returns to now", () => {
    const add = renderForm();
    const twoDaysAgo = localInputValue(new Date(Date.now() - 2 * 86_400_000));
    fireEvent.change(when(), { target: { value: twoDaysAgo } });
    fireEvent.change(note(), { target: { value: "Forgot to log this" } });
    save();
    expect(add).toHaveBeenCalledExactlyOnceWith(
      { goal_id: "g1", note: "Forgot to log this", progress: 30, created_at: new Date(twoDaysAgo).toISOString() },
      expect.anything(),
    );
    expect(when().value).not.toBe(twoDaysAgo);
  });

  it("refuses a time more than 5 minutes ahead with the server's words, sending nothing and keeping the note", () => {
    const add = renderForm();
    fireEvent.change(when(), { target: { value: localInputValue(new Date(Date.now() + 60 * 60_000)) } });
    fireEvent.change(note(), { target: { value: "From the future" } });
    save();
    expect(add).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("created_at cannot be in the future");
    expect(when().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(when());
    expect(note().value).toBe("From the future");
  });

  it("shows the server's refusal of the time under the field, and puts the time and note back", () => {
    const add = renderForm();
    const yesterday = localInputValue(new Date(Date.now() - 86_400_000));
    fireEvent.change(when(), { target: { value: yesterday } });
    fireEvent.change(note(), { target: { value: "Refused" } });
    save();
    const done = add.mock.calls[0]![1];
    act(() => {
      done.onError("created_at cannot be in the future");
      done.onSettled();
    });
    expect(screen.getByRole("alert").textContent).toBe("created_at cannot be in the future");
    expect(when().value).toBe(yesterday);
    expect(note().value).toBe("Refused");
  });
});

describe("the journal form's progress slider", () => {
  const slider = () => screen.getByRole("slider", { name: "Progress" }) as HTMLInputElement;
  const form = (goalId: string, latestProgress: number, add = vi.fn<(entry: NewEntry, done: AddCallbacks) => void>()) => (
    <JournalEntryForm goalId={goalId} latestProgress={latestProgress} add={add} saving={false} />
  );

  it("keeps a value the user chose while the goal's entries arrive under it, and sends it", () => {
    const add = vi.fn<(entry: NewEntry, done: AddCallbacks) => void>();
    const { rerender } = render(form("g1", 0, add));
    fireEvent.change(slider(), { target: { value: "40" } });
    rerender(form("g1", 10, add)); // the entries (or an offline check-in) arrived after the choice
    expect(slider().value).toBe("40");
    fireEvent.change(note(), { target: { value: "Written in a lift" } });
    save();
    expect(add).toHaveBeenCalledExactlyOnceWith({ goal_id: "g1", note: "Written in a lift", progress: 40 }, expect.anything());
    rerender(form("g1", 40, add)); // the saved entry is the latest: the slider resets to it
    rerender(form("g1", 55, add)); // and follows the latest entry again, untouched since
    expect(slider().value).toBe("55");
  });

  it("resets to the latest entry's progress when untouched, and always when the goal changes", () => {
    const { rerender } = render(form("g1", 0));
    rerender(form("g1", 30));
    expect(slider().value).toBe("30");
    fireEvent.change(slider(), { target: { value: "70" } });
    rerender(form("g2", 15));
    expect(slider().value).toBe("15");
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../lib/toast.js";
import { DEMO_INCREMENT_DELAY_MS, demoEntries, demoStore } from "./demo-store.js";
import { SAMPLE_GOALS, sampleGoals } from "./sample-goals.js";

const now = new Date("2026-03-10T12:00:00Z");

describe("sample goals", () => {
  it("are 3 goals whose `why` becomes the motivation, with journals dated relative to now", () => {
    const goals = sampleGoals(now);
    expect(goals).toHaveLength(3);
    goals.forEach((g, i) => expect(g.motivation).toBe(SAMPLE_GOALS[i]!.why));
    const run = goals[0]!;
    expect(run.journal.at(-1)).toMatchObject({ progress: 60, created_at: now.toISOString() });
    expect(run.progress).toBe(60);
    expect(goals.some((g) => g.journal.length === 0)).toBe(true); // shows the "Start your journey" state
  });
});

describe("demo store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    demoStore.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("applies +10% after 300 ms and celebrates on reaching 100", () => {
    const success = vi.spyOn(toast, "success");
    const goal = demoStore.create({ title: " Stretch ", description: "", motivation: "", category: "health", timeframe: "daily" });
    expect(goal.title).toBe("Stretch");
    expect(success).toHaveBeenCalledWith("Goal created (demo)");
    const celebrate = vi.fn();
    for (let i = 0; i < 10; i++) {
      demoStore.increment(goal.id, celebrate);
      vi.advanceTimersByTime(DEMO_INCREMENT_DELAY_MS - 1);
      expect(success).not.toHaveBeenCalledWith("+10% logged (demo)");
      vi.advanceTimersByTime(1);
      expect(success).toHaveBeenLastCalledWith("+10% logged (demo)");
      success.mockClear();
      expect(celebrate).toHaveBeenCalledTimes(i === 9 ? 1 : 0);
    }
    demoStore.increment(goal.id, celebrate); // already at 100: stays there, no second celebration
    vi.advanceTimersByTime(DEMO_INCREMENT_DELAY_MS);
    expect(celebrate).toHaveBeenCalledTimes(1);
  });

  it("reports a goal that vanished before its increment landed", () => {
    const error = vi.spyOn(toast, "error");
    const success = vi.spyOn(toast, "success");
    demoStore.increment("demo-run-5k");
    demoStore.remove("demo-run-5k");
    expect(success).toHaveBeenCalledWith("Goal deleted (demo)", 5_000, expect.objectContaining({ label: "Undo" }));
    vi.advanceTimersByTime(DEMO_INCREMENT_DELAY_MS);
    expect(error).toHaveBeenCalledWith("Failed to update progress (demo)");
  });

  it("puts a deleted goal back where it was when Undo is clicked", () => {
    const success = vi.spyOn(toast, "success");
    const before = demoStore.goals().map((g) => g.id);
    demoStore.remove(before[1]!);
    expect(demoStore.goals().map((g) => g.id)).toEqual([before[0], before[2]]);
    const undo = success.mock.calls.at(-1)?.[2] as { run: () => void };
    undo.run();
    expect(demoStore.goals().map((g) => g.id)).toEqual(before);
    expect(success).toHaveBeenLastCalledWith("Goal restored");
  });

  it("refuses a custom URL another demo goal already uses", () => {
    const error = vi.spyOn(toast, "error");
    demoStore.publish("demo-read-books", "run-a-5k");
    expect(error).toHaveBeenCalledWith("You already have a goal at this URL. Choose another custom URL.");
  });
});

describe("demo journal", () => {
  beforeEach(() => demoStore.reset());
  afterEach(() => vi.restoreAllMocks());
  const run = () => demoEntries(demoStore.goals(), "demo-run-5k");
  const progress = () => demoStore.goals().find((g) => g.id === "demo-run-5k")!.progress;

  it("adds, removes and restores an entry exactly, the goal's progress following its latest entry", () => {
    vi.spyOn(toast, "success").mockReturnValue(0);
    const added = demoStore.addEntry({ goal_id: "demo-run-5k", note: "  evening run ", progress: 75 })!;
    expect(added).toMatchObject({ goal_id: "demo-run-5k", note: "evening run", progress: 75 });
    expect(run()[0]).toEqual(added);
    expect(progress()).toBe(75);

    const removed = demoStore.removeEntry(added.id)!;
    expect(removed).toEqual(added);
    expect(run().map((e) => e.id)).not.toContain(added.id);
    expect(progress()).toBe(60);

    expect(demoStore.restoreEntry(removed)).toBe(true);
    expect(run()[0]).toEqual(added);
    expect(progress()).toBe(75);
    expect(demoStore.removeEntry("no-such-entry")).toBeUndefined();
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { goalFacts } from "../../../core/goal-facts.js";
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
    const goal = demoStore.create({ title: " Stretch ", description: "", motivation: "", category: "health", timeframe: "daily" })!;
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

  it("backdates an entry into its place, and refuses a time more than 5 minutes ahead with the API's words", () => {
    vi.spyOn(toast, "success").mockReturnValue(0);
    const error = vi.spyOn(toast, "error").mockReturnValue(0);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const added = demoStore.addEntry({ goal_id: "demo-run-5k", note: "forgot this one", progress: 40, created_at: threeDaysAgo })!;
    expect(added.created_at).toBe(threeDaysAgo);
    expect(
      run()
        .map((e) => e.id)
        .indexOf(added.id),
    ).toBe(3); // after days 0, 1 and 2
    expect(progress()).toBe(60); // the latest entry is still today's

    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    expect(demoStore.addEntry({ goal_id: "demo-run-5k", note: "from the future", progress: 90, created_at: later })).toBeUndefined();
    expect(error).toHaveBeenCalledWith("Could not save entry: created_at cannot be in the future");
    expect(run().some((e) => e.note === "from the future")).toBe(false);
  });

  it("edits an entry's note, progress and time; the order and the goal's progress follow", () => {
    const success = vi.spyOn(toast, "success").mockReturnValue(0);
    const latest = run()[0]!;
    const edited = demoStore.updateEntry(latest.id, { note: "  Made it to 16 minutes. ", progress: 65 });
    expect(edited).toEqual({ entry: { ...latest, note: "Made it to 16 minutes.", progress: 65 } });
    expect(success).toHaveBeenLastCalledWith("Entry updated");
    expect(progress()).toBe(65);

    // Moved before yesterday's entry: yesterday's (50 %) is the latest now.
    const twoDaysAgo = new Date(Date.now() - 2.5 * 86_400_000).toISOString();
    expect(demoStore.updateEntry(latest.id, { created_at: twoDaysAgo })).toMatchObject({
      entry: { id: latest.id, created_at: twoDaysAgo },
    });
    expect(run()[0]?.note).toBe("Easy recovery run.");
    expect(progress()).toBe(50);

    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    expect(demoStore.updateEntry(latest.id, { created_at: later })).toEqual({ error: "created_at cannot be in the future" });
    expect(demoStore.updateEntry("no-such-entry", { note: "x" })).toEqual({ error: "Entry not found" });
    expect(demoStore.updateEntry(latest.id, {})).toEqual({ error: "Nothing to change: send note, progress or created_at" });
    expect(progress()).toBe(50);
  });
});

describe("demo pauses", () => {
  beforeEach(() => demoStore.reset());
  afterEach(() => vi.restoreAllMocks());
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const goal = () => demoStore.goals().find((g) => g.id === "demo-run-5k")!;
  const streak = () => goalFacts(goal(), { now: new Date(), timeZone: "UTC" }).streak;

  it("pauses a sample goal: its paused days neither count for nor break the streak, and Remove undoes it", () => {
    const success = vi.spyOn(toast, "success").mockReturnValue(0);
    expect(goal().pauses).toEqual([]);
    expect(streak()).toBe(3); // today, yesterday, two days ago; none three days ago

    const pause = demoStore.addPause("demo-run-5k", { from: day(4), to: day(3) })!;
    expect(pause).toMatchObject({ from: day(4), to: day(3) });
    expect(success).toHaveBeenLastCalledWith("Goal paused");
    expect(goal().pauses).toEqual([pause]);
    expect(streak()).toBe(4); // the run reaches five days ago across the pause

    expect(demoStore.removePause("demo-run-5k", pause.id)).toBe(true);
    expect(success).toHaveBeenLastCalledWith("Pause removed");
    expect(goal().pauses).toEqual([]);
    expect(streak()).toBe(3);
  });

  it("refuses a range the API would refuse, with its reason", () => {
    const error = vi.spyOn(toast, "error").mockReturnValue(0);
    expect(demoStore.addPause("demo-run-5k", { from: day(1), to: day(2) })).toBeUndefined();
    expect(error).toHaveBeenLastCalledWith("Could not pause the goal: to must not be before from");
    expect(demoStore.addPause("demo-run-5k", { from: "2026-01-01", to: "2027-01-02" })).toBeUndefined();
    expect(error).toHaveBeenLastCalledWith("Could not pause the goal: A pause covers at most 366 days");
    expect(demoStore.addPause("no-such-goal", { from: day(1), to: day(1) })).toBeUndefined();
    expect(error).toHaveBeenLastCalledWith("Could not pause the goal: Goal not found");
    expect(demoStore.removePause("demo-run-5k", "no-such-pause")).toBe(false);
    expect(error).toHaveBeenLastCalledWith("Could not remove the pause: Pause not found");
    expect(goal().pauses).toEqual([]);
  });
});

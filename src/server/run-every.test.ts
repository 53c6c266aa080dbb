import { afterEach, describe, expect, it, vi } from "vitest";
import { runEvery } from "./run-every.js";

describe("runEvery", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs on every tick, skips a tick while the last run goes on, reports a failure and goes on", async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    const runs: string[] = [];
    const errors: unknown[] = [];
    const outcomes = [
      () => new Promise<void>((r) => (release = r)), // a slow run: the next tick finds it going
      () => Promise.reject(new Error("down")),
      () => Promise.resolve(),
    ];
    const stop = runEvery(
      100,
      () => {
        runs.push(`run ${runs.length + 1}`);
        return outcomes[runs.length - 1]!();
      },
      (err) => errors.push(err),
    );
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(100); // still running: skipped
    expect(runs).toEqual(["run 1"]);
    release();
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toEqual(["run 1", "run 2", "run 3"]);
    expect(errors).toEqual([new Error("down")]);
    stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toHaveLength(3);
  });
});

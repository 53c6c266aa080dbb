/**
 * The Habits section's figures: from the server (GET /api/analytics/habits) when the dashboard
 * gives a loader, else computed here by the same core function (demo mode, whose goals hold their
 * whole journals, and which never calls the server): use-summary.ts's way, for the habits.
 */
import { useEffect, useMemo, useState } from "react";
import { computeHabitAnalytics, type HabitAnalytics, type HabitRange } from "../../../core/habit-analytics.js";
import type { Goal } from "../../../core/schemas.js";
import { readWeekStart } from "../../lib/week-start.js";

/** `groupId`: the API's `group_id` ("none": the goals in no group), or undefined for all goals. */
export type HabitsLoader = (goalIds: string[], range: HabitRange, signal: AbortSignal, groupId?: string) => Promise<HabitAnalytics>;

export type HabitsState = { status: "ready"; analytics: HabitAnalytics } | { status: "loading" } | { status: "error"; retry: () => void };

export function useHabitAnalytics(
  goals: readonly Goal[],
  range: HabitRange,
  now: Date,
  timeZone: string,
  load: HabitsLoader | undefined,
  group = "",
): HabitsState {
  const { from, to } = range;
  const local = useMemo(
    () => (load ? null : computeHabitAnalytics(goals, { now, timeZone, weekStart: readWeekStart(), range: { from, to } })),
    [load, goals, now, timeZone, from, to],
  );
  const [remote, setRemote] = useState<HabitAnalytics | "error" | null>(null);
  const [attempt, setAttempt] = useState(0);
  // As the summary: asks again only when a goal, or its latest entry, changed (the list is a new array each render).
  const key = goals.map((g) => `${g.id}:${g.updated_at}:${g.journal?.at(-1)?.id ?? ""}`).join(",");

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    const ids = key
      .split(",")
      .filter((k) => k !== "")
      .map((k) => k.slice(0, k.indexOf(":")));
    load(ids, { from, to }, controller.signal, group === "" ? undefined : group).then(
      (answer) => setRemote(answer),
      () => {
        if (!controller.signal.aborted) setRemote("error");
      },
    );
    return () => controller.abort();
  }, [load, key, group, from, to, attempt]);

  if (local) return { status: "ready", analytics: local };
  if (remote === "error") return { status: "error", retry: () => (setRemote(null), setAttempt((n) => n + 1)) };
  // A range asked before stays shown while another loads, unless it is not the range asked.
  if (remote && remote.from === from && remote.to === to) return { status: "ready", analytics: remote };
  return { status: "loading" };
}

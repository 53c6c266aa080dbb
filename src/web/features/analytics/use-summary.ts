/**
 * The panel's summary: from the server (GET /api/analytics, over whole journals) when the
 * dashboard gives a loader, else computed here by the same core function (demo mode, whose
 * goals hold their whole journals and which never calls the server).
 */
import { useEffect, useMemo, useState } from "react";
import { computeAnalyticsSummary, type AnalyticsSummary } from "../../../core/analytics.js";
import type { Goal } from "../../../core/schemas.js";

/** `groupId`: the API's `group_id` ("none": the goals in no group), or undefined for all goals. */
export type SummaryLoader = (goalIds: string[], signal: AbortSignal, groupId?: string) => Promise<AnalyticsSummary>;

export type SummaryState = { status: "ready"; summary: AnalyticsSummary } | { status: "loading" } | { status: "error"; retry: () => void };

/** `group` (issue 30): "" for all goals, else sent as `group_id`; `goals` are already narrowed to it. */
export function useAnalyticsSummary(
  goals: readonly Goal[],
  now: Date,
  timeZone: string,
  load: SummaryLoader | undefined,
  group = "",
): SummaryState {
  const local = useMemo(() => (load ? null : computeAnalyticsSummary(goals, { now, timeZone })), [load, goals, now, timeZone]);
  const [remote, setRemote] = useState<AnalyticsSummary | "error" | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The list is a new array on every render; it asks again only when a goal, or its latest entry, changed.
  const key = goals.map((g) => `${g.id}:${g.updated_at}:${g.journal?.at(-1)?.id ?? ""}`).join(",");

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    load(
      key
        .split(",")
        .filter((k) => k !== "")
        .map((k) => k.slice(0, k.indexOf(":"))),
      controller.signal,
      group === "" ? undefined : group,
    ).then(
      (summary) => setRemote(summary),
      () => {
        if (!controller.signal.aborted) setRemote("error");
      },
    );
    return () => controller.abort();
  }, [load, key, group, attempt]);

  if (local) return { status: "ready", summary: local };
  if (remote === "error") return { status: "error", retry: () => (setRemote(null), setAttempt((n) => n + 1)) };
  // A summary of an earlier list stays shown while the current one loads (no flicker after a check-in).
  if (remote) return { status: "ready", summary: remote };
  return { status: "loading" };
}

/**
 * `/dashboard?checkin={goal id}`: what a reminder notification's "Log +10%" action opens
 * (public/push-sw.js; the worker has no session to log it itself). Logged once, when the goals
 * are in, then the parameter is dropped so a reload does not log again.
 */
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { Goal } from "../../../core/schemas.js";

export function useCheckinParam(goals: readonly Goal[], ready: boolean, log: (goal: Goal) => void): void {
  const [params, setParams] = useSearchParams();
  const goalId = params.get("checkin");
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!goalId || !ready || done.current === goalId) return;
    done.current = goalId;
    const goal = goals.find((g) => g.id === goalId);
    if (goal) log(goal);
    const next = new URLSearchParams(params);
    next.delete("checkin");
    setParams(next, { replace: true });
  }, [goalId, ready, goals, log, params, setParams]);
}

/**
 * The journal calendar's tap on a day (issue 29 item 3): a check-in on that day through the
 * card's one-tap path (use-one-tap.ts: Idempotency-Key, the outbox offline, Undo), backdated by
 * the existing `created_at` rule; in demo mode the demo store's checkIn, with no request.
 */
import { useQueryClient } from "@tanstack/react-query";
import { keyOfDay } from "../../../core/analytics/local-clock.js";
import type { Goal } from "../../../core/schemas.js";
import { demoStore } from "../../features/demo/demo-store.js";
import { kindOf, tapNote } from "../../features/goals/one-tap.js";
import { useServerTap } from "../../features/goals/use-one-tap.js";
import { queryKeys } from "../../lib/query-keys.js";

/** When a check-in on `day` is made: now for today, else noon of that local day (never in the future). */
export function checkInTimeOf(day: number, today: number, now = new Date()): string {
  if (day >= today) return now.toISOString();
  const [y, m, d] = keyOfDay(day).split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12).toISOString();
}

export function useCalendarTap(demo: boolean): (goal: Goal, createdAt: string, amount?: number) => void {
  const server = useServerTap();
  const qc = useQueryClient();
  if (demo) {
    return (goal, createdAt, amount) =>
      void demoStore.checkIn({
        goal_id: goal.id,
        note: tapNote(goal, amount),
        created_at: createdAt,
        ...(kindOf(goal) === "amount" ? { amount: amount ?? 0 } : {}),
      });
  }
  // The page shows the journal list and the calendar made from it: ask for them again now (the
  // one-tap path only marks them outdated, as the dashboard shows neither).
  return (goal, createdAt, amount) =>
    server.log(goal, amount, createdAt, () => void qc.invalidateQueries({ queryKey: queryKeys.journal() }));
}

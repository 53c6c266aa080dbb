/** GET /api/analytics/habits's answer: the habit analytics (habit-analytics.ts) as a zod schema. */
import { z } from "zod";
import type { HabitAnalytics } from "./habit-analytics.js";
import { DIRECTIONS } from "./habit-rules.js";

const period = z.object({
  start: z.string().describe("The period's first day, YYYY-MM-DD"),
  end: z.string().describe("The period's last day, YYYY-MM-DD"),
  value: z.number().describe("Done count (check) or amount total (amount) of the period"),
  target: z.number(),
  met: z.boolean(),
  paused: z.boolean().describe("Some of its days were paused"),
  due: z.boolean().describe("Met or missed: it counts in periods_due"),
});

export const habitAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  habits: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      kind: z.enum(["check", "amount"]),
      timeframe: z.enum(["daily", "weekly", "monthly", "yearly"]),
      direction: z.enum(DIRECTIONS),
      target: z.number(),
      unit: z.string().nullable(),
      periods_met: z.number(),
      periods_due: z.number(),
      total: z.number(),
      best_streak: z.number(),
      periods: z.array(period),
    }),
  ),
});

// The schema and the answer's type describe one shape: a change to either fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same: Same<z.infer<typeof habitAnalyticsSchema>, HabitAnalytics> = true;
void same;

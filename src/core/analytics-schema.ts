/** GET /api/analytics's answer: the analytics summary (analytics/types.ts) as a zod schema. */
import { z } from "zod";
import { WEEKDAY_NAMES, type AnalyticsSummary } from "./analytics/types.js";

const goalRef = z.object({ id: z.string(), title: z.string(), progress: z.number() });
const weekday = z.enum(WEEKDAY_NAMES).nullable();

export const analyticsSummarySchema = z.object({
  count: z.number(),
  avgProgress: z.number(),
  sparkDelta: z.number(),
  streakTotal: z.number(),
  distribution: z.array(z.number()),
  spark: z.array(z.number()),
  top: goalRef.nullable(),
  completedCount: z.number(),
  nearingCount: z.number(),
  stalledCount: z.number(),
  medianPace: z.number(),
  avgPace: z.number(),
  cadenceMedianDays: z.number().nullable(),
  activeDays7: z.number(),
  dowCounts: z.array(z.number()),
  hourCounts: z.array(z.number()),
  adherenceAvg: z.number().nullable(),
  adherenceByCadenceAvg: z.object({
    daily: z.number().nullable(),
    weekly: z.number().nullable(),
    monthly: z.number().nullable(),
    yearly: z.number().nullable(),
  }),
  etaDaysMedian: z.number().nullable(),
  etaDate: z.string().nullable(),
  weeklyCompletion: z.number(),
  strongestDay: weekday,
  weakestDay: weekday,
  needAttention: z.array(goalRef),
  topGoals: z.array(goalRef.extend({ streak: z.number(), timeframe: z.string(), category: z.string() })),
});

// The schema and the summary's type describe one shape: a change to either fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same: Same<z.infer<typeof analyticsSummarySchema>, AnalyticsSummary> = true;
void same;

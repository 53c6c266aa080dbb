/** Shapes of the analytics panel's input and output (spec §3 Analytics summary). */
import type { EntryLike } from "../entries.js";

/** The goal fields analytics reads; API goals and demo goals both fit. */
export interface AnalyticsGoal {
  id: string;
  title: string;
  category: string;
  timeframe: string;
  public: boolean;
  created_at?: string;
  journal?: readonly EntryLike[] | null;
}

export interface AnalyticsOptions {
  now: Date;
  timeZone: string;
}

export interface GoalRef {
  id: string;
  title: string;
  progress: number;
}

export interface TopGoal extends GoalRef {
  streak: number;
  timeframe: string;
  category: string;
}

/** Average adherence (percent) of the eligible goals of each cadence; null when none. */
export interface AdherenceByCadence {
  daily: number | null;
  weekly: number | null;
  monthly: number | null;
  yearly: number | null;
}

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

export interface AnalyticsSummary {
  /** Number of goals given (the panel passes the filtered list). */
  count: number;
  /** Rounded mean overall progress; 0 with no goals. */
  avgProgress: number;
  /** spark[6] − spark[0]: the trend delta shown next to the average. */
  sparkDelta: number;
  streakTotal: number;
  /** Goals per overall-progress bucket 0-19, 20-39, 40-59, 60-79, 80-100. */
  distribution: number[];
  /** 7 rounded averages of overall progress as of the end of each local day, oldest first. */
  spark: number[];
  top: GoalRef | null;
  completedCount: number;
  nearingCount: number;
  stalledCount: number;
  /** "Momentum": median over goals of % progress per day; 2 decimals; 0 when no goal has 2 entries. */
  medianPace: number;
  avgPace: number;
  cadenceMedianDays: number | null;
  activeDays7: number;
  /** Entries per weekday, Monday first, over the last 90 local days. */
  dowCounts: number[];
  /** Entries per local hour 0..23 over the last 90 local days. */
  hourCounts: number[];
  adherenceAvg: number | null;
  adherenceByCadenceAvg: AdherenceByCadence;
  /** Whole days (rounded up) to 100% at the median goal's pace; null if none or ≥ 365. */
  etaDaysMedian: number | null;
  /** Today + etaDaysMedian as "YYYY-MM-DD" in the zone; null with no forecast. */
  etaDate: string | null;
  /** Rounded percent of goals whose period progress is 100. */
  weeklyCompletion: number;
  strongestDay: WeekdayName | null;
  weakestDay: WeekdayName | null;
  needAttention: GoalRef[];
  topGoals: TopGoal[];
}

/**
 * How the analytics panel words its figures, and the texts it copies. Pure functions of the
 * core summary (src/core/analytics.ts): nothing here computes a figure of its own.
 */
import { DISTRIBUTION_BUCKETS, SPARKLINE_DAYS } from "../../../core/constants.js";
import { addDaysToKey } from "../../../core/dates.js";
import type { AnalyticsSummary, GoalRef } from "../../../core/analytics.js";
import { panelDirection } from "../../../core/analytics/direction.js";

export const NOT_AVAILABLE = "n/a";

/** "+5", "-3", "0": the sign a change carries. */
export function formatSigned(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

/** The trend delta beside the average: "+5 pts", "-3 pts", "0 pts". */
export function formatTrend(delta: number): string {
  return `${formatSigned(delta)} pts`;
}

/** A percentage, or n/a when the figure does not exist (no eligible goal). */
export function formatPercent(value: number | null): string {
  return value === null ? NOT_AVAILABLE : `${value}%`;
}

/** Momentum: "1.25% / day" (may be negative); the core rounds to 2 decimals. */
export function formatPace(pace: number): string {
  return `${pace}% / day`;
}

/** "1 day", "7 days", "2.5 days", or n/a. */
export function formatDays(days: number | null): string {
  if (days === null) return NOT_AVAILABLE;
  return days === 1 ? "1 day" : `${days} days`;
}

const longDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortWeekday = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** A "YYYY-MM-DD" key read as a calendar day (noon UTC, so no zone can shift it). */
function keyDate(key: string): Date {
  return new Date(`${key}T12:00:00Z`);
}

/** Forecast: "Mar 5, 2026", or n/a without a forecast. */
export function formatForecast(etaDate: string | null): string {
  return etaDate === null ? NOT_AVAILABLE : longDate.format(keyDate(etaDate));
}

/**
 * What each pace figure is computed from (issue 15 item 5), so figures over different goals or
 * windows are never read as one: the trend is the average's change over the sparkline's days,
 * Momentum the median goal's pace from its first to its last check-in, the average pace the
 * mean goal's, the forecast the median rising goal at its own pace (and none unless Momentum rises).
 */
export const FIGURE_BASIS = {
  trend: "trend of the average",
  momentum: "median goal, first to last check-in",
  avgPace: "mean goal, first to last check-in",
  forecast: "median rising goal reaches 100%",
  forecastFalling: "none while Momentum is not rising",
  forecastMixed: "none while goals move in different directions",
  forecastNone: "no forecast yet",
} as const;

/** Shown for a figure with a direction when the figures' directions disagree (core/analytics/direction.ts). */
export const MIXED = "Mixed";
export const MIXED_NOTE = "Mixed: some goals rise while others fall, so the average and the median goal point different ways.";

export function forecastBasis(s: Pick<AnalyticsSummary, "etaDate" | "medianPace" | "avgPace" | "sparkDelta">): string {
  if (panelDirection(s) === "mixed") return FIGURE_BASIS.forecastMixed;
  if (s.etaDate !== null) return FIGURE_BASIS.forecast;
  return s.medianPace < 0 || (s.medianPace === 0 && s.avgPace !== 0) ? FIGURE_BASIS.forecastFalling : FIGURE_BASIS.forecastNone;
}

/**
 * The panel's figures that carry a direction, as shown (tiles and copied texts alike): each as
 * computed while their signs agree, none signed when they point different ways (decision 021),
 * so no two figures on screen disagree in sign.
 */
export function directionFigures(s: Pick<AnalyticsSummary, "etaDate" | "medianPace" | "avgPace" | "sparkDelta">) {
  const mixed = panelDirection(s) === "mixed";
  return {
    mixed,
    /** "+5 pts", or Mixed. */
    trend: mixed ? MIXED : formatTrend(s.sparkDelta),
    momentum: mixed ? MIXED : formatPace(s.medianPace),
    avgPace: mixed ? MIXED : formatPace(s.avgPace),
    forecast: mixed ? NOT_AVAILABLE : formatForecast(s.etaDate),
    forecastBasis: forecastBasis(s),
  };
}

/** The 7 days of the sparkline, oldest first, ending with today's key. */
export function sparkDays(todayKey: string): { key: string; weekday: string; label: string }[] {
  return Array.from({ length: SPARKLINE_DAYS }, (_, i) => {
    const key = addDaysToKey(todayKey, i - (SPARKLINE_DAYS - 1));
    return { key, weekday: shortWeekday.format(keyDate(key)), label: monthDay.format(keyDate(key)) };
  });
}

/** "09:00" for an hour bucket. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

export function goalRefText(goal: GoalRef): string {
  return `${goal.title} (${goal.progress}%)`;
}

function adherenceSplits(s: AnalyticsSummary): string {
  const a = s.adherenceByCadenceAvg;
  return `daily ${formatPercent(a.daily)}, weekly ${formatPercent(a.weekly)}, monthly ${formatPercent(a.monthly)}`;
}

/** "Copy text": the headline figures in a few lines. */
export function summaryText(s: AnalyticsSummary): string {
  const f = directionFigures(s);
  return [
    `Analytics summary (${s.count} ${s.count === 1 ? "goal" : "goals"})`,
    `Average progress: ${s.avgProgress}% (${f.trend} over ${SPARKLINE_DAYS} days), ${FIGURE_BASIS.trend}`,
    `Momentum (median): ${f.momentum} (${FIGURE_BASIS.momentum})`,
    `Forecast: ${f.forecast} (${f.forecastBasis})`,
    ...(f.mixed ? [MIXED_NOTE] : []),
    `Completed: ${s.completedCount} · Nearing: ${s.nearingCount} · Stalled: ${s.stalledCount}`,
    `Active days (7d): ${s.activeDays7} / 7`,
    `Adherence (last 14 days): ${formatPercent(s.adherenceAvg)}`,
  ].join("\n");
}

/** "Copy full analytics": every figure of the panel, as plain text. */
export function fullAnalyticsText(s: AnalyticsSummary, todayKey: string): string {
  const days = sparkDays(todayKey);
  const list = (refs: readonly GoalRef[]) => (refs.length === 0 ? "  none" : refs.map((g) => `  - ${goalRefText(g)}`).join("\n"));
  return [
    summaryText(s),
    `Average pace: ${directionFigures(s).avgPace} (${FIGURE_BASIS.avgPace})`,
    `Total streak: ${formatDays(s.streakTotal)}`,
    `Cadence (median): ${formatDays(s.cadenceMedianDays)}`,
    `Adherence by cadence: ${adherenceSplits(s)}`,
    `Weekly completion: ${s.weeklyCompletion}%`,
    `Strongest day: ${s.strongestDay ?? NOT_AVAILABLE} · Weakest day: ${s.weakestDay ?? NOT_AVAILABLE}`,
    `Progress, last ${SPARKLINE_DAYS} days: ${s.spark.map((v, i) => `${days[i]?.label ?? i} ${v}%`).join(", ")}`,
    `Distribution: ${DISTRIBUTION_BUCKETS.map((b, i) => `${b}: ${s.distribution[i] ?? 0}`).join(", ")}`,
    `Activity by weekday (last 90 days): ${WEEKDAY_SHORT.map((d, i) => `${d} ${s.dowCounts[i] ?? 0}`).join(", ")}`,
    `Activity by hour (last 90 days): ${s.hourCounts.flatMap((c, h) => (c > 0 ? [`${hourLabel(h)} ${c}`] : [])).join(", ") || "none"}`,
    `Need attention:\n${list(s.needAttention)}`,
    `Top goals:\n${list(s.topGoals)}`,
  ].join("\n");
}

export const WEEKDAY_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** "Copy JSON": the summary exactly as the core computed it. */
export function analyticsJson(s: AnalyticsSummary): string {
  return JSON.stringify(s, null, 2);
}

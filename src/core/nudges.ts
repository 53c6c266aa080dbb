/**
 * Nudges (issue 32, decision 067): opt-in notifications at the user's chosen evening time, on the
 * rules the goal cards already show (goal-facts.ts, habit-facts.ts, habit-calendar.ts):
 * - streak at risk: the goal is due today (its kind's and schedule's rule), nothing is logged
 *   today, and the run that ends tonight unless something is (GoalFacts.atRisk: days for a daily
 *   goal; periods, on the period's last day, for a weekly, monthly or yearly habit) is 3 or more;
 * - behind pace: an at-least amount goal whose forecast (amountForecast: the straight line to the
 *   period's target) is behind at the end of today; an at-least check goal of a longer period whose
 *   remaining days, today included and one check-in each, can no longer reach the period's target.
 *   Progress goals have no period target, at-most goals no pace to fall behind.
 * Pure: the server's scheduler gives the facts it read at its `now`.
 */
import type { GoalFacts } from "./goal-facts.js";
import { amountForecast } from "./habit-calendar.js";
import { habitRules, type HabitGoal, periodOfDay, roundAmount, targetMet, type WeekStart } from "./habit-rules.js";
import { PausedDays, type PauseRange } from "./pauses.js";

export const NUDGES = ["streak_at_risk", "behind_pace"] as const;
export type Nudge = (typeof NUDGES)[number];

/** When nudges fire by default: an evening hour, local. */
export const NUDGE_DEFAULT_TIME = "20:00";
/** The shortest run a "streak at risk" nudge is sent for. */
export const STREAK_AT_RISK_MIN = 3;

export interface NudgeGoal extends HabitGoal {
  title: string;
  unit?: string | null;
  pauses?: readonly PauseRange[] | null;
}

export interface NudgeMessage {
  nudge: Nudge;
  title: string;
  body: string;
}

const loggedToday = (f: Pick<GoalFacts, "days" | "dayCount" | "today">) => f.dayCount > 0 && f.days[f.dayCount - 1] === f.today;

const PERIOD_WORD: Record<string, string> = { daily: "today", weekly: "this week", monthly: "this month", yearly: "this year" };

/** The streak-at-risk nudge of a goal, or null when it has none today. */
export function streakAtRiskNudge(goal: NudgeGoal, facts: GoalFacts): NudgeMessage | null {
  if (!facts.habit.due_today || loggedToday(facts)) return null;
  const run = facts.atRisk;
  if (run === null || run < STREAK_AT_RISK_MIN) return null;
  return {
    nudge: "streak_at_risk",
    title: goal.title,
    body: `Your ${run}-${facts.habit.streak_unit} streak ends tonight unless you log today.`,
  };
}

/** The behind-pace nudge of a goal, or null when it is on pace (or has no pace to keep). */
export function behindPaceNudge(goal: NudgeGoal, facts: GoalFacts, weekStart: WeekStart = "monday"): NudgeMessage | null {
  const rules = habitRules(goal);
  if (rules.kind === "progress" || rules.direction !== "at_least") return null;
  const value = facts.habit.period_value ?? 0;
  if (targetMet(rules, value)) return null;
  const period = PERIOD_WORD[rules.timeframe] ?? "this period";
  const unit = goal.unit ? ` ${goal.unit}` : "";
  if (rules.kind === "amount") {
    const forecast = amountForecast(goal, value, facts.today, weekStart);
    if (forecast.ahead >= 0) return null;
    return {
      nudge: "behind_pace",
      title: goal.title,
      body: `${value} of ${rules.target}${unit} ${period}: ${roundAmount(-forecast.ahead)}${unit} behind pace.`,
    };
  }
  // A day's target can still be met today with several check-ins: only longer periods run out of days.
  if (rules.timeframe === "daily") return null;
  const paused = goal.pauses && goal.pauses.length > 0 ? new PausedDays(goal.pauses) : PausedDays.none;
  const { to } = periodOfDay(rules.timeframe, facts.today, weekStart);
  let daysLeft = 0;
  for (let day = facts.today; day <= to; day += 1) if (!paused.has(day)) daysLeft += 1;
  if (value + daysLeft >= rules.target) return null;
  return {
    nudge: "behind_pace",
    title: goal.title,
    body: `${value} of ${rules.target} ${period} with ${daysLeft} day${daysLeft === 1 ? "" : "s"} left: the target is out of reach, every check-in still counts.`,
  };
}

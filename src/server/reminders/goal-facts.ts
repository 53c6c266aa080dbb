/**
 * A user's goals (not archived) with core's facts over their whole journals at `now` in a zone:
 * what the nudges (nudges.ts) and the weekly summary (mail/weekly-summary.ts) read, by the same
 * rules as the goal list (core/goal-facts.ts: streak, due today, at risk, period value and target).
 */
import { goalsFacts, type GoalFacts } from "../../core/goal-facts.js";
import type { Pause } from "../../core/pauses.js";
import { weekStartOf } from "../db/accounts.js";
import { pausesOfGoals } from "../db/goal-pauses.js";
import { type FactsEntry, listGoalsWithTimes } from "../db/goal-rows.js";
import { habitOfRow } from "../db/habit-columns.js";
import type { AppDeps } from "../deps.js";
import { toIsoRequired } from "../db/values.js";
import type { HabitFields } from "../../core/habit-fields.js";
import type { WeekStart } from "../../core/habit-rules.js";

export interface GoalWithFacts {
  id: string;
  title: string;
  timeframe: string;
  habit: HabitFields;
  journal: FactsEntry[];
  pauses: Pause[];
  facts: GoalFacts<FactsEntry>;
}

export async function userGoalsWithFacts(
  deps: AppDeps,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<{ weekStart: WeekStart; goals: GoalWithFacts[] }> {
  const db = deps.db.db;
  const weekStart = await weekStartOf(db, userId);
  const rows = await listGoalsWithTimes(db, userId);
  const pauses = await pausesOfGoals(
    db,
    rows.map((r) => r.row.id),
  );
  const goals = rows.map(({ row, times }) => ({
    id: row.id,
    title: row.title,
    timeframe: row.timeframe,
    habit: habitOfRow(row),
    journal: times,
    pauses: pauses.get(row.id) ?? [],
    created_at: toIsoRequired(row.created_at),
  }));
  const facts = goalsFacts(
    goals.map((g) => ({ ...g.habit, timeframe: g.timeframe, created_at: g.created_at, journal: g.journal, pauses: g.pauses })),
    { now, timeZone, weekStart },
  );
  return { weekStart, goals: goals.map(({ created_at: _, ...g }, i) => ({ ...g, facts: facts[i]! })) };
}

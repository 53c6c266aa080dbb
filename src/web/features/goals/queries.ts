import { queryOptions } from "@tanstack/react-query";
import { createLocalClock } from "../../../core/analytics/local-clock.js";
import { entryValue, habitRules, roundAmount, targetMet } from "../../../core/habit-rules.js";
import type { Goal, JournalEntry } from "../../../core/schemas.js";
import { normaliseGoal } from "../../../core/wire-shape.js";
import { request } from "../../lib/api.js";
import { markAnswered } from "./card-facts.js";
import { listGoals } from "../../lib/goals-api.js";
import { withLastKnown } from "../../lib/offline-cache.js";
import { keptEntries, readOutbox, withKeptChanges } from "../../lib/outbox.js";
import { queryKeys } from "../../lib/query-keys.js";
import { browserTimeZone } from "../../lib/time-zone.js";

/**
 * The signed-in user's goals, each with its facts and latest entries (GET /api/goals, never
 * cached by HTTP). Offline: the last known list (lib/offline-cache.ts). Either way, check-ins
 * kept on the device and not yet sent (lib/outbox.ts) are added to their goal's journal, so
 * progress shows them (such a goal's card figures are computed from the journal it holds, the
 * others' read from the facts sent: decision 070).
 * `networkMode: "always"`: the query runs offline too, to answer the remembered list.
 */
export function goalsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.goals,
    networkMode: "always",
    queryFn: async ({ signal }) => {
      // Fresh or remembered, the goals are respelled here, where they enter (core/wire-shape.ts).
      let answered = NaN;
      const listed = await withLastKnown("goals", async () => {
        const fresh = await listGoals(signal);
        answered = Date.now();
        return fresh;
      });
      const goals = listed.map(normaliseGoal);
      // A remembered list's facts are of the day it was fetched: only a fresh answer's are read as they came.
      if (!Number.isNaN(answered)) markAnswered(goals, answered);
      return withKeptEntries(goals, await readOutbox());
    },
  });
}

/** Each goal's journal with the check-ins, edits and deletes kept on the device (decision 040). */
function withKeptEntries(goals: Goal[], outbox: Awaited<ReturnType<typeof readOutbox>>): Goal[] {
  const kept = keptEntries(outbox);
  const changes = outbox.filter((i) => (i.kind === "edit" || i.kind === "delete") && i.refused === undefined);
  if (kept.length === 0 && changes.length === 0) return goals;
  return goals.map((g) => {
    const mine = kept.filter((e) => e.goal_id === g.id);
    const journal = mine.length === 0 ? g.journal : [...g.journal, ...mine];
    // A check or amount goal's period figure is the server's: today's kept check-ins are added to it.
    return { ...withKeptCheckIns(g, mine, new Date(), browserTimeZone()), journal: withKeptChanges(journal, changes) };
  });
}

/**
 * The archived goals alone (issue 30: GET /api/goals?archived=true), for "Archived (N)" at the end
 * of the dashboard's list. Asked for only when that list is opened: the dashboard's first load stays
 * one GET /api/goals. Called through `request`, not lib/api.ts's `api`, which every first load carries.
 */
export function archivedGoalsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.archivedGoals,
    queryFn: async ({ signal }) => {
      const { data } = await request("GET /goals", { query: { tz: browserTimeZone(), archived: "true" }, signal });
      return data.map((g) => normaliseGoal({ ...g, journal: g.journal ?? [] }));
    },
  });
}

/**
 * The goal as it stands once a check-in of `amount` (an amount goal) or one "done" (a check
 * goal) is added to its current period: the server's figures (`facts`) moved by it, so the card
 * shows it in the same frame. Its streak moves when the server answers (decision 046). A goal
 * without the server's habit figures (demo mode, made in the browser) is left as it is: its
 * facts are computed from its journal, which holds the new entry.
 */
export function withCheckIn(goal: Goal, amount: number | undefined): Goal {
  const facts = goal.facts;
  if (!facts || (goal.kind ?? "progress") === "progress") return goal;
  const rules = habitRules(goal);
  const value = roundAmount((facts.period_value ?? 0) + entryValue(rules.kind, amount));
  const due = facts.due_today && !targetMet({ ...rules, target: facts.period_target ?? rules.target }, value);
  return { ...goal, facts: { ...facts, period_value: value, due_today: due } };
}

/**
 * The goal with its check-ins kept on the device (lib/outbox.ts) counted in the server's period
 * figure, as withCheckIn counted them when they were made: those of today in `timeZone` (the
 * server's figure is of the list it last answered; decision 051). Others wait for the server.
 */
export function withKeptCheckIns(goal: Goal, kept: readonly JournalEntry[], now: Date, timeZone: string): Goal {
  if (kept.length === 0 || (goal.kind ?? "progress") === "progress" || !goal.facts) return goal;
  const clock = createLocalClock(timeZone);
  const today = clock.dayOf(now.getTime());
  return kept.reduce((g, e) => (clock.dayOf(Date.parse(e.created_at)) === today ? withCheckIn(g, e.amount) : g), goal);
}

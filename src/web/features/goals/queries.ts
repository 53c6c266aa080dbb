import { queryOptions } from "@tanstack/react-query";
import type { Goal } from "../../../core/schemas.js";
import { normaliseGoal } from "../../../core/wire-shape.js";
import { api, request } from "../../lib/api.js";
import { withLastKnown } from "../../lib/offline-cache.js";
import { keptEntries, readOutbox, withKeptChanges } from "../../lib/outbox.js";
import { queryKeys } from "../../lib/query-keys.js";
import { browserTimeZone } from "../../lib/time-zone.js";
import { withKeptCheckIns } from "./one-tap.js";

/**
 * The signed-in user's goals, each with its facts and latest entries (GET /api/goals, never
 * cached by HTTP). Offline: the last known list (lib/offline-cache.ts). Either way, check-ins
 * kept on the device and not yet sent (lib/outbox.ts) are added to their goal's journal, so
 * progress shows them (the card's facts are computed from the journal it holds: decision 020).
 * `networkMode: "always"`: the query runs offline too, to answer the remembered list.
 */
export function goalsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.goals,
    networkMode: "always",
    queryFn: async ({ signal }) => {
      // Fresh or remembered, the goals are respelled here, where they enter (core/wire-shape.ts).
      const goals = (await withLastKnown("goals", () => api.listGoals(signal))).map(normaliseGoal);
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

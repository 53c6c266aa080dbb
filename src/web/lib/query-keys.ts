/** Query keys shared across features, so a mutation in one feature can refresh another's data. */
export const queryKeys = {
  goals: ["goals"] as const,
  /** GET /api/goals?archived=true (issue 30): apart from the list, so the list's optimistic edits never touch it. */
  archivedGoals: ["archived-goals"] as const,
  /** Not under "journal": the journal lists' optimistic updates must never touch it. */
  history: (goalId: string, version: string) => ["goal-history", goalId, version] as const,
  /** Every version of one goal's history (to ask again after a pause changes). */
  historyOf: (goalId: string) => ["goal-history", goalId] as const,
  journal: (goalId?: string) => (goalId ? (["journal", goalId] as const) : (["journal"] as const)),
  publicList: (params: Record<string, unknown>) => ["public-goals", params] as const,
};

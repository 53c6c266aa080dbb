/** Which goal the journal shows, from the URL (?goal_id= or ?goal=) and the user's choice. */

interface SelectableGoal {
  id: string;
  slug?: string | null;
}

export interface GoalSelection<G> {
  /** null: "All Goals". */
  goal: G | null;
  /** A goal was asked for (in the URL) that the user does not have. */
  notFound: boolean;
}

/**
 * `wanted` is the id (or slug) asked for; "" asks for all goals explicitly; null asks for
 * nothing, and the first goal is shown (spec §2: the selected goal defaults to the first).
 */
export function resolveGoalSelection<G extends SelectableGoal>(goals: readonly G[], wanted: string | null): GoalSelection<G> {
  if (wanted === "") return { goal: null, notFound: false };
  if (wanted !== null) {
    const match = goals.find((g) => g.id === wanted) ?? goals.find((g) => g.slug != null && g.slug === wanted);
    if (match) return { goal: match, notFound: false };
  }
  return { goal: goals[0] ?? null, notFound: wanted !== null };
}

/** The goal asked for in the URL: goal_id first, else goal. */
export function goalParam(params: URLSearchParams): string | null {
  return params.get("goal_id") ?? params.get("goal");
}

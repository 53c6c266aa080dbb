/**
 * The public page of a demo goal (`/demo/<slug>?demo=1`): built from the demo store, so the
 * sample goal's public link opens a page instead of "Goal not found", with no server call.
 */
import type { Goal } from "../../../core/schemas.js";
import { toPublicGoalView, type PublicGoalView } from "../../features/public-goal/public-goal-query.js";

/** The published demo goal at `slug`, or null (unknown or private: the page says not found). */
export function demoPublicGoal(goals: readonly Goal[], slug: string): PublicGoalView | null {
  const goal = goals.find((g) => g.public && g.slug === slug);
  if (!goal?.slug) return null;
  const latest = goal.journal.at(-1);
  return toPublicGoalView({
    ...goal,
    slug: goal.slug,
    public: true,
    likes: goal.likes_count,
    updates_count: goal.journal.length,
    latest_update: latest ? { note: latest.note, progress: latest.progress, created_at: latest.created_at } : null,
    journal: goal.journal.map(({ goal_id: _goalId, ...entry }) => entry),
  });
}

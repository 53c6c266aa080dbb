/**
 * The goal's like and add-to-collection buttons. They need the device store and the like logic
 * (2.6 kB gzip), and nothing on the page waits for them: lazy-actions.ts loads them beside the
 * goal's request instead of before the page can render (issue 8).
 */
import { LikeButton } from "../../features/likes/like-button.js";
import { AddToCollection } from "../../features/public-goal/add-to-collection.js";
import { PUBLIC_PAGE_TOAST_MS } from "../../features/public-goal/copy-link-button.js";
import type { PublicGoalView } from "../../features/public-goal/public-goal-query.js";

export function GoalActions({ goal }: { goal: PublicGoalView }) {
  return (
    <>
      <LikeButton goal={goal} count={goal.likes_count} toastMs={PUBLIC_PAGE_TOAST_MS} size="md" />
      <AddToCollection goal={goal} toastMs={PUBLIC_PAGE_TOAST_MS} size="md" />
    </>
  );
}

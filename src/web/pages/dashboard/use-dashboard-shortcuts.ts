/**
 * The dashboard's keyboard shortcuts (issue 17 item 8): n quick add, / search, ? the list,
 * j / k between goal cards, + does the focused card's one-tap action (+10 %, Done, or its quick amount). Demo mode too: they only move
 * focus or call the page's own actions.
 */
import { type RefObject, useState } from "react";
import type { GoalActions } from "../../features/goals/goal-actions.js";
import { tapGoal } from "../../features/goals/one-tap-action.js";
import type { GoalWithFacts } from "../../features/goals/list-view.js";
import { useShortcuts } from "../../lib/use-shortcuts.js";

/** GoalFilters' search field. */
const SEARCH_ID = "goal-search";
const CARD = "[data-goal-card]";

/** The goal card holding the focus, if any. */
function focusedCard(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>(CARD) : null;
}

/** Focus the card `step` after (or before) the focused one; with none focused, the first (or last). */
export function moveCardFocus(step: 1 | -1): void {
  const cards = Array.from(document.querySelectorAll<HTMLElement>(CARD));
  if (cards.length === 0) return;
  const at = cards.indexOf(focusedCard() as HTMLElement);
  const next = at === -1 ? (step > 0 ? 0 : cards.length - 1) : Math.min(cards.length - 1, Math.max(0, at + step));
  cards[next]?.focus();
  cards[next]?.scrollIntoView({ block: "nearest" });
}

export function useDashboardShortcuts({
  quickAdd,
  visible,
  actions,
}: {
  quickAdd: RefObject<HTMLInputElement | null>;
  visible: readonly GoalWithFacts[];
  actions: GoalActions;
}) {
  const [listOpen, setListOpen] = useState(false);
  useShortcuts({
    n: () => quickAdd.current?.focus(),
    "/": () => document.getElementById(SEARCH_ID)?.focus(),
    "?": () => setListOpen(true),
    j: () => moveCardFocus(1),
    k: () => moveCardFocus(-1),
    "+": () => {
      const id = focusedCard()?.dataset.goalCard;
      const item = visible.find((i) => i.goal.id === id);
      if (item) tapGoal(item.goal, item.facts, actions);
    },
  });
  return { listOpen, openList: () => setListOpen(true), closeList: () => setListOpen(false) };
}

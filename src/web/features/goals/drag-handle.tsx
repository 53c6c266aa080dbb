/**
 * A card's drag handle in "My order" (issue 30): pressed and moved with a mouse or a finger, it
 * carries the card (use-card-drag.ts). From the keyboard, its arrow keys move the card one step,
 * as Move up / Move down do, and focus stays on it.
 */
import type { PointerEvent as ReactPointerEvent } from "react";

interface Props {
  goalId: string;
  title: string;
  disabled: boolean;
  onPointerDown: (e: ReactPointerEvent<HTMLElement>) => void;
  up?: (() => void) | undefined;
  down?: (() => void) | undefined;
}

export function DragHandle({ goalId, title, disabled, onPointerDown, up, down }: Props) {
  const step = (move: (() => void) | undefined) => {
    if (!move) return;
    move();
    // The card moves in the list: keep the keyboard on its handle for the next step.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-drag-handle="${CSS.escape(goalId)}"]`)?.focus());
  };
  return (
    <button
      type="button"
      data-drag-handle={goalId}
      aria-label={`Drag to reorder ${title}`}
      aria-keyshortcuts="ArrowUp ArrowDown"
      title="Drag to reorder (or use the arrow keys)"
      disabled={disabled}
      onPointerDown={disabled ? undefined : onPointerDown}
      onKeyDown={(e) => {
        if (e.key !== "ArrowUp" && e.key !== "ArrowDown") return;
        e.preventDefault();
        step(e.key === "ArrowUp" ? up : down);
      }}
      // touch-none: a finger on the handle drags the card rather than scrolling the page.
      className="-ml-1 flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 select-none hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200"
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 fill-current">
        <circle cx="5.5" cy="3" r="1.4" />
        <circle cx="10.5" cy="3" r="1.4" />
        <circle cx="5.5" cy="8" r="1.4" />
        <circle cx="10.5" cy="8" r="1.4" />
        <circle cx="5.5" cy="13" r="1.4" />
        <circle cx="10.5" cy="13" r="1.4" />
      </svg>
    </button>
  );
}

/** One goal on the dashboard: what it is, where it stands, and everything one can do with it (spec §2). */
import { useState, type PointerEvent as ReactPointerEvent } from "react";
import { Link } from "react-router";
import { relativeDayLabel } from "../../../core/dates.js";
import type { Goal } from "../../../core/schemas.js";
import { Button, buttonClass } from "../../components/ui/button.js";
import { ProgressRing } from "../../components/ui/progress-ring.js";
import { demoPath, useDemoMode } from "../../lib/demo-mode.js";
import { isUnsaved, type GoalActions } from "./goal-actions.js";
import { capitalise, categoryLabel } from "../../../core/text-case.js";
import type { CardFacts } from "./goal-display.js";
import { CheckInStrip } from "./check-in-strip.js";
import { DragHandle } from "./drag-handle.js";
import { HabitLine } from "./habit-line.js";
import { LatestEntry } from "./latest-entry.js";
import { canLogTenPercent, logTenPercent } from "./log-ten-percent.js";
import { streakText, kindOf } from "./one-tap.js";
import { HabitPeriod, OneTapAction } from "./one-tap-action.js";
import { PeriodBar } from "./period-bar.js";
import { ReminderEditor } from "./reminder-editor.js";
import { SharePanel } from "./share-panel.js";
import { TitleEditor } from "./title-editor.js";
import { MESSAGES } from "./validation.js";

interface Props {
  goal: Goal;
  facts: CardFacts;
  now: Date;
  timeZone: string;
  username: string;
  actions: GoalActions;
  /** In "My order" (issue 30): moves the card one step (absent at that end of the list), or drags it. */
  order?: CardOrder | undefined;
}

export interface CardOrder {
  up?: (() => void) | undefined;
  down?: (() => void) | undefined;
  /** Pressing its handle starts a drag (use-card-drag.ts). */
  drag: (e: ReactPointerEvent<HTMLElement>) => void;
  /** This card is being dragged, or is where the dragged one would land. */
  state?: "dragging" | "over" | undefined;
}

const chip = "rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300";

export function GoalCard({ goal, facts, now, timeZone, username, actions, order }: Props) {
  const [editing, setEditing] = useState(false);
  // Publishing controls wait behind one disclosure, so the card leads with the goal and its
  // check-in (issue 15 item 8). Hidden, not unmounted, once opened: a custom URL being typed survives closing.
  const [shareOpen, setShareOpen] = useState(false);
  // Drawn on the first opening only: twenty cards' closed publishing controls were a large part
  // of the dashboard's first render (issue 16: total blocking time).
  const [shareDrawn, setShareDrawn] = useState(false);
  const shareId = `share-${goal.id}`;
  const demo = useDemoMode();
  const unsaved = isUnsaved(goal);
  const titleId = `goal-title-${goal.id}`;
  const created = relativeDayLabel(goal.created_at, now, timeZone);
  const busy = !canLogTenPercent(goal, actions);
  const increment = () => logTenPercent(goal, facts.overall, actions);
  const remove = () => {
    if (window.confirm(MESSAGES.deleteConfirm)) actions.remove(goal);
  };

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={unsaved || undefined}
      // Focusable by script only: the dashboard's j / k shortcuts move between cards, + logs on this one.
      // Its focus ring is drawn inside: the list item's content-visibility clips anything outside.
      tabIndex={-1}
      data-goal-card={goal.id}
      // While its Share is open the grid lets the card beside it keep its own height (issue 28, item 12).
      data-share-open={shareOpen || undefined}
      data-dragging={order?.state === "dragging" || undefined}
      // The drop target's outline is drawn inside the card: the list item's paint containment
      // (content-visibility) would clip one drawn outside.
      data-drop-target={order?.state === "over" || undefined}
      className="flex h-full scroll-mt-20 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 data-dragging:opacity-50 data-drop-target:outline-2 data-drop-target:-outline-offset-4 data-drop-target:outline-brand-600 data-drop-target:outline-dashed"
    >
      <div className="flex items-start gap-3">
        {order ? (
          <DragHandle goalId={goal.id} title={goal.title} disabled={unsaved} onPointerDown={order.drag} up={order.up} down={order.down} />
        ) : null}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap gap-1.5">
            <span className={chip}>{categoryLabel(goal.category)}</span>
            <span className={chip}>{capitalise(goal.timeframe)}</span>
            {goal.public ? (
              <span className={`${chip} bg-brand-50 text-brand-800 dark:bg-brand-800/40 dark:text-brand-100`}>Public</span>
            ) : null}
          </div>
          {editing ? (
            <div className="mt-2">
              <h3 id={titleId} className="sr-only">
                {goal.title}
              </h3>
              <TitleEditor goal={goal} onSave={(edit) => actions.saveEdit(goal, edit)} onDone={() => setEditing(false)} />
            </div>
          ) : (
            <h3 id={titleId} className="mt-2 text-lg leading-snug font-semibold break-words text-slate-900 dark:text-slate-100">
              {goal.title}
            </h3>
          )}
          {goal.motivation ? (
            <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600 italic dark:text-slate-400" title={goal.motivation}>
              “{goal.motivation}”
            </p>
          ) : null}
        </div>
        <ProgressRing value={facts.overall} label={`Overall progress ${facts.overall}%`} />
      </div>

      {/* The 12-week strip beside the streak and the period bar, in height they already take:
          the card stays as short as the Share disclosure made it (issue 15 item 8). */}
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
              <FlameIcon active={facts.streak > 0} />
              {streakText(facts.streak, facts.habit.streak_unit)}
            </p>
            {/* Grows to the line's width: HabitLine's strength tooltip is as wide as its box. */}
            <div className="min-w-0 grow">
              <HabitLine goal={goal} facts={facts} now={now} timeZone={timeZone} />
            </div>
          </div>
          {kindOf(goal) === "progress" ? (
            <PeriodBar value={facts.period} timeframe={goal.timeframe} />
          ) : (
            <HabitPeriod goal={goal} habit={facts.habit} />
          )}
        </div>
        <CheckInStrip goal={goal} now={now} timeZone={timeZone} />
      </div>
      <LatestEntry
        latest={facts.latest}
        now={now}
        timeZone={timeZone}
        onLog={kindOf(goal) === "progress" ? increment : undefined}
        disabled={busy}
      />
      {/* At the bottom of a card stretched to its row's height, so the rows' actions line up. */}
      <div className="mt-auto space-y-1.5">
        <div className="flex flex-wrap gap-2">
          {unsaved ? (
            <span className={buttonClass("secondary", "sm")} aria-disabled="true">
              Journal
            </span>
          ) : (
            <Link to={demoPath(`/journal?goal_id=${encodeURIComponent(goal.id)}`, demo)} className={buttonClass("secondary", "sm")}>
              Journal
            </Link>
          )}
          <OneTapAction goal={goal} facts={facts} actions={actions} />
          {!editing ? (
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)} disabled={unsaved}>
              Edit
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={shareOpen}
            aria-controls={shareId}
            onClick={() => {
              setShareOpen((open) => !open);
              setShareDrawn(true);
            }}
          >
            Share
            <svg
              viewBox="0 0 12 12"
              aria-hidden="true"
              className={`ml-1 size-3 fill-current transition-transform ${shareOpen ? "rotate-180" : ""}`}
            >
              <path d="M2 4.5 6 8.5l4-4z" />
            </svg>
          </Button>
          {order ? (
            <>
              <Button size="sm" variant="secondary" onClick={order.up} disabled={!order.up || unsaved} aria-label={`Move ${goal.title} up`}>
                Move up
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={order.down}
                disabled={!order.down || unsaved}
                aria-label={`Move ${goal.title} down`}
              >
                Move down
              </Button>
            </>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs text-slate-600 dark:text-slate-400">{unsaved ? "Saving…" : `Created ${created}`}</p>
          <span className="flex gap-1">
            <button
              type="button"
              onClick={() => actions.setArchived(goal, true)}
              disabled={unsaved}
              className="rounded-md px-2.5 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              Archive
            </button>
            <button
              type="button"
              onClick={remove}
              disabled={unsaved}
              className="rounded-md px-2.5 py-1 text-sm font-medium text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:text-slate-400 dark:text-red-300 dark:hover:bg-red-950"
            >
              Delete
            </button>
          </span>
        </div>
      </div>

      {goal.reminder !== undefined && !unsaved ? <ReminderEditor goal={goal} /> : null}
      <div id={shareId} hidden={!shareOpen}>
        {shareDrawn ? (
          <SharePanel
            goal={goal}
            username={username}
            disabled={unsaved}
            onSetPublic={(isPublic) => actions.setPublic(goal, isPublic)}
            onPublish={(slug) => actions.publish(goal, slug)}
          />
        ) : null}
      </div>
    </article>
  );
}

function FlameIcon({ active }: { active: boolean }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={`size-4 ${active ? "fill-amber-500" : "fill-slate-400 dark:fill-slate-500"}`}>
      <path d="M8.6 1c.3 2.2-.8 3.4-1.9 4.6C5.6 6.8 4.5 8 4.5 10a3.5 3.5 0 0 0 7 0c0-1.3-.5-2.3-1.1-3.1-.1.9-.6 1.6-1.3 1.9.4-2.9-.3-5.5-2.5-7.8Z" />
    </svg>
  );
}

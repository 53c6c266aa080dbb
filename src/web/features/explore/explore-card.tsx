import { type ReactNode, useId, useState } from "react";
import { publicGoalPath } from "../../../core/public-goal-path.js";
import { Link } from "react-router";
import type { PublicGoalSummary } from "../../../core/schemas.js";
import { ProgressRing } from "../../components/ui/progress-ring.js";
import { clampProgress } from "../../../core/progress.js";
import { DESCRIPTION_PREVIEW_CHARS, LATEST_UPDATE_PREVIEW_CHARS, previewText } from "./preview.js";
import { GoalCardActions } from "./goal-card-actions.js";
import { capitalise, categoryLabel } from "../../../core/text-case.js";

const chip = "rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100";

const goalPath = (g: { username: string; slug: string }) => publicGoalPath(g.username, g.slug);

export interface CardSlots {
  /** Shown before save/follow/copy (the like button). */
  leading?: ReactNode;
  /** Shown after them (add to collection). */
  trailing?: ReactNode;
}

/** One public goal in the explore grid; the page supplies the like and collection controls. */
export function ExploreCard({ goal, slots = {} }: { goal: PublicGoalSummary; slots?: CardSlots }) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const description = previewText(goal.description ?? "", DESCRIPTION_PREVIEW_CHARS);
  const latestNote = goal.latest_update?.note ?? "";
  const latest = previewText(latestNote, LATEST_UPDATE_PREVIEW_CHARS);
  const canExpand = description.cut || latest.cut;
  const progress = clampProgress(goal.progress);
  const { cadence } = goal;

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap gap-1.5">
            <span className={chip}>{categoryLabel(goal.category)}</span>
            <span className={chip}>{capitalise(goal.timeframe)}</span>
            {cadence ? <span className={chip}>{cadence}</span> : null}
            {goal.archived ? <span className={chip}>Archived</span> : null}
          </div>
          <h2 id={titleId} className="mt-2 break-words text-lg font-semibold leading-snug">
            <Link
              to={goalPath(goal)}
              className="rounded text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-100"
            >
              {goal.title}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">@{goal.username}</p>
        </div>
        <ProgressRing value={progress} size={56} label={`${progress}% progress`} />
      </div>

      {description.text ? (
        <p className="mt-3 whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">
          {expanded ? goal.description.trim() : description.text}
        </p>
      ) : null}
      {latest.text ? (
        <div className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/70">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">Latest update</p>
          <p className="mt-0.5 whitespace-pre-line break-words text-slate-700 dark:text-slate-200">
            {expanded ? latestNote.trim() : latest.text}
          </p>
        </div>
      ) : null}
      {canExpand ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
          className="mt-2 self-start rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
        >
          {expanded ? "Show less" : "Read more"}
        </button>
      ) : null}

      <div className="mt-auto pt-4">
        <GoalCardActions goal={goal} leading={slots.leading} trailing={slots.trailing} />
      </div>
    </article>
  );
}

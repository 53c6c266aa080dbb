import type { ReactNode } from "react";
import type { PublicGoalView } from "./public-goal-query.js";
import { capitalise, categoryLabel } from "../../../core/text-case.js";
import { startedDate } from "./format.js";

const chip = "rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** Category, timeframe, the Public badge, title, owner, start date, motivation and description. */
export function PublicGoalHero({ goal, actions }: { goal: PublicGoalView; actions: ReactNode }) {
  const started = startedDate(goal);
  const { cadence } = goal;
  return (
    <section
      aria-labelledby="goal-title"
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={`${chip} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100`}>{categoryLabel(goal.category)}</span>
        <span className={`${chip} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100`}>{capitalise(goal.timeframe)}</span>
        {cadence ? <span className={`${chip} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100`}>{cadence}</span> : null}
        <span className={`${chip} bg-brand-100 text-brand-800 dark:bg-brand-800 dark:text-brand-50`}>Public</span>
        {/* Its owner archived it (issue 30): the page stays, marked so. */}
        {goal.archived ? (
          <span className={`${chip} bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50`}>Archived</span>
        ) : null}
      </div>
      <h1 id="goal-title" className="mt-4 break-words text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {goal.title}
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        <span className="font-medium text-slate-800 dark:text-slate-100">@{goal.username}</span>
        {started ? <span> · Started {started}</span> : null}
      </p>
      {goal.motivation.trim() ? (
        <blockquote className="mt-5 border-l-4 border-brand-500 pl-4 text-lg italic text-slate-700 dark:text-slate-200">
          “{goal.motivation}”
        </blockquote>
      ) : null}
      {goal.description.trim() ? (
        <p className="mt-4 whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{goal.description}</p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-2">{actions}</div>
    </section>
  );
}

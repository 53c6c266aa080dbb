import type { GoalTemplate } from "../../../core/templates.js";
import { Button } from "../../components/ui/Button.js";
import { titleCase } from "./template-target.js";

const chipClass =
  "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium";

/** One template: category, title, timeframe, description, milestones and the action. */
export function TemplateCard({ template, onUse }: { template: GoalTemplate; onUse: (t: GoalTemplate) => void }) {
  const titleId = `${template.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={`${chipClass} bg-brand-50 text-brand-800 dark:bg-brand-800/40 dark:text-brand-100`}>
          {titleCase(template.category)}
        </span>
        <span className={`${chipClass} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200`}>
          {titleCase(template.timeframe)}
        </span>
      </div>
      <h2 id={titleId} className="mt-3 text-lg font-semibold leading-snug text-slate-900 dark:text-white">
        {template.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{template.description}</p>
      {template.milestones.length > 0 ? (
        <>
          <h3 className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">Milestones</h3>
          <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5 text-sm text-slate-700 marker:text-slate-400 dark:text-slate-200">
            {template.milestones.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ol>
        </>
      ) : null}
      <div className="mt-auto pt-5">
        <Button variant="secondary" className="w-full" aria-describedby={titleId} onClick={() => onUse(template)}>
          Use this template
        </Button>
      </div>
    </article>
  );
}

import type { GoalTemplate } from "../../../core/templates.js";
import { Link, useNavigate } from "react-router";
import { buttonClass } from "../../components/ui/button.js";
import { capitalise } from "../../../core/text-case.js";

const chipClass = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium";

/**
 * One template: category, title, timeframe, description, milestones and the action. The
 * action navigates, so it is a link (open in a new tab, copy, role link), styled as a button.
 */
export function TemplateCard({ template, hrefNow }: { template: GoalTemplate; hrefNow: () => string }) {
  const titleId = `${template.id}-title`;
  const navigate = useNavigate();
  const href = hrefNow();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={`${chipClass} bg-brand-50 text-brand-800 dark:bg-brand-800/40 dark:text-brand-100`}>
          {capitalise(template.category)}
        </span>
        <span className={`${chipClass} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200`}>
          {capitalise(template.timeframe)}
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
        <Link
          to={href}
          className={`${buttonClass("secondary", "md")} w-full`}
          aria-describedby={titleId}
          onClick={(e) => {
            // The login indicator can change without a re-render (another tab's cookie): the
            // target is decided again at the click, as the spec's rule reads at that moment.
            const now = hrefNow();
            if (now !== href && !e.metaKey && !e.ctrlKey && !e.shiftKey) {
              e.preventDefault();
              void navigate(now);
            }
          }}
        >
          Use this template
        </Link>
      </div>
    </article>
  );
}

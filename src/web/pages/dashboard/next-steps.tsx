/** Recommended next steps: four tips, one of them Talk to Coach; for 1 to 9 goals only (spec §2). */
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.js";
import { demoPath, useDemoMode } from "../../lib/demo-mode.js";

export function showNextSteps(goalCount: number): boolean {
  return goalCount >= 1 && goalCount <= 9;
}

interface Props {
  onTalkToCoach: () => void;
  onBrowseTemplates: () => void;
}

const item = "flex flex-col gap-2 rounded-md border border-slate-200 p-3 dark:border-slate-700";
const text = "text-sm text-slate-700 dark:text-slate-300";

export function NextSteps({ onTalkToCoach, onBrowseTemplates }: Props) {
  const demo = useDemoMode();
  return (
    <section
      aria-labelledby="next-steps-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="next-steps-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        Recommended next steps
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        <li className={item}>
          <p className={text}>Log a quick +10% on a goal you moved forward today to keep your streak alive.</p>
        </li>
        <li className={item}>
          <p className={text}>Write a short reflection in your journal: what worked, what got in the way.</p>
          <Link to={demoPath("/journal", demo)} className={`${buttonClass("secondary", "sm")} self-start`}>
            Open journal
          </Link>
        </li>
        <li className={item}>
          <p className={text}>Add another goal from a ready-made template with milestones.</p>
          <Link to="/templates" onClick={onBrowseTemplates} className={`${buttonClass("secondary", "sm")} self-start`}>
            See templates
          </Link>
        </li>
        <li className={item}>
          <p className={text}>Stuck or unsure what to do next? Ask the coach for a plan.</p>
          <button type="button" onClick={onTalkToCoach} className={`${buttonClass("primary", "sm")} self-start`}>
            Talk to Coach
          </button>
        </li>
      </ul>
    </section>
  );
}

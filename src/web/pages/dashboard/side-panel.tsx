/** Overview (the username or You), Open analytics, Copy summary, Explore public goals and Tips. */
import { Link } from "react-router";
import { Button } from "../../components/ui/button.js";

export const DEFAULT_TIPS = [
  "Break large goals into smaller milestones.",
  "Consistency beats intensity.",
  "Track small increments.",
  "Review your goals weekly.",
] as const;

interface Props {
  username: string | null;
  onOpenAnalytics: () => void;
  onCopySummary: () => void;
  /** Lists the keyboard shortcuts (as `?` does), for whoever does not know the key yet. */
  onShortcuts: () => void;
}

const card = "rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900";

export function SidePanel({ username, onOpenAnalytics, onCopySummary, onShortcuts }: Props) {
  return (
    <aside aria-label="Side panel" className="space-y-4">
      <section aria-labelledby="overview-heading" className={card}>
        <h2 id="overview-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          Overview
        </h2>
        <p className="mt-1 truncate text-lg font-semibold text-slate-900 dark:text-slate-100">{username || "You"}</p>
        <div className="mt-3 flex flex-col gap-2">
          <Button variant="secondary" size="sm" onClick={onOpenAnalytics}>
            Open analytics
          </Button>
          <Button variant="secondary" size="sm" onClick={onCopySummary}>
            Copy summary
          </Button>
          <Link to="/explore" className="text-center text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-500">
            Explore public goals
          </Link>
        </div>
      </section>
      <section aria-labelledby="tips-heading" className={card}>
        <h2 id="tips-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          Tips
        </h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
          {DEFAULT_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <button
          type="button"
          onClick={onShortcuts}
          className="mt-3 text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-500"
        >
          Keyboard shortcuts (?)
        </button>
      </section>
    </aside>
  );
}

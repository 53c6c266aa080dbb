import { Link } from "react-router";
import { Button, buttonClass } from "../../components/ui/button.js";
import { PUBLIC_GOAL_MESSAGES } from "./public-goal-query.js";

export function GoalNotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-semibold text-slate-900 dark:text-white">Goal not found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{PUBLIC_GOAL_MESSAGES.notFound}. It may be private, renamed or removed.</p>
      <Link to="/explore" className={`${buttonClass("primary")} mt-6`}>
        Explore public goals
      </Link>
    </div>
  );
}

export function GoalLoadError({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-semibold text-slate-900 dark:text-white">{PUBLIC_GOAL_MESSAGES.couldNotLoad}</h1>
      <p role="alert" className="mt-3 text-red-800 dark:text-red-200">
        {detail}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={onRetry}>Try again</Button>
        <Link to="/explore" className={buttonClass("secondary")}>
          Explore public goals
        </Link>
      </div>
    </div>
  );
}

import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.js";

/** The call to action under every article: a free account at /signup. */
export function SignupCallout() {
  return (
    <aside
      aria-labelledby="signup-callout"
      className="flex flex-col gap-4 rounded-lg border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700 dark:bg-slate-900"
    >
      <div>
        <h2 id="signup-callout" className="text-lg font-semibold text-slate-900 dark:text-white">
          Put it into practice
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Track a goal with quick check-ins, streaks and a weekly view. Free for everyone — no paid tier, no paywall.
        </p>
      </div>
      <Link to="/signup" className={`${buttonClass("primary", "lg")} shrink-0`}>
        Create a free account
      </Link>
    </aside>
  );
}

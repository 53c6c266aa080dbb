import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.js";

/** Invites a visitor to start (or a signed-in user back to their dashboard) and to explore. */
export function CallToActionCard({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      aria-labelledby="cta-title"
      className="rounded-lg border border-brand-100 bg-brand-50 p-6 dark:border-brand-800 dark:bg-slate-900"
    >
      <h2 id="cta-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {signedIn ? "Keep your own streak going" : "Track your own goals — free"}
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Daily, weekly, monthly or yearly goals with quick check-ins. No paid tier, no paywall.
      </p>
      <div className="mt-4 flex flex-col gap-2">
        {signedIn ? (
          <Link to="/dashboard" className={buttonClass("primary")}>
            Go to Dashboard
          </Link>
        ) : (
          <Link to="/signup" className={buttonClass("primary")}>
            Create Free Account
          </Link>
        )}
        <Link to="/explore" className={buttonClass("secondary")}>
          Explore More Goals
        </Link>
      </div>
    </section>
  );
}

import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.js";
import { DiscoveryLayout } from "../../features/discovery/discovery-layout.js";
import { FollowedSection } from "./followed-section.js";
import { SavedFiltersSection } from "./saved-filters-section.js";
import { SavedGoalsSection } from "./saved-goals-section.js";

/** /library: what this device saved, follows and searched for (public-and-discovery §2 Library). */
export function LibraryPage() {
  return (
    <DiscoveryLayout
      path="/library"
      description="Your saved public goals, followed goals and saved searches on ProgressVault, kept on this device."
      title="Library"
      intro="Goals you saved or follow and your saved searches. They are kept on this device only."
      actions={
        <Link to="/explore" className={buttonClass("primary")}>
          Discover goals
        </Link>
      }
    >
      <SavedGoalsSection />
      <FollowedSection />
      <div
        role="note"
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800 dark:border-slate-700 dark:bg-slate-900 dark:text-brand-100"
      >
        <p className="font-medium">Weekly digest coming soon</p>
        <Link to="/digest" className="font-medium underline underline-offset-4 hover:no-underline">
          Preview the digest
        </Link>
      </div>
      <SavedFiltersSection />
    </DiscoveryLayout>
  );
}

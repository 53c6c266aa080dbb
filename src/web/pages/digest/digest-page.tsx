import { Link } from "react-router";
import { EmptyState } from "../../components/ui/feedback.js";
import { followedList, savedGoalList } from "../../features/discovery/device-lists.js";
import { DiscoveryLayout, Section } from "../../features/discovery/discovery-layout.js";
import { useFollows, useSaves } from "../../lib/device-store.js";
import { DigestGoalList } from "./digest-goal-list.js";
import { DigestOptIn } from "./digest-opt-in.js";

/** /digest: a preview of the weekly e-mail built from this device's follows and saves. */
export function DigestPage() {
  const saves = useSaves();
  const followed = followedList(useFollows(), saves);
  const saved = savedGoalList(saves);
  return (
    <DiscoveryLayout
      path="/digest"
      description="A preview of your weekly ProgressVault digest of followed and saved public goals."
      title="Weekly digest (preview)"
      intro={
        <p>
          This is what your weekly digest will contain. Real e-mail sending is coming later; for now the digest lives on this page. Manage
          what goes into it in your{" "}
          <Link to="/library" className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-100">
            Library
          </Link>
          .
        </p>
      }
    >
      <DigestOptIn />
      <Section title="Followed goals" id="digest-followed-heading">
        {followed.length === 0 ? <EmptyState title="No follows yet." /> : <DigestGoalList goals={followed} />}
      </Section>
      <Section title="Saved goals" id="digest-saved-heading">
        {saved.length === 0 ? <EmptyState title="No saved goals." /> : <DigestGoalList goals={saved} />}
      </Section>
    </DiscoveryLayout>
  );
}

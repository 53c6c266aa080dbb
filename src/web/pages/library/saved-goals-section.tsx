import { EmptyState } from "../../components/ui/feedback.js";
import { savedGoalList } from "../../features/discovery/device-lists.js";
import { Section } from "../../features/discovery/discovery-layout.js";
import { GoalSummaryItem } from "../../features/discovery/goal-summary-item.js";
import { useSaves } from "../../lib/device-store.js";

export function SavedGoalsSection() {
  const saved = savedGoalList(useSaves());
  return (
    <Section title="Saved goals" id="saved-goals-heading">
      {saved.length === 0 ? (
        <EmptyState title="No saved goals yet" />
      ) : (
        <ul className="space-y-3">
          {saved.map((g) => (
            <GoalSummaryItem key={g.id} goal={g} />
          ))}
        </ul>
      )}
    </Section>
  );
}

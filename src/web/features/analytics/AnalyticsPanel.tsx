// Placeholder: the analytics panel is being built (issue 5). The dashboard lazy-loads this module.
import type { Goal } from "../../../core/schemas.js";

export interface AnalyticsPanelProps {
  /** The dashboard's goals after its search and filter ("Goals (filtered)"). */
  goals: readonly Goal[];
  onClose: () => void;
  demo?: boolean;
}

export function AnalyticsPanel({ goals, onClose }: AnalyticsPanelProps) {
  return (
    <section aria-label="Analytics">
      <p>{goals.length} goals</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}

// Placeholder: the coach widget is being built (issue 7). The dashboard lazy-loads this module.
import type { Goal, GoalDraft } from "../../../core/schemas.js";

export interface CoachWidgetProps {
  goals: readonly Goal[];
  /** Demo mode: the built-in coach runs in the browser and no server call is made. */
  demo: boolean;
  /** Called with a drafted goal; the dashboard fills its create form and scrolls to it. */
  onDraft: (draft: GoalDraft) => void;
  /** Open the panel at once (query flag coach=1). */
  initiallyOpen?: boolean;
}

export function CoachWidget(_props: CoachWidgetProps) {
  return null;
}

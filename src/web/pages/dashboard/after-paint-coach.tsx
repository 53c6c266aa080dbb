/**
 * The coach, mounted once the first cards are painted. Its chunks (with the templates and
 * analytics it uses, ~25 kB) are requested then, not while the cards wait for the goals
 * (issue 8: LCP). The "painted" state lives here, not in the dashboard: flipping it re-renders
 * this component alone, not every card (issue 16: total blocking time).
 */
import { Suspense } from "react";
import type { Group } from "../../../core/group-schema.js";
import type { Goal, GoalDraft } from "../../../core/schemas.js";
import { LazyCoachWidget } from "./lazy-widgets.js";
import { useAfterPaint } from "./use-after-paint.js";

interface Props {
  listReady: boolean;
  goals: readonly Goal[];
  groups?: readonly Group[] | undefined;
  demo: boolean;
  onDraft: (draft: GoalDraft) => void;
  initiallyOpen: boolean;
  openSignal: number;
}

export function AfterPaintCoach({ listReady, ...coach }: Props) {
  const painted = useAfterPaint(listReady);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <LazyCoachWidget {...coach} />
    </Suspense>
  );
}

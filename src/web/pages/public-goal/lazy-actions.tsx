/**
 * GoalActions, loaded after the page's own code: the download starts when this module is
 * evaluated (with the page, beside the goal's request), so it has usually arrived by the time
 * the goal has. Until then — or for good, if the download fails — a placeholder of the buttons'
 * size keeps their place, so nothing below them moves when they appear.
 */
import { type ComponentProps, type ComponentType, lazy, Suspense } from "react";
import type { ProgressJourney as Journey } from "../../features/public-goal/progress-journey.js";
import type { PublicGoalView } from "../../features/public-goal/public-goal-query.js";

const loading = import("./goal-actions.js").then(
  (m) => ({ default: m.GoalActions }),
  // Offline: the rest of the page stays usable (Copy Link among it); a reload tries again.
  () => ({ default: ActionsPlaceholder }),
);

/** The like button ("♡ 1") and "Add to collection" at size md: 38 px high, as wide as they are. */
function ActionsPlaceholder() {
  return (
    <>
      <span aria-hidden="true" className="inline-block h-[38px] w-16" />
      <span aria-hidden="true" className="inline-block h-[38px] w-44" />
    </>
  );
}

const GoalActions = lazy(() => loading);

export function LazyGoalActions({ goal }: { goal: PublicGoalView }) {
  return (
    <Suspense fallback={<ActionsPlaceholder />}>
      <GoalActions goal={goal} />
    </Suspense>
  );
}

/**
 * The goal's calendar and progress chart (issue 17), in their own chunk after the page's first
 * paint, so the page's first load keeps its budget. Until they come, nothing holds their place:
 * they sit last in the column, so nothing below them moves.
 */
const PublicGoalHistory = lazy(() => import("./public-goal-history.js").then((m) => ({ default: m.PublicGoalHistory })));

export function LazyPublicGoalHistory(props: {
  username: string;
  slug: string;
  title: string;
  demoJournal?: PublicGoalView["journal"] | undefined;
}) {
  return (
    <Suspense>
      <PublicGoalHistory {...props} />
    </Suspense>
  );
}

/**
 * The invitation card at the foot of the side column, loaded like GoalActions (its download
 * starts with the page): it is last in its column, so its arrival moves nothing, and the page's
 * first load keeps its budget. Offline, the page goes without it.
 */
const CallToAction = lazy<ComponentType<{ signedIn: boolean }>>(() =>
  import("../../features/public-goal/call-to-action-card.js").then(
    (m) => ({ default: m.CallToActionCard }),
    () => ({ default: () => null }),
  ),
);

export function LazyCallToActionCard({ signedIn }: { signedIn: boolean }) {
  return (
    <Suspense>
      <CallToAction signedIn={signedIn} />
    </Suspense>
  );
}

/**
 * The journal list ("Progress journey"), in its own chunk whose download starts with the page's
 * code, beside the goal's request: it has usually arrived before the goal has, so the page draws
 * it at once, and the page's first load keeps its 100 kB budget. Until it comes, nothing holds
 * its place: only the calendar (loaded later still) sits below it.
 */
const journeyLoading = import("../../features/public-goal/progress-journey.js").then(
  (m) => ({ default: m.ProgressJourney }),
  // Offline without the app's cached files: the rest of the page stays usable; a reload tries again.
  () => ({
    default: () => <p className="text-sm text-slate-600 dark:text-slate-300">The check-ins could not be loaded. Reload to try again.</p>,
  }),
);
const ProgressJourney = lazy<ComponentType<ComponentProps<typeof Journey>>>(() => journeyLoading);

export function LazyProgressJourney(props: ComponentProps<typeof Journey>) {
  return (
    <Suspense>
      <ProgressJourney {...props} />
    </Suspense>
  );
}

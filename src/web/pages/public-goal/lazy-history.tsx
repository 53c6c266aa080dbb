/** PublicGoalHistory in its own chunk, after the page's first paint (see lazy-actions.tsx). */
import { lazy, Suspense } from "react";
import type { EntryLike } from "../../../core/entries.js";

const PublicGoalHistory = lazy(() => import("./PublicGoalHistory.js").then((m) => ({ default: m.PublicGoalHistory })));

export function LazyPublicGoalHistory(props: { username: string; slug: string; title: string; demoJournal?: readonly EntryLike[] | undefined }) {
  return (
    <Suspense fallback={<p className="text-sm text-slate-500 dark:text-slate-400">Loading the check-in calendar…</p>}>
      <PublicGoalHistory {...props} />
    </Suspense>
  );
}

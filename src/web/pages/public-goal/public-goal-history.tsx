/**
 * A public goal's calendar and progress chart, loaded after the page (its own chunk and its
 * own request), so the first load of the page keeps its budget. One promise per page visit,
 * read with use() under Suspense as the page's goal is (decision 008): never fetched in an effect.
 * The promise lives in this component's committed state, so it lasts as long as the page shows
 * the goal: a re-render (a like, a refreshed goal) never fetches again or blanks the calendar,
 * and the next visit of the page asks again for fresh figures. A failed load is kept (no retry loop).
 */
import { Suspense, use, useState } from "react";
import type { EntryLike } from "../../../core/entries.js";
import { goalHistory, type GoalHistory } from "../../../core/goal-history.js";
import { GoalHistoryPanel } from "../../features/history/goal-history-panel.js";
import { fetchGoalHistory } from "../../features/history/history-api.js";
import { browserTimeZone } from "../../lib/time-zone.js";

type Outcome = { history: GoalHistory } | { history?: undefined };

function load(username: string, slug: string, timeZone: string): Promise<Outcome> {
  return fetchGoalHistory({ username, slug }, timeZone).then(
    (history) => ({ history }),
    () => ({}),
  );
}

interface Props {
  username: string;
  slug: string;
  title: string;
  /** A demo goal's journal: its history is computed here, with no request. */
  demoJournal?: readonly EntryLike[] | undefined;
}

export function PublicGoalHistory({ demoJournal, ...goal }: Props) {
  const timeZone = browserTimeZone();
  if (demoJournal) return <GoalHistoryPanel history={goalHistory(demoJournal, [], { now: new Date(), timeZone })} goalTitle={goal.title} />;
  return <RemoteHistory {...goal} timeZone={timeZone} />;
}

/** Never suspends itself (the Suspense is inside), so its state, the request, is committed once. */
function RemoteHistory({ username, slug, title, timeZone }: { username: string; slug: string; title: string; timeZone: string }) {
  const key = `${username}/${slug}/${timeZone}`;
  const [request, setRequest] = useState(() => ({ key, promise: load(username, slug, timeZone) }));
  let promise = request.promise;
  if (request.key !== key) {
    // Another goal in the same place: its own request (React re-renders at once with it).
    promise = load(username, slug, timeZone);
    setRequest({ key, promise });
  }
  return (
    <Suspense>
      <HistoryPanel promise={promise} title={title} />
    </Suspense>
  );
}

function HistoryPanel({ promise, title }: { promise: Promise<Outcome>; title: string }) {
  const { history } = use(promise);
  if (!history) return <p className="text-sm text-slate-500 dark:text-slate-400">The check-in calendar could not be loaded.</p>;
  return <GoalHistoryPanel history={history} goalTitle={title} />;
}

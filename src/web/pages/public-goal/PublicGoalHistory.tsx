/**
 * A public goal's calendar and progress chart, loaded after the page (its own chunk and its
 * own request), so the first load of the page keeps its budget. One promise per goal and zone,
 * read with use() under Suspense as the page's goal is (decision 008): never fetched in an effect.
 * A failed load is kept (no retry loop); the next visit of the page asks again.
 */
import { use } from "react";
import type { EntryLike } from "../../../core/entries.js";
import { goalHistory, type GoalHistory } from "../../../core/goal-history.js";
import { GoalHistoryPanel } from "../../features/history/GoalHistoryPanel.js";
import { fetchGoalHistory } from "../../features/history/history-api.js";

type Outcome = { history: GoalHistory } | { history?: undefined };
const loads = new Map<string, Promise<Outcome>>();

function load(username: string, slug: string, timeZone: string): Promise<Outcome> {
  const key = `${username}/${slug}/${timeZone}`;
  let p = loads.get(key);
  if (!p) {
    p = fetchGoalHistory({ username, slug }, timeZone).then(
      (history) => ({ history }),
      () => ({}),
    );
    loads.set(key, p);
    // Forget it once settled and shown: a later visit asks again for fresh figures.
    void p.then(() => setTimeout(() => loads.delete(key), 15_000));
  }
  return p;
}

interface Props {
  username: string;
  slug: string;
  title: string;
  /** A demo goal's journal: its history is computed here, with no request. */
  demoJournal?: readonly EntryLike[] | undefined;
}

export function PublicGoalHistory({ demoJournal, ...goal }: Props) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (demoJournal) return <GoalHistoryPanel history={goalHistory(demoJournal, [], { now: new Date(), timeZone })} goalTitle={goal.title} />;
  return <RemoteHistory {...goal} timeZone={timeZone} />;
}

function RemoteHistory({ username, slug, title, timeZone }: { username: string; slug: string; title: string; timeZone: string }) {
  const { history } = use(load(username, slug, timeZone));
  if (!history) return <p className="text-sm text-slate-500 dark:text-slate-400">The check-in calendar could not be loaded.</p>;
  return <GoalHistoryPanel history={history} goalTitle={title} />;
}

/**
 * A public goal's calendar and progress chart, loaded after the page (its own chunk and its
 * own request), so the first load of the page keeps its budget. One promise per goal and zone,
 * read with use() under Suspense as the page's goal is (decision 008): never fetched in an effect.
 */
import { use } from "react";
import type { GoalHistory } from "../../../core/goal-history.js";
import { GoalHistoryPanel } from "../../features/history/GoalHistoryPanel.js";
import { api } from "../../lib/api.js";

type Outcome = { history: GoalHistory } | { history?: undefined };
const loads = new Map<string, Promise<Outcome>>();

function load(username: string, slug: string, timeZone: string): Promise<Outcome> {
  const key = `${username}/${slug}/${timeZone}`;
  let p = loads.get(key);
  if (!p) {
    p = api.goalHistory({ username, slug }, timeZone).then(
      (history) => ({ history }),
      () => {
        loads.delete(key); // a later visit asks again
        return {};
      },
    );
    loads.set(key, p);
  }
  return p;
}

export function PublicGoalHistory({ username, slug, title }: { username: string; slug: string; title: string }) {
  const { history } = use(load(username, slug, Intl.DateTimeFormat().resolvedOptions().timeZone));
  if (!history) return <p className="text-sm text-slate-500 dark:text-slate-400">The check-in calendar could not be loaded.</p>;
  return <GoalHistoryPanel history={history} goalTitle={title} />;
}

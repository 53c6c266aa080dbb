import { Link } from "react-router";
import { goalPath } from "../../lib/goal-path.js";

interface DigestGoal {
  id: string;
  title?: string | undefined;
  username?: string | undefined;
  slug?: string | undefined;
}

/** Title and @username of each goal, the title linking to its public page when it can. */
export function DigestGoalList({ goals }: { goals: readonly DigestGoal[] }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {goals.map((g) => (
        <li key={g.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
          {g.username && g.slug ? (
            <Link
              to={goalPath(g.username, g.slug)}
              className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
            >
              {g.title ?? `${g.username}/${g.slug}`}
            </Link>
          ) : (
            <span className="font-medium text-slate-800 dark:text-slate-100">{g.title ?? "A followed goal"}</span>
          )}
          {g.username ? <span className="text-sm text-slate-600 dark:text-slate-400">@{g.username}</span> : null}
        </li>
      ))}
    </ul>
  );
}

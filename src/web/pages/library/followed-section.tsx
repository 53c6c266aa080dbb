import { Link } from "react-router";
import { EmptyState } from "../../components/ui/feedback.js";
import { followedList } from "../../features/discovery/device-lists.js";
import { Section } from "../../features/discovery/discovery-layout.js";
import { goalPath } from "../../lib/goal-path.js";
import { useFollows, useSaves } from "../../lib/device-store.js";

export function FollowedSection() {
  const followed = followedList(useFollows(), useSaves());
  return (
    <Section title="Followed" id="followed-heading">
      {followed.length === 0 ? (
        <EmptyState title="You are not following any public goals yet." />
      ) : (
        <>
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Following {followed.length} {followed.length === 1 ? "goal" : "goals"}
          </p>
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
            {followed.map((g) => (
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
        </>
      )}
    </Section>
  );
}

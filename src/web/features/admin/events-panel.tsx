import { useInfiniteQuery } from "@tanstack/react-query";
import { Button } from "../../components/ui/button.js";
import { Alert, Spinner } from "../../components/ui/feedback.js";
import { eventText, eventTime } from "../../lib/security-events.js";
import { adminEventsApi, eventsKey } from "./admin-api.js";

/** The Admin page's recent security events (GET /api/admin/events), newest first, "Show older" for the next page. */
export function EventsPanel() {
  const events = useInfiniteQuery({
    queryKey: eventsKey,
    queryFn: ({ pageParam, signal }) => adminEventsApi.page(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
  if (events.isPending) return <Spinner label="Loading events…" />;
  if (events.isError) return <Alert>Failed to load the security events.</Alert>;
  const lines = events.data.pages.flatMap((p) => p.events);
  if (lines.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">Nothing recorded in the last 90 days.</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {lines.map((e) => (
          <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-4 py-2 text-sm">
            <span className="min-w-0 break-words text-slate-900 dark:text-white">
              <span className={e.kind === "sign_in_failed" ? "font-medium text-red-700 dark:text-red-300" : "font-medium"}>
                {eventText(e)}
              </span>
              {e.username ? ` · ${e.username}` : ""}
              {e.actor ? ` · by ${e.actor}` : ""}
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {eventTime(e.at)}
              {e.client_ip ? ` · ${e.client_ip}` : ""}
            </span>
          </li>
        ))}
      </ul>
      {events.hasNextPage ? (
        <div>
          <Button variant="secondary" size="sm" disabled={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()}>
            {events.isFetchingNextPage ? "Loading…" : "Show older"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

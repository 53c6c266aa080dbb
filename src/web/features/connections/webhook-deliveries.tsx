import { useQuery } from "@tanstack/react-query";
import { Alert, Spinner } from "../../components/ui/feedback.js";
import { deliveriesQueryKey, webhooksApi } from "./connections-api.js";
import { errorText } from "../../lib/api.js";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** While a delivery waits, the log is read again now and then: the dispatcher works off the request path. */
const POLL_MS = 3000;

/** A webhook's delivery log: the last 50, newest first. */
export function WebhookDeliveries({ webhookId, url }: { webhookId: string; url: string }) {
  const log = useQuery({
    queryKey: deliveriesQueryKey(webhookId),
    queryFn: ({ signal }) => webhooksApi.deliveries(webhookId, signal),
    refetchInterval: (q) => (q.state.data?.some((d) => d.status === "pending") ? POLL_MS : false),
  });
  if (log.isPending) return <Spinner label="Loading deliveries…" />;
  if (log.isError) return <Alert>{errorText(log.error, "Failed to load the deliveries")}</Alert>;
  if (log.data.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">No deliveries yet.</p>;
  return (
    <ul aria-label={`Deliveries to ${url}`} className="flex flex-col gap-1 text-sm">
      {log.data.map((d) => (
        <li
          key={d.id}
          className="flex flex-wrap gap-x-2 rounded bg-slate-50 px-2 py-1 text-slate-800 dark:bg-slate-800 dark:text-slate-100"
        >
          <span className="font-mono">{d.event}</span>
          <span>
            {d.status === "delivered" ? "Delivered" : d.status === "failed" ? "Failed" : "Pending"}
            {d.status_code !== null ? ` (HTTP ${d.status_code})` : ""}
          </span>
          <span className="text-slate-600 dark:text-slate-300">
            {d.attempts === 1 ? "1 attempt" : `${d.attempts} attempts`} · {when(d.last_attempt_at ?? d.created_at)}
          </span>
        </li>
      ))}
    </ul>
  );
}

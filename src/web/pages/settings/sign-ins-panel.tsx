import { useQuery } from "@tanstack/react-query";
import { Alert, Spinner } from "../../components/ui/feedback.js";
import { eventText, eventTime } from "../../lib/security-events.js";
import { signInsApi, signInsQueryKey } from "./settings-api.js";
import { serverErrorOr } from "./settings-messages.js";

/** Settings → Recent sign-ins (GET /api/auth/sign-ins): this account's sign-ins and failed ones, newest first. */
export function SignInsPanel() {
  const signIns = useQuery({ queryKey: signInsQueryKey, queryFn: ({ signal }) => signInsApi.list(signal) });
  if (signIns.isPending) return <Spinner label="Loading sign-ins…" />;
  if (signIns.isError) return <Alert>{serverErrorOr(signIns.error, "Failed to load your recent sign-ins")}</Alert>;
  if (signIns.data.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">No sign-ins in the last 90 days.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {signIns.data.map((e) => (
        <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-4 py-2 text-sm">
          <span className={e.kind === "sign_in_failed" ? "font-medium text-red-700 dark:text-red-300" : "text-slate-900 dark:text-white"}>
            {eventText(e)}
          </span>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {eventTime(e.at)}
            {e.client_ip ? ` · ${e.client_ip}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}

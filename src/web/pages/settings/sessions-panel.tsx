import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "../../components/ui/button.js";
import { Alert, Spinner } from "../../components/ui/feedback.js";
import { toast } from "../../lib/toast.js";
import { deviceLabel } from "./device-label.js";
import { sessionsApi, sessionsQueryKey } from "./settings-api.js";
import { SETTINGS_TOAST_MS, serverErrorOr } from "./settings-messages.js";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The devices signed in to this account (GET /api/auth/sessions): "Sign out" ends one, "Sign out
 * everywhere else" every one but this device. This device signs out with Logout below.
 */
export function SessionsPanel() {
  const client = useQueryClient();
  const sessions = useQuery({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => sessionsApi.list(signal) });
  const refresh = () => client.invalidateQueries({ queryKey: sessionsQueryKey });
  const end = useMutation({
    mutationFn: (ids: readonly string[]) => Promise.all(ids.map((id) => sessionsApi.end(id))),
    onSuccess: (_, ids) => toast.success(ids.length === 1 ? "Signed out that device" : "Signed out everywhere else", SETTINGS_TOAST_MS),
    onError: (err) => toast.error(serverErrorOr(err, "Failed to sign out the device"), SETTINGS_TOAST_MS),
    onSettled: refresh,
  });

  if (sessions.isPending) return <Spinner label="Loading devices…" />;
  if (sessions.isError) return <Alert>{serverErrorOr(sessions.error, "Failed to load the signed-in devices")}</Alert>;
  const others = sessions.data.filter((s) => !s.current).map((s) => s.id);
  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {sessions.data.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-white">
                {deviceLabel(s.user_agent)}
                {s.current ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-slate-800 dark:text-brand-100">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                Signed in {when(s.created_at)} · last used {when(s.last_used_at)}
              </p>
            </div>
            {s.current ? null : (
              <Button
                variant="secondary"
                size="sm"
                disabled={end.isPending}
                onClick={() => end.mutate([s.id])}
                aria-label={`Sign out ${deviceLabel(s.user_agent)}, signed in ${when(s.created_at)}`}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <div>
          <Button variant="secondary" disabled={end.isPending} aria-busy={end.isPending} onClick={() => end.mutate(others)}>
            {end.isPending ? "Signing out…" : "Sign out everywhere else"}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">This is the only device signed in.</p>
      )}
    </div>
  );
}

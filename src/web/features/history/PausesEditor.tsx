import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { Pause } from "../../../core/pauses.js";
import { Button } from "../../components/ui/Button.js";
import { TextField } from "../../components/ui/Field.js";
import { ApiError, apiCall } from "../../lib/api.js";
import { queryKeys } from "../../lib/query-keys.js";
import { toast } from "../../lib/toast.js";

const pausesKey = (goalId: string) => ["goal-pauses", goalId] as const;
const base = (goalId: string) => `/goals/${encodeURIComponent(goalId)}/pauses`;
const reason = (err: unknown) => (err instanceof ApiError && err.serverMessage ? err.serverMessage : "please try again");

/**
 * Pause a goal for a vacation or an illness (issue 17 item 5): paused days neither count for nor
 * break its streak. Its pauses are listed with Remove; the calendar and the cards follow.
 */
export function PausesEditor({ goalId, today }: { goalId: string; today: string }) {
  const qc = useQueryClient();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const pauses = useQuery({
    queryKey: pausesKey(goalId),
    queryFn: async ({ signal }) => (await apiCall<Pause[]>("GET", base(goalId), { signal })).data,
  });
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: pausesKey(goalId) });
    void qc.invalidateQueries({ queryKey: queryKeys.historyOf(goalId) });
    void qc.invalidateQueries({ queryKey: queryKeys.goals });
  };
  const add = useMutation({
    mutationFn: async (range: { from: string; to: string }) => (await apiCall<Pause>("POST", base(goalId), { body: range })).data,
    onSuccess: () => toast.success("Goal paused"),
    onError: (err) => toast.error(`Could not pause the goal: ${reason(err)}`),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => (await apiCall<null>("DELETE", `${base(goalId)}/${encodeURIComponent(id)}`)).data,
    onSuccess: () => toast.success("Pause removed"),
    onError: (err) => toast.error(`Could not remove the pause: ${reason(err)}`),
    onSettled: refresh,
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    add.mutate({ from, to });
  }

  return (
    <section aria-labelledby={`pauses-${goalId}`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 id={`pauses-${goalId}`} className="text-sm font-semibold text-slate-700 dark:text-slate-200">
        Pauses
      </h2>
      <p className="text-xs text-slate-600 dark:text-slate-400">Away or ill? Paused days neither count for nor break your streak.</p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} required className="w-40" />
        <TextField label="To" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} required className="w-40" />
        <Button type="submit" size="sm" disabled={add.isPending}>
          Pause
        </Button>
      </form>
      {pauses.data && pauses.data.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {pauses.data.map((p) => (
            <li key={p.id} className="flex items-center gap-3">
              <span>
                {p.from === p.to ? p.from : `${p.from} – ${p.to}`}
              </span>
              <Button variant="secondary" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(p.id)} aria-label={`Remove the pause ${p.from} to ${p.to}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { Pause, PauseRange } from "../../../core/pauses.js";
import { Button } from "../../components/ui/button.js";
import { TextField } from "../../components/ui/field.js";
import { errorText, request } from "../../lib/api.js";
import { queryKeys } from "../../lib/query-keys.js";
import { toast } from "../../lib/toast.js";

const pausesKey = (goalId: string) => ["goal-pauses", goalId] as const;
const reason = (err: unknown) => errorText(err, "please try again");

/** Where a goal's pauses live and how they change: the API here, the demo store in demo mode. */
export interface PausesSource {
  pauses: readonly Pause[] | undefined;
  add: (range: PauseRange) => void;
  adding: boolean;
  remove: (pauseId: string) => void;
  removing: boolean;
}

/** The goal's pauses through the API; the calendar and the cards follow each change. */
function useServerPauses(goalId: string): PausesSource {
  const qc = useQueryClient();
  const pauses = useQuery({
    queryKey: pausesKey(goalId),
    queryFn: async ({ signal }) => (await request("GET /goals/{id}/pauses", { params: { id: goalId }, signal })).data,
  });
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: pausesKey(goalId) });
    void qc.invalidateQueries({ queryKey: queryKeys.historyOf(goalId) });
    void qc.invalidateQueries({ queryKey: queryKeys.goals });
  };
  const add = useMutation({
    mutationFn: async (range: PauseRange) => (await request("POST /goals/{id}/pauses", { params: { id: goalId }, body: range })).data,
    onSuccess: () => toast.success("Goal paused"),
    onError: (err) => toast.error(`Could not pause the goal: ${reason(err)}`),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => (await request("DELETE /goals/{id}/pauses/{pauseId}", { params: { id: goalId, pauseId: id } })).data,
    onSuccess: () => toast.success("Pause removed"),
    onError: (err) => toast.error(`Could not remove the pause: ${reason(err)}`),
    onSettled: refresh,
  });
  return { pauses: pauses.data, add: add.mutate, adding: add.isPending, remove: remove.mutate, removing: remove.isPending };
}

/**
 * Pause a goal for a vacation or an illness (issue 17 item 5): paused days neither count for nor
 * break its streak. Its pauses are listed with Remove; the calendar and the cards follow.
 */
export function PausesEditor({ goalId, today }: { goalId: string; today: string }) {
  const source = useServerPauses(goalId);
  return <PausesPanel goalId={goalId} today={today} source={source} />;
}

/** The pauses section over any source (demo mode gives the demo store's). */
export function PausesPanel({ goalId, today, source }: { goalId: string; today: string; source: PausesSource }) {
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);

  function submit(e: FormEvent) {
    e.preventDefault();
    source.add({ from, to });
  }

  return (
    <section
      aria-labelledby={`pauses-${goalId}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={`pauses-${goalId}`} className="text-sm font-semibold text-slate-700 dark:text-slate-200">
        Pauses
      </h2>
      <p className="text-xs text-slate-600 dark:text-slate-400">Away or ill? Paused days neither count for nor break your streak.</p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} required className="w-40" />
        <TextField label="To" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} required className="w-40" />
        <Button type="submit" size="sm" disabled={source.adding}>
          Pause
        </Button>
      </form>
      {source.pauses && source.pauses.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {source.pauses.map((p) => (
            <li key={p.id} className="flex items-center gap-3">
              <span>{p.from === p.to ? p.from : `${p.from} – ${p.to}`}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={source.removing}
                onClick={() => source.remove(p.id)}
                aria-label={`Remove the pause ${p.from} to ${p.to}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

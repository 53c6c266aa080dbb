import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { LINK_NAME_MAX } from "../../../core/connections-limits.js";
import { Button } from "../../components/ui/button.js";
import { Alert, Spinner } from "../../components/ui/feedback.js";
import { SelectField, TextField } from "../../components/ui/field.js";
import { toast } from "../../lib/toast.js";
import { linkGoalsQueryKey, linksApi, linksQueryKey } from "./connections-api.js";
import { ShownOnce } from "./shown-once.js";
import { errorText } from "./tokens-panel.js";

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/** Check-in links per goal: pick a goal, make a link (its url shown once), see and revoke its links. */
export function CheckinLinksPanel() {
  const goals = useQuery({ queryKey: linkGoalsQueryKey, queryFn: ({ signal }) => linksApi.goals(signal) });
  const [picked, setPicked] = useState("");
  if (goals.isPending) return <Spinner label="Loading goals…" />;
  if (goals.isError) return <Alert>{errorText(goals.error, "Failed to load your goals")}</Alert>;
  if (goals.data.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">Create a goal first: a link checks in one goal.</p>;
  const goalId = goals.data.some((g) => g.id === picked) ? picked : goals.data[0]!.id;
  return (
    <div className="flex flex-col gap-4">
      <SelectField label="Goal" value={goalId} onChange={(e) => setPicked(e.target.value)}>
        {goals.data.map((g) => (
          <option key={g.id} value={g.id}>
            {g.title}
          </option>
        ))}
      </SelectField>
      <GoalLinks key={goalId} goalId={goalId} />
    </div>
  );
}

function GoalLinks({ goalId }: { goalId: string }) {
  const client = useQueryClient();
  const links = useQuery({ queryKey: linksQueryKey(goalId), queryFn: ({ signal }) => linksApi.list(goalId, signal) });
  const [name, setName] = useState("");
  const [shown, setShown] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: linksQueryKey(goalId) });
  const create = useMutation({
    mutationFn: () => linksApi.create(goalId, name.trim() || undefined),
    onSuccess: (made) => {
      setShown(made.url);
      setName("");
    },
    onError: (err) => toast.error(errorText(err, "Failed to create the link")),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => linksApi.revoke(id),
    onSuccess: () => toast.success("Link revoked"),
    onError: (err) => toast.error(errorText(err, "Failed to revoke the link")),
    onSettled: refresh,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          label="Link name (optional)"
          placeholder="Bathroom NFC tag"
          value={name}
          maxLength={LINK_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? "Creating…" : "Create check-in link"}
        </Button>
      </form>
      {shown ? <ShownOnce label="Your new check-in link" value={shown} onDone={() => setShown(null)} /> : null}
      {links.isPending ? (
        <Spinner label="Loading links…" />
      ) : links.isError ? (
        <Alert>{errorText(links.error, "Failed to load the links")}</Alert>
      ) : links.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No check-in links for this goal.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {links.data.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900 dark:text-white">{l.name ?? "Unnamed link"}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  Created {day(l.created_at)} · {l.last_used_at ? `last used ${day(l.last_used_at)}` : "never used"}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(l.id)}
                aria-label={`Revoke link ${l.name ?? "Unnamed link"}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

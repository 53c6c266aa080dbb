import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { LINK_NAME_MAX } from "../../../core/connections-limits.js";
import { Button } from "../../components/ui/button.js";
import { Alert, Spinner } from "../../components/ui/feedback.js";
import { SelectField, TextField } from "../../components/ui/field.js";
import { linkGoalsQueryKey, linksApi, linksQueryKey } from "./connections-api.js";
import { RevocableList } from "./revocable-list.js";
import { ShownOnce } from "./shown-once.js";
import { day, useSecretList } from "./use-secret-list.js";
import { errorText } from "../../lib/api.js";

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
      <GoalLinks key={goalId} goalId={goalId} goalTitle={goals.data.find((g) => g.id === goalId)!.title} />
    </div>
  );
}

function GoalLinks({ goalId, goalTitle }: { goalId: string; goalTitle: string }) {
  const [name, setName] = useState("");
  const { items, create, revoke, shown, hide } = useSecretList({
    queryKey: linksQueryKey(goalId),
    list: (signal) => linksApi.list(goalId, signal),
    create: () => linksApi.create(goalId, name.trim() || undefined),
    secretOf: (made) => made.url,
    onCreated: () => setName(""),
    revoke: linksApi.revoke,
    noun: "link",
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
      {shown ? <ShownOnce label="Your new check-in link" value={shown} onDone={hide} qrCaption={`Check in: ${goalTitle}`} /> : null}
      <RevocableList
        items={items}
        loading="Loading links…"
        failed="Failed to load the links"
        empty="No check-in links for this goal."
        title={(l) => l.name ?? "Unnamed link"}
        details={(l) => `Created ${day(l.created_at)} · ${l.last_used_at ? `last used ${day(l.last_used_at)}` : "never used"}`}
        revokeLabel={(l) => `Revoke link ${l.name ?? "Unnamed link"}`}
        revoking={revoke.isPending}
        onRevoke={(id) => revoke.mutate(id)}
      />
    </div>
  );
}

/**
 * Settings → Notifications → Channels (issue 32): add an ntfy, Apprise or webhook channel that
 * reminders are sent to, list them, send a test (its outcome shown beside the channel), remove.
 * A lazy chunk: the dashboard and the public goal page never load it.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { CHANNEL_TARGET_MAX, CHANNEL_TOKEN_MAX } from "../../../core/channel-limits.js";
import { Button } from "../../components/ui/button.js";
import { SelectField, TextField } from "../../components/ui/field.js";
import { TargetList, TargetRow } from "../../components/ui/target-list.js";
import { errorText } from "../../lib/api.js";
import { toast } from "../../lib/toast.js";
import { channelsApi, channelsQueryKey } from "./channels-api.js";

/** The types offered here; an e-mail channel goes to the account's confirmed address (the server refuses others). */
const OFFERED = {
  ntfy: { name: "ntfy", placeholder: "https://ntfy.sh/my-topic", hint: "The topic URL; an access token only if the topic is protected." },
  apprise: { name: "Apprise", placeholder: "https://apprise.example/notify/my-key", hint: "Your Apprise API's notify URL." },
  webhook: { name: "Webhook", placeholder: "https://example.org/notify", hint: 'Receives POST {"title", "body", "url"}.' },
  email: {
    name: "E-mail",
    placeholder: "you@example.org",
    hint: "Your address confirmed under E-mail address above (on a server with e-mail set up).",
  },
} as const;
type Offered = keyof typeof OFFERED;

type Outcome = { delivered: boolean; status_code: number | null; error: string | null };
const outcomeText = (o: Outcome) =>
  o.delivered ? `Delivered${o.status_code ? ` (HTTP ${o.status_code})` : ""}` : (o.error ?? "Not delivered");

export default function ChannelsPanel() {
  const client = useQueryClient();
  const channels = useQuery({ queryKey: channelsQueryKey, queryFn: ({ signal }) => channelsApi.list(signal) });
  const [type, setType] = useState<Offered>("ntfy");
  const [target, setTarget] = useState("");
  const [token, setToken] = useState("");
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const refresh = () => client.invalidateQueries({ queryKey: channelsQueryKey });

  const create = useMutation({
    mutationFn: () =>
      channelsApi.create({ type, target: target.trim(), ...(type === "ntfy" && token.trim() ? { token: token.trim() } : {}) }),
    onSuccess: () => {
      toast.success("Channel added");
      setTarget("");
      setToken("");
    },
    onError: (err) => toast.error(errorText(err, "Failed to add the channel")),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => channelsApi.remove(id),
    onSuccess: () => toast.success("Channel removed"),
    onError: (err) => toast.error(errorText(err, "Failed to remove the channel")),
    onSettled: refresh,
  });
  const test = useMutation({
    mutationFn: (id: string) => channelsApi.test(id),
    onSuccess: (outcome, id) => setOutcomes((now) => ({ ...now, [id]: outcome })),
    onError: (err) => toast.error(errorText(err, "Failed to send a test")),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (target.trim()) create.mutate();
  };

  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Channels</h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">Reminders also go to each channel here, with or without this device.</p>
      <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Add a channel">
        <SelectField label="Type" value={type} onChange={(e) => setType(e.target.value as Offered)}>
          {Object.entries(OFFERED).map(([value, o]) => (
            <option key={value} value={value}>
              {o.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={type === "email" ? "E-mail address" : "URL"}
          type={type === "email" ? "email" : "url"}
          inputMode={type === "email" ? "email" : "url"}
          placeholder={OFFERED[type].placeholder}
          hint={OFFERED[type].hint}
          value={target}
          maxLength={CHANNEL_TARGET_MAX}
          required
          onChange={(e) => setTarget(e.target.value)}
        />
        {type === "ntfy" ? (
          <TextField
            label="Access token (optional)"
            type="password"
            autoComplete="off"
            hint="Kept on the server and never shown again."
            value={token}
            maxLength={CHANNEL_TOKEN_MAX}
            onChange={(e) => setToken(e.target.value)}
          />
        ) : null}
        <div>
          <Button type="submit" disabled={create.isPending || !target.trim()} aria-busy={create.isPending}>
            {create.isPending ? "Adding…" : "Add channel"}
          </Button>
        </div>
      </form>
      <TargetList
        items={channels}
        loading="Loading channels…"
        failed="Failed to load your channels"
        empty="No channels yet."
        label="Your channels"
        row={(c) => {
          const outcome = outcomes[c.id];
          return (
            <TargetRow
              target={c.target}
              details={`${c.type in OFFERED ? OFFERED[c.type as Offered].name : c.type}${c.has_token ? " · with access token" : ""}`}
              testing={test.isPending}
              onTest={() => test.mutate(c.id)}
              remove={{ text: "Remove", label: `Remove ${c.target}`, busy: remove.isPending, onClick: () => remove.mutate(c.id) }}
            >
              {outcome ? (
                <p
                  role="status"
                  className={`text-sm ${outcome.delivered ? "text-emerald-800 dark:text-emerald-300" : "text-red-800 dark:text-red-300"}`}
                >
                  Test: {outcomeText(outcome)}
                </p>
              ) : null}
            </TargetRow>
          );
        }}
      />
    </div>
  );
}

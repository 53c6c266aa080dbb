import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX, type WebhookEvent } from "../../../core/webhook-limits.js";
import { Button } from "../../components/ui/button.js";
import { TextField } from "../../components/ui/field.js";
import { TargetList, TargetRow } from "../../components/ui/target-list.js";
import { toast } from "../../lib/toast.js";
import { deliveriesQueryKey, webhooksApi, webhooksQueryKey } from "./connections-api.js";
import { ShownOnce } from "./shown-once.js";
import { errorText } from "../../lib/api.js";
import { WebhookDeliveries } from "./webhook-deliveries.js";

/** Webhooks: add (url and events; the signing secret shown once), list with Test, Delete and the delivery log. */
export function WebhooksPanel() {
  const client = useQueryClient();
  const hooks = useQuery({ queryKey: webhooksQueryKey, queryFn: ({ signal }) => webhooksApi.list(signal) });
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["checkin.created"]);
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: webhooksQueryKey });
  const toggle = (event: WebhookEvent) => setEvents((now) => (now.includes(event) ? now.filter((e) => e !== event) : [...now, event]));

  const create = useMutation({
    mutationFn: () => webhooksApi.create({ url: url.trim(), events }),
    onSuccess: (made) => {
      setSecret(made.secret);
      setUrl("");
    },
    onError: (err) => toast.error(errorText(err, "Failed to add the webhook")),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => webhooksApi.remove(id),
    onSuccess: () => toast.success("Webhook deleted"),
    onError: (err) => toast.error(errorText(err, "Failed to delete the webhook")),
    onSettled: refresh,
  });
  const test = useMutation({
    mutationFn: (id: string) => webhooksApi.test(id),
    onSuccess: (_d, id) => {
      toast.success("Test delivery queued");
      setOpen(id);
      void client.invalidateQueries({ queryKey: deliveriesQueryKey(id) });
    },
    onError: (err) => toast.error(errorText(err, "Failed to send a test")),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (url.trim() && events.length > 0) create.mutate();
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label="Receiver URL"
          type="url"
          inputMode="url"
          placeholder="https://example.org/hooks/progressvault"
          value={url}
          maxLength={WEBHOOK_URL_MAX}
          required
          onChange={(e) => setUrl(e.target.value)}
        />
        <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">Events</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-1 font-mono text-sm text-slate-700 dark:text-slate-200">
              <input type="checkbox" checked={events.includes(event)} onChange={() => toggle(event)} />
              {event}
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" disabled={create.isPending || !url.trim() || events.length === 0} aria-busy={create.isPending}>
            {create.isPending ? "Adding…" : "Add webhook"}
          </Button>
        </div>
      </form>
      {secret ? <ShownOnce label="Your webhook's signing secret" value={secret} onDone={() => setSecret(null)} /> : null}
      <TargetList
        items={hooks}
        loading="Loading webhooks…"
        failed="Failed to load your webhooks"
        empty="No webhooks yet."
        row={(w) => (
          <TargetRow
            target={w.url}
            details={w.events.join(", ")}
            testing={test.isPending}
            onTest={() => test.mutate(w.id)}
            remove={{ text: "Delete", label: `Delete webhook ${w.url}`, busy: remove.isPending, onClick: () => remove.mutate(w.id) }}
            actions={
              <Button
                size="sm"
                variant="secondary"
                aria-expanded={open === w.id}
                onClick={() => setOpen(open === w.id ? null : w.id)}
                aria-label={`Deliveries to ${w.url}`}
              >
                {open === w.id ? "Hide log" : "Deliveries"}
              </Button>
            }
          >
            {open === w.id ? <WebhookDeliveries webhookId={w.id} url={w.url} /> : null}
          </TargetRow>
        )}
      />
    </div>
  );
}

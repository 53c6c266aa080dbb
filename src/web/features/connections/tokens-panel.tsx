import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { TOKEN_DAYS_MAX, TOKEN_NAME_MAX, type TokenScope } from "../../../core/connections-limits.js";
import { Button } from "../../components/ui/button.js";
import { Alert, Spinner } from "../../components/ui/feedback.js";
import { SelectField, TextField } from "../../components/ui/field.js";
import { ApiError } from "../../lib/api.js";
import { toast } from "../../lib/toast.js";
import { ShownOnce } from "./shown-once.js";
import { tokensApi, tokensQueryKey } from "./connections-api.js";

const EXPIRY_CHOICES = [
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: String(TOKEN_DAYS_MAX), label: "1 year" },
  { value: "", label: "Never" },
] as const;

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });
export const errorText = (err: unknown, fallback: string) => (err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback);

/** Personal API tokens: create (shown once), list, revoke. */
export function TokensPanel() {
  const client = useQueryClient();
  const tokens = useQuery({ queryKey: tokensQueryKey, queryFn: ({ signal }) => tokensApi.list(signal) });
  const [name, setName] = useState("");
  const [scope, setScope] = useState<TokenScope>("read");
  const [expiry, setExpiry] = useState<string>("90");
  const [shown, setShown] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: tokensQueryKey });

  const create = useMutation({
    mutationFn: () => tokensApi.create({ name: name.trim(), scope, ...(expiry ? { expires_in_days: Number(expiry) } : {}) }),
    onSuccess: (made) => {
      setShown(made.token);
      setName("");
    },
    onError: (err) => toast.error(errorText(err, "Failed to create the token")),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => tokensApi.revoke(id),
    onSuccess: () => toast.success("Token revoked"),
    onError: (err) => toast.error(errorText(err, "Failed to revoke the token")),
    onSettled: refresh,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) create.mutate();
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <TextField label="Token name" value={name} maxLength={TOKEN_NAME_MAX} required onChange={(e) => setName(e.target.value)} />
        <SelectField label="Access" value={scope} onChange={(e) => setScope(e.target.value as TokenScope)}>
          <option value="read">Read only</option>
          <option value="write">Read and write</option>
        </SelectField>
        <SelectField label="Expires" value={expiry} onChange={(e) => setExpiry(e.target.value)}>
          {EXPIRY_CHOICES.map((c) => (
            <option key={c.label} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={create.isPending || !name.trim()} aria-busy={create.isPending}>
          {create.isPending ? "Creating…" : "Create token"}
        </Button>
      </form>
      {shown ? <ShownOnce label="Your new token" value={shown} onDone={() => setShown(null)} /> : null}
      {tokens.isPending ? (
        <Spinner label="Loading tokens…" />
      ) : tokens.isError ? (
        <Alert>{errorText(tokens.error, "Failed to load your tokens")}</Alert>
      ) : tokens.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No tokens yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {tokens.data.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900 dark:text-white">
                  {t.name}{" "}
                  <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                    ({t.scope === "read" ? "read only" : "read and write"})
                  </span>
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  Created {day(t.created_at)} · {t.expires_at ? `expires ${day(t.expires_at)}` : "never expires"} ·{" "}
                  {t.last_used_at ? `last used ${day(t.last_used_at)}` : "never used"}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(t.id)}
                aria-label={`Revoke token ${t.name}`}
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

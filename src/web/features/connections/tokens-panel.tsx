import { type FormEvent, useState } from "react";
import { TOKEN_DAYS_MAX, TOKEN_NAME_MAX, type TokenScope } from "../../../core/connections-limits.js";
import { Button } from "../../components/ui/button.js";
import { SelectField, TextField } from "../../components/ui/field.js";
import { ShownOnce } from "./shown-once.js";
import { RevocableList } from "./revocable-list.js";
import { tokensApi, tokensQueryKey } from "./connections-api.js";
import { day, useSecretList } from "./use-secret-list.js";

const EXPIRY_CHOICES = [
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: String(TOKEN_DAYS_MAX), label: "1 year" },
  { value: "", label: "Never" },
] as const;

/** Personal API tokens: create (shown once), list, revoke. */
export function TokensPanel() {
  const [name, setName] = useState("");
  const [scope, setScope] = useState<TokenScope>("read");
  const [expiry, setExpiry] = useState<string>("90");
  const { items, create, revoke, shown, hide } = useSecretList({
    queryKey: tokensQueryKey,
    list: tokensApi.list,
    create: () => tokensApi.create({ name: name.trim(), scope, ...(expiry ? { expires_in_days: Number(expiry) } : {}) }),
    secretOf: (made) => made.token,
    onCreated: () => setName(""),
    revoke: tokensApi.revoke,
    noun: "token",
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
      {shown ? <ShownOnce label="Your new token" value={shown} onDone={hide} /> : null}
      <RevocableList
        items={items}
        loading="Loading tokens…"
        failed="Failed to load your tokens"
        empty="No tokens yet."
        title={(t) => (
          <>
            {t.name}{" "}
            <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
              ({t.scope === "read" ? "read only" : "read and write"})
            </span>
          </>
        )}
        details={(t) =>
          `Created ${day(t.created_at)} · ${t.expires_at ? `expires ${day(t.expires_at)}` : "never expires"} · ${
            t.last_used_at ? `last used ${day(t.last_used_at)}` : "never used"
          }`
        }
        revokeLabel={(t) => `Revoke token ${t.name}`}
        revoking={revoke.isPending}
        onRevoke={(id) => revoke.mutate(id)}
      />
    </div>
  );
}

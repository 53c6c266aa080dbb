import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { INVITE_DAYS_DEFAULT } from "../../../core/constants.js";
import { Button } from "../../components/ui/button.js";
import { Alert, EmptyState, Spinner } from "../../components/ui/feedback.js";
import { SelectField } from "../../components/ui/field.js";
import { errorText } from "../../lib/api.js";
import { toast } from "../../lib/toast.js";
import { adminApi, adminKeys } from "./admin-api.js";
import { CopyField } from "./copy-field.js";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
const DAY_CHOICES = [1, 3, 7, 14, 30];

/** Invitations: create one (its link is shown once, to copy), list the pending ones, revoke. */
export function InvitesPanel() {
  const client = useQueryClient();
  const invites = useQuery({ queryKey: adminKeys.invites, queryFn: ({ signal }) => adminApi.invites(signal) });
  const [days, setDays] = useState<number>(INVITE_DAYS_DEFAULT);
  const [created, setCreated] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.invites });
  const create = useMutation({
    mutationFn: adminApi.createInvite,
    onSuccess: (res) => setCreated(res.url),
    onError: (err) => toast.error(errorText(err, "Failed to create the invitation")),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: adminApi.revokeInvite,
    onSuccess: () => toast.success("Invitation revoked"),
    onError: (err) => toast.error(errorText(err, "Failed to revoke the invitation")),
    onSettled: refresh,
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <SelectField label="Valid for" value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {DAY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {d} day{d === 1 ? "" : "s"}
            </option>
          ))}
        </SelectField>
        <Button disabled={create.isPending} aria-busy={create.isPending} onClick={() => create.mutate(days)}>
          Create invitation
        </Button>
      </div>
      {created ? <CopyField label="Invitation link" value={created} hint="Works once. It is not shown again: copy it now." /> : null}
      {invites.isPending ? (
        <Spinner label="Loading invitations…" />
      ) : invites.isError ? (
        <Alert>{errorText(invites.error, "Failed to load the invitations")}</Alert>
      ) : invites.data.length === 0 ? (
        <EmptyState title="No pending invitations" />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {invites.data.map((inv) => (
            <li key={inv.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <p className="text-sm text-slate-700 dark:text-slate-200">
                Made {when(inv.created_at)}
                {inv.created_by ? ` by ${inv.created_by}` : ""} · expires {when(inv.expires_at)}
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(inv.id)}
                aria-label={`Revoke the invitation that expires ${when(inv.expires_at)}`}
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

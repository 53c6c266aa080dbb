import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button.js";
import { Alert, EmptyState, Spinner } from "../../components/ui/feedback.js";
import { SelectField, TextField } from "../../components/ui/field.js";
import { errorText } from "../../lib/api.js";
import { toast } from "../../lib/toast.js";
import { adminApi, adminKeys } from "./admin-api.js";
import { CopyField } from "./copy-field.js";

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" }) : "never");

/** Every account: search, role, disable, a password link to copy, delete after confirmation. */
export function UsersPanel({ me }: { me: string }) {
  const client = useQueryClient();
  const users = useQuery({ queryKey: adminKeys.users, queryFn: ({ signal }) => adminApi.users(signal) });
  const [search, setSearch] = useState("");
  const [link, setLink] = useState<{ username: string; url: string } | null>(null);
  const done = { onSettled: () => client.invalidateQueries({ queryKey: adminKeys.users }) };
  const fail = (fallback: string) => (err: unknown) => toast.error(errorText(err, fallback));
  const patch = useMutation({
    mutationFn: (v: { username: string; role?: "admin" | "member"; disabled?: boolean }) =>
      adminApi.patchUser(v.username, { role: v.role, disabled: v.disabled }),
    onSuccess: (u) => toast.success(`${u.username}: ${u.disabled ? "disabled" : u.role}`),
    onError: fail("Failed to change the account"),
    ...done,
  });
  const remove = useMutation({
    mutationFn: adminApi.deleteUser,
    onSuccess: (_, username) => toast.success(`Deleted ${username}`),
    onError: fail("Failed to delete the account"),
    ...done,
  });
  const reset = useMutation({
    mutationFn: adminApi.resetLink,
    onSuccess: (res, username) => setLink({ username, url: res.url }),
    onError: fail("Failed to make a password link"),
  });

  if (users.isPending) return <Spinner label="Loading accounts…" />;
  if (users.isError) return <Alert>{errorText(users.error, "Failed to load the accounts")}</Alert>;
  const q = search.trim().toLowerCase();
  const shown = users.data.filter((u) => u.username.includes(q));
  return (
    <div className="flex flex-col gap-4">
      <TextField label="Search accounts" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {link ? (
        <CopyField
          label={`Password link for ${link.username}`}
          value={link.url}
          hint="Works once, for 24 hours. Send it to them; it is not shown again."
        />
      ) : null}
      {shown.length === 0 ? (
        <EmptyState title="No account matches" />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {shown.map((u) => (
            <li key={u.username} className="flex flex-col gap-3 px-4 py-3">
              <div>
                <p className="font-medium text-slate-900 dark:text-white">
                  {u.username}
                  {u.username === me ? <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">(you)</span> : null}
                  {u.disabled ? (
                    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
                      Disabled
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  Joined {day(u.created_at)} · last sign-in {day(u.last_seen_at)} · {u.goals} goal{u.goals === 1 ? "" : "s"}
                </p>
              </div>
              <div className="flex flex-wrap items-end gap-2">
                <SelectField
                  label={`Role of ${u.username}`}
                  hideLabel
                  value={u.role}
                  disabled={patch.isPending}
                  onChange={(e) => patch.mutate({ username: u.username, role: e.target.value as "admin" | "member" })}
                >
                  <option value="member">Member</option>
                  <option value="admin">Admin</option>
                </SelectField>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={patch.isPending}
                  onClick={() => patch.mutate({ username: u.username, disabled: !u.disabled })}
                  aria-label={`${u.disabled ? "Enable" : "Disable"} ${u.username}`}
                >
                  {u.disabled ? "Enable" : "Disable"}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={reset.isPending}
                  onClick={() => reset.mutate(u.username)}
                  aria-label={`Make a password link for ${u.username}`}
                >
                  Password link
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={`Delete ${u.username}`}
                  onClick={() => {
                    if (window.confirm(`Delete ${u.username} and ALL their goals and journals? This cannot be undone.`))
                      remove.mutate(u.username);
                  }}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

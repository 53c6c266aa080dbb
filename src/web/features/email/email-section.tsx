/**
 * Settings → E-mail address (issue 32): add an address, see it pending until the link mailed to
 * it is opened, confirmed after, remove it. Its own chunk, loaded by the settings page. When the
 * server sends no e-mail the section is not drawn at all: `frame` wraps the panel only when it is.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { EMAIL_ADDRESS_MAX, EMAIL_CONFIRM_HOURS } from "../../../core/mail-limits.js";
import { Button } from "../../components/ui/button.js";
import { Alert, Spinner } from "../../components/ui/feedback.js";
import { TextField } from "../../components/ui/field.js";
import { errorText } from "../../lib/api.js";
import { browserTimeZone } from "../../lib/time-zone.js";
import { toast } from "../../lib/toast.js";
import { accountEmailQueryKey, emailApi, mailIsOff } from "./email-api.js";

export default function EmailSection({ frame }: { frame: (panel: ReactNode) => ReactNode }) {
  const email = useQuery({ queryKey: accountEmailQueryKey, queryFn: ({ signal }) => emailApi.get(signal), retry: false });
  if (email.isError && mailIsOff(email.error)) return null;
  return frame(
    email.isPending ? (
      <Spinner label="Loading your e-mail address…" />
    ) : email.isError ? (
      <Alert>{errorText(email.error, "Failed to load your e-mail address")}</Alert>
    ) : (
      <EmailPanel current={email.data.email} />
    ),
  );
}

type CurrentEmail = { address: string; confirmed: boolean; weekly_summary: boolean };

function EmailPanel({ current }: { current: CurrentEmail | null }) {
  const client = useQueryClient();
  const [address, setAddress] = useState("");
  const settle = (data: Awaited<ReturnType<typeof emailApi.get>> | null) =>
    client.setQueryData(accountEmailQueryKey, data ?? { email: null });
  const save = useMutation({
    mutationFn: () => emailApi.set(address.trim()),
    onSuccess: (data) => {
      settle(data);
      setAddress("");
      toast.success("Confirmation link sent");
    },
    onError: (err) => toast.error(errorText(err, "Failed to set the address")),
  });
  const remove = useMutation({
    mutationFn: () => emailApi.remove(),
    onSuccess: () => {
      settle(null);
      toast.success("E-mail address removed");
    },
    onError: (err) => toast.error(errorText(err, "Failed to remove the address")),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (address.trim() && !save.isPending) save.mutate();
  };

  return (
    <div className="flex flex-col gap-4">
      {current ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 px-4 py-3 dark:border-slate-800">
          <div className="min-w-0">
            <p className="text-sm break-all text-slate-900 dark:text-white">{current.address}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="email-status">
              {current.confirmed
                ? "Confirmed: a password reset link can be sent here."
                : `Pending confirmation: open the link mailed to it (it works for ${EMAIL_CONFIRM_HOURS} hours).`}
            </p>
          </div>
          <Button size="sm" variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Remove
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">No e-mail address yet.</p>
      )}
      {current ? <WeeklySummaryToggle current={current} /> : null}
      <form onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label={current ? "New e-mail address" : "E-mail address"}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={address}
          maxLength={EMAIL_ADDRESS_MAX}
          required
          onChange={(e) => setAddress(e.target.value)}
        />
        <div>
          <Button type="submit" disabled={save.isPending || !address.trim()} aria-busy={save.isPending}>
            {save.isPending ? "Sending…" : "Send confirmation link"}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The weekly summary (off by default), mailed on the first morning of the week in this browser's time zone. */
function WeeklySummaryToggle({ current }: { current: CurrentEmail }) {
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: (on: boolean) => emailApi.weeklySummary(on, browserTimeZone()),
    onSuccess: (data) => client.setQueryData(accountEmailQueryKey, data),
    onError: (err) => toast.error(errorText(err, "Failed to change the weekly summary")),
  });
  return (
    <label className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
      <input
        type="checkbox"
        className="mt-1"
        checked={current.weekly_summary}
        disabled={toggle.isPending}
        onChange={(e) => toggle.mutate(e.target.checked)}
      />
      <span>
        Weekly summary by e-mail: your goals and the week&apos;s check-ins, on the first morning of your week
        {current.confirmed ? "." : ", once this address is confirmed."}
      </span>
    </label>
  );
}

import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.js";
import { TextField } from "../../components/ui/field.js";
import { ButtonSpinner } from "../../features/auth/button-spinner.js";
import { settingsApi } from "./settings-api.js";
import { toast } from "../../lib/toast.js";
import { SETTINGS_MESSAGES, SETTINGS_TOAST_MS, serverErrorOr } from "./settings-messages.js";

/**
 * Update password. The spec sends only the new password; our server also checks the current
 * one (a stolen token alone cannot take the account), so both are sent.
 */
export function PasswordForm({ username }: { username: string }) {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const change = useMutation({
    mutationFn: settingsApi.changePassword,
    onSuccess: () => {
      setCurrent("");
      setNew("");
      toast.success(SETTINGS_MESSAGES.passwordUpdated, SETTINGS_TOAST_MS);
    },
    onError: (err) => toast.error(serverErrorOr(err, SETTINGS_MESSAGES.passwordFailed), SETTINGS_TOAST_MS),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (change.isPending) return;
    if (!currentPassword || !newPassword) {
      toast.warning(SETTINGS_MESSAGES.passwordFieldsMissing, SETTINGS_TOAST_MS);
      return;
    }
    change.mutate({ currentPassword, newPassword });
  }

  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
      {/* A hidden username lets password managers update the right saved entry. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        label="Current password"
        type="password"
        name="current-password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrent(e.target.value)}
        required
      />
      <TextField
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint="At least 8 characters. Other devices are signed out when it changes."
        value={newPassword}
        onChange={(e) => setNew(e.target.value)}
        required
      />
      <div>
        <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending ? <ButtonSpinner /> : null}
          {change.isPending ? "Updating…" : "Update password"}
        </Button>
      </div>
    </form>
  );
}

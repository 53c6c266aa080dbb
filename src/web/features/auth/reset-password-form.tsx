import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { newPasswordProblem } from "../../../core/password-rules.js";
import { Button } from "../../components/ui/button.js";
import { Alert } from "../../components/ui/feedback.js";
import { TextField } from "../../components/ui/field.js";
import { AUTH_MESSAGES, describeAuthError } from "./auth-messages.js";
import { authApi } from "./auth-api.js";
import { ButtonSpinner } from "./button-spinner.js";

export const RESET_MESSAGES = {
  missing: "Please enter the new password",
  failed: "Failed to set the password",
} as const;

/**
 * The new password of a one-time link (POST /api/auth/reset): the spec's password rules are
 * checked here as the server checks them (core/password-rules.ts), then `onDone` leads on.
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (newPassword: string) => authApi.reset({ token, newPassword }),
    onSuccess: onDone,
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (reset.isPending) return;
    reset.reset();
    const problem = !password
      ? RESET_MESSAGES.missing
      : (newPasswordProblem(password) ?? (password !== confirm ? AUTH_MESSAGES.passwordsMismatch : null));
    setInvalid(problem);
    if (problem) return;
    reset.mutate(password);
  }

  const message = invalid ?? (reset.isError ? describeAuthError(reset.error, RESET_MESSAGES.failed) : null);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {message ? <Alert>{message}</Alert> : null}
      <TextField
        label="New password"
        name="new-password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Every device signed in to this account is signed out."
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={invalid !== null && invalid !== AUTH_MESSAGES.passwordsMismatch}
        required
      />
      <TextField
        label="Confirm new password"
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        aria-invalid={invalid === AUTH_MESSAGES.passwordsMismatch}
        required
      />
      <Button type="submit" size="lg" disabled={reset.isPending} aria-busy={reset.isPending} className="mt-2 w-full">
        {reset.isPending ? <ButtonSpinner /> : null}
        {reset.isPending ? "Setting password…" : "Set password"}
      </Button>
    </form>
  );
}

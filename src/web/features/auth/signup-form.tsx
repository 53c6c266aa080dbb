import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { MOTIVATION_MAX_LENGTH, SIGNUP_REDIRECT_MS } from "../../../core/constants.js";
import { Button } from "../../components/ui/button.js";
import { Alert } from "../../components/ui/feedback.js";
import { TextArea, TextField } from "../../components/ui/field.js";
import { authApi } from "./auth-api.js";
import { AUTH_MESSAGES, signupErrorMessage, validateSignup } from "./auth-messages.js";
import { ButtonSpinner } from "./button-spinner.js";

/**
 * Creates the account, shows "Account created! Redirecting..." and calls `onRedirect` after
 * 1.2 s. The token the server returns is not kept: the spec sends the new user to log in.
 * With `askInvite` (SIGNUP_MODE invite) it also takes the invitation code, `initialInvite` filled in.
 */
export function SignupForm({
  onRedirect,
  askInvite = false,
  initialInvite = "",
}: {
  onRedirect: (username: string) => void;
  askInvite?: boolean;
  initialInvite?: string;
}) {
  const [invite, setInvite] = useState(initialInvite);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [why, setWhy] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const signup = useMutation({ mutationFn: authApi.signup });
  const created = signup.data?.username;

  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(() => onRedirect(created), SIGNUP_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [created, onRedirect]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (signup.isPending || created) return;
    signup.reset();
    const problem = validateSignup(username, password, confirm);
    setInvalid(problem);
    if (problem) return;
    const body = { username: username.trim(), password, why: why.trim() };
    signup.mutate(askInvite && invite.trim() ? { ...body, invite: invite.trim() } : body);
  }

  const message = invalid ?? (signup.isError ? signupErrorMessage(signup.error) : null);
  const locked = signup.isPending || Boolean(created);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {message ? <Alert>{message}</Alert> : null}
      {created ? (
        <p
          role="status"
          className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {AUTH_MESSAGES.signupSuccess}
        </p>
      ) : null}
      {askInvite ? (
        <TextField
          label="Invitation code"
          name="invite"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="From the invitation link or message the admin sent you"
          value={invite}
          onChange={(e) => setInvite(e.target.value)}
          readOnly={locked}
          required
        />
      ) : null}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="3–30 characters: lowercase letters, numbers, _ or -"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        aria-invalid={invalid === AUTH_MESSAGES.signupMissing && !username.trim()}
        readOnly={locked}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={invalid !== null && (!password || invalid === AUTH_MESSAGES.passwordsMismatch)}
        readOnly={locked}
        required
      />
      <TextField
        label="Confirm password"
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        aria-invalid={invalid === AUTH_MESSAGES.passwordsMismatch}
        readOnly={locked}
        required
      />
      <TextArea
        label="Why are you doing this?"
        name="why"
        rows={3}
        maxLength={MOTIVATION_MAX_LENGTH}
        hint="Optional. A line to come back to when motivation dips."
        value={why}
        onChange={(e) => setWhy(e.target.value)}
        readOnly={locked}
      />
      <Button type="submit" size="lg" disabled={locked} aria-busy={signup.isPending} className="mt-2 w-full">
        {signup.isPending ? <ButtonSpinner /> : null}
        {signup.isPending ? "Creating account…" : "Sign up"}
      </Button>
    </form>
  );
}

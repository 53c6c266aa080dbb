import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { RESET_LINK_HOURS } from "../../../core/constants.js";
import { EMAIL_ADDRESS_MAX } from "../../../core/mail-limits.js";
import { Button } from "../../components/ui/button.js";
import { Alert } from "../../components/ui/feedback.js";
import { TextField } from "../../components/ui/field.js";
import { errorText } from "../../lib/api.js";
import { authApi } from "./auth-api.js";
import { useSiteAuth } from "./signup-mode.js";

/**
 * "Forgot password?" on /login. When the server sends e-mail (/api/site `mail`, issue 32) it asks
 * for the account's confirmed address and mails the one-time link there; otherwise (issue 31) it
 * says so and sends the user to the server's admin, who makes a password link (Admin page, or
 * the README's "Password reset"); how the admin does it is not shown to users.
 */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const mailOn = useSiteAuth().data?.mail === true;
  return (
    <div className="text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((o) => !o)}
        className="rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-100 dark:hover:text-white"
      >
        Forgot password?
      </button>
      <div
        id={panel}
        hidden={!open}
        className="mt-2 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"
      >
        {mailOn ? (
          <MailResetLink />
        ) : (
          <p>
            This server does not send e-mail, so it cannot mail you a reset link. Ask the admin of this server for a password link. It works
            once, for {RESET_LINK_HOURS} hours, and lets you choose a new password.
          </p>
        )}
      </div>
    </div>
  );
}

/** The address form: one answer for every address, whether an account has it or not. */
function MailResetLink() {
  const [email, setEmail] = useState("");
  const send = useMutation({ mutationFn: () => authApi.forgot({ email: email.trim() }) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim() && !send.isPending) send.mutate();
  };
  if (send.isSuccess) return <p role="status">{send.data.message}</p>;
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <p>
        Enter your account's confirmed e-mail address: a link that sets a new password is mailed there (it works once, for{" "}
        {RESET_LINK_HOURS} hours).
      </p>
      {send.isError ? <Alert>{errorText(send.error, "Failed to send the link")}</Alert> : null}
      <TextField
        label="E-mail address"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        maxLength={EMAIL_ADDRESS_MAX}
        required
        onChange={(e) => setEmail(e.target.value)}
      />
      <div>
        <Button type="submit" size="sm" disabled={send.isPending || !email.trim()} aria-busy={send.isPending}>
          {send.isPending ? "Sending…" : "Mail me a reset link"}
        </Button>
      </div>
    </form>
  );
}

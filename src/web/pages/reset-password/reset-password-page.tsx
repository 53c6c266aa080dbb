import { useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "../../components/ui/button.js";
import { Alert } from "../../components/ui/feedback.js";
import { AuthCard, authLinkClass } from "../../features/auth/auth-card.js";
import { AuthPageShell } from "../../features/auth/auth-page-shell.js";
import { ResetPasswordForm } from "../../features/auth/reset-password-form.js";

/**
 * /reset-password?token=…: the one-time link an admin makes (or `npm run user -- add` prints)
 * sets a new password, then leads to /login. The link works once; every session of the account ends.
 */
export function ResetPasswordPage() {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get("token") ?? "";
  const [done, setDone] = useState(false);
  return (
    <AuthPageShell>
      <AuthCard
        title="Choose a new password"
        intro="This link works once. After it, log in with the new password."
        footer={
          <Link to="/login" className={authLinkClass}>
            Back to log in
          </Link>
        }
      >
        {done ? (
          <div className="flex flex-col gap-4">
            <Alert kind="info">Your password is set. Log in with it now.</Alert>
            <Link to="/login" className={buttonClass("primary", "lg")}>
              Log in
            </Link>
          </div>
        ) : token ? (
          <ResetPasswordForm token={token} onDone={() => setDone(true)} />
        ) : (
          <Alert>
            This password link is incomplete. Open the whole link you were given, or ask the admin of this server for a new one.
          </Alert>
        )}
      </AuthCard>
    </AuthPageShell>
  );
}

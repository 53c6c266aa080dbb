import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.js";
import { Alert, Spinner } from "../../components/ui/feedback.js";
import { AuthCard, authLinkClass } from "../../features/auth/auth-card.js";
import { AuthPageShell } from "../../features/auth/auth-page-shell.js";
import { emailApi } from "../../features/email/email-api.js";
import { errorText } from "../../lib/api.js";
import { useSession } from "../../lib/session.js";
import { readSession, writeSession } from "../../lib/storage.js";

/** Where a link's token waits while its owner logs in (this tab only). */
const PENDING_TOKEN_KEY = "pv_confirm_email_token";

/** The token of a `/confirm-email#token=…` link, taken out of the address bar at once. */
function takeTokenFromFragment(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
  if (token) {
    writeSession(PENDING_TOKEN_KEY, token);
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }
  return token || (readSession(PENDING_TOKEN_KEY) ?? "");
}

/**
 * /confirm-email#token=…: the link mailed to a new address (issue 32). The token rides in the
 * fragment, which the browser never sends, so no server or proxy log holds it; this page posts it
 * signed in (POST /api/account/email/confirm). Signed out, it keeps the token for this tab and
 * leads to the login page, which brings the user back here.
 */
export function ConfirmEmailPage() {
  const { token: session } = useSession();
  const [token] = useState(takeTokenFromFragment);
  const asked = useRef(false);
  const confirm = useMutation({
    mutationFn: () => emailApi.confirm(token),
    onSettled: () => writeSession(PENDING_TOKEN_KEY, ""),
  });
  useEffect(() => {
    if (!session || !token || asked.current) return;
    asked.current = true;
    confirm.mutate();
  }, [session, token, confirm]);

  return (
    <AuthPageShell>
      <AuthCard
        title="Confirm your e-mail address"
        intro="The link mailed to your address confirms it for your account."
        footer={
          <Link to="/settings" className={authLinkClass}>
            Back to settings
          </Link>
        }
      >
        {!token ? (
          <Alert>This confirmation link is incomplete. Open the whole link from the mail, or add the address again in Settings.</Alert>
        ) : !session ? (
          <div className="flex flex-col gap-4">
            <Alert kind="info">Log in to the account that added this address to confirm it.</Alert>
            <Link to={`/login?next=${encodeURIComponent("/confirm-email")}`} className={buttonClass("primary", "lg")}>
              Log in
            </Link>
          </div>
        ) : confirm.isSuccess ? (
          <div className="flex flex-col gap-4">
            <Alert kind="info">{`Confirmed: ${confirm.data.email?.address ?? "your address"} is your account's e-mail address.`}</Alert>
            <Link to="/settings" className={buttonClass("primary", "lg")}>
              Go to settings
            </Link>
          </div>
        ) : confirm.isError ? (
          <Alert>{errorText(confirm.error, "Failed to confirm the address")}</Alert>
        ) : (
          <Spinner label="Confirming…" />
        )}
      </AuthCard>
    </AuthPageShell>
  );
}

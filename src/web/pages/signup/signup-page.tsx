import { useCallback } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Alert } from "../../components/ui/feedback.js";
import { AuthCard, authLinkClass } from "../../features/auth/auth-card.js";
import { AuthPageShell } from "../../features/auth/auth-page-shell.js";
import { withNext } from "../../features/auth/next-param.js";
import { SignupForm } from "../../features/auth/signup-form.js";
import { SingleSignOnButton } from "../../features/auth/single-sign-on.js";
import { SIGNUP_MODE_TEXT, inviteFromSearch, useSignupMode } from "../../features/auth/signup-mode.js";

/**
 * /signup: after "Account created! Redirecting..." the new user goes to /login to sign in.
 * The server's SIGNUP_MODE is said before anyone types: closed shows no form, invite asks for
 * the code (`/signup?invite=CODE` fills it in); open is the spec's page.
 */
export function SignupPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const mode = useSignupMode();
  // The login form starts with the new username filled in.
  const toLogin = useCallback((username: string) => navigate(withNext("/login", search), { state: { username } }), [navigate, search]);
  const gate = mode === "invite" || mode === "closed" ? SIGNUP_MODE_TEXT[mode] : undefined;
  return (
    <AuthPageShell>
      <AuthCard
        title="Create your account"
        intro="Free, private by default, no paywall. Start tracking in under 30 seconds."
        footer={
          <>
            Already have an account?{" "}
            <Link to={withNext("/login", search)} className={authLinkClass}>
              Log in
            </Link>
          </>
        }
      >
        {gate ? (
          <div className="mb-4">
            <Alert kind={mode === "closed" ? "warning" : "info"}>
              <p className="font-semibold">{gate.title}</p>
              <p className="mt-1">{gate.body}</p>
            </Alert>
          </div>
        ) : null}
        {mode === "closed" ? null : (
          <>
            <SignupForm onRedirect={toLogin} askInvite={mode === "invite"} initialInvite={inviteFromSearch(search)} />
            {/* An invitation link's code goes with the sign-on, and is redeemed by the account it makes. */}
            <SingleSignOnButton invite={inviteFromSearch(search) || undefined} />
          </>
        )}
      </AuthCard>
    </AuthPageShell>
  );
}

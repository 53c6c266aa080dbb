import { Link, useLocation, useNavigate } from "react-router";
import { safeNextPath } from "../../components/layout/require-auth.js";
import { AuthCard, authLinkClass } from "../../features/auth/auth-card.js";
import { AuthPageShell } from "../../features/auth/auth-page-shell.js";
import { ForgotPassword } from "../../features/auth/forgot-password.js";
import { LoginForm } from "../../features/auth/login-form.js";
import { withNext } from "../../features/auth/next-param.js";
import { SingleSignOnButton, useExternalSignIn } from "../../features/auth/single-sign-on.js";
import { Alert, Spinner } from "../../components/ui/feedback.js";

/**
 * /login: success goes to the `next` target when it is a same-site path, else /dashboard.
 * "Forgot password?" mails a reset link when the server sends e-mail (issue 32), else says how to
 * get one from the admin (issue 31). With single sign-on set up, its button; back from the
 * provider (`?sso=done`) or behind a trusted authenticating proxy, the page signs in by itself
 * (features/auth/single-sign-on.tsx).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const prefill = (state as { username?: unknown } | null)?.username;
  const hasNext = new URLSearchParams(search).has("next");
  const external = useExternalSignIn(search, () => navigate(safeNextPath(search), { replace: true }));
  return (
    <AuthPageShell>
      <AuthCard
        title="Log in"
        intro={hasNext ? "Log in to continue where you were going." : "Welcome back. Pick up your goals where you left them."}
        footer={
          <>
            New here?{" "}
            <Link to={withNext("/signup", search)} className={authLinkClass}>
              Sign up
            </Link>
          </>
        }
      >
        {external.pending ? (
          <div className="mb-4">
            <Spinner label="Signing you in…" />
          </div>
        ) : null}
        {external.error ? (
          <div className="mb-4">
            <Alert>{external.error}</Alert>
          </div>
        ) : null}
        <LoginForm
          initialUsername={typeof prefill === "string" ? prefill : ""}
          onSignedIn={() => navigate(safeNextPath(search), { replace: true })}
        />
        <SingleSignOnButton />
        <div className="mt-4">
          <ForgotPassword />
        </div>
      </AuthCard>
    </AuthPageShell>
  );
}

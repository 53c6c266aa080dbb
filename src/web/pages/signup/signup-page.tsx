import { useCallback } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { AuthCard, authLinkClass } from "../../features/auth/auth-card.js";
import { AuthPageShell } from "../../features/auth/auth-page-shell.js";
import { withNext } from "../../features/auth/next-param.js";
import { SignupForm } from "../../features/auth/signup-form.js";

/** /signup: after "Account created! Redirecting..." the new user goes to /login to sign in. */
export function SignupPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  // The login form starts with the new username filled in.
  const toLogin = useCallback((username: string) => navigate(withNext("/login", search), { state: { username } }), [navigate, search]);
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
        <SignupForm onRedirect={toLogin} />
      </AuthCard>
    </AuthPageShell>
  );
}

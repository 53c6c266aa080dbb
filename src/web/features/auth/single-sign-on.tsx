/**
 * Single sign-on and the authenticating proxy on the auth pages (issue 31, decision 049).
 *
 * - The button (OIDC_LABEL) is a plain link to GET /api/auth/oidc/start: the server sends the
 *   browser to the identity provider, which sends it back to the server's callback, which sends
 *   it to /login?sso=done with a one-time code in an HttpOnly cookie. The login page then trades
 *   that code by POST (no token in any URL) and stores the session as a password login does.
 * - With AUTH_PROXY_HEADER set, the login page asks POST /api/auth/proxy once: a trusted proxy's
 *   user is signed in at once; anyone else gets 401 and the password form, as without a proxy.
 */
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { buttonClass } from "../../components/ui/button.js";
import { ApiError } from "../../lib/api.js";
import { saveSession } from "../../lib/session.js";
import { externalSignInApi } from "./auth-api.js";
import { loginErrorMessage } from "./auth-messages.js";
import { useSiteAuth } from "./signup-mode.js";

/** "or" and the single sign-on button, when the server has one; `invite` is redeemed through it. */
export function SingleSignOnButton({ invite }: { invite?: string }) {
  const label = useSiteAuth().data?.sso;
  if (!label) return null;
  const href = `/api/auth/oidc/start${invite ? `?invite=${encodeURIComponent(invite)}` : ""}`;
  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </p>
      <a href={href} className={`${buttonClass("secondary", "lg")} w-full text-center`}>
        {label}
      </a>
    </div>
  );
}

/**
 * On /login: finishes a single sign-on (`?sso=done`) or asks the proxy, once each. Answers
 * whether that is under way (the page shows it) and its error text (null when none).
 */
export function useExternalSignIn(search: string, onSignedIn: () => void): { pending: boolean; error: string | null } {
  const site = useSiteAuth();
  const returning = new URLSearchParams(search).get("sso") === "done";
  const sso = useMutation({ mutationFn: externalSignInApi.finishSingleSignOn });
  const proxy = useMutation({ mutationFn: externalSignInApi.proxy });
  // Asked once each per page, however often the page draws (the guard, not the effect's deps).
  const asked = useRef({ sso: false, proxy: false });

  useEffect(() => {
    if (!returning || asked.current.sso) return;
    asked.current.sso = true;
    sso.mutate(undefined, {
      onSuccess: (res) => {
        saveSession(res.token, res.username);
        onSignedIn();
      },
    });
  }, [returning, sso, onSignedIn]);

  const proxyOn = site.data?.authProxy === true;
  useEffect(() => {
    if (!proxyOn || returning || asked.current.proxy) return;
    asked.current.proxy = true;
    proxy.mutate(undefined, {
      onSuccess: (res) => {
        saveSession(res.token, res.username);
        onSignedIn();
      },
    });
  }, [proxyOn, returning, proxy, onSignedIn]);

  // A proxy that did not vouch for this browser (401) is no error: the password form is the way in.
  const proxyError = proxy.isError && !(proxy.error instanceof ApiError && proxy.error.status === 401);
  return {
    pending: sso.isPending || proxy.isPending,
    error: sso.isError ? loginErrorMessage(sso.error) : proxyError ? loginErrorMessage(proxy.error) : null,
  };
}

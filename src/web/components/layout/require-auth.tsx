import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { isDemoSearch } from "../../lib/demo-mode.js";
import { useSession, wasLoggedOutHere } from "../../lib/session.js";

/**
 * Guard for /dashboard and /journal. Of the spec's two readings we follow signed-in-core:
 * the guard is the stored token, and a visitor without one is sent to /login (with a
 * return target), which is what a person who follows a dashboard link expects.
 */
export function RequireAuth({ children, allowDemo = false }: { children: ReactNode; allowDemo?: boolean }) {
  const { token } = useSession();
  const location = useLocation();
  const demo = allowDemo && isDemoSearch(location.search);
  if (!token && !demo) {
    // Logging out re-renders this guard before the logout's own navigation lands: no return target.
    if (wasLoggedOutHere()) return <Navigate to="/login" replace />;
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}

export { isDemoSearch };

/**
 * The return target in a `next` query parameter, when it is a same-site relative path (a
 * single leading "/"); anything else (absent, "//host", "/\\host", a full URL) → /dashboard.
 */
export function safeNextPath(search: string): string {
  const next = new URLSearchParams(search).get("next");
  if (!next || !next.startsWith("/") || next.startsWith("//")) return "/dashboard";
  // Browsers read a backslash as "/" and drop tabs and newlines from URLs, so a path such
  // as "/<backslash>evil.example" or "/<tab>/evil.example" would leave the site.
  for (const ch of next) {
    const code = ch.charCodeAt(0);
    if (ch === "\\" || code < 0x20 || code === 0x7f) return "/dashboard";
  }
  return next;
}

/**
 * Login and signup are closed to signed-in users. The login page saves the session and this
 * guard then moves on, so it honours the same `next` target the login page does.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (token) return <Navigate to={safeNextPath(location.search)} replace />;
  return <>{children}</>;
}

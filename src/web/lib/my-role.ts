/**
 * The signed-in person's role (GET /api/auth/me), for the header's Admin link, and the account's
 * week start kept on the device (lib/week-start.ts): asked once per
 * token and page load. A small external store rather than a query: the header is drawn on pages
 * that load no query library (the landing and public goal pages).
 */
import { useSyncExternalStore } from "react";
import { request } from "./api.js";
import { getToken } from "./session.js";
import { rememberWeekStart } from "./week-start.js";

let askedFor: string | undefined;
let role: string | undefined;
const listeners = new Set<() => void>();

/** Listens without asking: demo mode makes no server calls (spec §1). */
function listen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const token = getToken();
  if (token && askedFor !== token) {
    askedFor = token;
    role = undefined;
    request("GET /auth/me").then(
      ({ data }) => {
        if (askedFor !== token) return;
        role = data?.role; // a stubbed or empty answer (tests, a proxy) leaves no role
        // The account's week start reaches a device that never opened Settings (the goal form's weekdays).
        if (data?.week_start) rememberWeekStart(data.week_start);
        for (const l of listeners) l();
      },
      () => {
        if (askedFor === token) askedFor = undefined;
      },
    );
  }
  return () => listeners.delete(listener);
}

/**
 * Whether the signed-in person is an admin of this server; false until the server says so, and
 * always false (no request) when `ask` is false, as in demo mode.
 */
export function useIsAdmin(ask: boolean): boolean {
  return useSyncExternalStore(
    ask ? subscribe : listen,
    () => ask && role === "admin" && askedFor === getToken(),
    () => false,
  );
}

/**
 * Demo mode (spec §1: `demo=1` or `demo=true`, sample data, no server calls) is a property of
 * the URL, so every in-app link out of a demo page carries the flag on, or the next page would
 * be the signed-in one (a `/login?next=…` dead end for a visitor).
 */
import { useLocation } from "react-router";
import { hasDemoFlag } from "../../core/app-routes.js";

/** The flag as the server reads it too (core/app-routes.ts: the demo's public pages answer 200). */
export const isDemoSearch = hasDemoFlag;

export function useDemoMode(): boolean {
  return isDemoSearch(useLocation().search);
}

/** `path` with `demo=1` added in demo mode; unchanged otherwise. */
export function demoPath(path: string, demo: boolean): string {
  if (!demo) return path;
  return `${path}${path.includes("?") ? "&" : "?"}demo=1`;
}

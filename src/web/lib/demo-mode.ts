/**
 * Demo mode (spec §1: `demo=1` or `demo=true`, sample data, no server calls) is a property of
 * the URL, so every in-app link out of a demo page carries the flag on, or the next page would
 * be the signed-in one (a `/login?next=…` dead end for a visitor).
 */
import { useLocation } from "react-router";

export function isDemoSearch(search: string): boolean {
  const v = new URLSearchParams(search).get("demo");
  return v === "1" || v === "true";
}

export function useDemoMode(): boolean {
  return isDemoSearch(useLocation().search);
}

/** `path` with `demo=1` added in demo mode; unchanged otherwise. */
export function demoPath(path: string, demo: boolean): string {
  if (!demo) return path;
  return `${path}${path.includes("?") ? "&" : "?"}demo=1`;
}

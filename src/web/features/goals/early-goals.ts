/**
 * The goals request that index.html's inline script starts as soon as the HTML is parsed on
 * /dashboard (issue 8: LCP). Without it, the request waited for the entry chunk, the router and
 * the dashboard chunk; with it, the ~100 kB answer downloads beside the code. The goals query
 * takes it once; every later fetch (refetch, invalidation) is an ordinary request.
 */

/** The global the inline script sets (index.html; early-goals.test.ts keeps the two in step). */
export const EARLY_GOALS_GLOBAL = "__pvEarlyGoals";

interface EarlyGoals {
  /** The token the request was sent with. */
  token: string;
  response: Promise<Response>;
}

type EarlyGoalsWindow = Record<typeof EARLY_GOALS_GLOBAL, EarlyGoals | undefined>;

/**
 * The early request's response, once: it is forgotten as it is taken. Nothing when there was no
 * early request, or when it went out with another token than `token` (the person signed in anew).
 */
export function takeEarlyGoals(token: string | null): Promise<Response> | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as EarlyGoalsWindow;
  const early = w[EARLY_GOALS_GLOBAL];
  if (!early) return undefined;
  w[EARLY_GOALS_GLOBAL] = undefined;
  return token !== null && early.token === token ? early.response : undefined;
}

import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { normaliseGoal } from "../../../core/wire-shape.js";
import { api, ApiError } from "../../lib/api.js";
import { queryKeys } from "../../lib/query-keys.js";

export interface PublicSearchServerParams {
  q?: string | undefined;
  timeframe?: string | undefined;
  category?: string | undefined;
}

/**
 * The public goals for advanced search. The server narrows by text, timeframe and category
 * (so a match is found even past its 1000-goal cap); the browser does the rest.
 */
export function publicSearchQueryOptions(params: PublicSearchServerParams) {
  const clean = { q: params.q || undefined, timeframe: params.timeframe || undefined, category: params.category || undefined };
  return queryOptions({
    queryKey: queryKeys.publicList({ view: "advanced-search", ...clean }),
    // Respelled where they enter (core/wire-shape.ts); not in lib/api.ts, which every first load carries.
    queryFn: async ({ signal }) => (await api.listPublic(clean, signal)).items.map(normaliseGoal),
    placeholderData: keepPreviousData,
  });
}

/** The alert text of a failed search: the server's error, else status and status text, else "Failed to load". */
export function searchErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.serverMessage) return err.serverMessage;
    if (err.status > 0 && err.message) return err.message;
  }
  return "Failed to load";
}

/**
 * The calls of Settings → Connections (issue 32): apart from lib/api.ts's `api`, which every first
 * load carries (the public goal page sits at its 100 kB budget); only this lazy section needs them.
 */
import { request } from "../../lib/api.js";
import type { TokenScope } from "../../../core/connections-limits.js";

export const tokensQueryKey = ["api-tokens"] as const;
export const linkGoalsQueryKey = ["connections-goals"] as const;
export const linksQueryKey = (goalId: string) => ["checkin-links", goalId] as const;

export const tokensApi = {
  list: async (signal?: AbortSignal) => (await request("GET /tokens", { signal })).data,
  create: async (body: { name: string; scope: TokenScope; expires_in_days?: number }) => (await request("POST /tokens", { body })).data,
  revoke: async (id: string) => (await request("DELETE /tokens/{id}", { params: { id } })).data,
};

export const linksApi = {
  /** The goals a link can be made for: their ids and titles. */
  goals: async (signal?: AbortSignal) => (await request("GET /goals", { signal })).data.map((g) => ({ id: g.id, title: g.title })),
  list: async (goalId: string, signal?: AbortSignal) =>
    (await request("GET /goals/{id}/checkin-links", { params: { id: goalId }, signal })).data,
  create: async (goalId: string, name: string | undefined) =>
    (await request("POST /goals/{id}/checkin-links", { params: { id: goalId }, body: name ? { name } : {} })).data,
  revoke: async (id: string) => (await request("DELETE /checkin-links/{id}", { params: { id } })).data,
};

/**
 * The calls of Settings → Connections (issue 32): apart from lib/api.ts's `api`, which every first
 * load carries (the public goal page sits at its 100 kB budget); only this lazy section needs them.
 */
import { request } from "../../lib/api.js";
import type { TokenScope } from "../../../core/connections-limits.js";
import type { WebhookEvent } from "../../../core/webhook-limits.js";

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

export const webhooksQueryKey = ["webhooks"] as const;
export const deliveriesQueryKey = (webhookId: string) => ["webhook-deliveries", webhookId] as const;

export const webhooksApi = {
  list: async (signal?: AbortSignal) => (await request("GET /webhooks", { signal })).data,
  create: async (body: { url: string; events: WebhookEvent[] }) => (await request("POST /webhooks", { body })).data,
  remove: async (id: string) => (await request("DELETE /webhooks/{id}", { params: { id } })).data,
  test: async (id: string) => (await request("POST /webhooks/{id}/test", { params: { id } })).data,
  deliveries: async (id: string, signal?: AbortSignal) => (await request("GET /webhooks/{id}/deliveries", { params: { id }, signal })).data,
};

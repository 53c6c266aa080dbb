/**
 * The calls of Settings → Notifications → Channels (issue 32): apart from lib/api.ts's `api`, which
 * every first load carries; only this lazy part needs them.
 */
import type { BodyOf } from "../../../core/api-contract.js";
import { request } from "../../lib/api.js";

export const channelsQueryKey = ["notification-channels"] as const;

export const channelsApi = {
  list: async (signal?: AbortSignal) => (await request("GET /notifications/channels", { signal })).data,
  create: async (body: BodyOf<"POST /notifications/channels">) => (await request("POST /notifications/channels", { body })).data,
  remove: async (id: string) => (await request("DELETE /notifications/channels/{id}", { params: { id } })).data,
  test: async (id: string) => (await request("POST /notifications/channels/{id}/test", { params: { id } })).data,
};

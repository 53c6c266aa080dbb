/** The calls of Settings → Notifications → Nudges (issue 32): only this lazy part needs them. */
import type { BodyOf } from "../../../core/api-contract.js";
import { request } from "../../lib/api.js";

export const nudgesQueryKey = ["nudges"] as const;

export const nudgesApi = {
  get: async (signal?: AbortSignal) => (await request("GET /notifications/nudges", { signal })).data,
  update: async (body: BodyOf<"PATCH /notifications/nudges">) => (await request("PATCH /notifications/nudges", { body })).data,
};

/**
 * The account calls of /settings: apart from lib/api.ts's `api`, which every first load carries
 * (the public goal page sits at its 100 kB budget); only this page needs them.
 */
import { request } from "../../lib/api.js";

export const settingsApi = {
  changePassword: async (body: { currentPassword: string; newPassword: string }) =>
    (await request("PUT /settings/password", { body })).data,
  deleteAccount: async () => (await request("DELETE /settings")).data,
};

/** The devices signed in to the account (issue 31). */
export const sessionsQueryKey = ["auth-sessions"] as const;

export const sessionsApi = {
  list: async (signal?: AbortSignal) => (await request("GET /auth/sessions", { signal })).data,
  end: async (id: string) => (await request("DELETE /auth/sessions/{id}", { params: { id } })).data,
};

/** The user's own recent sign-ins, from the security log (issue 31). */
export const signInsQueryKey = ["auth-sign-ins"] as const;
export const signInsApi = {
  list: async (signal?: AbortSignal) => (await request("GET /auth/sign-ins", { signal })).data,
};

/** The account's stored settings (issue 29: week_start). */
export const preferencesQueryKey = ["settings-preferences"] as const;
export const preferencesApi = {
  get: async (signal?: AbortSignal) => (await request("GET /settings/preferences", { signal })).data,
  update: async (body: { week_start: "monday" | "sunday" }) => (await request("PATCH /settings/preferences", { body })).data,
};

/** The admin API (issue 31, /api/admin/*) as the Admin page calls it, and its query keys. */
import type { BodyOf } from "../../lib/api.js";
import { request } from "../../lib/api.js";

export const adminKeys = { users: ["admin", "users"] as const, invites: ["admin", "invites"] as const };

export const adminApi = {
  users: async (signal?: AbortSignal) => (await request("GET /admin/users", { signal })).data,
  patchUser: async (username: string, body: BodyOf<"PATCH /admin/users/{username}">) =>
    (await request("PATCH /admin/users/{username}", { params: { username }, body })).data,
  deleteUser: async (username: string) => (await request("DELETE /admin/users/{username}", { params: { username } })).data,
  resetLink: async (username: string) => (await request("POST /admin/users/{username}/reset-link", { params: { username } })).data,
  invites: async (signal?: AbortSignal) => (await request("GET /admin/invites", { signal })).data,
  createInvite: async (days: number) => (await request("POST /admin/invites", { body: { expires_in_days: days } })).data,
  revokeInvite: async (code: string) => (await request("DELETE /admin/invites/{code}", { params: { code } })).data,
};

/** The security log (GET /api/admin/events), a page at a time: `before` is the previous page's `next_before`. */
export const eventsKey = ["admin", "events"] as const;
export const adminEventsApi = {
  page: async (before: string | undefined, signal?: AbortSignal) =>
    (await request("GET /admin/events", { query: before ? { before } : {}, signal })).data,
};

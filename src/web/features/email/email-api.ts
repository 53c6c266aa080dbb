/**
 * The calls of Settings → E-mail address and /confirm-email (issue 32): apart from lib/api.ts's
 * `api`, which every first load carries (the public goal page sits at its 100 kB budget).
 */
import { ApiError, request } from "../../lib/api.js";

export const accountEmailQueryKey = ["account-email"] as const;

export const emailApi = {
  get: async (signal?: AbortSignal) => (await request("GET /account/email", { signal })).data,
  set: async (address: string) => (await request("PUT /account/email", { body: { address } })).data,
  remove: async () => (await request("DELETE /account/email")).data,
  weeklySummary: async (on: boolean, timeZone: string) =>
    (await request("PATCH /account/email", { body: { weekly_summary: on, time_zone: timeZone } })).data,
  confirm: async (token: string) => (await request("POST /account/email/confirm", { body: { token } })).data,
};

/** The server sends no e-mail (SMTP_URL unset): its e-mail routes answer 404. */
export function mailIsOff(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404;
}

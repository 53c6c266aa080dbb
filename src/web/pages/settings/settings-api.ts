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

/**
 * Accounts on a self-hosted server (issue 31): sign-up modes, roles, and the admin API's
 * request and answer shapes, shared by the server's routes and the browser's contract.
 */
import { z } from "zod";
import { INVITE_DAYS_MAX, INVITE_DAYS_MIN, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from "./constants.js";

/** SIGNUP_MODE: who may create an account once the server has its first one (its admin). */
export const SIGNUP_MODES = ["open", "invite", "closed"] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

export const ROLES = ["admin", "member"] as const;
export type Role = (typeof ROLES)[number];

/** One account as the admin sees it. */
export const adminUserSchema = z.object({
  username: z.string(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  created_at: z.string(),
  /** The latest sign-in (sign-up, login or password reset); null before the first. */
  last_seen_at: z.string().nullable(),
  /** How many goals the account has. */
  goals: z.number(),
});
export const adminUserList = z.array(adminUserSchema);

export const usernameParams = z.object({
  username: z
    .string()
    .min(1)
    .max(USERNAME_MAX_LENGTH * 4),
});

export const adminUserPatch = z.strictObject({
  role: z.enum(ROLES, { error: "role must be admin or member" }).optional(),
  disabled: z.boolean({ error: "disabled must be true or false" }).optional(),
});

export const inviteBody = z.strictObject({
  expires_in_days: z
    .number({ error: `expires_in_days must be a whole number from ${INVITE_DAYS_MIN} to ${INVITE_DAYS_MAX}` })
    .int({ error: `expires_in_days must be a whole number from ${INVITE_DAYS_MIN} to ${INVITE_DAYS_MAX}` })
    .min(INVITE_DAYS_MIN, { error: `expires_in_days must be a whole number from ${INVITE_DAYS_MIN} to ${INVITE_DAYS_MAX}` })
    .max(INVITE_DAYS_MAX, { error: `expires_in_days must be a whole number from ${INVITE_DAYS_MIN} to ${INVITE_DAYS_MAX}` })
    .optional(),
});

/** POST /api/admin/invites: the code is shown this once (only its hash is kept). */
export const inviteCreated = z.object({ code: z.string(), url: z.string(), expires_at: z.string() });

/** A pending invitation as listed: its code is not kept, so it is named by its id. */
export const inviteSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  created_by: z.string().nullable(),
});
export const inviteList = z.array(inviteSchema);

/** DELETE /api/admin/invites/{code}: the code as created, or the id as listed. */
export const inviteParams = z.object({ code: z.string().min(1).max(200) });

/** POST /api/admin/users/{username}/reset-link. */
export const resetLinkAnswer = z.object({ url: z.string(), expires_at: z.string() });

/** POST /api/auth/reset. */
export const resetBody = z.object({
  token: z.string({ error: "token must be text" }).max(200).optional(),
  newPassword: z
    .string({ error: "newPassword must be text" })
    .max(PASSWORD_MAX_LENGTH * 4)
    .optional(),
});

/**
 * The one-time link that sets an account's password: made by an admin, by `npm run user -- add`,
 * and mailed by "Forgot password?" (issue 32). One home, so all three links are the same kind of
 * token, redeemed by the same POST /api/auth/reset.
 */
import { RESET_LINK_HOURS } from "../../core/constants.js";
import { insertResetToken } from "../db/accounts.js";
import type { Db } from "../db/open.js";
import { hashToken, newToken } from "./tokens.js";

/** A link valid RESET_LINK_HOURS; only the token's hash is stored. */
export async function newResetLink(db: Db["db"], userId: string, now: Date, origin: string) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_HOURS * 60 * 60 * 1000).toISOString();
  await insertResetToken(db, { tokenHash: hashToken(token), userId, createdAt: now.toISOString(), expiresAt });
  return { url: `${origin}/reset-password?token=${encodeURIComponent(token)}`, expires_at: expiresAt };
}

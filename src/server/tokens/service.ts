/** Personal API tokens (issue 32): create (shown once), list (no secrets), revoke. */
import type { z } from "zod";
import type { apiTokenCreated, createTokenBody } from "../../core/connections-schema.js";
import { hashToken } from "../auth/tokens.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { notFound } from "../errors.js";
import { newApiToken } from "./api-token-auth.js";
import * as q from "./queries.js";

const DAY_MS = 24 * 60 * 60 * 1000;
export const TOKEN_NOT_FOUND = "Token not found";

export async function createToken(
  deps: AppDeps,
  user: CurrentUser,
  body: z.output<typeof createTokenBody>,
): Promise<z.output<typeof apiTokenCreated>> {
  // Authorization: the signed-in user makes a token of their own (sign-in hook; no API token reaches here).
  const token = newApiToken();
  const now = deps.now();
  const created = {
    id: deps.newId(),
    name: body.name,
    scope: body.scope,
    created_at: now.toISOString(),
    expires_at: body.expires_in_days === undefined ? null : new Date(now.getTime() + body.expires_in_days * DAY_MS).toISOString(),
  };
  await q.insertApiToken(deps.db.db, {
    id: created.id,
    userId: user.id,
    tokenHash: hashToken(token),
    name: created.name,
    scope: created.scope,
    createdAt: created.created_at,
    expiresAt: created.expires_at,
  });
  return { ...created, token };
}

export async function listTokens(deps: AppDeps, user: CurrentUser) {
  return q.apiTokensOf(deps.db.db, user.id);
}

/** Only the user's own; another user's id is not found. */
export async function revokeToken(deps: AppDeps, user: CurrentUser, id: string) {
  if (!(await q.deleteOwnApiToken(deps.db.db, user.id, id))) throw notFound(TOKEN_NOT_FOUND);
}

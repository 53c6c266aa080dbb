/** Resolves the bearer token of a request to its user. */
import type { FastifyRequest } from "fastify";
import type { AppDeps, CurrentUser } from "../deps.js";
import { AppError, MESSAGES } from "../errors.js";
import { apiTokenUser, isApiToken } from "../tokens/api-token-auth.js";
import { findSessionUser, touchSession } from "./queries.js";
import { hashToken } from "./tokens.js";

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * A session's "last used" (Settings → signed-in devices) is written at most this often: a write
 * on every request would cost every signed-in read a database write.
 */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;

export async function requireUser(deps: AppDeps, req: FastifyRequest): Promise<CurrentUser & { tokenHash: string }> {
  const token = bearerToken(req);
  if (!token) throw new AppError("UNAUTHORIZED", MESSAGES.missingToken);
  // A personal API token (issue 32): a sign-in within its scope's limits.
  if (isApiToken(token)) return apiTokenUser(deps, req, token);
  const tokenHash = hashToken(token);
  const now = deps.now();
  const user = await findSessionUser(deps.db.db, tokenHash, now.toISOString());
  if (!user) throw new AppError("UNAUTHORIZED", MESSAGES.invalidToken);
  if (!user.lastUsedAt || now.getTime() - Date.parse(user.lastUsedAt) >= SESSION_TOUCH_MS) {
    await touchSession(deps.db.db, tokenHash, now.toISOString());
  }
  return { id: user.id, username: user.username, tokenHash };
}

/** The signed-in user when a valid token is sent, else undefined (for public pages). */
export async function optionalUser(deps: AppDeps, req: FastifyRequest): Promise<CurrentUser | undefined> {
  const token = bearerToken(req);
  if (!token) return undefined;
  if (isApiToken(token)) {
    // A dead token reads as no viewer, as a dead session's does; a database fault still answers 503.
    const viaToken = await apiTokenUser(deps, req, token).catch((err: unknown) => {
      if (err instanceof AppError) return undefined;
      throw err;
    });
    return viaToken && { id: viaToken.id, username: viaToken.username };
  }
  const user = await findSessionUser(deps.db.db, hashToken(token), deps.now().toISOString());
  return user && { id: user.id, username: user.username };
}

declare module "fastify" {
  interface FastifyRequest {
    currentUser?: (CurrentUser & { tokenHash: string }) | undefined;
  }
}

/**
 * onRequest hook for signed-in routes: authentication runs before the body is parsed or
 * validated, so an anonymous caller learns nothing about a route's payload rules.
 */
export function authenticate(deps: AppDeps) {
  return async (req: FastifyRequest) => {
    req.currentUser = await requireUser(deps, req);
  };
}

export function signedInUser(req: FastifyRequest): CurrentUser & { tokenHash: string } {
  if (!req.currentUser) throw new AppError("UNAUTHORIZED", MESSAGES.missingToken);
  return req.currentUser;
}

/**
 * A personal API token as a request's credential (issue 32): `Authorization: Bearer pv_…` signs a
 * request in like a session's token, within two limits kept here and nowhere else: a read token
 * may only GET, and no API token may reach the routes that manage credentials, the account or the
 * server (decision 050). auth/session.ts hands every `pv_` token to this file.
 */
import type { FastifyRequest } from "fastify";
import { API_TOKEN_PREFIX, type TokenScope } from "../../core/connections-limits.js";
import { hashToken, newToken } from "../auth/tokens.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { MESSAGES, forbidden, unauthorized } from "../errors.js";
import { findApiTokenUser, touchApiToken } from "./queries.js";

export const TOKEN_TEXT = {
  readOnly: "This token can only read",
  sessionOnly: "API tokens cannot manage tokens, passwords, sessions, the account or the server: sign in to do this",
} as const;

/** A token's "last used" is written at most this often: not a write on every request. */
export const API_TOKEN_TOUCH_MS = 60 * 1000;

/** `pv_` and 43 characters: a session's token (43 characters, auth/tokens.ts) can never be taken for one. */
export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${newToken()}`;
}

/** Its length: a public fact of the format, not a secret. */
const PV_LENGTH = API_TOKEN_PREFIX.length + newToken().length;

export function isApiToken(bearer: string): boolean {
  const size = bearer.length;
  return size === PV_LENGTH && bearer.startsWith(API_TOKEN_PREFIX);
}

/**
 * Routes (as registered) that only a signed-in session may use. Whole prefixes, so a route added
 * under them later (sign-in methods under /api/auth, admin screens) is closed to tokens at once.
 */
const SESSION_ONLY_PREFIXES = [
  "/api/tokens",
  "/api/auth/",
  "/api/admin/",
  "/api/account/",
  "/api/settings/password",
  "/api/calendar/token",
];
/** Exact routes, by method: DELETE /api/settings deletes the account. */
const SESSION_ONLY_ROUTES = new Set(["DELETE /api/settings"]);

export function sessionOnly(method: string, routeUrl: string): boolean {
  if (SESSION_ONLY_ROUTES.has(`${method} ${routeUrl}`)) return true;
  return SESSION_ONLY_PREFIXES.some((p) => routeUrl === p || routeUrl.startsWith(p.endsWith("/") ? p : `${p}/`));
}

const READS = new Set(["GET", "HEAD"]);

/**
 * Routes whose one POST carries reads and writes alike (the MCP endpoint, decision 057): a read
 * token passes here and each operation applies its limit with requireWriteScope.
 */
const SCOPED_PER_OPERATION = new Set(["POST /api/mcp"]);

/** A read token's limit, for an operation inside a route of SCOPED_PER_OPERATION: 403 "This token can only read". */
export function requireWriteScope(scope: TokenScope): void {
  if (scope !== "write") throw forbidden(TOKEN_TEXT.readOnly);
}

/** The token's user, or 401 (unknown, revoked, expired, or the account disabled), or 403 (outside its limits). */
export async function apiTokenUser(
  deps: AppDeps,
  req: FastifyRequest,
  token: string,
): Promise<CurrentUser & { tokenHash: string; scope: TokenScope }> {
  const tokenHash = hashToken(token);
  const now = deps.now();
  const user = await findApiTokenUser(deps.db.db, tokenHash, now.toISOString());
  if (!user) throw unauthorized(MESSAGES.invalidToken);
  const routeUrl = req.routeOptions.url ?? req.url.split("?")[0] ?? "";
  if (sessionOnly(req.method, routeUrl)) throw forbidden(TOKEN_TEXT.sessionOnly);
  if (user.scope === "read" && !READS.has(req.method) && !SCOPED_PER_OPERATION.has(`${req.method} ${routeUrl}`)) {
    throw forbidden(TOKEN_TEXT.readOnly);
  }
  if (!user.lastUsedAt || now.getTime() - Date.parse(user.lastUsedAt) >= API_TOKEN_TOUCH_MS) {
    await touchApiToken(deps.db.db, tokenHash, now.toISOString());
  }
  return { id: user.id, username: user.username, tokenHash, scope: user.scope };
}

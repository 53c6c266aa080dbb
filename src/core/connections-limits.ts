/**
 * Issue 32's limits, without zod: the browser reads them (Settings → Connections) as the server's
 * schemas do (connections-schema.ts).
 */
export const TOKEN_SCOPES = ["read", "write"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Every personal API token starts with it: a token is told from a session's at a glance. */
export const API_TOKEN_PREFIX = "pv_";

export const TOKEN_NAME_MAX = 60;
export const TOKEN_DAYS_MIN = 1;
export const TOKEN_DAYS_MAX = 365;
export const LINK_NAME_MAX = 60;
/** POSTs one check-in link may make per minute (an NFC tag tapped, a button pressed). */
export const CHECKINS_PER_LINK_PER_MINUTE = 10;

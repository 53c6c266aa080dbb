/**
 * The two short-lived cookies of single sign-on (decision 049): HttpOnly (no script reads
 * them), SameSite=Lax (sent on the provider's top-level redirect back, not on a cross-site
 * POST), scoped to /api/auth/oidc, Secure when the request came over https. The sign-in
 * token itself never travels in a cookie or a URL.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

const COOKIE_PATH = "/api/auth/oidc";

/** Adds a Set-Cookie (value "" with maxAgeSeconds 0 clears it). */
export function setShortCookie(req: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAgeSeconds: number) {
  const secure = req.protocol === "https" ? "; Secure" : "";
  const cookie = `${name}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
  const prior = reply.getHeader("set-cookie");
  const list = prior === undefined ? [] : Array.isArray(prior) ? prior.map(String) : [String(prior)];
  void reply.header("set-cookie", [...list, cookie]);
}

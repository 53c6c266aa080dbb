/**
 * `Cache-Control: no-store` on every API answer that may carry a token or private data: the
 * sign-in answers (they hold a bearer token) and every answer to a request that sent
 * Authorization (goals, journal, settings, exports, /me, and their errors). A shared cache or
 * the browser's disk cache must never keep one. Public answers to anonymous requests keep
 * their own caching (public goals, site pages, static files).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";

function isApi(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

function isPrivate(req: FastifyRequest): boolean {
  if (!isApi(req.url)) return false;
  return req.headers.authorization !== undefined || req.url.startsWith("/api/auth/");
}

export function installNoStore(app: FastifyInstance) {
  app.addHook("onSend", async (req, reply) => {
    if (isPrivate(req)) void reply.header("cache-control", "no-store");
  });
}

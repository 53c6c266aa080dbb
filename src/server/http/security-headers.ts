import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * A strict CSP: scripts and styles only from our own origin, no framing. No inline script runs
 * but index.html's own, each allowed by its hash (`inlineScriptHashes`, see inline-scripts.ts).
 * The API docs page (Swagger UI) needs inline styles, and gets its own looser style policy.
 *
 * helmet's middleware is built once, here. @fastify/helmet built it again on every request
 * (parsing the CSP directives each time): ~6 % of a cached goal list's CPU (issue 16).
 */
export async function installSecurityHeaders(app: FastifyInstance, inlineScriptHashes: readonly string[] = []) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...inlineScriptHashes],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  // Synchronous: helmet only sets headers on the response, then calls back.
  app.addHook("onRequest", (req, reply, done) => setHeaders(req.raw, reply.raw, () => done()));
  app.addHook("onSend", async (req, reply) => {
    if (req.url.startsWith("/api/docs")) {
      void reply.header(
        "content-security-policy",
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; object-src 'none'",
      );
    }
  });
}

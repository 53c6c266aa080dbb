import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * A strict CSP: scripts and styles only from our own origin, no framing. No inline script runs
 * but index.html's own, each allowed by its hash (`inlineScriptHashes`, see inline-scripts.ts).
 * The API docs page (Swagger UI) needs inline styles, and gets its own looser style policy.
 */
export async function installSecurityHeaders(app: FastifyInstance, inlineScriptHashes: readonly string[] = []) {
  await app.register(helmet, {
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
  app.addHook("onSend", async (req, reply) => {
    if (req.url.startsWith("/api/docs")) {
      void reply.header(
        "content-security-policy",
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; object-src 'none'",
      );
    }
  });
}

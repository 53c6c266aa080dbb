/**
 * Request bodies: JSON only. An empty body sent as application/json (clients that set the header on
 * every call, DELETE and logout included) counts as no body; text/plain is refused with 415 like
 * every other type; text holding a NUL character is refused before it reaches the database
 * (PostgreSQL cannot store it, SQLite can: the engines must answer alike).
 */
import type { FastifyInstance } from "fastify";
import { badRequest } from "../errors.js";

/** The path of the first string (key or value) holding a NUL character, or undefined. */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path || "text" : undefined;
  if (typeof value !== "object" || value === null || depth > 32) return undefined;
  for (const [k, v] of Object.entries(value)) {
    const here = path ? `${path}.${k}` : k;
    if (k.includes("\u0000")) return path || "a field name";
    const found = findNul(v, here, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function installBodyParsing(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    if (body.length === 0) return done(null, undefined);
    parseJson(req, body.toString(), done);
  });

  app.addHook("preValidation", async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const field = findNul(part, "");
      if (field) throw badRequest(`${field} must not contain NUL characters`);
    }
  });
}

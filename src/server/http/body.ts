/**
 * Request bodies: JSON only. An empty body sent as application/json (clients that set the header on
 * every call, DELETE and logout included) counts as no body; text/plain is refused with 415 like
 * every other type; text holding a NUL character or an unpaired surrogate is refused before it
 * reaches the database (neither engine stores them as sent, and the engines must answer alike).
 */
import type { FastifyInstance } from "fastify";
import { badRequest } from "../errors.js";

// A UTF-16 half without its partner: no UTF-8 encoding exists, so each engine stores something
// else in its place (SQLite three U+FFFD, PostgreSQL one) and the text would not read back as sent.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(s: string): string | undefined {
  if (s.includes("\u0000")) return "must not contain NUL characters";
  if (LONE_SURROGATE.test(s)) return "must not contain broken Unicode characters (unpaired surrogates)";
  return undefined;
}

/** The first string (key or value) that no database can store as sent: its path and the problem. */
export function findBadText(value: unknown, path: string, depth = 0): [string, string] | undefined {
  if (typeof value === "string") {
    const problem = badText(value);
    return problem ? [path || "text", problem] : undefined;
  }
  if (typeof value !== "object" || value === null || depth > 32) return undefined;
  for (const [k, v] of Object.entries(value)) {
    const here = path ? `${path}.${k}` : k;
    const keyProblem = badText(k);
    if (keyProblem) return [path || "a field name", keyProblem];
    const found = findBadText(v, here, depth + 1);
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
      const found = findBadText(part, "");
      if (found) throw badRequest(`${found[0]} ${found[1]}`);
    }
  });
}

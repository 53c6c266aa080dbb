import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/errors.js";
import { AppError } from "../errors.js";

/** Seconds a client is asked to wait when the database cannot serve (dropped, full, schema missing). */
export const DB_RETRY_AFTER_SECONDS = 5;
export const DB_UNAVAILABLE_MESSAGE = "The database is unavailable; try again shortly";

const BY_FASTIFY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "Request body is too large"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "Send the request body as application/json"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "Request body does not match its Content-Length"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "Request body must be a JSON object"],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "Request body is not valid JSON"],
  FST_ERR_CTP_INVALID_TYPE: [400, "Request body must be a JSON object"],
};

const PLACE: Record<string, string> = { body: "Request body", querystring: "Query string", params: "URL" };

/**
 * The message of a schema validation failure: field is the dotted path of the first issue;
 * unknownKeys are the fields a strict body does not take (named, so the client knows which one).
 */
export function validationMessage(place: string, field: string, detail: string, unknownKeys: readonly string[] = []): string {
  if (unknownKeys.length > 0) {
    const where = field ? `${field} has` : `${place} has`;
    return `${where} ${unknownKeys.length === 1 ? "an unknown field" : "unknown fields"}: ${unknownKeys.join(", ")}`;
  }
  if (!field) return `${place} must be a JSON object`;
  if (detail.toLowerCase().startsWith((field.split(".")[0] ?? field).toLowerCase())) return detail;
  return `${field}: ${detail}`;
}

/** Maps every error to the one answer shape: {"error": "..."}; nothing else leaves the server. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfter !== undefined) void reply.header("retry-after", String(err.retryAfter));
      return reply.code(err.status).send({ error: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const field = issue?.instancePath.replace(/^\//, "").replaceAll("/", ".") ?? "";
      const place = PLACE[err.validationContext ?? ""] ?? "Request";
      const keys = issue?.keyword === "unrecognized_keys" ? (issue.params as { keys?: unknown }).keys : undefined;
      const unknownKeys = Array.isArray(keys) ? keys.map(String) : [];
      return reply.code(400).send({ error: validationMessage(place, field, issue?.message ?? "is invalid", unknownKeys) });
    }
    const known = err.code ? BY_FASTIFY_CODE[err.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1] });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ error: err.message || "Bad request" });
    }
    if (isDatabaseUnavailable(err)) {
      // A fault of the database, not of the request: 503 so clients retry and load balancers
      // route elsewhere; the log keeps the driver's own error (SQLITE_FULL, ECONNREFUSED, 3D000).
      req.log.error({ err }, "database unavailable");
      return reply.code(503).header("retry-after", String(DB_RETRY_AFTER_SECONDS)).send({ error: DB_UNAVAILABLE_MESSAGE });
    }
    req.log.error({ err }, "unhandled error");
    return reply.code(500).send({ error: "Internal server error" });
  });
}

/**
 * Security headers for the answers that bypass the hooks (security-headers.ts never sees them):
 * a JSON error needs nothing at all, so the strictest policy there is.
 */
const ERROR_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

/**
 * Errors Fastify's router raises before any route or hook runs (a malformed percent-escape in
 * the path, a path parameter over maxParamLength): the same {"error": "..."} answer as all others.
 */
export function frameworkErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  void reply.headers(ERROR_HEADERS);
  if (err.code === "FST_ERR_BAD_URL") return reply.code(400).send({ error: "The URL is not valid" });
  if (err.code === "FST_ERR_MAX_PARAM_LENGTH") return reply.code(414).send({ error: "The URL is too long" });
  return reply.code(500).send({ error: "Internal server error" });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "Request headers are too large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "The request took too long to arrive"],
};

/**
 * Requests Node's HTTP parser refuses (headers over 16 kB, malformed HTTP, too slow to arrive)
 * never reach Fastify: answered here in the one error shape, then the connection is closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, message] = CLIENT_ERRORS[err.code ?? ""] ?? [400, "Bad Request", "The request is malformed"];
  const body = JSON.stringify({ error: message });
  if (socket.writable) {
    const headers = Object.entries(ERROR_HEADERS)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("");
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `${headers}Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

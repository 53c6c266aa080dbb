import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../errors.js";

const BY_FASTIFY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "Request body is too large"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "Send the request body as application/json"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "Request body does not match its Content-Length"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "Request body must be a JSON object"],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "Request body is not valid JSON"],
  FST_ERR_CTP_INVALID_TYPE: [400, "Request body must be a JSON object"],
};

const PLACE: Record<string, string> = { body: "Request body", querystring: "Query string", params: "URL" };

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
      const detail = issue?.message ?? "is invalid";
      let message: string;
      if (!field) message = `${place} must be a JSON object`;
      else if (detail.toLowerCase().startsWith((field.split(".")[0] ?? field).toLowerCase())) message = detail;
      else message = `${field}: ${detail}`;
      return reply.code(400).send({ error: message });
    }
    const known = err.code ? BY_FASTIFY_CODE[err.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1] });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ error: err.message || "Bad request" });
    }
    req.log.error({ err }, "unhandled error");
    return reply.code(500).send({ error: "Internal server error" });
  });
}

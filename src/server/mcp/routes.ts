/**
 * POST /api/mcp (issue 32, decision 057): the Model Context Protocol's streamable HTTP transport
 * in stateless mode with JSON answers. Each request gets its own MCP server and transport (the
 * SDK's stateless mode), fed the body Fastify parsed and validated; the transport's answer is
 * sent through Fastify, so the body limit, headers, compression and the log apply as on every
 * route. Signed in only by a personal API token, whose scope each write tool applies.
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { bearerToken } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { AppError, MESSAGES, unauthorized } from "../errors.js";
import type { GoalListing } from "../goals/goal-listing.js";
import { route } from "../http/contract-route.js";
import { perUserConcurrency } from "../http/per-user-concurrency.js";
import { errors, typed } from "../http/types.js";
import { apiTokenUser, isApiToken } from "../tokens/api-token-auth.js";
import { MCP_TEXT } from "./text.js";
import { type McpCaller, mcpServerFor } from "./tools.js";

const callers = new WeakMap<FastifyRequest, McpCaller>();

/** onRequest: a live personal API token, or 401 before the body is read; a session's token is not one. */
function mcpSignIn(deps: AppDeps) {
  return async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized(MESSAGES.missingToken);
    if (!isApiToken(token)) throw unauthorized(MCP_TEXT.apiTokenOnly);
    const user = await apiTokenUser(deps, req, token);
    req.currentUser = user;
    callers.set(req, { user: { id: user.id, username: user.username }, scope: user.scope });
  };
}

/** The transport's own refusals (a malformed JSON-RPC message…) in the API's one error shape. */
async function refusal(res: Response): Promise<AppError> {
  const text = await res.text();
  let message = "The request is not a valid MCP message";
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === "string") message = parsed.error.message;
  } catch {
    // Not JSON: the default message stands.
  }
  const code = res.status === 413 ? "PAYLOAD_TOO_LARGE" : res.status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : "BAD_REQUEST";
  return new AppError(code, message);
}

export function registerMcpRoutes(app: FastifyInstance, deps: AppDeps, listing: GoalListing) {
  const signIn = mcpSignIn(deps);

  route(app, "POST /mcp", {
    onRequest: signIn,
    // Each request may hold a tool's work: at most this many at once per user, as the other costly routes.
    ...perUserConcurrency("mcp"),
    handler: async (req, reply) => {
      const caller = callers.get(req);
      if (!caller) throw unauthorized(MESSAGES.missingToken);
      const server = mcpServerFor(deps, listing, caller, req.log);
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      await server.connect(transport);
      try {
        const headers = new Headers({ "content-type": "application/json" });
        // Answers are JSON only (enableJsonResponse): a client that omits text/event-stream (curl) is served alike.
        headers.set("accept", "application/json, text/event-stream");
        const version = req.headers["mcp-protocol-version"];
        if (typeof version === "string") headers.set("mcp-protocol-version", version);
        const request = new Request(`http://localhost${req.url}`, { method: "POST", headers });
        const res = await transport.handleRequest(request, { parsedBody: req.body });
        if (res.status >= 400) throw await refusal(res);
        const text = await res.text();
        void reply.code(res.status).header("cache-control", "no-store");
        if (text === "") return reply.send();
        return reply.type("application/json; charset=utf-8").send(text);
      } finally {
        await server.close();
      }
    },
  });

  // No sessions, no event stream (stateless): the transport's spec answers 405 to GET and DELETE.
  typed(app).route({
    method: ["GET", "DELETE"],
    url: "/api/mcp",
    schema: {
      tags: ["mcp"],
      summary: "405: the MCP endpoint keeps no sessions and opens no event stream (POST only)",
      response: errors(405),
    },
    handler: async (_req, reply) => {
      void reply.header("allow", "POST");
      throw new AppError("METHOD_NOT_ALLOWED", MCP_TEXT.noSessions);
    },
  });
}

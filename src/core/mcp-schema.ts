/**
 * POST /api/mcp (issue 32): the Model Context Protocol's streamable HTTP transport. Its messages
 * are JSON-RPC 2.0, one or a batch; the MCP SDK on the server checks each message in full, so
 * these schemas only say what the route takes and answers (validation, the OpenAPI document and
 * the answer check of the test harness), not MCP's own rules.
 */
import { z } from "zod";

const jsonRpc = z.literal("2.0", { error: 'jsonrpc must be "2.0"' });
const message = z.looseObject({ jsonrpc: jsonRpc });

/** A JSON-RPC request or notification, or a batch of them. */
export const mcpBody = z.union([message, z.array(message).min(1)], { error: "The body must be a JSON-RPC 2.0 message or a batch of them" });

const response = z.looseObject({ jsonrpc: jsonRpc, id: z.union([z.string(), z.number(), z.null()]) });

/** The JSON-RPC response(s); null (no body, status 202) when only notifications were sent. */
export const mcpAnswer = z
  .union([response, z.array(response), z.null()])
  .describe(
    "The JSON-RPC response to the request (an array for a batch). Sent as JSON, never as an event stream. A message with " +
      "only notifications answers 202 with no body.",
  );

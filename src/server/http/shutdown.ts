import type { FastifyInstance } from "fastify";

/**
 * How long, after close begins, a keep-alive connection may stay open between two requests.
 * A client going back to back sends its next request well within it, gets its answer with
 * "Connection: close" and opens no new connection on this server; only connections that stay
 * silent that long are then closed. Well under main.ts's 10 s shutdown limit.
 */
export const IDLE_GRACE_MS = 1_000;

/**
 * Graceful close: once app.close() has begun, every answer carries "Connection: close", so a
 * keep-alive connection ends right after the request it is serving. Without it such a
 * connection idled on until its keep-alive timeout (holding shutdown past main.ts's 10 s limit,
 * exit code 1).
 *
 * Idle keep-alive connections are not cut at once. Node's server.close() destroys every
 * connection between two requests, and a client whose next request was already on the wire
 * (or just being written) got a connection reset for a request that had started: it cannot
 * tell whether it ran. Here such connections stay open for IDLE_GRACE_MS, so that request is
 * answered (with "Connection: close"); the listening socket still closes at once, so a new
 * connection is refused before anything is sent.
 */
export function installGracefulClose(app: FastifyInstance, graceMs = IDLE_GRACE_MS) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
    const server = app.server;
    const closeIdle = server.closeIdleConnections.bind(server);
    // server.close(), which Fastify calls right after this hook, calls this method first.
    server.closeIdleConnections = () => undefined;
    setTimeout(closeIdle, graceMs).unref();
  });
  app.addHook("onSend", async (_req, reply) => {
    if (closing) void reply.header("connection", "close");
  });
}

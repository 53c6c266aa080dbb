import type { FastifyInstance } from "fastify";

/**
 * Graceful close: once app.close() has begun, every answer carries "Connection: close", so a
 * keep-alive connection ends right after the request it is serving. Without it such a
 * connection idled on until its keep-alive timeout (holding shutdown past main.ts's 10 s limit,
 * exit code 1) or was cut just as the client sent its next request on it (a connection reset
 * instead of an answer).
 */
export function installGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_req, reply) => {
    if (closing) void reply.header("connection", "close");
  });
}

import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { route } from "./contract-route.js";

function app() {
  const fastify = Fastify();
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  return fastify;
}

describe("route(): an API route from its contract entry", () => {
  it("refuses to register a signed-in entry without a sign-in hook", () => {
    expect(() =>
      route(app(), "GET /auth/me", {
        handler: async () => ({ username: "a", why: "", created_at: "", role: "member", week_start: "monday" }),
      }),
    ).toThrow(/GET \/auth\/me is signedIn/);
  });

  it("serves the entry's path with its validation and success status", async () => {
    const fastify = app();
    route(fastify, "DELETE /goals/{id}/pauses/{pauseId}", { onRequest: async () => undefined, handler: async () => null });
    const id = "0190f7a2-0000-7000-8000-000000000000";
    const ok = await fastify.inject({ method: "DELETE", url: `/api/goals/${id}/pauses/${id}` });
    expect(ok.statusCode).toBe(204);
    const bad = await fastify.inject({ method: "DELETE", url: `/api/goals/${id}/pauses/nope` });
    expect(bad.statusCode).toBe(400);
  });
});

/**
 * The browser's contract (src/core/api-contract.ts) against the real app's routes: every endpoint
 * the web app calls exists on the server, with the same body, query, path parameters and success
 * answer. The client's types come from the contract, so drift here would be a client typed
 * against schemas the server no longer uses (immich fails CI on SDK drift the same way).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Endpoint, apiContract } from "../../src/core/api-contract.js";
import { buildApp } from "../../src/server/app.js";
import { loadConfig } from "../../src/server/config.js";
import { openDatabase } from "../../src/server/db/open.js";
import { makeDeps } from "../../src/server/runtime.js";

type Schema = z.ZodType | undefined;
type RouteSchema = { body?: Schema; querystring?: Schema; params?: Schema; response?: Record<string, Schema> };

const routes = new Map<string, RouteOptions>();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-contract-"));
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir });
  const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await db.migrate();
  app = await buildApp(makeDeps(config, db), { onRoute: (route) => void routes.set(`${String(route.method)} ${route.url}`, route) });
  await app.ready();
  close = async () => {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => close?.());

/** A schema as JSON Schema: what validates (input) or what is sent (output); transforms and refinements aside. */
function json(schema: Schema, io: "input" | "output") {
  return schema === undefined ? undefined : z.toJSONSchema(schema, { io, unrepresentable: "any" });
}

function routeOf(endpoint: Endpoint): { route: RouteOptions | undefined; names: string[] } {
  const [method, template = ""] = endpoint.split(" ");
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "");
  return { route: routes.get(`${method} /api${template.replace(/\{(\w+)\}/g, ":$1")}`), names };
}

describe("the API contract", () => {
  it("is checked against the whole route table", () => {
    expect(routes.size).toBeGreaterThan(40);
  });

  it.each(Object.keys(apiContract) as Endpoint[])("%s: the server's route takes and answers the contract's schemas", (endpoint) => {
    const entry: { body?: z.ZodType; query?: z.ZodType; answer: z.ZodType } = apiContract[endpoint];
    const { route, names } = routeOf(endpoint);
    expect(route, `no route for ${endpoint}`).toBeDefined();
    const schema = (route?.schema ?? {}) as RouteSchema;

    expect(json(schema.body, "input"), "body").toEqual(json(entry.body, "input"));
    expect(json(schema.querystring, "input"), "query").toEqual(json(entry.query, "input"));
    const paramNames = schema.params instanceof z.ZodObject ? Object.keys(schema.params.shape).sort() : [];
    expect(paramNames, "path parameters").toEqual([...names].sort());

    const success = Object.keys(schema.response ?? {}).filter((code) => code.startsWith("2"));
    expect(success, "one success answer").toHaveLength(1);
    expect(json(schema.response?.[success[0] ?? ""], "output"), "answer").toEqual(json(entry.answer, "output"));
  });

  it("shares the schema objects themselves, so a refinement (which JSON Schema does not show) cannot drift either", () => {
    const different: string[] = [];
    for (const endpoint of Object.keys(apiContract) as Endpoint[]) {
      const entry: { body?: z.ZodType; query?: z.ZodType; answer: z.ZodType } = apiContract[endpoint];
      const schema = (routeOf(endpoint).route?.schema ?? {}) as RouteSchema;
      const answer = Object.entries(schema.response ?? {}).find(([code]) => code.startsWith("2"))?.[1];
      if (schema.body !== entry.body) different.push(`${endpoint} body`);
      if (schema.querystring !== entry.query) different.push(`${endpoint} query`);
      if (answer !== entry.answer) different.push(`${endpoint} answer`);
    }
    expect(different).toEqual([]);
  });
});

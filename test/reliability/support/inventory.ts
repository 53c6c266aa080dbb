/**
 * The routes the server really registers, read from the server itself: an onRoute hook is put
 * on the Fastify instance the moment it is created (Fastify publishes every new instance on the
 * "fastify.initialization" diagnostics channel), so it sees every route buildApp adds — no
 * hand-typed list that a new route could slip past.
 */
import diagnostics from "node:diagnostics_channel";
import type { FastifyInstance, RouteOptions } from "fastify";

export interface RouteInfo {
  method: string;
  url: string;
  /** "GET /api/goals/:id" */
  key: string;
  /** True when a body schema is declared for the route. */
  hasBody: boolean;
}

/**
 * Runs build() and returns what it returned plus every route registered on the instance it
 * created. HEAD twins that Fastify adds for each GET are left out.
 */
export async function withRouteInventory<T>(build: () => Promise<T>): Promise<{ result: T; routes: RouteInfo[] }> {
  const seen: RouteInfo[] = [];
  const channel = diagnostics.channel("fastify.initialization");
  let captured = false;
  const onInit = (message: unknown) => {
    if (captured) return; // only the app under build
    captured = true;
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook("onRoute", (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === "HEAD") continue;
        seen.push({ method, url: route.url, key: `${method} ${route.url}`, hasBody: Boolean(route.schema?.body) });
      }
    });
  };
  channel.subscribe(onInit);
  try {
    const result = await build();
    if (!captured) throw new Error("no Fastify instance was created during build()");
    const unique = new Map(seen.map((r) => [r.key, r]));
    return { result, routes: [...unique.values()].sort((a, b) => a.key.localeCompare(b.key)) };
  } finally {
    channel.unsubscribe(onInit);
  }
}

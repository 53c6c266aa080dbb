/**
 * GET /api/metrics in Prometheus text format: request count and latency by route and status,
 * the database pool, and the process (memory, CPU, event loop). With METRICS_TOKEN set it
 * needs that Bearer token; without, it answers only requests made on this host (see fromLoopback).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { AppDeps } from "../deps.js";
import { AppError } from "../errors.js";

export const METRICS_PATH = "/api/metrics";

/** Process metrics are per process, not per app: collected once, into their own registry. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

const FORWARDED = ["x-forwarded-for", "forwarded", "x-real-ip"];

/**
 * Made on this host: the socket's peer is a loopback address (never what X-Forwarded-For
 * says). A reverse proxy on the same host also connects from loopback, so a request carrying
 * forwarding headers came from elsewhere and is refused too; a proxy that adds none of them
 * needs METRICS_TOKEN (README).
 */
function fromLoopback(req: FastifyRequest): boolean {
  const peer = req.socket.remoteAddress ?? "";
  const loopback = peer === "::1" || /^(::ffff:)?127\./.test(peer);
  return loopback && FORWARDED.every((h) => req.headers[h] === undefined);
}

function checkAccess(req: FastifyRequest, token: string | undefined) {
  if (!token) {
    if (fromLoopback(req)) return;
    throw new AppError("FORBIDDEN", "Metrics are served to this host only; set METRICS_TOKEN to read them from elsewhere");
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
  if (!match?.[1] || !sameSecret(match[1], token)) {
    throw new AppError("UNAUTHORIZED", "Metrics need the METRICS_TOKEN as a Bearer token");
  }
}

/** Call early in buildApp, before the routes it should measure. */
export function installMetrics(app: FastifyInstance, deps: AppDeps) {
  const registry = new Registry();
  const labelNames = ["method", "route", "status_code"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status code",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "progressvault_db_info",
    help: "The database engine in use (always 1)",
    labelNames: ["engine"],
    registers: [registry],
    collect() {
      this.set({ engine: deps.db.engine }, 1);
    },
  });
  const poolStats = deps.db.poolStats;
  if (poolStats) {
    new Gauge({
      name: "progressvault_db_pool_connections",
      help: "PostgreSQL pool connections: total open, idle, and requests waiting for one",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const s = poolStats();
        this.set({ state: "total" }, s.total);
        this.set({ state: "idle" }, s.idle);
        this.set({ state: "waiting" }, s.waiting);
      },
    });
  }

  app.addHook("onResponse", async (req: FastifyRequest, reply: FastifyReply) => {
    // The route pattern, never the raw URL: ids in paths would make a series per goal.
    const route = req.routeOptions.url ?? "(unmatched)";
    const labels = { method: req.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(
    METRICS_PATH,
    { schema: { tags: ["health"], summary: "Prometheus metrics (Bearer METRICS_TOKEN when set, else this host only)" } },
    async (req, reply) => {
      checkAccess(req, deps.config.metricsToken);
      const text = (await registry.metrics()) + (await processMetrics().metrics());
      return reply.header("cache-control", "no-store").type(registry.contentType).send(text);
    },
  );
}

/** Every answer names its request id, the one on the server's log lines for that request. */
export function installRequestIdHeader(app: FastifyInstance) {
  app.addHook("onSend", async (req, reply) => {
    void reply.header("x-request-id", req.id);
  });
}

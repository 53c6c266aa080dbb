/**
 * Issue 27 item 5: what the machinery kept or retired costs, per call, in one run (CPU only, no I/O).
 * - Serialising the largest answers through the contract's zod serializer (fastify-type-provider-zod,
 *   since http/plain-json.ts is gone) against JSON.stringify alone.
 * - Building and compiling the two queries every signed-in request runs (the session lookup and the
 *   list version) with Kysely's builder on each call, against db/precompiled.ts's one compile.
 */
import { performance } from "node:perf_hooks";
import SQLite from "better-sqlite3";
import { serializerCompiler } from "fastify-type-provider-zod";
import { Kysely, SqliteDialect, sql } from "kysely";
import type { z } from "zod";
import { apiContract } from "../src/core/api-contract.js";
import { JOURNAL_PAGE_MAX, PUBLIC_JOURNAL_WINDOW } from "../src/core/constants.js";
import type { Database } from "../src/server/db/schema.js";

export interface MachineryRow {
  what: string;
  /** µs per call with the machinery (plain JSON.stringify for the serializer rows, as http/plain-json.ts did). */
  withIt: number;
  /** µs per call without it. */
  withoutIt: number;
}

function perCall(fn: () => unknown, minMs = 400): number {
  for (let i = 0; i < 200; i++) fn(); // warm up
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) {
    for (let i = 0; i < 100; i++) fn();
    n += 100;
  }
  return ((performance.now() - start) * 1000) / n;
}

const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
const entry = (i: number) => ({
  id: `0b0f6a4e-1c2d-4e5f-8a9b-${String(i).padStart(12, "0")}`,
  goal_id: "7d3c1a2b-4e5f-4a6b-8c9d-000000000001",
  note: `Check-in ${i}: ran in the park before work, felt good.`,
  progress: i % 100,
  created_at: at(i),
});
const summary = (i: number) => ({
  id: `7d3c1a2b-4e5f-4a6b-8c9d-${String(i).padStart(12, "0")}`,
  username: `user${i}`,
  slug: `goal-${i}`,
  title: `Run a marathon ${i}`,
  description: "Train four times a week and finish under four hours.",
  motivation: "To prove I can.",
  category: "health" as const,
  timeframe: "monthly" as const,
  public: true as const,
  created_at: at(i),
  updated_at: at(i + 1),
  progress: 40,
  likes_count: 3,
  likes: 3,
  updates_count: 12,
  latest_update: { note: "Long run done.", progress: 40, created_at: at(i + 1) },
  liked: false,
});

function serializerRow(what: string, endpoint: keyof typeof apiContract, data: unknown): MachineryRow {
  const schema = apiContract[endpoint].answer as z.ZodType;
  schema.parse(data); // the sample is a real answer's shape
  const [method = "GET", url = "/"] = endpoint.split(" ");
  const zod = serializerCompiler({ schema, method, url, httpStatus: "200" });
  return { what, withIt: perCall(() => JSON.stringify(data)), withoutIt: perCall(() => zod(data)) };
}

export function runRetiredMachineryBench(): MachineryRow[] {
  const rows = [
    serializerRow(
      `GET /api/journal, ${JOURNAL_PAGE_MAX} entries`,
      "GET /journal",
      Array.from({ length: JOURNAL_PAGE_MAX }, (_, i) => entry(i)),
    ),
    serializerRow(
      "GET /api/goals/public, 24 goals",
      "GET /goals/public",
      Array.from({ length: 24 }, (_, i) => summary(i)),
    ),
    serializerRow(`GET /api/goals/public/{u}/{s}, ${PUBLIC_JOURNAL_WINDOW} entries`, "GET /goals/public/{username}/{slug}", {
      ...summary(1),
      journal: Array.from({ length: PUBLIC_JOURNAL_WINDOW }, (_, i) => {
        const { goal_id: _goal, ...rest } = entry(i);
        return rest;
      }),
      first_entry_at: at(0),
    }),
  ];
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
  const session = (tokenHash: string, nowIso: string) =>
    db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select(["users.id as id", "users.username as username", "sessions.last_used_at as last_used_at"])
      .where("sessions.token_hash", "=", tokenHash)
      .where("sessions.expires_at", ">", nowIso)
      .where(sql<boolean>`not users.disabled`)
      .compile();
  const version = (userId: string) =>
    db
      .selectFrom("goals")
      .select((eb) => [eb.fn.countAll<number | string>().as("n"), eb.fn.sum<number | string | null>("list_version").as("total")])
      .where("user_id", "=", userId)
      .compile();
  // What precompiled.ts does per call once compiled: map the arguments into the kept SQL's parameters.
  const kept = session("h", "n");
  const keptVersion = version("u");
  rows.push({
    what: "session lookup + list version, per signed-in list request",
    withIt: perCall(() => [kept.sql, ["hash", new Date().toISOString()], keptVersion.sql, ["user"]]),
    withoutIt: perCall(() => [session("hash", new Date().toISOString()), version("user")]),
  });
  void db.destroy();
  return rows;
}

export function formatMachineryRows(rows: MachineryRow[]): string {
  const lines = ["| per call | with it (µs) | without it (µs) |", "|---|---|---|"];
  for (const r of rows) lines.push(`| ${r.what} | ${r.withIt.toFixed(1)} | ${r.withoutIt.toFixed(1)} |`);
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(formatMachineryRows(runRetiredMachineryBench()));

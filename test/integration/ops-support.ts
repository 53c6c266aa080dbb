/** Shared pieces of the operations tests (ops-*.test.ts): CLI runs, row dumps, Redis. */
import { spawn } from "node:child_process";
import SQLite from "better-sqlite3";
import { Redis } from "ioredis";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "../../src/server/db/schema.js";
import { type PlainRow, TABLES, allRows } from "../../src/server/ops/tables.js";
import type { Api } from "./helpers.js";
import { addEntry, publish } from "./helpers.js";

export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

export async function redisReachable(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  r.on("error", () => undefined);
  try {
    await r.connect();
    return (await r.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** Deletes every key under a test run's prefix. */
export async function dropRedisPrefix(prefix: string): Promise<string[]> {
  const r = new Redis(REDIS_URL);
  try {
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.del(...keys);
    return keys;
  } finally {
    r.disconnect();
  }
}

/** Runs `npm run <script> -- args` (the real CLI through its npm script) and collects its output. */
export function runScript(script: string, args: string[], env: Record<string, string | undefined> = {}) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += String(d)));
    child.stderr.on("data", (d) => (out += String(d)));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

/** A read-only look at an SQLite file that takes no lock, like the backup does. */
export async function sqliteRows(file: string): Promise<Record<string, PlainRow[]>> {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    return sorted(await allRows(db));
  } finally {
    await db.destroy();
  }
}

export async function postgresRows(url: string): Promise<Record<string, PlainRow[]>> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  // A connection ended by a later forced drop of the database must not end the test run.
  pool.on("error", () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    return sorted(await allRows(db));
  } finally {
    await db.destroy();
  }
}

/** Rows in one order whatever the engine's collation. */
function sorted(rows: Record<string, PlainRow[]>) {
  const out: Record<string, PlainRow[]> = {};
  for (const [t, list] of Object.entries(rows)) {
    out[t] = [...list].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  }
  return out;
}

export function rowCounts(rows: Record<string, PlainRow[]>) {
  return Object.fromEntries(TABLES.map((t) => [t.name, rows[t.name]?.length ?? 0]));
}

/** Every table gets rows: two users, goals public and private, entries, a like, a pause, a group, sessions, a reminder, a calendar token, a push subscription and the VAPID keys, API tokens, check-in links, a webhook and its delivery. */
export async function seedThroughApi(api: Api, label: string) {
  const alice = await api.newUser(`${label}a`);
  const bob = await api.newUser(`${label}b`);
  const run = await api.newGoal(alice.token, { title: "Run 5k", description: "Line one\nline 'two' \\ back" });
  const read = await api.newGoal(alice.token, { title: "Read 12 books", category: "study", timeframe: "yearly" });
  await addEntry(api, alice.token, run.id, 20, "first run, 2 km");
  await addEntry(api, alice.token, run.id, 45, 'Ünïcödé ✓ and "quotes"');
  await addEntry(api, alice.token, read.id, 10, "one book");
  await publish(api, alice.token, run.id, `run-${label}`);
  const like = await api.call("POST", `/api/likes/${alice.username}/run-${label}`, { token: bob.token, body: { like: true } });
  if (like.status !== 200) throw new Error(`like failed: ${like.status} ${like.text}`);
  const pause = await api.call("POST", `/api/goals/${run.id}/pauses`, {
    token: alice.token,
    body: { from: "2026-12-24", to: "2027-01-01" },
  });
  if (pause.status !== 201) throw new Error(`pause failed: ${pause.status} ${pause.text}`);
  const reminder = { time: "07:30", days: [1, 3, 5], time_zone: "Europe/Paris" };
  const set = await api.call("PUT", `/api/goals/${run.id}/reminder`, { token: alice.token, body: reminder });
  if (set.status !== 200) throw new Error(`reminder failed: ${set.status} ${set.text}`);
  // A group with a goal in it (issue 30).
  const group = await api.call<{ id: string }>("POST", "/api/groups", { token: alice.token, body: { name: `Health ${label}` } });
  if (group.status !== 201) throw new Error(`group failed: ${group.status} ${group.text}`);
  const grouped = await api.call("PATCH", `/api/goals/${run.id}`, { token: alice.token, body: { group_id: group.body.id } });
  if (grouped.status !== 200) throw new Error(`grouping failed: ${grouped.status} ${grouped.text}`);
  const calendar = await api.call("POST", "/api/calendar/token", { token: alice.token });
  if (calendar.status !== 200) throw new Error(`calendar token failed: ${calendar.status} ${calendar.text}`);
  // A public address literal: accepted without DNS, never sent to (nothing calls /api/push/test).
  const push = await api.call("POST", "/api/push/subscriptions", {
    token: alice.token,
    body: { endpoint: `https://93.184.215.14/push/${label}`, keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } },
  });
  if (push.status !== 201) throw new Error(`push subscription failed: ${push.status} ${push.text}`);
  await api.call("GET", "/api/push/public-key"); // makes and keeps the VAPID pair (server_keys)
  // A personal API token, used once (last_used_at), and a check-in link (issue 32).
  const apiToken = await api.call<{ token: string }>("POST", "/api/tokens", {
    token: alice.token,
    body: { name: `tool ${label}`, scope: "read", expires_in_days: 30 },
  });
  if (apiToken.status !== 201) throw new Error(`API token failed: ${apiToken.status} ${apiToken.text}`);
  await api.call("GET", "/api/goals", { token: apiToken.body.token });
  const link = await api.call("POST", `/api/goals/${read.id}/checkin-links`, { token: alice.token, body: { name: `tag ${label}` } });
  if (link.status !== 201) throw new Error(`check-in link failed: ${link.status} ${link.text}`);
  // A webhook with a delivery waiting (issue 32): a public address literal, so no DNS; a server
  // process that runs the dispatcher must hold it back (WEBHOOK_TICK_MS) for its rows to stay put.
  const hook = await api.call<{ id: string }>("POST", "/api/webhooks", {
    token: alice.token,
    body: { url: `https://93.184.215.14/hooks/${label}`, events: ["goal.updated"] },
  });
  if (hook.status !== 201) throw new Error(`webhook failed: ${hook.status} ${hook.text}`);
  const test = await api.call("POST", `/api/webhooks/${hook.body.id}/test`, { token: alice.token });
  if (test.status !== 202) throw new Error(`webhook test failed: ${test.status} ${test.text}`);
  // A notification channel with its ntfy token (issue 32): backed up, restored and copied with it.
  const channel = await api.call("POST", "/api/notifications/channels", {
    token: alice.token,
    body: { type: "ntfy", target: `https://93.184.215.14/pv-${label}`, token: `tk_${label}` },
  });
  if (channel.status !== 201) throw new Error(`channel failed: ${channel.status} ${channel.text}`);
  // Nudges turned on (issue 32): kept by a backup, a restore and the move.
  const nudges = await api.call("PATCH", "/api/notifications/nudges", {
    token: alice.token,
    body: { streak_at_risk: true, time: "21:30", time_zone: "Europe/Paris" },
  });
  if (nudges.status !== 200) throw new Error(`nudges failed: ${nudges.status} ${nudges.text}`);
  // On a new server alice is its first account, the admin: an invitation and a password-set link (issue 31).
  const me = await api.call<{ role: string }>("GET", "/api/auth/me", { token: alice.token });
  if (me.body.role === "admin") {
    const invite = await api.call("POST", "/api/admin/invites", { token: alice.token, body: {} });
    if (invite.status !== 201) throw new Error(`invite failed: ${invite.status} ${invite.text}`);
    const reset = await api.call("POST", `/api/admin/users/${bob.username}/reset-link`, { token: alice.token });
    if (reset.status !== 201) throw new Error(`reset link failed: ${reset.status} ${reset.text}`);
  }
  return { alice, bob, run, read };
}

/** Each goal's denormalised aggregates agree with its entries and likes in these rows. */
export function aggregatesConsistent(rows: Record<string, PlainRow[]>): boolean {
  return (rows.goals ?? []).every((g) => {
    const entries = (rows.journal_entries ?? []).filter((e) => e.goal_id === g.id);
    const likes = (rows.likes ?? []).filter((l) => l.goal_id === g.id);
    return g.updates_count === entries.length && g.likes_count === likes.length;
  });
}

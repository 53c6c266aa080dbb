/**
 * The ceiling we measure ourselves against (issue 8): a minimal Fastify server with no auth,
 * no validation, no hooks and no logging, on the same database and schema. It inserts the same
 * journal row as POST /api/journal, with prepared statements; the user is named by an x-user
 * header instead of a token.
 *
 * GET /api/goals sends the same bytes as ours: a copy of our answer captured when the bench
 * starts (BASELINE_GOAL_LIST, a file), as a static server would (issue 16's budget: the list at
 * ≥ 90 % of a same-run static server sending the same bytes). It used to build the old list, every
 * journal whole, which stopped being the same answer when the list became bounded (decision 020).
 *
 * A second server on BASELINE_SIGNED_IN_PORT is the least a signed-in, cached goal list can do,
 * for the maintainers' question on issue 16 (is 90 % of a static server within reach of any
 * signed-in list?): Fastify's own request log (two lines a request, as ours), the bearer token's
 * SHA-256, the session lookup and the list-version read of ours (the same SQL), then the same
 * bytes. No hooks, no validation, no security headers, no metrics.
 *
 * SQLite runs as a minimal app usually does: WAL with synchronous=NORMAL, so a commit does not
 * wait for the disk (durable against a crash of the process, not of the machine). Ours fsyncs
 * every acknowledged write (synchronous=FULL); see BENCHMARKS.md.
 *
 *   BASELINE_PORT=4100 BASELINE_GOAL_LIST=list.json BASELINE_DATA_DIR=… | BASELINE_DATABASE_URL=postgres://… node --import tsx bench/baseline.ts
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import Fastify from "fastify";
import pg from "pg";
import { v7 as uuidv7 } from "uuid";

interface Store {
  insert(row: { id: string; goal_id: string; user_id: string; note: string; progress: number; created_at: string }): Promise<void>;
  /** The signed-in user of a token hash, as ours looks it up (auth/queries.ts). */
  sessionUser(tokenHash: string, nowIso: string): Promise<string | undefined>;
  /** The list version of ours (db/data-version.ts). */
  listVersion(userId: string): Promise<string>;
}

const sessionSql = (p: (n: number) => string) =>
  `select users.id as id, users.username as username from sessions inner join users on users.id = sessions.user_id
   where sessions.token_hash = ${p(1)} and sessions.expires_at > ${p(2)}`;
const versionSql = (p: (n: number) => string) => `select count(*) as n, sum(list_version) as total from goals where user_id = ${p(1)}`;

const insertSql = (p: (n: number) => string) =>
  `insert into journal_entries (id, goal_id, user_id, note, progress, created_at)
   values (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)})`;

function sqliteStore(dataDir: string): Store {
  const db = new SQLite(path.join(dataDir, "progressvault.db"));
  db.pragma("journal_mode = WAL");
  db.pragma(`synchronous = ${process.env.BASELINE_SYNCHRONOUS ?? "NORMAL"}`);
  const q = () => "?";
  const insert = db.prepare(insertSql(q));
  const session = db.prepare<[string, string], { id: string }>(sessionSql(q));
  const version = db.prepare<[string], { n: number; total: number | null }>(versionSql(q));
  return {
    async insert(r) {
      insert.run(r.id, r.goal_id, r.user_id, r.note, r.progress, r.created_at);
    },
    async sessionUser(hash, nowIso) {
      return session.get(hash, nowIso)?.id;
    },
    async listVersion(userId) {
      const row = version.get(userId);
      return `${row?.n ?? 0}:${row?.total ?? 0}`;
    },
  };
}

function postgresStore(url: string): Store {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const q = (n: number) => `$${n}`;
  return {
    async insert(r) {
      await pool.query({
        name: "insert",
        text: insertSql(q),
        values: [r.id, r.goal_id, r.user_id, r.note, r.progress, r.created_at],
      });
    },
    async sessionUser(hash, nowIso) {
      const { rows } = await pool.query<{ id: string }>({ name: "session", text: sessionSql(q), values: [hash, nowIso] });
      return rows[0]?.id;
    },
    async listVersion(userId) {
      const { rows } = await pool.query<{ n: string; total: string | null }>({ name: "version", text: versionSql(q), values: [userId] });
      return `${rows[0]?.n ?? 0}:${rows[0]?.total ?? 0}`;
    },
  };
}

const url = process.env.BASELINE_DATABASE_URL;
const store = url ? postgresStore(url) : sqliteStore(process.env.BASELINE_DATA_DIR ?? "./data");
const app = Fastify();

app.get("/api/health", async () => ({ status: "ok" }));

const goalList = fs.readFileSync(process.env.BASELINE_GOAL_LIST ?? "goal-list.json");
app.get("/api/goals", async (_req, reply) => reply.type("application/json; charset=utf-8").send(goalList));

app.post("/api/journal", async (req, reply) => {
  const body = req.body as { goal_id: string; note: string; progress: number };
  const row = {
    id: uuidv7(),
    goal_id: body.goal_id,
    user_id: String(req.headers["x-user"]),
    note: body.note,
    progress: body.progress,
    created_at: new Date().toISOString(),
  };
  await store.insert(row);
  return reply.code(201).send({ id: row.id, goal_id: row.goal_id, note: row.note, progress: row.progress, created_at: row.created_at });
});

await app.listen({ port: Number(process.env.BASELINE_PORT ?? 4100), host: "127.0.0.1" });

if (process.env.BASELINE_SIGNED_IN_PORT) {
  // Pino to stdout, as ours; the bench discards the baseline's stdout, as it does ours.
  const signedIn = Fastify({ logger: true });
  signedIn.get("/api/goals", async (req, reply) => {
    const token = req.headers.authorization?.startsWith("Bearer ") ? req.headers.authorization.slice(7) : "";
    const user = await store.sessionUser(createHash("sha256").update(token).digest("hex"), new Date().toISOString());
    if (!user) return reply.code(401).send({ error: "Sign in to continue" });
    // Read as ours reads it before answering from its copy (a copy is only sent at its version).
    await store.listVersion(user);
    return reply.type("application/json; charset=utf-8").send(goalList);
  });
  await signedIn.listen({ port: Number(process.env.BASELINE_SIGNED_IN_PORT), host: "127.0.0.1" });
}

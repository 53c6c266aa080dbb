/**
 * The ceiling we measure ourselves against (issue 8): a minimal Fastify server with no auth,
 * no validation, no hooks and no logging, on the same database and schema. It returns the same
 * goal-list JSON as GET /api/goals and inserts the same journal row as POST /api/journal, with
 * prepared statements. The user is named by an x-user header instead of a token.
 *
 * SQLite runs as a minimal app usually does: WAL with synchronous=NORMAL, so a commit does not
 * wait for the disk (durable against a crash of the process, not of the machine). Ours fsyncs
 * every acknowledged write (synchronous=FULL); see BENCHMARKS.md.
 *
 *   BASELINE_PORT=4100 BASELINE_DATA_DIR=… | BASELINE_DATABASE_URL=postgres://… node --import tsx bench/baseline.ts
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import Fastify from "fastify";
import pg from "pg";
import { v7 as uuidv7 } from "uuid";

interface Store {
  goals(userId: string): Promise<Record<string, unknown>[]>;
  insert(row: { id: string; goal_id: string; user_id: string; note: string; progress: number; created_at: string }): Promise<void>;
}

const goalSql = (p: (n: number) => string) =>
  `select g.id, g.title, g.description, g.motivation, g.category, g.timeframe, g.public, g.slug, u.username,
          g.created_at, g.updated_at, g.progress, g.likes_count
     from goals g join users u on u.id = g.user_id
    where g.user_id = ${p(1)} order by g.created_at desc, g.id desc`;
const entrySql = (p: (n: number) => string) =>
  `select id, goal_id, note, progress, created_at from journal_entries
    where user_id = ${p(1)} order by created_at asc, id asc`;
const insertSql = (p: (n: number) => string) =>
  `insert into journal_entries (id, goal_id, user_id, note, progress, created_at)
   values (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)})`;

type Row = Record<string, unknown>;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

function assemble(goals: Row[], entries: Row[]): Row[] {
  const byGoal = new Map<unknown, Row[]>();
  for (const e of entries) {
    let list = byGoal.get(e.goal_id);
    if (!list) byGoal.set(e.goal_id, (list = []));
    list.push({ id: e.id, goal_id: e.goal_id, note: e.note, progress: e.progress, created_at: iso(e.created_at) });
  }
  return goals.map((g) => ({
    ...g,
    public: g.public === true || g.public === 1,
    created_at: iso(g.created_at),
    updated_at: iso(g.updated_at),
    journal: byGoal.get(g.id) ?? [],
  }));
}

function sqliteStore(dataDir: string): Store {
  const db = new SQLite(path.join(dataDir, "progressvault.db"));
  db.pragma("journal_mode = WAL");
  db.pragma(`synchronous = ${process.env.BASELINE_SYNCHRONOUS ?? "NORMAL"}`);
  const q = () => "?";
  const goals = db.prepare(goalSql(q));
  const entries = db.prepare(entrySql(q));
  const insert = db.prepare(insertSql(q));
  return {
    async goals(userId) {
      return assemble(goals.all(userId) as Row[], entries.all(userId) as Row[]);
    },
    async insert(r) {
      insert.run(r.id, r.goal_id, r.user_id, r.note, r.progress, r.created_at);
    },
  };
}

function postgresStore(url: string): Store {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const q = (n: number) => `$${n}`;
  return {
    async goals(userId) {
      const [goals, entries] = await Promise.all([
        pool.query({ name: "goals", text: goalSql(q), values: [userId] }),
        pool.query({ name: "entries", text: entrySql(q), values: [userId] }),
      ]);
      return assemble(goals.rows, entries.rows);
    },
    async insert(r) {
      await pool.query({
        name: "insert",
        text: insertSql(q),
        values: [r.id, r.goal_id, r.user_id, r.note, r.progress, r.created_at],
      });
    },
  };
}

const url = process.env.BASELINE_DATABASE_URL;
const store = url ? postgresStore(url) : sqliteStore(process.env.BASELINE_DATA_DIR ?? "./data");
const app = Fastify();

app.get("/api/health", async () => ({ status: "ok" }));

app.get("/api/goals", async (req) => store.goals(String(req.headers["x-user"])));

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

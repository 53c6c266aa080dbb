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
 * SQLite runs as a minimal app usually does: WAL with synchronous=NORMAL, so a commit does not
 * wait for the disk (durable against a crash of the process, not of the machine). Ours fsyncs
 * every acknowledged write (synchronous=FULL); see BENCHMARKS.md.
 *
 *   BASELINE_PORT=4100 BASELINE_GOAL_LIST=list.json BASELINE_DATA_DIR=… | BASELINE_DATABASE_URL=postgres://… node --import tsx bench/baseline.ts
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import Fastify from "fastify";
import pg from "pg";
import { v7 as uuidv7 } from "uuid";

interface Store {
  insert(row: { id: string; goal_id: string; user_id: string; note: string; progress: number; created_at: string }): Promise<void>;
}

const insertSql = (p: (n: number) => string) =>
  `insert into journal_entries (id, goal_id, user_id, note, progress, created_at)
   values (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)})`;

function sqliteStore(dataDir: string): Store {
  const db = new SQLite(path.join(dataDir, "progressvault.db"));
  db.pragma("journal_mode = WAL");
  db.pragma(`synchronous = ${process.env.BASELINE_SYNCHRONOUS ?? "NORMAL"}`);
  const q = () => "?";
  const insert = db.prepare(insertSql(q));
  return {
    async insert(r) {
      insert.run(r.id, r.goal_id, r.user_id, r.note, r.progress, r.created_at);
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

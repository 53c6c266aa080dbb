/**
 * Statements per check-in (decision 068): `POST /api/journal` with its `goal` answer, one at a time
 * after a warm list, for each kind of goal, counted at the drivers (better-sqlite3's statement
 * calls, pg's Client.query). Machine-independent, unlike a rate: what a change of the write path
 * or the answer costs in statements. `SHOW=1` lists them.
 *
 *   npx tsx bench/checkin-statements.ts sqlite
 *   TEST_DATABASE_URL=postgres://… npx tsx bench/checkin-statements.ts postgres
 */
import SQLite from "better-sqlite3";
import pg from "pg";
import { apiClient } from "../test/support/client.js";
import { startTestServer } from "../test/support/server.js";

let count = 0;
const texts = new Map<string, number>();
const note = (text: string) => {
  count += 1;
  const key = text.replace(/\s+/g, " ").slice(0, 100);
  texts.set(key, (texts.get(key) ?? 0) + 1);
};
type Call = (this: { source: string }, ...args: unknown[]) => unknown;
const statement = Object.getPrototypeOf(new SQLite(":memory:").prepare("select 1")) as Record<string, Call>;
for (const method of ["run", "get", "all", "iterate"]) {
  const original = statement[method] as Call;
  statement[method] = function (...args) {
    note(this.source);
    return original.apply(this, args);
  };
}
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
  this: unknown,
  q: unknown,
  ...rest: unknown[]
) {
  note(typeof q === "string" ? q : ((q as { text?: string })?.text ?? "?"));
  return query.call(this, q, ...rest);
};

const engine = process.argv[2] === "postgres" ? "postgres" : "sqlite";
const server = await startTestServer(engine);
const api = apiClient(server.url);
const user = await api.newUser("statements");
const N = 40;
try {
  for (const fields of [
    { kind: "progress", timeframe: "daily" },
    { kind: "check", timeframe: "weekly", target: 3 },
    { kind: "amount", timeframe: "weekly", target: 20, unit: "km" },
  ]) {
    const goal = await api.newGoal(user.token, { title: "Statements", ...fields });
    const value = fields.kind === "amount" ? { amount: 1.5 } : fields.kind === "check" ? {} : { progress: 50 };
    const checkIn = async (extra: Record<string, unknown> = {}) => {
      const res = await api.call("POST", "/api/journal?tz=UTC", {
        token: user.token,
        body: { goal_id: goal.id, note: "done", ...value, ...extra },
      });
      if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
    };
    // Some history, a warm list, a few check-ins; then the counted ones.
    for (let k = 20; k >= 1; k -= 1) await checkIn({ created_at: new Date(Date.now() - k * 86_400_000).toISOString() });
    await api.call("GET", "/api/goals?tz=UTC", { token: user.token });
    for (let i = 0; i < 5; i += 1) await checkIn();
    count = 0;
    texts.clear();
    for (let i = 0; i < N; i += 1) await checkIn();
    console.log(`${engine} ${fields.kind}: ${(count / N).toFixed(2)} statements per check-in`);
    if (process.env.SHOW) for (const [k, v] of [...texts].sort((a, b) => b[1] - a[1])) console.log(`  ${(v / N).toFixed(2)}  ${k}`);
  }
} finally {
  await server.close();
}

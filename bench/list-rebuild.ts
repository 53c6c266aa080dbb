/**
 * The CPU of one GET /api/goals rebuild after a write to one goal, in process (no HTTP, no
 * compression), for the 90-day, three-year and 200 × 1,000 users of the seed: what the goal
 * facts cache (decision 030) leaves to do. Best of N; absolute times vary with the machine.
 *
 *   npx tsx bench/list-rebuild.ts DATA_DIR   (a copy of the seed: it writes)
 */
import { sql } from "kysely";
import { openDatabase } from "../src/server/db/open.js";
import type { AppDeps } from "../src/server/deps.js";
import { GoalFactsCache } from "../src/server/goals/facts-cache.js";
import { listGoals } from "../src/server/goals/service.js";
import { LARGE_USER, YEARS_USER, userName } from "./seed.js";

const dataDir = process.argv[2] ?? "./data";
const db = openDatabase({ dataDir });
await db.migrate();
const deps = { db, now: () => new Date() } as unknown as AppDeps;
const runs = Number(process.env.RUNS ?? 30);

for (const username of [userName(3), YEARS_USER, LARGE_USER]) {
  const user = await db.db.selectFrom("users").select(["id", "username"]).where("username", "=", username).executeTakeFirstOrThrow();
  const goal = await db.db.selectFrom("goals").select("id").where("user_id", "=", user.id).orderBy("id").executeTakeFirstOrThrow();
  const parts = new GoalFactsCache(64 * 1024 * 1024);
  const time = async (write: boolean) => {
    let best = Infinity;
    for (let i = 0; i < runs; i += 1) {
      if (write) await sql`update goals set updated_at = updated_at where id = ${goal.id}`.execute(db.db);
      const t = performance.now();
      const list = await listGoals(deps, user, "Europe/Berlin", parts);
      JSON.stringify(list);
      best = Math.min(best, performance.now() - t);
    }
    return best;
  };
  const cold = await time(false);
  const afterWrite = await time(true);
  const none = await time(false);
  console.log(`${username.padEnd(16)} rebuild with every part kept ${none.toFixed(2)} ms; after a write to one goal ${afterWrite.toFixed(2)} ms (best of ${runs}; first: ${cold.toFixed(2)})`);
}
await db.close();

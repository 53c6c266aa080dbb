/**
 * The work of one GET /api/goals rebuild (the list cache missed), in the server's own code in
 * process, on a copy of the seed: for the 90-day, three-year and 200 × 1,000 users, the time to
 * derive the list and its JSON (a) with no goal part kept (what every rebuild did before decision
 * 030), (b) after a write to one goal (what a rebuild does now), (b') the same without the old
 * entries kept under the history stamp (decision 034: does it earn its triggers?), (c) with every part kept. No
 * HTTP, no compression and no write's fsync: on this shared machine those dominate the HTTP
 * figures and vary with its load, while this is the part that grew with the years. Best of N
 * after a warm-up, each profile right after the other, so the ratios compare one machine load.
 *
 *   npm run bench -- --only=list      or      npx tsx bench/list-rebuild.ts DATA_DIR (a copy: it writes)
 */
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { openDatabase } from "../src/server/db/open.js";
import type { AppDeps } from "../src/server/deps.js";
import { GoalFactsCache } from "../src/server/goals/facts-cache.js";
import { GoalHistoryCache } from "../src/server/goals/history-cache.js";
import { listGoals } from "../src/server/goals/service.js";
import { LARGE_USER, SIZES, YEARS_USER, userName } from "./seed.js";

export interface RebuildRow {
  label: string;
  /** Best ms per rebuild: nothing kept, after a write to one goal, everything kept. */
  noneKept: number;
  afterWrite: number;
  /** After a write with the goals' parts kept but no old entries kept under the history stamp (decision 034). */
  afterWriteNoHistory: number;
  allKept: number;
}

export async function runListRebuildBench(dataDir: string, runs = 30): Promise<RebuildRow[]> {
  const db = openDatabase({ dataDir });
  await db.migrate();
  const deps = { db, now: () => new Date() } as unknown as AppDeps;
  const rows: RebuildRow[] = [];
  try {
    for (const [label, username] of [
      [`${SIZES.goalsPerUser} × ${SIZES.daysPerGoal}`, userName(3)],
      [`${SIZES.yearsGoals} × ${SIZES.yearsDays}`, YEARS_USER],
      [`${SIZES.largeGoals} × ${SIZES.largeEntriesPerGoal}`, LARGE_USER],
    ] as const) {
      const user = await db.db.selectFrom("users").select(["id", "username"]).where("username", "=", username).executeTakeFirstOrThrow();
      const goal = await db.db.selectFrom("goals").select("id").where("user_id", "=", user.id).orderBy("id").executeTakeFirstOrThrow();
      const best = async (keep: { parts: GoalFactsCache; history: GoalHistoryCache }, write: boolean) => {
        let min = Infinity;
        for (let i = 0; i < runs + 3; i += 1) {
          // Restamps the goal as any write to it does (db/data-version.ts).
          if (write) await sql`update goals set updated_at = updated_at where id = ${goal.id}`.execute(db.db);
          const t = performance.now();
          JSON.stringify(await listGoals(deps, user, "Europe/Berlin", keep));
          if (i >= 3) min = Math.min(min, performance.now() - t);
        }
        return min;
      };
      const kept = { parts: new GoalFactsCache(256 * 1024 * 1024), history: new GoalHistoryCache(256 * 1024 * 1024) };
      rows.push({
        label,
        // A cache that keeps nothing: every goal derived from its whole journal, as before.
        noneKept: await best({ parts: new GoalFactsCache(0), history: new GoalHistoryCache(0) }, false),
        afterWrite: await best(kept, true),
        afterWriteNoHistory: await best({ parts: new GoalFactsCache(256 * 1024 * 1024), history: new GoalHistoryCache(0) }, true),
        allKept: await best(kept, false),
      });
    }
  } finally {
    await db.close();
  }
  return rows;
}

export function formatRebuildRows(rows: RebuildRow[]): string {
  const base = rows[0];
  const cell = (ms: number, ref: number | undefined) => `${ms.toFixed(2)} ms${ref ? ` (${(ms / ref).toFixed(2)}×)` : ""}`.padStart(20);
  const lines = [
    "GET /api/goals rebuild in process (list + JSON; best of the runs; × = against the first row):",
    `${"profile".padEnd(14)}${"nothing kept".padStart(20)}${"after a write".padStart(20)}${"… no history kept".padStart(20)}${"all kept".padStart(20)}`,
  ];
  for (const r of rows)
    lines.push(
      `${r.label.padEnd(14)}${cell(r.noneKept, base?.noneKept)}${cell(r.afterWrite, base?.afterWrite)}${cell(r.afterWriteNoHistory, base?.afterWriteNoHistory)}${cell(r.allKept, base?.allKept)}`,
    );
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(formatRebuildRows(await runListRebuildBench(process.argv[2] ?? "./data", Number(process.env.RUNS ?? 30))));
}

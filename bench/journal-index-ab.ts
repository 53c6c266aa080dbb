/**
 * Migration 0033's indexes against those before it (decision 075), same run, alternating: the
 * three-year account's journal reads that the plans showed changing or that read the most
 * entries, and check-ins (an insert of 1,000 entries in one transaction, rolled back), timed
 * under each index set in turn, five rounds, best of each round's repetitions.
 *
 *   npx tsx bench/journal-index-ab.ts                                  # SQLite
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/journal-index-ab.ts  # and PostgreSQL
 */
import os from "node:os";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { v7 as uuidv7 } from "uuid";
import { latestProgress } from "../src/server/checkin-links/queries.js";
import { entryTimesOfGoals } from "../src/server/db/goal-rows.js";
import type { Database } from "../src/server/db/schema.js";
import { listEntries } from "../src/server/journal/queries.js";
import { weekOfGoals } from "../src/server/mail/queries.js";
import { INDEX_SETS, setJournalIndexes } from "./journal-index-sets.js";
import { THREE_YEARS_END, withThreeYearsPostgres, withThreeYearsSqlite } from "./three-years.js";

const SETS = { "before 0033": INDEX_SETS["today (0007, 0017)"]!, "0033": INDEX_SETS["narrow (0033)"]! };
const ROUNDS = 5;

type Work = { label: string; reps: number; run: (db: Kysely<Database>) => Promise<unknown> };

async function works(db: Kysely<Database>): Promise<Work[]> {
  const user = (await db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id;
  const goals = (await db.selectFrom("goals").select("id").orderBy("created_at").orderBy("id").execute()).map((g) => g.id);
  const goal = goals[0]!;
  const weekAgo = new Date(THREE_YEARS_END - 7 * 86_400_000).toISOString();
  return [
    { label: "goal list, cold: every entry's time (21,900)", reps: 5, run: (d) => entryTimesOfGoals(d, user, goals, { everyGoal: true }) },
    { label: "one goal's entry times (1,095)", reps: 20, run: (d) => entryTimesOfGoals(d, user, [goal]) },
    { label: "journal, first page (50)", reps: 100, run: (d) => listEntries(d, user, { goalId: undefined, limit: 50 }) },
    { label: "check-in link: latest progress", reps: 300, run: (d) => latestProgress(d, user, goal) },
    { label: "weekly mail: the week's counts", reps: 100, run: (d) => weekOfGoals(d, user, weekAgo, new Map()) },
    {
      label: "1,000 check-ins in one transaction (rolled back)",
      reps: 3,
      run: (d) =>
        d
          .transaction()
          .execute(async (trx) => {
            const at = Date.parse("2026-11-21T00:00:00Z");
            for (let i = 0; i < 1000; i += 1)
              await trx
                .insertInto("journal_entries")
                .values({
                  id: uuidv7(),
                  goal_id: goals[i % goals.length]!,
                  user_id: user,
                  note: "kept going again today",
                  progress: 50,
                  created_at: new Date(at + i * 1000).toISOString(),
                })
                .execute();
            throw new Error("rollback");
          })
          .catch(() => undefined),
    },
  ];
}

async function best(work: Work, db: Kysely<Database>): Promise<number> {
  let min = Infinity;
  for (let i = 0; i < work.reps; i += 1) {
    const t0 = performance.now();
    await work.run(db);
    min = Math.min(min, performance.now() - t0);
  }
  return min;
}

async function ab(engine: string, db: Kysely<Database>, exec: (s: string) => Promise<unknown>) {
  const list = await works(db);
  const times = new Map<string, Map<string, number[]>>(list.map((w) => [w.label, new Map()]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, set] of Object.entries(round % 2 === 0 ? SETS : Object.fromEntries(Object.entries(SETS).reverse()))) {
      await setJournalIndexes(exec, set);
      if (engine === "postgres") await exec("vacuum analyze journal_entries");
      for (const w of list) {
        await w.run(db); // warm
        const per = times.get(w.label)!;
        per.set(name, [...(per.get(name) ?? []), await best(w, db)]);
      }
    }
  }
  console.log(
    `\n${engine} (load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}), ms, best of each round, rounds alternating:`,
  );
  for (const [label, per] of times) {
    const [a, b] = Object.keys(SETS).map((k) => per.get(k)!);
    const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    console.log(
      `  ${label.padEnd(50)} before ${a!.map((x) => x.toFixed(2)).join(" / ")}  0033 ${b!.map((x) => x.toFixed(2)).join(" / ")}  median ratio ${(med(b!) / med(a!)).toFixed(2)}`,
    );
  }
}

console.log(
  `${new Date().toISOString()} ${os.cpus()[0]?.model} ×${os.cpus().length}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
await withThreeYearsSqlite("pv-index-ab-", async (file) => {
  const raw = new SQLite(file);
  raw.pragma("journal_mode = wal");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
  try {
    await ab("sqlite", db, async (s) => raw.exec(s));
  } finally {
    await db.destroy();
  }
});
if (process.env.BENCH_DATABASE_URL) {
  await withThreeYearsPostgres(process.env.BENCH_DATABASE_URL, `progressvault_index_ab_${process.pid}`, async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      await ab("postgres", db, (s) => sql.raw(s).execute(db));
    } finally {
      await db.destroy();
    }
  });
}

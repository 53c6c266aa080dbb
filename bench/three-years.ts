/**
 * The three-year account of issue 33's storage budget: 20 daily goals kept for 1,095 days, notes
 * of 20-30 characters, written through the real schema in time order as a live server writes
 * them (bench/storage.ts, bench/journal-plans.ts, bench/journal-index-ab.ts), and the databases
 * those benches hold it in: a scratch SQLite directory or a scratch database on a PostgreSQL server.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { v7 as uuidv7 } from "uuid";
import { databaseUrl, pgAdmin } from "../test/support/pg-admin.js";
import { type Db, type OpenOptions, openDatabase } from "../src/server/db/open.js";
import { boolParam } from "../src/server/db/values.js";
import { prng } from "./prng.js";

export const GOALS = 20;
export const DAYS = 1095;
export const ENTRIES = GOALS * DAYS;
/** Every entry of the account is written before this instant. */
export const THREE_YEARS_END = Date.parse("2026-11-20T18:00:00Z");
const DAY = 86_400_000;
const WORDS = "ran walked read wrote saved cooked stretched finished kept going felt slow quick good again pages lesson focus".split(" ");

/** Fills a migrated database with the three-year account; answers the number of entries. */
export async function seedThreeYears(db: Db): Promise<number> {
  const rand = prng(33);
  const note = () => {
    let s = "";
    while (s.length < 20 + Math.floor(rand() * 11)) s += `${s ? " " : ""}${WORDS[Math.floor(rand() * WORDS.length)]}`;
    return s;
  };
  const iso = (t: number) => new Date(t).toISOString();
  const start = THREE_YEARS_END - (DAYS + 1) * DAY;
  const user = { id: uuidv7(), username: "three-years", password_hash: "x", why: "", created_at: iso(start) };
  const goals = Array.from({ length: GOALS }, (_, i) => ({
    id: uuidv7(),
    user_id: user.id,
    title: `Daily habit ${i + 1}`,
    description: "",
    motivation: "",
    category: "health",
    timeframe: "daily",
    public: boolParam(db.engine, false),
    created_at: iso(start),
    updated_at: iso(start),
  }));
  const entries: { id: string; goal_id: string; user_id: string; note: string; progress: number; created_at: string }[] = [];
  for (let d = 0; d < DAYS; d += 1) {
    const day: { goal: number; at: number }[] = goals.map((_, g) => ({
      goal: g,
      at: start + (d + 1) * DAY + Math.floor(rand() * 0.9 * DAY),
    }));
    day.sort((a, b) => a.at - b.at);
    for (const { goal, at } of day) {
      entries.push({
        id: uuidv7({ msecs: at }),
        goal_id: goals[goal]!.id,
        user_id: user.id,
        note: note(),
        progress: Math.min(100, Math.floor((d * 100) / DAYS)),
        created_at: iso(at),
      });
    }
  }
  await db.db.transaction().execute(async (trx) => {
    await trx.insertInto("users").values(user).execute();
    await trx.insertInto("goals").values(goals).execute();
    for (let i = 0; i < entries.length; i += 500)
      await trx
        .insertInto("journal_entries")
        .values(entries.slice(i, i + 500))
        .execute();
  });
  return entries.length;
}

/**
 * Opens the database, migrates it (to the latest unless `migrate` says otherwise), writes the
 * three-year account and closes it: the close checkpoints SQLite's WAL into the file, so what
 * follows may open the file on its own. Answers the number of entries.
 */
export async function writeThreeYears(options: OpenOptions, migrate: (db: Db) => Promise<unknown> = (db) => db.migrate()): Promise<number> {
  const db = openDatabase(options);
  try {
    await migrate(db);
    return await seedThreeYears(db);
  } finally {
    await db.close();
  }
}

/** `work` on the SQLite file of the three-year account, in a scratch directory removed after it. */
export async function withThreeYearsSqlite<T>(prefix: string, work: (file: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    await writeThreeYears({ dataDir: dir });
    return await work(path.join(dir, "progressvault.db"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `work` on a scratch database `name` holding the three-year account on the server of `serverUrl`, dropped after it. */
export async function withThreeYearsPostgres<T>(
  serverUrl: string,
  name: string,
  work: (url: string, entries: number) => Promise<T>,
  migrate?: (db: Db) => Promise<unknown>,
): Promise<T> {
  await pgAdmin(serverUrl, `create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  try {
    return await work(url, await writeThreeYears({ dataDir: "", databaseUrl: url }, migrate));
  } finally {
    await pgAdmin(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

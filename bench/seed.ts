/**
 * Seeds a realistic data set through the real schema (the server's own migrations), on SQLite
 * or PostgreSQL:
 *   - 50 users ("bench-user-00" …), each with 20 goals × 90 days of check-ins, 5 of them public;
 *   - 1 large profile ("bench-large") with 200 goals × 1,000 check-ins;
 *   - explorers, so that exactly 10,000 goals are public for explore, each with 3 check-ins;
 *   - likes with a long tail (a few goals liked a lot, most a little), counted into likes_count.
 * The goals' denormalised columns (progress, updates_count, last entry) match their journals,
 * as the server keeps them. Deterministic: a seeded PRNG, so every run benchmarks the same data.
 */
import { createHash } from "node:crypto";
import { v7 as uuidv7 } from "uuid";
import { CATEGORIES, TIMEFRAMES } from "../src/core/constants.js";
import { GOAL_TEMPLATES } from "../src/core/templates.js";
import { hashPassword } from "../src/server/auth/password.js";
import type { Kysely } from "kysely";
import type { Db } from "../src/server/db/open.js";
import type { Database } from "../src/server/db/schema.js";
import { boolParam, type Engine } from "../src/server/db/values.js";
import { prng } from "./prng.js";

/** Bump when the generated data changes, so cached seeds are rebuilt. */
export const SEED_VERSION = 2;

export const BENCH_PASSWORD = "bench-password-1";
export const SEED_NOW = new Date("2026-11-20T18:00:00Z");

export const SIZES = {
  users: 50,
  goalsPerUser: 20,
  publicPerUser: 5,
  daysPerGoal: 90,
  largeGoals: 200,
  largeEntriesPerGoal: 1000,
  /** The three-year profile (issue 16): a daily habit kept for three years, 20 goals of it. */
  yearsGoals: 20,
  yearsDays: 1095,
  publicGoals: 10_000,
  explorerGoals: 25,
  explorerEntries: 3,
} as const;

export const userName = (i: number) => `bench-user-${String(i).padStart(2, "0")}`;

const sessionToken = (userIndex: number, days: number) => `bench-session-${userIndex}-${days}`;

/** The token of the seeded session of userName(i) that is still valid (a year from seeding). */
export const seededSessionToken = (userIndex: number) => sessionToken(userIndex, 365);

export const LARGE_USER = "bench-large";
export const YEARS_USER = "bench-years";

export interface SeedSummary {
  users: number;
  goals: number;
  publicGoals: number;
  entries: number;
  likes: number;
  ms: number;
}

const NOTE_WORDS =
  "ran walked read wrote practised studied saved planned cooked stretched finished started kept going felt tired strong slow quick good today again chapter pages minutes kilometres euros lesson session focus morning evening after work before breakfast".split(
    " ",
  );

interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  why: string;
  created_at: string;
}
interface GoalRow {
  id: string;
  user_id: string;
  title: string;
  description: string;
  motivation: string;
  category: string;
  timeframe: string;
  public: boolean | number;
  slug: string | null;
  created_at: string;
  updated_at: string;
  progress: number;
  updates_count: number;
  last_entry_at: string | null;
  last_entry_note: string | null;
  likes_count: number;
}
interface EntryRow {
  id: string;
  goal_id: string;
  user_id: string;
  note: string;
  progress: number;
  created_at: string;
}

type Table = "users" | "sessions" | "goals" | "journal_entries" | "likes";

/** Inserts rows in multi-row statements of at most `batch` rows. */
async function insertAll(trx: Kysely<Database>, table: Table, rows: readonly object[], batch = 500) {
  for (let i = 0; i < rows.length; i += batch) {
    // The rows match the table: built from the same column list as the migrations.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + batch) as never)
      .execute();
  }
}

/** Seeds an empty, migrated database in one transaction. */
export async function seed(db: Db, log: (line: string) => void = () => undefined): Promise<SeedSummary> {
  return db.db.transaction().execute((trx) => seedWith(trx, db.engine, log));
}

async function seedWith(trx: Kysely<Database>, engine: Engine, log: (line: string) => void): Promise<SeedSummary> {
  const started = performance.now();
  const rand = prng(8);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const day = 86_400_000;
  const now = SEED_NOW.getTime();
  const iso = (t: number) => new Date(t).toISOString();
  const note = () => {
    const n = 4 + Math.floor(rand() * 24);
    const words = Array.from({ length: n }, () => pick(NOTE_WORDS));
    return `${words.join(" ")}.`.replace(/^./, (c) => c.toUpperCase());
  };

  const users: UserRow[] = [];
  const addUser = (username: string) => {
    const user = { id: uuidv7(), username, password_hash: passwordHash, why: "Benchmark data", created_at: iso(now - 400 * day) };
    users.push(user);
    return user;
  };

  let goalCount = 0;
  let entryCount = 0;
  let publicCount = 0;
  const publicGoals: GoalRow[] = [];
  const pending = { goals: [] as GoalRow[], entries: [] as EntryRow[] };

  /** A goal with `entries` check-ins spread over the `spanDays` before SEED_NOW. */
  const addGoal = (user: UserRow, index: number, isPublic: boolean, entries: number, spanDays: number) => {
    const template = GOAL_TEMPLATES[(goalCount + index) % GOAL_TEMPLATES.length]!;
    const createdAt = now - (spanDays + 1) * day;
    const goal: GoalRow = {
      id: uuidv7(),
      user_id: user.id,
      title: `${template.title} #${index + 1}`,
      description: template.description,
      motivation: "Feel better and keep the promise I made to myself.",
      category: CATEGORIES[index % CATEGORIES.length]!,
      timeframe: TIMEFRAMES[index % TIMEFRAMES.length]!,
      public: boolParam(engine, isPublic),
      slug: isPublic ? `goal-${index + 1}` : null,
      created_at: iso(createdAt),
      updated_at: iso(createdAt),
      progress: 0,
      updates_count: entries,
      last_entry_at: null,
      last_entry_note: null,
      likes_count: 0,
    };
    let progress = 0;
    const step = (spanDays * day) / Math.max(1, entries);
    for (let e = 0; e < entries; e += 1) {
      progress = Math.min(100, Math.max(0, progress + Math.round((rand() - 0.25) * (300 / entries + 2))));
      const createdAtEntry = iso(createdAt + day + Math.floor(e * step + rand() * step * 0.9));
      const text = note();
      pending.entries.push({ id: uuidv7(), goal_id: goal.id, user_id: user.id, note: text, progress, created_at: createdAtEntry });
      goal.progress = progress;
      goal.last_entry_at = createdAtEntry;
      goal.last_entry_note = text;
    }
    pending.goals.push(goal);
    goalCount += 1;
    entryCount += entries;
    if (isPublic) {
      publicCount += 1;
      publicGoals.push(goal);
    }
  };

  for (let u = 0; u < SIZES.users; u += 1) {
    const user = addUser(userName(u));
    for (let g = 0; g < SIZES.goalsPerUser; g += 1) addGoal(user, g, g < SIZES.publicPerUser, SIZES.daysPerGoal, SIZES.daysPerGoal);
  }
  const large = addUser(LARGE_USER);
  for (let g = 0; g < SIZES.largeGoals; g += 1) addGoal(large, g, false, SIZES.largeEntriesPerGoal, 1000);
  const years = addUser(YEARS_USER);
  for (let g = 0; g < SIZES.yearsGoals; g += 1) addGoal(years, g, false, SIZES.yearsDays, SIZES.yearsDays);
  for (let x = 0; publicCount < SIZES.publicGoals; x += 1) {
    const user = addUser(`bench-explorer-${String(x).padStart(3, "0")}`);
    const count = Math.min(SIZES.explorerGoals, SIZES.publicGoals - publicCount);
    for (let g = 0; g < count; g += 1) addGoal(user, g, true, SIZES.explorerEntries, 30 + ((x * 7 + g) % 300));
  }
  // Likes: a long tail, each from a distinct user, written as rows and counted into the goal.
  const likes: { goal_id: string; user_id: string; created_at: string }[] = [];
  for (const goal of publicGoals) {
    const n = Math.min(users.length, Math.floor(120 * rand() ** 6));
    const start = Math.floor(rand() * users.length);
    for (let k = 0; k < n; k += 1) {
      likes.push({
        goal_id: goal.id,
        user_id: users[(start + k) % users.length]!.id,
        created_at: iso(now - Math.floor(rand() * 30 * day)),
      });
    }
    goal.likes_count = n;
  }
  // Rows go in as a live server would have written them: in time order, so one user's
  // check-ins lie scattered among everyone else's, as they do in a database in use.
  const byTime = (a: { created_at: string }, b: { created_at: string }) =>
    a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;
  await insertAll(trx, "users", users);
  await insertAll(trx, "goals", pending.goals.sort(byTime));
  await insertAll(trx, "journal_entries", pending.entries.sort(byTime));
  await insertAll(trx, "likes", likes);
  // Two sessions per user (a phone and a laptop, one of them expired), so the session lookup
  // runs against a table of a deployed server's shape, not an empty one. Ours signs in for its
  // own; the minimal signed-in baseline uses a live one (seededSessionToken).
  const sessions = users.flatMap((u, i) =>
    [365, -3].map((days) => ({
      id: uuidv7(),
      token_hash: createHash("sha256").update(sessionToken(i, days)).digest("hex"),
      user_id: u.id,
      created_at: iso(now - 10 * day),
      expires_at: iso(now + days * day),
    })),
  );
  await insertAll(trx, "sessions", sessions);
  log(
    `  seeded ${SIZES.users} users × ${SIZES.goalsPerUser} goals × ${SIZES.daysPerGoal} entries, ${LARGE_USER} with ${SIZES.largeGoals} × ${SIZES.largeEntriesPerGoal}, ${SIZES.publicGoals} public goals, ${likes.length} likes, ${sessions.length} sessions`,
  );

  return {
    users: users.length,
    goals: goalCount,
    publicGoals: publicCount,
    entries: entryCount,
    likes: likes.length,
    ms: performance.now() - started,
  };
}

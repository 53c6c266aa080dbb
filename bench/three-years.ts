/**
 * The three-year account of issue 33's storage budget: 20 daily goals kept for 1,095 days, notes
 * of 20-30 characters, written through the real schema in time order as a live server writes
 * them (bench/storage.ts, bench/journal-plans.ts).
 */
import { v7 as uuidv7 } from "uuid";
import type { Db } from "../src/server/db/open.js";
import { boolParam } from "../src/server/db/values.js";
import { prng } from "./prng.js";

export const GOALS = 20;
export const DAYS = 1095;
export const ENTRIES = GOALS * DAYS;
const NOW = Date.parse("2026-11-20T18:00:00Z");
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
  const start = NOW - (DAYS + 1) * DAY;
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

/**
 * The goal limit of an account (GOALS_PER_ACCOUNT_MAX, decision 036), checked inside the
 * transaction that adds the goals: creation, restore of a deleted goal and imports all call it
 * before their first insert. Two concurrent creates at the limit minus one cannot both pass: on
 * PostgreSQL the user's row is locked first, so the count and the insert of one transaction run
 * before the other's count; on SQLite the one connection runs one transaction at a time.
 */
import type { Kysely } from "kysely";
import { GOALS_PER_ACCOUNT_MAX } from "../../core/constants.js";
import type { Database } from "../db/schema.js";
import { lockUser } from "../db/user-lock.js";
import type { Engine } from "../db/values.js";
import { conflict } from "../errors.js";

export const GOAL_LIMIT_MESSAGES = {
  create: `You have ${GOALS_PER_ACCOUNT_MAX} goals, the most one account can hold. Delete a goal to add another.`,
  import: (have: number, adding: number) =>
    `This import would add ${adding} goals to your ${have}; one account can hold at most ${GOALS_PER_ACCOUNT_MAX}. Nothing was imported.`,
} as const;

/** Throws a 409 unless the user's goals plus `adding` stay within the limit; call it inside the write transaction. */
export async function requireRoomForGoals(
  trx: Kysely<Database>,
  engine: Engine,
  userId: string,
  adding: number,
  message: (have: number) => string = () => GOAL_LIMIT_MESSAGES.create,
): Promise<void> {
  if (adding <= 0) return;
  await lockUser(trx, engine, userId);
  const row = await trx
    .selectFrom("goals")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const have = Number(row?.n ?? 0);
  if (have + adding > GOALS_PER_ACCOUNT_MAX) throw conflict(message(have));
}

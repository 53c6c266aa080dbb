/**
 * Writes that must see a user's collection as a whole (the goal limit's count, a manual order's
 * places, a group and the goals put in it) run one user at a time: on PostgreSQL the user's row
 * is locked first, until the transaction ends; on SQLite the one connection runs one
 * transaction at a time already.
 */
import type { Kysely } from "kysely";
import type { Database } from "./schema.js";
import type { Engine } from "./values.js";

export async function lockUser(trx: Kysely<Database>, engine: Engine, userId: string): Promise<void> {
  if (engine === "postgres") await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
}

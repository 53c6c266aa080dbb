/**
 * goals.list_version: a random 40-bit stamp that triggers give a goal row on every write to it
 * or to its journal (issue 8; decision 009). A user's list version is the count and the sum of
 * the stamps of their goals (listVersion below): any insert, update or delete of a goal or an
 * entry changes it, with a chance of 2⁻⁴⁰ that a change leaves the sum as it was. Triggers mean
 * no code path can forget it: the API, imports, restores, likes (a goal's likes_count is in its
 * owner's list), cascades and SQL run by hand all move it, and so does a second server writing
 * to the same PostgreSQL. The goal-list cache (goals/list-cache.ts) compares it with the version
 * its copy was built at.
 *
 * Why per goal and random, not one counter per user: a counter is one row that every write of
 * the user updates, and on PostgreSQL that row's lock is held until commit, so one user's
 * check-ins queued behind one another's WAL flush (556 against 2,586 calls/s with pgbench).
 * A goal row is locked by its check-ins already.
 */
import { type Kysely, type Migration, sql } from "kysely";
import type { Database } from "./schema.js";
import { precompiled } from "./precompiled.js";
import type { Engine } from "./values.js";

const STAMP_BITS = 40;

/**
 * SQLite: a new stamp as its triggers give one. A statement that sets it on a goal row itself is
 * not restamped by goals_stamp_update (whose WHEN sees the stamp moved) and can RETURN the stamp
 * the row keeps (a check-in's last statement, journal/queries.ts).
 */
export const SQLITE_NEW_STAMP = `(random() & ${2 ** STAMP_BITS - 1})`;

async function sqliteTriggers(db: Kysely<unknown>) {
  const stamp = SQLITE_NEW_STAMP;
  const restamp = (goal: string) => `update goals set list_version = ${stamp} where id = ${goal};`;
  // SQLite triggers cannot change NEW, so the row is stamped again after the write; the WHEN
  // keeps that second update (which changes list_version itself) from firing the trigger again.
  await sql.raw(`create trigger goals_stamp_insert after insert on goals begin ${restamp("new.id")} end`).execute(db);
  await sql
    .raw(
      `create trigger goals_stamp_update after update on goals when new.list_version = old.list_version
       begin ${restamp("new.id")} end`,
    )
    .execute(db);
  await sql.raw(`create trigger journal_stamp_insert after insert on journal_entries begin ${restamp("new.goal_id")} end`).execute(db);
  await sql
    .raw(
      `create trigger journal_stamp_update after update on journal_entries begin ${restamp("old.goal_id")} ${restamp("new.goal_id")} end`,
    )
    .execute(db);
  await sql.raw(`create trigger journal_stamp_delete after delete on journal_entries begin ${restamp("old.goal_id")} end`).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  const stamp = `floor(random() * ${2 ** STAMP_BITS})::bigint`;
  await sql
    .raw(
      `create function stamp_goal() returns trigger language plpgsql as $$
       begin new.list_version := ${stamp}; return new; end $$`,
    )
    .execute(db);
  await sql`create trigger goals_stamp before insert or update on goals for each row execute function stamp_goal()`.execute(db);
  // Entries stamp their goals once per statement (the goal row trigger above picks the stamp).
  await sql.raw(stampGoalsOfEntriesSql({ skippable: false })).execute(db);
  // A trigger with transition tables names one event, so three.
  const create = (event: string, refs: string) =>
    sql
      .raw(
        `create trigger journal_stamp_${event} after ${event} on journal_entries referencing ${refs}
         for each statement execute function stamp_goals_of_entries()`,
      )
      .execute(db);
  await create("insert", "new table as new_rows");
  await create("update", "old table as old_rows new table as new_rows");
  await create("delete", "old table as old_rows");
}

/**
 * A transaction-local setting that add_journal_entry turns off around its own INSERT (it stamps
 * the goal by updating it; db/add-journal-entry.ts, migration 0005). Unset or 'on': entries stamp.
 */
export const ENTRY_STAMP_SETTING = "progressvault.entry_stamp";

/**
 * PostgreSQL: the statement trigger function that stamps the goals of written entries. Migration
 * 0003 created it without the setting check (`skippable: false`); 0005 replaces it.
 */
export function stampGoalsOfEntriesSql({ skippable = true } = {}): string {
  const skip = skippable ? `if current_setting('${ENTRY_STAMP_SETTING}', true) = 'off' then return null; end if;` : "";
  return `
    create or replace function stamp_goals_of_entries() returns trigger language plpgsql as $$
    begin
      ${skip}
      if tg_op = 'INSERT' then
        update goals set list_version = 0 where id in (select goal_id from new_rows);
      elsif tg_op = 'DELETE' then
        update goals set list_version = 0 where id in (select goal_id from old_rows);
      else
        update goals set list_version = 0 where id in (select goal_id from new_rows union select goal_id from old_rows);
      end if;
      return null;
    end $$`;
}

export function dataVersionMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("goals")
        .addColumn("list_version", engine === "postgres" ? "bigint" : "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      if (engine === "postgres") await postgresTriggers(db);
      else await sqliteTriggers(db);
    },
  };
}

/** Every goal list runs it, cached or not: built once (precompiled.ts). */
const versionOfUser = precompiled(1, (db, userId: string) =>
  db
    .selectFrom("goals")
    .select((eb) => [eb.fn.countAll<number | string>().as("n"), eb.fn.sum<number | string | null>("list_version").as("total")])
    .where("user_id", "=", userId),
);

/**
 * The version of a user's goal list, read before the list itself (so a copy filed under it is
 * never older than it). Counts as well as sums: a deleted goal's stamp could be any value.
 */
export async function listVersion(db: Kysely<Database>, userId: string): Promise<string> {
  const row = (await versionOfUser(db, userId))[0];
  return `${row?.n ?? 0}:${row?.total ?? 0}`;
}

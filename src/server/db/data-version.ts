/**
 * users.data_version: a number that moves whenever anything in the user's goal list changes
 * (issue 8; decision 009). Triggers on goals and journal_entries bump it in the same transaction
 * as the write, so no code path can forget it: the API, imports, restores, likes (a goal's
 * likes_count is in its owner's list), cascading deletes, and SQL run by hand. The goal-list
 * cache (goals/list-cache.ts) compares it with the version its copy was built at.
 *
 * SQLite has row triggers only; PostgreSQL gets statement triggers with transition tables, so a
 * bulk import or a cascade that touches thousands of rows bumps each owner once per statement.
 */
import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "./values.js";

const TABLES = ["goals", "journal_entries"] as const;

async function sqliteTriggers(db: Kysely<unknown>) {
  const bump = (who: string) => `update users set data_version = data_version + 1 where id in (${who});`;
  for (const table of TABLES) {
    await sql.raw(`create trigger ${table}_bump_insert after insert on ${table} begin ${bump("new.user_id")} end`).execute(db);
    await sql
      .raw(`create trigger ${table}_bump_update after update on ${table} begin ${bump("old.user_id, new.user_id")} end`)
      .execute(db);
    await sql.raw(`create trigger ${table}_bump_delete after delete on ${table} begin ${bump("old.user_id")} end`).execute(db);
  }
}

async function postgresTriggers(db: Kysely<unknown>) {
  await sql`
    create function bump_data_version() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update users set data_version = data_version + 1 where id in (select user_id from new_rows);
      elsif tg_op = 'DELETE' then
        update users set data_version = data_version + 1 where id in (select user_id from old_rows);
      else
        update users set data_version = data_version + 1
         where id in (select user_id from new_rows union select user_id from old_rows);
      end if;
      return null;
    end $$`.execute(db);
  // A trigger with transition tables names one event, so three per table.
  for (const table of TABLES) {
    const create = (event: string, refs: string) =>
      sql
        .raw(
          `create trigger ${table}_bump_${event} after ${event} on ${table} referencing ${refs}
           for each statement execute function bump_data_version()`,
        )
        .execute(db);
    await create("insert", "new table as new_rows");
    await create("update", "old table as old_rows new table as new_rows");
    await create("delete", "old table as old_rows");
  }
}

export function dataVersionMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("users")
        .addColumn("data_version", engine === "postgres" ? "bigint" : "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      if (engine === "postgres") await postgresTriggers(db);
      else await sqliteTriggers(db);
    },
  };
}

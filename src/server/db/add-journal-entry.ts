/**
 * PostgreSQL: a check-in in one round trip (issue 8; decision 010). The same steps as
 * journal/queries.ts runs on SQLite, in a function, so the server sends one statement instead
 * of seven (begin, lock, insert, read latest, update, commit). A function call is atomic on its
 * own, and under READ COMMITTED each statement inside takes a fresh snapshot: the latest entry
 * is read after the goal's row lock is granted, so it sees every check-in committed before, and
 * "latest" is decided by (created_at, id) exactly as on SQLite.
 *
 * Returns false, and writes nothing, when the goal is not the user's. Since migration 0032 it
 * returns the goal's stamps before and after the insert instead (null when not the user's), so
 * the write can tell its change to the kept list (db/journal-change.ts; decision 068).
 */
import { type Kysely, type Migration, sql } from "kysely";
import { ENTRY_STAMP_SETTING, stampGoalsOfEntriesSql } from "./data-version.js";
import type { Engine } from "./values.js";

/**
 * The function's definition: as migration 0004 created it (`stampOnce: false`), or as 0005
 * replaced it, with the journal's stamp trigger switched off around its own INSERT.
 */
function addJournalEntrySql({ stampOnce }: { stampOnce: boolean }): string {
  const setting = (value: "on" | "off") => (stampOnce ? `perform set_config('${ENTRY_STAMP_SETTING}', '${value}', true);` : "");
  return `
    create or replace function add_journal_entry(
      p_id uuid, p_goal uuid, p_user uuid, p_note text, p_progress integer, p_created timestamptz
    ) returns boolean language plpgsql as $$
    declare
      latest record;
    begin
      perform 1 from goals where id = p_goal and user_id = p_user for update;
      if not found then
        return false;
      end if;
      ${setting("off")}
      insert into journal_entries (id, goal_id, user_id, note, progress, created_at)
        values (p_id, p_goal, p_user, p_note, p_progress, p_created);
      ${setting("on")}
      select progress, note, created_at into latest from journal_entries
        where goal_id = p_goal order by created_at desc, id desc limit 1;
      update goals set updates_count = updates_count + 1, progress = latest.progress,
             last_entry_note = latest.note, last_entry_at = latest.created_at
       where id = p_goal;
      return true;
    end $$`;
}

export function addJournalEntryMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== "postgres") return;
      await sql.raw(addJournalEntrySql({ stampOnce: false })).execute(db);
    },
  };
}

/**
 * 0005: a check-in through add_journal_entry stamps its goal once, not twice. The journal's
 * statement trigger (db/data-version.ts) restamps the goals of inserted entries with a second
 * UPDATE of the goal row; the function updates that row anyway (and the goal's row trigger
 * stamps it then), so the function switches the journal trigger off for its own INSERT with a
 * transaction-local setting and back on right after. Measured with pgbench (10 clients, 2 cores):
 * ~4,000 → ~5,200 calls/s. Every other write to the journal still stamps through the trigger;
 * a setting left on by an error is undone with the transaction or savepoint that failed.
 */
export function checkInStampsOnceMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== "postgres") return;
      await sql.raw(stampGoalsOfEntriesSql()).execute(db);
      await sql.raw(addJournalEntrySql({ stampOnce: true })).execute(db);
    },
  };
}

/**
 * 0032: the same check-in, answering the goal's stamps as bigint[] {stamp before, history before,
 * stamp after, history after}, or null (writing nothing) when the goal is not the user's. Before:
 * read with the goal's row lock, so no other write comes between them and the insert. After: the
 * goal's UPDATE's RETURNING, which sees its BEFORE trigger's new list stamp and the history stamp
 * any back-dated entry's row trigger set at the end of the INSERT. Still one statement per
 * check-in. The return type changes, so the function is dropped and created again (in the
 * migration's transaction: no call sees it missing).
 */
function addJournalEntryStampsSql(): string {
  return `
    create function add_journal_entry(
      p_id uuid, p_goal uuid, p_user uuid, p_note text, p_progress integer, p_created timestamptz
    ) returns bigint[] language plpgsql as $$
    declare
      latest record;
      before record;
      after record;
    begin
      select list_version, history_version into before from goals where id = p_goal and user_id = p_user for update;
      if not found then
        return null;
      end if;
      perform set_config('${ENTRY_STAMP_SETTING}', 'off', true);
      insert into journal_entries (id, goal_id, user_id, note, progress, created_at)
        values (p_id, p_goal, p_user, p_note, p_progress, p_created);
      perform set_config('${ENTRY_STAMP_SETTING}', 'on', true);
      select progress, note, created_at into latest from journal_entries
        where goal_id = p_goal order by created_at desc, id desc limit 1;
      update goals set updates_count = updates_count + 1, progress = latest.progress,
             last_entry_note = latest.note, last_entry_at = latest.created_at
       where id = p_goal
       returning list_version, history_version into after;
      return array[before.list_version, before.history_version, after.list_version, after.history_version];
    end $$`;
}

export function checkInStampsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== "postgres") return;
      await sql`drop function add_journal_entry(uuid, uuid, uuid, text, integer, timestamptz)`.execute(db);
      await sql.raw(addJournalEntryStampsSql()).execute(db);
    },
  };
}

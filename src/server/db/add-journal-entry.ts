/**
 * PostgreSQL: a check-in in one round trip (issue 8; decision 010). The same steps as
 * journal/queries.ts runs on SQLite, in a function, so the server sends one statement instead
 * of seven (begin, lock, insert, read latest, update, commit). A function call is atomic on its
 * own, and under READ COMMITTED each statement inside takes a fresh snapshot: the latest entry
 * is read after the goal's row lock is granted, so it sees every check-in committed before, and
 * "latest" is decided by (created_at, id) exactly as on SQLite.
 *
 * Returns false, and writes nothing, when the goal is not the user's.
 */
import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "./values.js";

export function addJournalEntryMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== "postgres") return;
      await sql`
        create function add_journal_entry(
          p_id uuid, p_goal uuid, p_user uuid, p_note text, p_progress integer, p_created timestamptz
        ) returns boolean language plpgsql as $$
        declare
          latest record;
        begin
          perform 1 from goals where id = p_goal and user_id = p_user for update;
          if not found then
            return false;
          end if;
          insert into journal_entries (id, goal_id, user_id, note, progress, created_at)
            values (p_id, p_goal, p_user, p_note, p_progress, p_created);
          select progress, note, created_at into latest from journal_entries
            where goal_id = p_goal order by created_at desc, id desc limit 1;
          update goals set updates_count = updates_count + 1, progress = latest.progress,
                 last_entry_note = latest.note, last_entry_at = latest.created_at
           where id = p_goal;
          return true;
        end $$`.execute(db);
    },
  };
}

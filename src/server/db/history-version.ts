/**
 * goals.history_version: a stamp that triggers move whenever a write touches an
 * entry of the goal dated more than HISTORY_TRIGGER_DAYS ago (an insert, update or delete whose
 * old or new row is that old), by any server on the database: the API's back-dated check-ins
 * and edits, restores, imports, SQL run by hand. A plain check-in or an edit of a recent entry
 * touches no old row and leaves it alone. On SQLite it is random (40 bits, as list_version); on
 * PostgreSQL, the writing transaction's id.
 *
 * What it is for (decision 034): the goal list keeps each goal's entries older than a horizon in
 * memory under this stamp (goals/history-cache.ts) and reads only the entries since the horizon
 * after a write, so the list after a write costs the same at three years as at 90 days while the
 * facts are still derived from the whole journal.
 *
 * Why the trigger looks one day further back than the horizon: the horizon is read from the
 * database's clock (historyHorizon), HISTORY_KEPT_DAYS before it, and a write fires when the entry
 * is older than its own statement's time minus HISTORY_TRIGGER_DAYS. A write that changes a kept
 * entry (older than the horizon) therefore fires unless its transaction began more than a day
 * before the horizon was read: the day is that margin.
 */
import { type Kysely, type Migration, sql } from "kysely";
import type { Database } from "./schema.js";
import type { Engine } from "./values.js";

/** Entries older than this many days at read time are kept in memory (goals/history-cache.ts). */
export const HISTORY_KEPT_DAYS = 100;
/** A write to an entry older than this many days at write time moves the goal's history stamp. */
export const HISTORY_TRIGGER_DAYS = HISTORY_KEPT_DAYS - 1;

const STAMP_BITS = 40;

/** An ISO instant text as the SQLite database stores every created_at (toISOString's shape). */
const sqliteIsoDaysAgo = (days: number) => `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${days} days')`;

async function sqliteTriggers(db: Kysely<unknown>) {
  const stamp = `(random() & ${2 ** STAMP_BITS - 1})`;
  const restamp = (goal: string) => `update goals set history_version = ${stamp} where id = ${goal};`;
  const old = (row: string) => `${row}.created_at < ${sqliteIsoDaysAgo(HISTORY_TRIGGER_DAYS)}`;
  // A new goal row (a restore puts back a deleted goal under its own id) starts with a new stamp.
  await sql.raw(`create trigger goals_history_insert after insert on goals begin ${restamp("new.id")} end`).execute(db);
  await sql
    .raw(`create trigger journal_history_insert after insert on journal_entries when ${old("new")} begin ${restamp("new.goal_id")} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger journal_history_update after update on journal_entries when ${old("old")} or ${old("new")}
       begin ${restamp("old.goal_id")} ${restamp("new.goal_id")} end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger journal_history_delete after delete on journal_entries when ${old("old")} begin ${restamp("old.goal_id")} end`)
    .execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  // The writing transaction's id: unique for ever in the cluster, so no two writes share a stamp,
  // and every old row after the first in one transaction finds its goal stamped already (a
  // three-year import restamps each goal once, not once per entry: a row version each).
  await sql.raw(`alter table goals alter column history_version set default txid_current()`).execute(db);
  await sql
    .raw(
      `create function stamp_goal_history() returns trigger language plpgsql as $$
       declare stamp bigint := txid_current();
       begin
         if tg_op <> 'INSERT' then
           update goals set history_version = stamp where id = old.goal_id and history_version <> stamp;
         end if;
         if tg_op <> 'DELETE' then
           update goals set history_version = stamp where id = new.goal_id and history_version <> stamp;
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  // Row triggers with a WHEN: a recent row is passed over without calling the function at all.
  const old = (row: string) => `${row}.created_at < now() - interval '${HISTORY_TRIGGER_DAYS} days'`;
  for (const [event, when] of [
    ["insert", old("new")],
    ["update", `${old("old")} or ${old("new")}`],
    ["delete", old("old")],
  ] as const) {
    await sql
      .raw(
        `create trigger journal_history_${event} after ${event} on journal_entries for each row
         when (${when}) execute function stamp_goal_history()`,
      )
      .execute(db);
  }
}

export function historyVersionMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("goals")
        .addColumn("history_version", engine === "postgres" ? "bigint" : "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      if (engine === "postgres") await postgresTriggers(db);
      else await sqliteTriggers(db);
    },
  };
}

/**
 * The horizon: the database's clock minus HISTORY_KEPT_DAYS, to the millisecond, as an ISO
 * instant. Read before the entries it splits; the triggers compare with the same clock.
 */
export async function historyHorizon(db: Kysely<Database>, engine: Engine): Promise<string> {
  if (engine === "postgres") {
    const { rows } = await sql<{ h: Date }>`select now() - make_interval(days => ${HISTORY_KEPT_DAYS}) as h`.execute(db);
    // pg reads timestamptz to the millisecond; a millisecond horizon splits exactly as SQL does.
    return (rows[0] as { h: Date }).h.toISOString();
  }
  const { rows } = await sql<{ h: string }>`select ${sql.raw(sqliteIsoDaysAgo(HISTORY_KEPT_DAYS))} as h`.execute(db);
  return (rows[0] as { h: string }).h;
}

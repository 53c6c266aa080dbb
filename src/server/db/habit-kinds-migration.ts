/**
 * 0021 (issue 29, decision 046): habit kinds. A goal's kind, target, unit, direction and
 * schedule; an entry's amount; the user's first day of the week. Every new column is null or has
 * the spec's default, so a goal stored before answers as it did. The import staging tables carry
 * the same columns. PostgreSQL's one-round-trip check-in (add-journal-entry.ts) is left as it is:
 * a check or amount goal's check-in derives its progress from its period inside a transaction of
 * its own (journal/queries.ts), and a progress goal's check-in has no amount.
 */
import type { Kysely, Migration } from "kysely";
import type { Engine } from "./values.js";

export function habitKindsMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  const real = pg ? ("double precision" as const) : ("real" as const);
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ["goals", "import_goals"]) {
        await db.schema
          .alterTable(table)
          .addColumn("kind", "text", (c) => c.notNull().defaultTo("progress"))
          .execute();
        await db.schema.alterTable(table).addColumn("target", real).execute();
        await db.schema.alterTable(table).addColumn("unit", "text").execute();
        await db.schema
          .alterTable(table)
          .addColumn("direction", "text", (c) => c.notNull().defaultTo("at_least"))
          .execute();
        // ISO weekdays as JSON, e.g. "[1,2,3,4,5]"; null: every day.
        await db.schema.alterTable(table).addColumn("weekdays", "text").execute();
        await db.schema.alterTable(table).addColumn("every_days", "integer").execute();
      }
      for (const table of ["journal_entries", "import_entries"]) {
        await db.schema.alterTable(table).addColumn("amount", real).execute();
      }
      await db.schema
        .alterTable("users")
        .addColumn("week_start", "text", (c) => c.notNull().defaultTo("monday"))
        .execute();
    },
  };
}

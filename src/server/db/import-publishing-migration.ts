/**
 * Migration 0030 (issue 26, decision 064): an import publishes its entries in chunks, each its own
 * transaction. `publishing` marks a run whose goals are published and whose entries are being
 * copied: from then on the import is finished, never dropped; a process that dies mid-publish
 * leaves the rest for the sweep at the next start (export/import-staging.ts). Null: still staging.
 */
import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "./values.js";

export function importPublishingMigration(engine: Engine): Migration {
  const ts = engine === "postgres" ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("import_runs").addColumn("publishing", ts).execute();
    },
  };
}

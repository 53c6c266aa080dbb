/**
 * A bare database for a migration's own test, migrated to whatever version the test asks for:
 * SQLite in memory, or a fresh PostgreSQL database on TEST_DATABASE_URL's server (dropped by close).
 */
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrationProvider } from "../../src/server/db/migrations.js";
import { type EngineName, createPostgresDatabase } from "./server.js";

export interface MigrationDatabase {
  /** Typed loosely: the schema of an older version, not today's. */
  db: Kysely<any>;
  /** The app's migrations over `db`: migrateTo(name) for the version before, migrateToLatest() after. */
  migrator: Migrator;
  close(): Promise<void>;
}

export async function migrationDatabase(engine: EngineName): Promise<MigrationDatabase> {
  const pgDb = engine === "postgres" ? await createPostgresDatabase() : undefined;
  const db = new Kysely<any>({
    dialect: pgDb
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: pgDb.url, max: 1 }) })
      : new SqliteDialect({ database: new SQLite(":memory:") }),
  });
  return {
    db,
    migrator: new Migrator({ db, provider: migrationProvider(engine) }),
    async close() {
      await db.destroy();
      await pgDb?.drop();
    },
  };
}

/**
 * Kysely's SQLite dialect, with one change: when a transaction fails because the disk did
 * (SQLITE_FULL, SQLITE_IOERR while committing), the error that reaches the caller and the log
 * is that failure. Kysely rolls back on every error and lets the rollback's own error replace
 * the original; SQLite had already rolled the transaction back by itself, so `rollback` said
 * "cannot rollback - no transaction is active" (a 500, and the real cause never logged).
 */
import type SQLite from "better-sqlite3";
import { type DatabaseConnection, type Driver, SqliteDialect, type SqliteDialectConfig, SqliteDriver } from "kysely";

class SqliteKeepCauseDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly raw: SQLite.Database,
  ) {
    super(config);
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // SQLite ends the transaction itself on some errors; there is nothing left to roll back.
    if (!this.raw.inTransaction) return;
    await super.rollbackTransaction(connection);
  }
}

export class SqliteKeepCauseDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly raw: SQLite.Database,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new SqliteKeepCauseDriver(this.config, this.raw);
  }
}

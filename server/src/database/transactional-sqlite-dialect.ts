import { SqliteAdapter, SqliteDialect } from "kysely";

/**
 * SQLite can roll back a schema change, which Kysely's SQLite adapter does not claim: saying so
 * lets the migrator run each migration and its record in one transaction, so a crash between the
 * two can neither half-apply a migration nor run it twice.
 */
export class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new (class extends SqliteAdapter {
      override get supportsTransactionalDdl(): boolean {
        return true;
      }
    })();
  }
}


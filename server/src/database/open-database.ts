import type { DatabaseConfig } from "../config";
import type { AppDatabase } from "./app-database";
import { openPostgresDatabase } from "./postgres-database";
import { openSqliteDatabase } from "./sqlite-database";

/** The database the configuration names: PostgreSQL with DATABASE_URL, else app.db in DATA_DIR. */
export function openAppDatabase(config: DatabaseConfig, dataDir: string): Promise<AppDatabase> {
  return config.kind === "postgres" ? openPostgresDatabase(config.url, config.poolSize) : Promise.resolve(openSqliteDatabase(dataDir));
}

import type { BetterAuthOptions } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import type { AppDatabase } from "./app-database";
import { migrateTables } from "./migrations";

/**
 * Brings the database up to date at start: better-auth's tables (its own migrations, which only
 * add tables and columns), then the app's (migrations.ts). Under the database's exclusive lock, so
 * processes starting together migrate one after another, and those after the first find nothing
 * left to do.
 */
export async function migrateDatabase(database: AppDatabase, authOptions: BetterAuthOptions): Promise<void> {
  await database.exclusively(async () => {
    const { runMigrations } = await getMigrations(authOptions);
    await runMigrations();
    await migrateTables(database.tables);
  });
}

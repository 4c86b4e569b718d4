import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { createAuthService, type AuthService, type AuthSettings } from "../auth/create-auth";
import type { AppDatabase } from "../database/app-database";
import { migrateDatabase } from "../database/migrate-database";
import { openPostgresDatabase } from "../database/postgres-database";
import { openSqliteDatabase } from "../database/sqlite-database";
import { listsIn } from "../lists/lists-service";
import type { ListsStore } from "../lists/lists-store";
import { createDatabase } from "./postgres-cluster";

/** The accounts and lists tests run on both databases the app can keep them in. */
export const DATABASE_KINDS = ["sqlite", "postgres"] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

export const TEST_AUTH_SECRET = "test-secret-that-is-at-least-32-characters";

/** A new, empty database in the run's PostgreSQL cluster (postgres-global-setup.ts); its URL. */
export async function freshPostgresUrl(label?: string): Promise<string> {
  const postgres = inject("postgres");
  if ("problem" in postgres) throw new Error(postgres.problem);
  return createDatabase(postgres.url, label);
}

/** Where one test's accounts and lists are: a DATA_DIR of its own, and for PostgreSQL a database of its own. Opened again, it is a restart. */
export interface TestDatabasePlace {
  kind: DatabaseKind;
  dataDir: string;
  url?: string;
}

export async function freshPlace(kind: DatabaseKind): Promise<TestDatabasePlace> {
  const dataDir = mkdtempSync(join(tmpdir(), "movieapp-data-"));
  return kind === "postgres" ? { kind, dataDir, url: await freshPostgresUrl() } : { kind, dataDir };
}

/** The database at `place`, opened as the server opens it (SQLite: app.db in its DATA_DIR). */
export function openPlace(place: TestDatabasePlace): Promise<AppDatabase> {
  return place.url ? openPostgresDatabase(place.url, 10) : Promise.resolve(openSqliteDatabase(place.dataDir));
}

export interface TestServices {
  database: AppDatabase;
  service: AuthService;
  lists: ListsStore;
  close: () => Promise<void>;
}

/** Accounts and lists on the database at `place`, migrated as at a server's start. */
export async function openTestServices(place: TestDatabasePlace, settings: Partial<Omit<AuthSettings, "dataDir">> = {}): Promise<TestServices> {
  const database = await openPlace(place);
  const service = createAuthService(
    { dataDir: place.dataDir, baseUrl: "http://127.0.0.1:0", trustedOrigins: ["http://127.0.0.1:0"], secret: TEST_AUTH_SECRET, trustProxy: false, passwordHashing: "fast-for-tests", ...settings },
    database,
  );
  await migrateDatabase(database, service.auth.options);
  return { database, service, lists: listsIn(database), close: () => database.close() };
}

import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import Database from "better-sqlite3";
import { SqliteDialect } from "kysely";
import { join } from "node:path";
import { accountFieldGuard } from "./account-field-guard";
import { loadAuthSecret } from "./auth-secret";
import { hashPassword, verifyPassword } from "./password-hashing";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-policy";
import { watchedDatabase } from "./storage-watch";

export interface AuthSettings {
  dataDir: string;
  baseUrl: string;
  trustedOrigins: string[];
  secret: string | undefined;
  trustProxy: boolean;
}

/** How many argon2 computations (a hash or a verification) the service has run. */
interface PasswordWork {
  count: number;
}

function buildAuth(db: Database.Database, settings: AuthSettings, secret: string, work: PasswordWork) {
  return betterAuth({
    // Through Kysely's own SQLite dialect, as better-auth does with a bare database, but with every
    // statement watched so a failing disk is told apart from a bug (storage-watch.ts).
    database: { dialect: new SqliteDialect({ database: watchedDatabase(db) }), type: "sqlite", transaction: true },
    baseURL: settings.baseUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: settings.trustedOrigins,
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: {
        hash: (password) => {
          work.count++;
          return hashPassword(password);
        },
        verify: (input) => {
          work.count++;
          return verifyPassword(input);
        },
      },
    },
    hooks: { before: accountFieldGuard },
    // Our own limiter counts failures per client in every mode (auth-routes.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: settings.baseUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: settings.trustProxy ? ["x-forwarded-for"] : [] },
    },
  });
}

export type Auth = ReturnType<typeof buildAuth>;

export interface AuthService {
  auth: Auth;
  db: Database.Database;
  /**
   * How many argon2 computations the service has run since it started. They are what sign-in
   * limits protect (each takes 19 MiB and tens of milliseconds), and what an operator would watch.
   */
  passwordWork: () => number;
  close: () => void;
}

/**
 * Users' data lives in DATA_DIR/app.db (SQLite, WAL): migrated from code at start, never rebuilt.
 * Migrations only add tables and columns.
 */
export async function createAuthService(settings: AuthSettings): Promise<AuthService> {
  const db = new Database(join(settings.dataDir, "app.db"));
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  const secret = loadAuthSecret(settings.dataDir, settings.secret);
  const work: PasswordWork = { count: 0 };
  const auth = buildAuth(db, settings, secret, work);
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  return { auth, db, passwordWork: () => work.count, close: () => db.close() };
}

import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import Database from "better-sqlite3";
import { join } from "node:path";
import { loadAuthSecret } from "./auth-secret";
import { hashPassword, verifyPassword } from "./password-hashing";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-policy";

export interface AuthSettings {
  dataDir: string;
  baseUrl: string;
  trustedOrigins: string[];
  secret: string | undefined;
  trustProxy: boolean;
}

function buildAuth(db: Database.Database, settings: AuthSettings, secret: string) {
  return betterAuth({
    database: db,
    baseURL: settings.baseUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: settings.trustedOrigins,
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
    },
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
  const auth = buildAuth(db, settings, secret);
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  return { auth, db, close: () => db.close() };
}

import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { frontendApiOf } from "./http/clerk-csp";
import { readClerkJwtKey } from "./auth/clerk-jwt-key";
import type { ClerkSessionSettings } from "./auth/clerk-sessions";
import type { PasswordHashing } from "./auth/password-hashing";

/** Everything the server reads from its environment, validated once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The public origin users open; used in logs and (later) as the auth baseURL. */
  baseUrl: string;
  /** Absolute path to the built SPA (dist/web). */
  webRoot: string;
  production: boolean;
  /** The key the embedded catalog accepts as `api_key`; given to the web app in index.html. */
  catalogApiKey: string;
  /** When set, /3 proxies TMDB with this key instead of answering from the embedded catalog. */
  tmdbApiKey: string | undefined;
  tmdbUpstreamUrl: string;
  /**
   * Where the web app loads images from, when not from this server's /t/p/ (or TMDB's image host
   * in proxy mode): another image host, a CDN, the benchmark's photographs. A size and an image's
   * path follow it, as after TMDB's `secure_base_url`.
   */
  imageBaseUrl: string | undefined;
  /** Test-only fault injection on /3 (never in production). */
  faultInjection: boolean;
  /** "fast-for-tests" only with TEST_FAST_PASSWORD_HASHING=on, which production refuses. */
  passwordHashing: PasswordHashing;
  /** Origins allowed to POST to /api/auth: the app's own. */
  trustedOrigins: string[];
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Signs session cookies; generated and kept in DATA_DIR when unset (required with DATABASE_URL). */
  authSecret: string | undefined;
  /** When set, the web app signs in with Clerk instead of the embedded service. */
  clerkPublishableKey: string | undefined;
  /**
   * With Clerk: how the lists verify Clerk's session tokens (CLERK_JWT_KEY). Absent without the
   * key: the server cannot tell who a Clerk user is, so Clerk accounts have no lists.
   */
  clerkSessions: ClerkSessionSettings | undefined;
  /** How long a stopping server lets requests in flight finish before it cuts them. */
  shutdownDrainMs: number;
  /** Where accounts, sessions, sign-in attempts and lists are kept. */
  database: DatabaseConfig;
  /**
   * The mail server sign-up writes through (SMTP_URL, MAIL_FROM): with it, a new account confirms
   * its email address before it can sign in, and sign-up answers a new and a registered address
   * alike (docs/decisions/041). Absent by default: accounts are signed in as soon as they are made.
   */
  mail: MailSettings | undefined;
  /** OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET (and OIDC_NAME): sign-in through an OpenID provider too. */
  oidc: OidcSettings | undefined;
  /** BACKUP_EVERY and BACKUP_KEEP: the server backs up its SQLite data on this schedule (backup/backup-schedule.ts). */
  backups: BackupSchedule | undefined;
}

/** An OpenID Connect provider the sign-in page offers beside the password (Authentik, Authelia, Keycloak…). */
export interface OidcSettings {
  /** The provider's issuer URL: its discovery document is at {issuer}/.well-known/openid-configuration. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the sign-in page calls it: "Sign in with {name}". */
  name: string;
}

export interface BackupSchedule {
  everyMs: number;
  /** Scheduled backups kept, the newest; older ones are removed. Backups made by hand are never removed. */
  keep: number;
}

export interface MailSettings {
  /** smtp:// or smtps:// with the user and password if the server asks for them. */
  smtpUrl: string;
  /** The sender the mails name, such as `MovieApp <movies@example.com>`. */
  from: string;
}

/**
 * `app.db` in DATA_DIR (SQLite, the default: nothing to install), or the PostgreSQL at
 * DATABASE_URL, which several MovieApp processes can share.
 */
export type DatabaseConfig = { kind: "sqlite" } | { kind: "postgres"; url: string; poolSize: number };

/** Connections each process may hold: enough for its parallel requests, few enough that many processes fit the server's 100. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

/** Not a secret: it only tells the embedded catalog's clients apart from strangers, like TMDB's own keys. */
export const DEFAULT_CATALOG_API_KEY = "movieapp-local-catalog";

/** A configuration problem, reported as one line naming the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = "ConfigError";
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function readPort(env: Env): number {
  const raw = env.PORT?.trim();
  if (raw === undefined || raw === "") return 3000;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError("PORT", `must be a whole number from 0 to 65535 (got "${env.PORT}")`);
  }
  return Number(raw);
}

/** SHUTDOWN_DRAIN_SECONDS: 0 to 600, default 10 (supervisors commonly wait 10–30 s before killing). */
function readShutdownDrainMs(env: Env): number {
  const raw = env.SHUTDOWN_DRAIN_SECONDS?.trim();
  if (raw === undefined || raw === "") return 10_000;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) > 600) {
    throw new ConfigError("SHUTDOWN_DRAIN_SECONDS", `must be a whole number of seconds from 0 to 600 (got "${env.SHUTDOWN_DRAIN_SECONDS}")`);
  }
  return Number(raw) * 1000;
}

function readHost(env: Env): string {
  const raw = env.HOST?.trim();
  if (raw === undefined || raw === "") return "127.0.0.1";
  if (/\s|\//.test(raw)) throw new ConfigError("HOST", `must be a host name or IP address (got "${env.HOST}")`);
  return raw;
}

/** Creates DATA_DIR when absent and proves it is writable, so a bad path fails at start, not on first save. */
export function prepareDataDir(env: Env, cwd: string): string {
  const dir = resolve(cwd, env.DATA_DIR?.trim() || "data");
  try {
    mkdirSync(dir, { recursive: true });
    // A real write, not access(): permission bits say nothing for root or read-only mounts.
    const probe = resolve(dir, `.write-probe-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (error) {
    const reason = error instanceof Error && "code" in error ? String(error.code) : "not writable";
    throw new ConfigError("DATA_DIR", `must be a writable directory (${dir}: ${reason})`);
  }
  return dir;
}

function readBaseUrl(env: Env, host: string, port: number): string {
  const raw = env.BASE_URL?.trim();
  if (raw === undefined || raw === "") {
    const visibleHost = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
    return `http://${visibleHost}:${port}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError("BASE_URL", `must be an absolute http(s) URL (got "${raw}")`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError("BASE_URL", `must use http or https (got "${raw}")`);
  }
  return url.origin;
}

function readUrl(env: Env, variable: string, fallback: string): string {
  const raw = env[variable]?.trim() || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
  } catch {
    // reported below
  }
  throw new ConfigError(variable, `must be an absolute http(s) URL (got "${raw}")`);
}

/** IMAGE_BASE_URL: an absolute http(s) URL ending in "/", with no query, fragment or credentials, since "w342/file.jpg" is appended to it. */
function readImageBaseUrl(env: Env): string | undefined {
  const raw = env.IMAGE_BASE_URL?.trim();
  if (raw === undefined || raw === "") return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  const fit = url && (url.protocol === "http:" || url.protocol === "https:") && url.pathname.endsWith("/") && !url.search && !url.hash && !url.username && !url.password;
  if (!url || !fit || !raw.endsWith("/")) {
    // A user name or password is not repeated into the logs.
    const got = url?.username || url?.password ? "a URL with credentials" : `"${raw}"`;
    throw new ConfigError("IMAGE_BASE_URL", `must be an absolute http(s) URL ending in "/", such as https://image.tmdb.org/t/p/ (got ${got})`);
  }
  return url.href;
}

function readFaultInjection(env: Env): boolean {
  const on = readSwitch(env, "FAULT_INJECTION");
  if (on && env.NODE_ENV === "production") throw new ConfigError("FAULT_INJECTION", "is refused when NODE_ENV=production");
  return on;
}

/** A test run's cheaper password hashing (auth/password-hashing.ts); never a production server's. */
function readTestPasswordHashing(env: Env): PasswordHashing {
  const on = readSwitch(env, "TEST_FAST_PASSWORD_HASHING");
  if (on && env.NODE_ENV === "production") throw new ConfigError("TEST_FAST_PASSWORD_HASHING", "is refused when NODE_ENV=production");
  return on ? "fast-for-tests" : "production";
}

function readSwitch(env: Env, variable: string): boolean {
  const raw = env[variable]?.trim().toLowerCase();
  if (raw === undefined || raw === "" || raw === "0" || raw === "off" || raw === "false") return false;
  if (raw === "1" || raw === "on" || raw === "true") return true;
  throw new ConfigError(variable, `must be "on" or "off" (got "${env[variable]}")`);
}

function readAuthSecret(env: Env): string | undefined {
  const raw = env.AUTH_SECRET?.trim();
  if (raw === undefined || raw === "") return undefined;
  if (raw.length < 32) throw new ConfigError("AUTH_SECRET", "must be at least 32 characters long");
  return raw;
}

/** The app's own origin; on loopback by default both spellings (127.0.0.1 and localhost) are the app's. */
function trustedOriginsFor(baseUrl: string, explicit: boolean): string[] {
  const url = new URL(baseUrl);
  if (explicit) return [url.origin];
  const twin = url.hostname === "127.0.0.1" ? "localhost" : url.hostname === "localhost" ? "127.0.0.1" : undefined;
  return twin ? [url.origin, `${url.protocol}//${twin}:${url.port}`] : [url.origin];
}

function readClerkKey(env: Env): string | undefined {
  const raw = (env.CLERK_PUBLISHABLE_KEY ?? env.VITE_CLERK_PUBLISHABLE_KEY)?.trim();
  if (raw === undefined || raw === "") return undefined;
  if (!frontendApiOf(raw)) throw new ConfigError("CLERK_PUBLISHABLE_KEY", "must be a Clerk publishable key (pk_test_… or pk_live_…)");
  return raw;
}

/** CLERK_AUTHORIZED_PARTIES: origins separated by commas, each exactly an origin (no path). */
function readAuthorizedParties(env: Env, fallback: string[]): string[] {
  const raw = env.CLERK_AUTHORIZED_PARTIES?.trim();
  if (raw === undefined || raw === "") return fallback;
  const parties = raw.split(",").map((party) => party.trim());
  for (const party of parties) {
    let origin: string | undefined;
    try {
      origin = new URL(party).origin;
    } catch {
      origin = undefined;
    }
    if (origin !== party || !/^https?:/.test(party)) {
      throw new ConfigError("CLERK_AUTHORIZED_PARTIES", `must be the app's origins separated by commas, such as https://movies.example.com (got "${party}")`);
    }
  }
  return parties;
}

/** Clerk's session tokens are checked only with Clerk signing people in, and only once its key is given. */
function readClerkSessions(env: Env, clerkKey: string | undefined, trustedOrigins: string[]): ClerkSessionSettings | undefined {
  const raw = env.CLERK_JWT_KEY?.trim();
  if (raw === undefined || raw === "") {
    if (env.CLERK_AUTHORIZED_PARTIES?.trim()) throw new ConfigError("CLERK_AUTHORIZED_PARTIES", "is only used with CLERK_JWT_KEY: set both, or neither");
    return undefined;
  }
  if (!clerkKey) throw new ConfigError("CLERK_JWT_KEY", "is only used with CLERK_PUBLISHABLE_KEY (sign-in through Clerk): set both, or neither");
  const key = readClerkJwtKey(raw);
  if ("problem" in key) throw new ConfigError("CLERK_JWT_KEY", key.problem);
  return { jwtKey: key.pem, authorizedParties: readAuthorizedParties(env, trustedOrigins) };
}

function readCatalogKey(env: Env): string {
  const raw = env.CATALOG_API_KEY?.trim();
  if (raw === undefined || raw === "") return DEFAULT_CATALOG_API_KEY;
  if (!/^[\w.-]{8,128}$/.test(raw)) throw new ConfigError("CATALOG_API_KEY", "must be 8 to 128 letters, digits, dots, dashes or underscores");
  return raw;
}

/** Query parameters node-postgres reads secrets from, besides the URL's own password. */
const SECRET_PARAMETERS = ["password", "sslpassword", "sslkey"];

/** DATABASE_URL without its password (written before the host or as a parameter), fit for logs and error lines. */
export function redactedDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  for (const name of SECRET_PARAMETERS) if (parsed.searchParams.has(name)) parsed.searchParams.set(name, "***");
  return parsed.href;
}

function readDatabase(env: Env, authSecret: string | undefined): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url === undefined || url === "") return { kind: "sqlite" };
  let protocol: string | undefined;
  try {
    protocol = new URL(url).protocol;
  } catch {
    // reported below, without the value: it may hold a password
  }
  if (protocol !== "postgres:" && protocol !== "postgresql:") {
    throw new ConfigError("DATABASE_URL", "must be a PostgreSQL URL such as postgres://user:password@host:5432/database");
  }
  // Each process signs session cookies with the secret and checks other processes' cookies with
  // it: a secret generated per process would sign people out whenever they reach another one.
  if (!authSecret) throw new ConfigError("AUTH_SECRET", "is required when DATABASE_URL is set: every process must sign sessions with the same secret (at least 32 characters)");
  const raw = env.DATABASE_POOL_SIZE?.trim();
  if (raw === undefined || raw === "") return { kind: "postgres", url, poolSize: DEFAULT_DATABASE_POOL_SIZE };
  // Two at least: migrations at start hold one connection for their lock and work on another.
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 2 || Number(raw) > 100) {
    throw new ConfigError("DATABASE_POOL_SIZE", `must be a whole number of connections from 2 to 100 (got "${env.DATABASE_POOL_SIZE}")`);
  }
  return { kind: "postgres", url, poolSize: Number(raw) };
}

function readMail(env: Env, baseUrl: string, baseUrlGiven: boolean, clerkKey: string | undefined): MailSettings | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  const from = env.MAIL_FROM?.trim();
  if (smtpUrl === undefined || smtpUrl === "") {
    if (from) throw new ConfigError("MAIL_FROM", "is only used with SMTP_URL: set both, or neither");
    return undefined;
  }
  // Clerk sends its own mails; this server's sign-up is not used then.
  if (clerkKey) throw new ConfigError("SMTP_URL", "is for the embedded sign-in; with CLERK_PUBLISHABLE_KEY, Clerk confirms email addresses itself");
  let protocol: string | undefined;
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    // reported below, without the value: it may hold a password
  }
  if (protocol !== "smtp:" && protocol !== "smtps:") throw new ConfigError("SMTP_URL", "must be a mail server's URL such as smtps://user:password@mail.example.com:465");
  // The mails' links lead to BASE_URL: one people can open, not this machine's own address.
  if (!baseUrlGiven) throw new ConfigError("BASE_URL", "is required with SMTP_URL: the links mailed to people lead to it, so it must be the address they open, such as https://movies.example.com");
  return { smtpUrl, from: from || `MovieApp <no-reply@${new URL(baseUrl).hostname}>` };
}

/**
 * OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, all three or none; OIDC_NAME names it on the
 * sign-in page ("single sign-on" unless set). For the embedded sign-in only: Clerk has its own.
 */
function readOidc(env: Env, clerkKey: string | undefined): OidcSettings | undefined {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim();
  const name = env.OIDC_NAME?.trim();
  if (!issuer && !clientId && !clientSecret) {
    if (name) throw new ConfigError("OIDC_NAME", "is only used with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET");
    return undefined;
  }
  const missing = (["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const).find((variable) => !env[variable]?.trim());
  if (missing) throw new ConfigError(missing, "is required with the other OIDC_ settings: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together");
  if (clerkKey) throw new ConfigError("OIDC_ISSUER", "is for the embedded sign-in; with CLERK_PUBLISHABLE_KEY, set up single sign-on in Clerk");
  let url: URL | undefined;
  try {
    url = new URL(issuer!);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.search || url.hash) throw new ConfigError("OIDC_ISSUER", `must be the provider's issuer URL, such as https://auth.example.com/application/o/movieapp/ (got "${issuer}")`);
  if (name && name.length > 60) throw new ConfigError("OIDC_NAME", "can be at most 60 characters long");
  return { issuer: issuer!.replace(/\/+$/, ""), clientId: clientId!, clientSecret: clientSecret!, name: name || "single sign-on" };
}

const DURATION_UNITS_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const DEFAULT_BACKUP_KEEP = 7;

/** BACKUP_EVERY such as 24h, 30m or 7d (1 minute to 365 days), with BACKUP_KEEP (1 to 1000, default 7). */
function readBackups(env: Env, database: DatabaseConfig): BackupSchedule | undefined {
  const every = env.BACKUP_EVERY?.trim();
  const keep = env.BACKUP_KEEP?.trim();
  if (!every) {
    if (keep) throw new ConfigError("BACKUP_KEEP", "is only used with BACKUP_EVERY: set both, or neither");
    return undefined;
  }
  if (database.kind === "postgres") throw new ConfigError("BACKUP_EVERY", "backs up the SQLite data in DATA_DIR; with DATABASE_URL, schedule pg_dump instead (docs/backups.md)");
  const match = /^(\d{1,6})([mhd])$/.exec(every);
  const everyMs = match ? Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS] : NaN;
  if (!(everyMs >= DURATION_UNITS_MS.m && everyMs <= 365 * DURATION_UNITS_MS.d)) {
    throw new ConfigError("BACKUP_EVERY", `must be a number of minutes, hours or days such as 30m, 24h or 7d, from 1m to 365d (got "${env.BACKUP_EVERY}")`);
  }
  if (keep && (!/^\d{1,4}$/.test(keep) || Number(keep) < 1 || Number(keep) > 1000)) {
    throw new ConfigError("BACKUP_KEEP", `must be a whole number of backups from 1 to 1000 (got "${env.BACKUP_KEEP}")`);
  }
  return { everyMs, keep: keep ? Number(keep) : DEFAULT_BACKUP_KEEP };
}

export function loadConfig(env: Env, options: { cwd: string; webRoot: string }): ServerConfig {
  const port = readPort(env);
  const host = readHost(env);
  const dataDir = prepareDataDir(env, options.cwd);
  const baseUrl = readBaseUrl(env, host, port);
  const authSecret = readAuthSecret(env);
  const trustedOrigins = trustedOriginsFor(baseUrl, Boolean(env.BASE_URL?.trim()));
  const clerkPublishableKey = readClerkKey(env);
  const database = readDatabase(env, authSecret);
  return {
    port,
    host,
    dataDir,
    baseUrl,
    webRoot: options.webRoot,
    production: env.NODE_ENV === "production",
    catalogApiKey: readCatalogKey(env),
    tmdbApiKey: env.TMDB_API_KEY?.trim() || undefined,
    tmdbUpstreamUrl: readUrl(env, "TMDB_UPSTREAM_URL", "https://api.themoviedb.org"),
    imageBaseUrl: readImageBaseUrl(env),
    faultInjection: readFaultInjection(env),
    passwordHashing: readTestPasswordHashing(env),
    trustedOrigins,
    trustProxy: readSwitch(env, "TRUST_PROXY"),
    authSecret,
    clerkPublishableKey,
    clerkSessions: readClerkSessions(env, clerkPublishableKey, trustedOrigins),
    shutdownDrainMs: readShutdownDrainMs(env),
    database,
    mail: readMail(env, baseUrl, Boolean(env.BASE_URL?.trim()), clerkPublishableKey),
    oidc: readOidc(env, clerkPublishableKey),
    backups: readBackups(env, database),
  };
}

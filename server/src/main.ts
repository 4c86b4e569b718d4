import type { Server } from "node:http";
import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createApp, type AppState } from "./app";
import { createAuthService } from "./auth/create-auth";
import { clerkListsStartLine } from "./auth/clerk-sessions";
import { listsIn } from "./lists/lists-service";
import { storageFailureOf, storageStartupLine } from "./auth/storage-failure";
import { migrateDatabase } from "./database/migrate-database";
import { openAppDatabase } from "./database/open-database";
import { DatabaseStartError } from "./database/postgres-database";
import { catalogPath, ensureCatalog } from "./catalog/catalog-file";
import { ImportBusyError } from "./catalog/import/import-lock";
import { CatalogHolder } from "./catalog/store/catalog-holder";
import { ConfigError, loadConfig, type ServerConfig } from "./config";
import { answerClientErrors } from "./http/client-error-answers";
import { serverOptions } from "./http/server-limits";
import { shutDownGracefully } from "./lifecycle/graceful-shutdown";
import { findProjectRoot } from "./project-root";
import { loadFirstViewModule } from "./page-render/first-view";
import { freePort } from "./lifecycle/free-port";
import { RequestsInFlight } from "./http/requests-in-flight";
import { smtpMailChannel } from "./mail/mail-channel";
import { startBackupSchedule } from "./backup/backup-schedule";
import { backupsDir } from "./backup/write-backup";
import { isSqliteDatabase } from "./database/sqlite-database";

/**
 * The configuration, with PORT=0 ("any free port") resolved to a real port first: the origin the
 * server trusts for sign-in is made from it, and must be the one visitors will use.
 */
async function readConfigOrExit(): Promise<ServerConfig> {
  try {
    const options = { cwd: process.cwd(), webRoot: resolve(findProjectRoot(), "dist/web") };
    const config = loadConfig(process.env, options);
    return config.port === 0 ? loadConfig({ ...process.env, PORT: String(await freePort(config.host)) }, options) : config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function listeningUrl(config: ServerConfig, server: Server): string {
  if (process.env.BASE_URL) return config.baseUrl;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = new URL(config.baseUrl);
  url.port = String(port);
  return url.origin;
}

const config = await readConfigOrExit();
const log = (line: string) => console.log(line);
/** In TMDB proxy mode there is no embedded catalog to open. */
async function openCatalog(): Promise<CatalogHolder | undefined> {
  if (config.tmdbApiKey) {
    log(`TMDB proxy mode: /3 is forwarded to ${config.tmdbUpstreamUrl}`);
    return undefined;
  }
  await ensureCatalog(config.dataDir, log);
  const holder = new CatalogHolder(catalogPath(config.dataDir), log);
  holder.watch();
  return holder;
}

/**
 * Opening the catalog and the accounts database is where a full, read-only or failing disk under
 * DATA_DIR, a PostgreSQL that cannot be reached at DATABASE_URL, or an import still building the
 * first catalog, shows first (DATA_DIR's write probe passes on a disk with a few bytes left): it is
 * reported as one line naming DATA_DIR or DATABASE_URL (`place`), like a bad setting, rather than
 * as a stack trace.
 */
async function openOrExit<T>(place: string, open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    // A first start while an import builds the first catalog: wait for it, then start.
    if (error instanceof ImportBusyError) {
      console.error(`Cannot start: ${error.message}`);
      process.exit(1);
    }
    if (error instanceof DatabaseStartError) {
      console.error(error.message);
      process.exit(1);
    }
    const failure = storageFailureOf(error);
    if (!failure) throw error;
    console.error(storageStartupLine(place, failure));
    process.exit(1);
  }
}

// Until the server is listening (a first start seeds the sample catalog for a few seconds) a stop
// signal has nothing to drain: it stops at once, with the exit code of a clean stop.
const stopBeforeServing = () => {
  console.log("Stopped before serving");
  process.exit(0);
};
process.once("SIGINT", stopBeforeServing);
process.once("SIGTERM", stopBeforeServing);

const dataDirPlace = `DATA_DIR ${config.dataDir}`;
// The database first: one that cannot be reached stops the start before a first catalog is seeded.
const database = await openOrExit(dataDirPlace, () => openAppDatabase(config.database, config.dataDir));
const catalog = await openOrExit(dataDirPlace, openCatalog);
const authService = createAuthService(
  { dataDir: config.dataDir, baseUrl: config.baseUrl, trustedOrigins: config.trustedOrigins, secret: config.authSecret, trustProxy: config.trustProxy, mail: config.mail && smtpMailChannel(config.mail), oidc: config.oidc, passwordHashing: config.passwordHashing },
  database,
);
await openOrExit(database.place, () => migrateDatabase(database, authService.auth.options));
log(`Accounts and lists: ${database.kind === "postgres" ? `PostgreSQL (${database.place})` : `SQLite in ${database.place}`}`);
const lists = listsIn(database);
// BACKUP_EVERY is refused with DATABASE_URL (config.ts), so a schedule always has SQLite's connection.
const backups = config.backups && isSqliteDatabase(database) ? startBackupSchedule(database.connection, config.dataDir, config.backups, log) : undefined;
if (config.backups) log(`Backups: every ${process.env.BACKUP_EVERY?.trim()} into ${backupsDir(config.dataDir)}, keeping the newest ${config.backups.keep}`);
if (config.oidc) log(`Single sign-on: "Sign in with ${config.oidc.name}" through ${config.oidc.issuer}`);
const clerkLists = clerkListsStartLine(config.clerkPublishableKey, config.clerkSessions);
if (clerkLists) log(clerkLists);
/** How long requests cut at the drain timeout, and renders, may go on running before the databases close. */
const WORK_GRACE_MS = 2_000;
const inFlight = new RequestsInFlight();
const state: AppState = { accepting: true, inFlight };
// Beside dist/web: the web app's server-rendering module (vite build --ssr), when it is built.
const firstViews = await loadFirstViewModule(resolve(config.webRoot, "../ssr/entry-server.js"));
const app = createApp(config, state, { catalog: catalog && (() => catalog.current()), auth: authService, lists, firstViews });

// Header size and request time limits, and JSON answers for requests Node refuses before any
// route sees them (src/http/server-limits.ts, src/http/client-error-answers.ts).
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: serverOptions() }, () => {
  console.log(`MovieApp is serving on ${listeningUrl(config, server)}`);
}) as Server; // serve() creates a plain http.Server unless told to use http2
answerClientErrors(server);

server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") console.error(`Invalid configuration: PORT ${config.port} is already in use on ${config.host}`);
  else if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND") console.error(`Invalid configuration: HOST "${config.host}" is not an address of this machine`);
  else console.error(`Server error: ${error.message}`);
  process.exit(1);
});

let stopping = false;
process.removeListener("SIGINT", stopBeforeServing);
process.removeListener("SIGTERM", stopBeforeServing);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // A second signal means "now": the supervisor (or the person at the terminal) will not wait.
    if (stopping) {
      console.log(`${signal} received again: stopping now`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal} received: finishing open requests, then stopping`);
    void shutDownGracefully(server, {
      drainTimeoutMs: config.shutdownDrainMs,
      work: inFlight,
      workGraceMs: WORK_GRACE_MS,
      closeResources: async () => {
        catalog?.close();
        await backups?.stop();
        await database.close();
      },
      onBegin: () => {
        state.accepting = false;
      },
      log: (line) => console.log(line),
    }).then(() => {
      console.log("Stopped");
      process.exit(0);
    });
  });
}

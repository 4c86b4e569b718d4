import Database from "better-sqlite3";
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { ConfigError, prepareDataDir } from "../config";
import { APP_DB, describeCounts } from "./backup-manifest";
import { RestoreRefused, restoreBackup } from "./restore-backup";
import { writeBackup } from "./write-backup";

const USAGE = `Usage:
  npm run backup                  write a backup of the accounts and lists into DATA_DIR/backups
  npm run restore -- FILE         restore a backup into DATA_DIR (stop the server first)

DATA_DIR defaults to ./data. With DATABASE_URL, use PostgreSQL's pg_dump and pg_restore (docs/backups.md).`;

/** The one line for DATABASE_URL: this tool copies SQLite's file; PostgreSQL has its own tools. */
const POSTGRES_TOOLS: Record<"backup" | "restore", string> = {
  backup: 'With DATABASE_URL the accounts and lists are in PostgreSQL: back them up with pg_dump --format=custom --file=movieapp.dump "$DATABASE_URL" (docs/backups.md)',
  restore: 'With DATABASE_URL the accounts and lists are in PostgreSQL: restore a pg_dump file with pg_restore --clean --if-exists --dbname="$DATABASE_URL" movieapp.dump (stop MovieApp first) (docs/backups.md)',
};

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function backup(dataDir: string): Promise<number> {
  const live = join(dataDir, APP_DB);
  if (!existsSync(live)) {
    console.error(`Nothing to back up: ${live} does not exist (start MovieApp once, or set DATA_DIR)`);
    return 1;
  }
  const source = new Database(live, { fileMustExist: true });
  try {
    const { file, manifest } = await writeBackup(source, dataDir);
    console.log(`Backed up ${describeCounts(manifest.counts)} into ${file} (${megabytes(statSync(file).size)})`);
    return 0;
  } finally {
    source.close();
  }
}

async function restore(dataDir: string, file: string): Promise<number> {
  try {
    const { manifest, keptAside } = await restoreBackup(resolve(file), dataDir);
    console.log(`Restored ${describeCounts(manifest.counts)} from the backup of ${manifest.createdAt} into ${dataDir}`);
    if (keptAside.length > 0) console.log(`What it replaced is kept as ${keptAside.join(", ")}`);
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    console.error(error.message);
    return 1;
  }
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const wellFormed = (command === "backup" && rest.length === 0) || (command === "restore" && rest.length === 1);
  if (!wellFormed) {
    console.error(USAGE);
    return 1;
  }
  if (process.env.DATABASE_URL?.trim()) {
    console.error(POSTGRES_TOOLS[command]);
    return 1;
  }
  const dataDir = prepareDataDir(process.env, process.cwd());
  return command === "backup" ? backup(dataDir) : restore(dataDir, rest[0]!);
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}

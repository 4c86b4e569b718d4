import { createHash } from "node:crypto";
import { createReadStream, statSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/** The accounts and lists database in DATA_DIR (SQLite); the one part every backup holds. */
export const APP_DB = "app.db";
/** The generated secret that signs session cookies (auth/auth-secret.ts); absent when AUTH_SECRET is set. */
export const AUTH_SECRET_FILE = "auth-secret";
export const MANIFEST = "manifest.json";
/** What a backup may hold besides its manifest, in the order they are written. */
export const PART_NAMES = [APP_DB, AUTH_SECRET_FILE] as const;
export type PartName = (typeof PART_NAMES)[number];

const FORMAT = "movieapp-backup";
/** Raised only when a later MovieApp writes backups this one could not read correctly. */
export const FORMAT_VERSION = 1;

const partSchema = z.object({ name: z.enum(PART_NAMES), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.number().int().positive(),
  createdAt: z.string(),
  /** The database migrations the copy has had, by name: a restore refuses one it does not know. */
  migrations: z.array(z.string()),
  /** Rows of each table in the copy, checked again before it is restored. */
  counts: z.record(z.string(), z.number().int().nonnegative()),
  parts: z.array(partSchema).min(1),
});
export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupPart = z.infer<typeof partSchema>;

/** The manifest a new backup carries. */
export function newManifest(createdAt: Date, migrations: string[], counts: Record<string, number>, parts: BackupPart[]): BackupManifest {
  return { format: FORMAT, version: FORMAT_VERSION, createdAt: createdAt.toISOString(), migrations, counts, parts };
}

/** What a manifest's text says, or why it is not a MovieApp backup's manifest. */
export function readManifest(text: string): { manifest: BackupManifest } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: "its manifest.json is not JSON" };
  }
  if (typeof json !== "object" || json === null || (json as { format?: unknown }).format !== FORMAT) return { problem: "it is not a MovieApp backup (its manifest.json names another format)" };
  const version = (json as { version?: unknown }).version;
  if (typeof version === "number" && version > FORMAT_VERSION) return { problem: `it was made by a newer MovieApp (backup format ${version}); update MovieApp first` };
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) return { problem: `its manifest.json is damaged (${parsed.error.issues[0]?.path.join(".") || "its shape"})` };
  if (!parsed.data.parts.some((part) => part.name === APP_DB)) return { problem: `its manifest.json lists no ${APP_DB}` };
  return { manifest: parsed.data };
}

/** A file's size and SHA-256, as its manifest entry. */
export async function describePart(dir: string, name: PartName): Promise<BackupPart> {
  const file = join(dir, name);
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return { name, bytes: statSync(file).size, sha256: hash.digest("hex") };
}

/** What a backup holds, in words: "3 accounts, 40 list entries, 2 named lists, 17 viewings, 1 note". */
export function describeCounts(counts: Record<string, number>): string {
  const of = (table: string, one: string, many: string) => {
    const rows = counts[table] ?? 0;
    return `${rows} ${rows === 1 ? one : many}`;
  };
  return [
    of("user", "account", "accounts"),
    of("list_entry", "list entry", "list entries"),
    of("named_list", "named list", "named lists"),
    of("seen_entry", "viewing", "viewings"),
    of("film_note", "note", "notes"),
  ].join(", ");
}

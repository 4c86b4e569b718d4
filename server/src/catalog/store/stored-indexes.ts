import { deserialize } from "node:v8";
import type Database from "better-sqlite3";

/**
 * The bytes the import stored under this name in `stored_indexes` (schema.ts), or undefined: a
 * catalog written before the table existed, or without this entry.
 */
export function readStoredIndex(db: Database.Database, name: string): Buffer | undefined {
  const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'stored_indexes'").get() !== undefined;
  return hasTable ? db.prepare<[string], { data: Buffer }>("SELECT data FROM stored_indexes WHERE name = ?").get(name)?.data : undefined;
}

/** The value v8's serializer wrote into these bytes, or undefined when they hold none (damaged or other bytes). */
export function deserializedOrUndefined(bytes: Uint8Array): unknown {
  try {
    return deserialize(bytes);
  } catch {
    return undefined;
  }
}

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

/**
 * A deserialized value with every typed array in it (at any depth of plain objects) copied out:
 * the arrays v8 deserializes are views into the stored bytes, which copying lets go.
 */
export function copiedOut<T>(value: T): T {
  if (ArrayBuffer.isView(value)) return (value as unknown as Uint8Array).slice() as T;
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, copiedOut(field)])) as T;
  }
  return value;
}

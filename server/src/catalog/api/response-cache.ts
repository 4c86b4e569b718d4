import type { Context } from "hono";
import { LRUCache } from "lru-cache";
import { compressBytes } from "../../http/compress-bytes";
import type { Bytes } from "../../http/bytes";
import { negotiateEncoding, type ContentEncoding } from "../../http/encoding";

/**
 * Serialised answers of the read-only catalog, kept per catalog file: the same question gets the
 * same bytes until an import swaps the catalog in. Compressed variants are made the first time a
 * client asks for them. This turns JSON.stringify and compression from per-request into per-answer.
 *
 * Entries are immutable: adding a variant stores a new entry, so the cache weighs it again.
 */
interface CachedAnswer {
  json: Bytes;
  etag: string;
  variants: Partial<Record<ContentEncoding, Bytes>>;
}

const MIN_COMPRESS_BYTES = 1024;
const JSON_TYPE = "application/json;charset=utf-8";
export const DEFAULT_CACHE_BYTES = 256 * 1024 * 1024;
/** What an entry costs beyond its bytes: the entry and variant objects, the ETag, the cache's own slots. */
const ENTRY_OVERHEAD_BYTES = 512;

/** A value of a parameter, as a route has read and normalised it. */
export type KeyValue = string | number | boolean | null | undefined | readonly number[] | readonly (readonly number[])[] | readonly string[];

/**
 * The cache key of a request: the route and the parameters it reads, already normalised, in the
 * order the route lists them. Parameters the route does not read never reach the key, so junk
 * parameters cannot make new entries.
 */
export function cacheKey(route: string, params: Readonly<Record<string, KeyValue>> = {}): string {
  return `${route} ${JSON.stringify(params)}`;
}

/**
 * Bytes an entry keeps alive: its key (two bytes a character, as V8 may store it), the memory
 * behind the JSON and every compressed variant, and a fixed overhead.
 */
export function entryBytes(key: string, entry: CachedAnswer): number {
  let bytes = key.length * 2 + entry.json.buffer.byteLength + ENTRY_OVERHEAD_BYTES;
  for (const variant of Object.values(entry.variants)) bytes += variant.buffer.byteLength;
  return bytes;
}

export class ResponseCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  private generation = 0;

  constructor(maxBytes = DEFAULT_CACHE_BYTES) {
    this.entries = new LRUCache<string, CachedAnswer>({ maxSize: maxBytes, sizeCalculation: (entry, key) => entryBytes(key, entry) });
  }

  /** How many answers are held and the bytes they are counted at. */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /**
   * Answers `key` from cache, or computes, stores and answers. `compute` must depend only on what
   * the key holds; it may throw to answer an error instead.
   */
  respond(c: Context, key: string, compute: () => unknown): Response {
    let entry = this.entries.get(key);
    if (!entry) {
      const json = ownBytes(JSON.stringify(compute()));
      entry = { json, etag: `W/"${this.generation.toString(36)}-${json.byteLength.toString(36)}-${hash(json)}"`, variants: {} };
      this.entries.set(key, entry);
    }
    const headers: Record<string, string> = { "Content-Type": JSON_TYPE, ETag: entry.etag, Vary: "Accept-Encoding" };
    if (c.req.header("If-None-Match") === entry.etag) return c.body(null, 304, headers);
    const encoding = entry.json.byteLength >= MIN_COMPRESS_BYTES ? negotiateEncoding(c.req.header("Accept-Encoding"), ["br", "gzip"]) : undefined;
    if (!encoding) return c.body(entry.json, 200, headers);
    let compressed = entry.variants[encoding];
    if (!compressed) {
      compressed = exactCopy(compressBytes(entry.json, encoding, "fast"));
      this.entries.set(key, { ...entry, variants: { ...entry.variants, [encoding]: compressed } });
    }
    headers["Content-Encoding"] = encoding;
    return c.body(compressed, 200, headers);
  }

  /** Forget everything: called when a new catalog is swapped in. */
  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }
}

/**
 * The string's UTF-8 bytes in a buffer of their own. Buffer.from hands out small buffers as
 * slices of a shared 8 KB pool; caching such a slice would keep the whole pool block alive.
 */
function ownBytes(text: string): Bytes {
  const bytes = new Uint8Array(Buffer.byteLength(text));
  Buffer.from(bytes.buffer).write(text);
  return bytes;
}

/** zlib hands back a slice of its 16 KB output block: a 600-byte answer would keep 16 KB alive. */
function exactCopy(bytes: Bytes): Bytes {
  return bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

function hash(bytes: Bytes): string {
  let h = 2166136261;
  for (let i = 0; i < bytes.length; i += 7) h = Math.imul(h ^ bytes[i]!, 16777619);
  return (h >>> 0).toString(36);
}

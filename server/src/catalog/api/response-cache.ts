import type { Context } from "hono";
import { LRUCache } from "lru-cache";
import { compressBytes } from "../../http/compress-bytes";
import { asBytes, type Bytes } from "../../static/asset-table";
import { negotiateEncoding, type ContentEncoding } from "../../static/encoding";

/**
 * Serialised answers of the read-only catalog, kept per catalog file: the same question gets the
 * same bytes until an import swaps the catalog in. Compressed variants are made the first time a
 * client asks for them. This turns JSON.stringify and compression from per-request into per-answer.
 */
interface CachedAnswer {
  json: Bytes;
  etag: string;
  variants: Partial<Record<ContentEncoding, Bytes>>;
}

const MIN_COMPRESS_BYTES = 1024;
const JSON_TYPE = "application/json;charset=utf-8";

/** The request's identity for caching: path and sorted parameters, without the key. */
export function cacheKeyOf(url: string): string {
  const parsed = new URL(url);
  const params = new URLSearchParams(parsed.search);
  params.delete("api_key");
  params.sort();
  return `${parsed.pathname}?${params.toString()}`;
}

export class ResponseCache {
  private readonly entries = new LRUCache<string, CachedAnswer>({
    maxSize: 256 * 1024 * 1024,
    sizeCalculation: (entry) => entry.json.byteLength + 256,
  });
  private generation = 0;

  /** Answers from cache, or computes, stores and answers. `compute` may throw to answer an error instead. */
  respond(c: Context, compute: () => unknown): Response {
    const key = cacheKeyOf(c.req.url);
    let entry = this.entries.get(key);
    if (!entry) {
      const json = asBytes(Buffer.from(JSON.stringify(compute())));
      entry = { json, etag: `W/"${this.generation.toString(36)}-${json.byteLength.toString(36)}-${hash(json)}"`, variants: {} };
      this.entries.set(key, entry);
    }
    return send(c, entry);
  }

  /** Forget everything: called when a new catalog is swapped in. */
  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }
}

function hash(bytes: Bytes): string {
  let h = 2166136261;
  for (let i = 0; i < bytes.length; i += 7) h = Math.imul(h ^ bytes[i]!, 16777619);
  return (h >>> 0).toString(36);
}

function send(c: Context, entry: CachedAnswer): Response {
  const headers: Record<string, string> = { "Content-Type": JSON_TYPE, ETag: entry.etag, Vary: "Accept-Encoding" };
  if (c.req.header("If-None-Match") === entry.etag) return c.body(null, 304, headers);
  const encoding = entry.json.byteLength >= MIN_COMPRESS_BYTES ? negotiateEncoding(c.req.header("Accept-Encoding"), ["br", "gzip"]) : undefined;
  if (!encoding) return c.body(entry.json, 200, headers);
  let compressed = entry.variants[encoding];
  if (!compressed) {
    compressed = compressBytes(entry.json, encoding, "fast");
    entry.variants[encoding] = compressed;
  }
  headers["Content-Encoding"] = encoding;
  return c.body(compressed, 200, headers);
}

import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { asBytes, type Bytes } from "./bytes";
import type { ContentEncoding } from "./encoding";

/**
 * Compression in one place. "max" is for bytes compressed once and served many times (the app
 * shell); "fast" for bytes made while a client waits (API answers, drawn images).
 */
export function compressBytes(body: Uint8Array, encoding: ContentEncoding, effort: "max" | "fast"): Bytes {
  if (encoding === "br") {
    const quality = effort === "max" ? 11 : 5;
    return asBytes(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }));
  }
  return asBytes(gzipSync(body, { level: effort === "max" ? 9 : 6 }));
}

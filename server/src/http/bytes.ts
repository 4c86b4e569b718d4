import { createHash } from "node:crypto";
import type { ContentEncoding } from "./encoding";

/** Bytes we own outright (never a SharedArrayBuffer), as the Fetch API's Response wants. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** zlib and fs hand back Buffers over plain ArrayBuffers (never shared ones); say so to the type system, without a copy. */
export function asBytes(buffer: Buffer): Bytes {
  return buffer as Uint8Array as Bytes;
}

/** An answer ready to send as it is: its bytes, their compressed variants, and the headers that describe them. */
export interface StaticAsset {
  body: Bytes;
  /** Compressed variants, made once (at build time for the app's files, name.br and name.gz). */
  variants: Partial<Record<ContentEncoding, Bytes>>;
  contentType: string;
  etag: string;
  cacheControl: string;
}

export function etagOf(body: Bytes): string {
  return `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

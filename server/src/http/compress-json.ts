import type { MiddlewareHandler } from "hono";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { negotiateEncoding } from "../static/encoding";

/** Below this size compression saves less than it costs. */
const MIN_BYTES = 1024;

/**
 * Compresses JSON answers (brotli preferred, then gzip) for clients that accept it. Levels are
 * chosen for speed (brotli 4, gzip 6): these bodies are made per request, unlike the static
 * bundle, which is compressed once at build time at maximum quality.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has("Content-Encoding")) return;
    if (!(res.headers.get("Content-Type") ?? "").startsWith("application/json")) return;
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"), ["br", "gzip"]);
    const vary = res.headers.get("Vary");
    const headers = new Headers(res.headers);
    headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    if (!encoding) {
      c.res = new Response(res.body, { status: res.status, headers });
      return;
    }
    const body = Buffer.from(await res.arrayBuffer());
    if (body.byteLength < MIN_BYTES) {
      c.res = new Response(body, { status: res.status, headers });
      return;
    }
    const compressed = encoding === "br"
      ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
      : gzipSync(body, { level: 6 });
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(compressed.byteLength));
    c.res = new Response(new Uint8Array(compressed), { status: res.status, headers });
  };
}

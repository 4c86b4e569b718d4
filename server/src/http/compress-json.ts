import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { compressBytes } from "./compress-bytes";
import { negotiateEncoding } from "./encoding";

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
    // Only headers are read here: touching `res.body` (or calling c.header() now) would turn
    // @hono/node-server's lightweight response into a stream and cost a tenfold slowdown.
    if (res.status !== 200 || res.headers.has("Content-Encoding")) return;
    if (!(res.headers.get("Content-Type") ?? "").startsWith("application/json")) return;
    res.headers.append("Vary", "Accept-Encoding");
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"), ["br", "gzip"]);
    if (!encoding) return;
    const body = Buffer.from(await res.arrayBuffer());
    if (body.byteLength < MIN_BYTES) {
      c.res = c.body(new Uint8Array(body), res.status as ContentfulStatusCode, Object.fromEntries(res.headers));
      return;
    }
    const compressed = compressBytes(body, encoding, "fast");
    const headers = Object.fromEntries(res.headers);
    headers["content-encoding"] = encoding;
    headers["content-length"] = String(compressed.byteLength);
    c.res = c.body(compressed, res.status as ContentfulStatusCode, headers);
  };
}

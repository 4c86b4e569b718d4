import type { Context } from "hono";
import { negotiateEncoding, type ContentEncoding } from "./encoding";
import type { StaticAsset } from "./bytes";

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

/**
 * Answers with the asset's best encoding for this client, or 304 when the client's copy is current.
 * `alsoVaryOn` names request headers other than Accept-Encoding that chose this asset, so a cache
 * keeps one copy per value of them rather than handing one visitor's answer to another.
 * `status` 404: the app's shell for a page of something that is not there. It carries no ETag, so
 * a browser never revalidates a stored 404 against the shell's 200 and keeps the 404.
 */
export function sendAsset(c: Context, asset: StaticAsset, alsoVaryOn: readonly string[] = [], status: 200 | 404 = 200): Response {
  const headers: Record<string, string> = {
    "Content-Type": asset.contentType,
    "Cache-Control": asset.cacheControl,
    ...(status === 200 ? { ETag: asset.etag } : {}),
    Vary: ["Accept-Encoding", ...alsoVaryOn].join(", "),
  };
  if (status === 200 && matchesEtag(c.req.header("If-None-Match"), asset.etag)) {
    return c.body(null, 304, headers);
  }
  const available = Object.keys(asset.variants) as ContentEncoding[];
  const encoding = negotiateEncoding(c.req.header("Accept-Encoding"), available);
  const body = (encoding && asset.variants[encoding]) || asset.body;
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.byteLength);
  if (c.req.method === "HEAD") return c.body(null, status, headers);
  return c.body(body, status, headers);
}

import type { Context } from "hono";
import { negotiateEncoding } from "./encoding";
import { asBytes } from "./bytes";
import { compressBytes } from "./compress-bytes";

/**
 * Answers HTML made for this request alone (a signed-in visitor's page): private, revalidated on
 * every visit, varying by the session cookie it was made for, and compressed only in the one
 * encoding this client takes, since nobody else will be sent these bytes.
 */
export function sendPrivateHtml(c: Context, html: string): Response {
  const body = Buffer.from(html);
  const encoding = negotiateEncoding(c.req.header("Accept-Encoding"), ["br", "gzip"]);
  const sent = encoding ? compressBytes(body, encoding, "once") : asBytes(body);
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "private, no-cache",
    Vary: "Accept-Encoding, Cookie",
    "Content-Length": String(sent.byteLength),
  };
  if (encoding) headers["Content-Encoding"] = encoding;
  return c.req.method === "HEAD" ? c.body(null, 200, headers) : c.body(sent, 200, headers);
}

export type ContentEncoding = "br" | "gzip";

/**
 * Picks the best encoding the client accepts among those we have, preferring brotli.
 * Honours q=0 ("not acceptable") and the "*" wildcard, as RFC 9110 §12.5.3 describes.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [rawName, ...params] = part.trim().split(";");
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const weightOf = (name: string): number => weights.get(name) ?? weights.get("*") ?? 0;
  let best: ContentEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

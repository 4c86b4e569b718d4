import { createHash } from "node:crypto";

/** TMDB credit ids are 24 hex digits; sources without them get a stable one derived from the credit. */
export function derivedCreditId(...parts: Array<string | number>): string {
  return createHash("sha1").update(parts.join("\u0000")).digest("hex").slice(0, 24);
}

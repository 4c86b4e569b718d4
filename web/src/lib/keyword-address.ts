import type { Keyword } from "../tmdb/entities";
import { parseIdParam } from "./page-params";

/**
 * A keyword in an address, as TMDB's site writes it: its id, then its name for people to read
 * (`6087981-vigilante`). The catalog has no path for one keyword, so the name travels with the id.
 */
export const keywordSlug = ({ id, name }: Keyword): string => `${id}-${name.trim().toLowerCase().replace(/\s+/g, "-")}`;

/** `6087981-vigilante` → { id: 6087981, name: "vigilante" }; undefined when it does not start with an id. */
export function readKeywordSlug(raw: string | null): Keyword | undefined {
  const match = /^(\d{1,9})(?:-(.*))?$/.exec(raw ?? "");
  const id = parseIdParam(match?.[1]);
  // An address without the name (`?keyword=42`) shows the id where the name would be: "the keyword #42".
  return id === undefined ? undefined : { id, name: (match?.[2] ?? "").replace(/-/g, " ") || `#${id}` };
}

/** Discover's address for the films with this keyword. */
export const discoverKeywordAddress = (keyword: Keyword): `/${string}` => `/discover?${new URLSearchParams({ keyword: keywordSlug(keyword) }).toString()}`;

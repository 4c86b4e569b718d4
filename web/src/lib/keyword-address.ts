import type { Keyword } from "../tmdb/entities";
import { parseIdParam } from "./page-params";

/**
 * A keyword in an address, as TMDB's site writes it: its id, then its name for people to read
 * (`6087981-vigilante`). The catalog has no path for one keyword, so the name travels with the id.
 */
export const keywordSlug = ({ id, name }: Keyword): string => (name.trim() === "" ? String(id) : `${id}-${name.trim().toLowerCase().replace(/\s+/g, "-")}`);

/** A keyword as a person reads it: its name, or for an address that named only its id (`?keyword=42`), "#42". */
export const keywordLabel = ({ id, name }: Keyword): string => name.trim() || `#${id}`;

/** `6087981-vigilante` → { id: 6087981, name: "vigilante" }; `42` → { id: 42, name: "" }; undefined when it does not start with an id. */
export function readKeywordSlug(raw: string | null): Keyword | undefined {
  const match = /^(\d{1,9})(?:-(.*))?$/.exec(raw ?? "");
  const id = parseIdParam(match?.[1]);
  // An address without the name (`?keyword=42`) gives none: keywordLabel shows the id in its place.
  return id === undefined ? undefined : { id, name: (match?.[2] ?? "").replace(/-/g, " ") };
}

/** Discover's address for the films with this keyword. */
export const discoverKeywordAddress = (keyword: Keyword): `/${string}` => `/discover?${new URLSearchParams({ keyword: keywordSlug(keyword) }).toString()}`;

import type { AppendName } from "../../../../common/tmdb/wire-types";
import { TmdbRequestError } from "./tmdb-errors";

export const PAGE_SIZE = 20;
export const MAX_PAGE = 500;

/** `page` must be a whole number from 1 to 500 when present (TMDB's rule); absent means 1. */
export function readPage(raw: string | undefined): number {
  if (raw === undefined) return 1;
  if (!/^\d+$/.test(raw.trim())) throw new TmdbRequestError("invalidPage");
  const page = Number(raw.trim());
  if (page < 1 || page > MAX_PAGE) throw new TmdbRequestError("invalidPage");
  return page;
}

export function readBoolean(raw: string | undefined): boolean {
  return raw?.trim().toLowerCase() === "true";
}

const APPENDABLE = new Set<AppendName>(["videos", "images", "credits", "similar", "recommendations"]);

/** The appends we can answer; unknown names are ignored, as TMDB does, but all count towards the limit of 20. */
export function readAppends(raw: string | undefined): Set<AppendName> {
  if (!raw) return new Set();
  const names = raw.split(",").map((name) => name.trim()).filter(Boolean);
  if (names.length > 20) throw new TmdbRequestError("tooManyAppends");
  return new Set(names.filter((name): name is AppendName => APPENDABLE.has(name as AppendName)));
}

/** A positive movie id from the path, or undefined for anything else ("abc", "0", "1.5"). */
export function readMovieId(raw: string): number | undefined {
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/**
 * `with_genres`: a comma means AND, a pipe means OR (TMDB's convention), e.g. "28,12" or "28|12".
 * Returns groups that must all be satisfied, each by any one of its ids.
 */
export function readGenreFilter(raw: string | undefined): number[][] {
  if (!raw || raw.trim() === "") return [];
  return raw
    .split(",")
    .map((group) => group.split("|").map((id) => Number(id.trim())).filter((id) => Number.isInteger(id) && id > 0))
    .filter((group) => group.length > 0);
}

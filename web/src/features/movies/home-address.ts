import { genreIdParam, genreParamIsNoId, listParam, searchParamsOf } from "../../lib/page-params";
import type { ListSource } from "../../stores/movie-store";
import { isSearchable } from "../../tmdb/request-checks";

/**
 * Which list home's address names, read once for the page and for its load (the server's first view
 * too): a search's results (`?q=`), else one of home's lists, Popular or another (`?list=top_rated`),
 * of every genre or of one (`?genre=18`). Null for a query too short to search for, or a genre
 * that cannot be one (`?genre=abc`): the page then says what to do and asks for nothing.
 */
export function homeSourceOf(params: URLSearchParams): ListSource | null {
  const { query } = searchParamsOf(params);
  if (query) return isSearchable(query) ? { kind: "search", query } : null;
  if (genreParamIsNoId(params)) return null;
  const [list, genreId] = [listParam(params), genreIdParam(params)];
  if (list) return genreId ? { kind: "list", list, genreId } : { kind: "list", list };
  return genreId ? { kind: "genre", genreId } : { kind: "popular" };
}

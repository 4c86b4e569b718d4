import type { LinkAddress } from "../components/link";
import type { MovieListName } from "../tmdb/entities";

/** The home page's address for these parameters ("/" for none). */
export const homeAddress = (params: URLSearchParams): LinkAddress => (params.size > 0 ? `/?${params.toString()}` : "/");

/** Home's address for one of its lists, of every genre or of one: `/`, `/?genre=18`, `/?list=top_rated`, `/?list=top_rated&genre=18` (one address per view: the list before the genre). */
export function homeListAddress(list: MovieListName | null, genreId: number | null): LinkAddress {
  const params = new URLSearchParams();
  if (list) params.set("list", list);
  if (genreId) params.set("genre", String(genreId));
  return homeAddress(params);
}

import type { FilmSnapshot } from "../../../common/lists";
import type { NamedList, NamedListEntry, NamedListPage, NamedListsAnswer, NamedListSort } from "../../../common/named-lists";
import { meRequest } from "./me-api";

/**
 * The requests about the lists a person names themselves (`/api/me/named-lists`), each answered
 * as the server answers it; a refusal is an ApiError carrying the server's own words (me-api.ts).
 */
const path = (id?: string, rest = "") => `/named-lists${id === undefined ? "" : `/${encodeURIComponent(id)}`}${rest}`;

export const namedListCalls = {
  /** The person's lists; with a film, each says whether it holds it. */
  all: (movieId?: number) => meRequest<NamedListsAnswer>("GET", movieId === undefined ? path() : `${path()}?movie_id=${movieId}`),
  create: (fields: { name: string; description?: string; ranked: boolean }) => meRequest<NamedList>("POST", path(), fields),
  page: (id: string, query: { page?: number; sort?: NamedListSort; order?: "asc" | "desc" } = {}) => {
    const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString();
    return meRequest<NamedListPage>("GET", `${path(id)}${search ? `?${search}` : ""}`);
  },
  change: (id: string, changes: Partial<{ name: string; description: string; ranked: boolean }>) => meRequest<NamedList>("PATCH", path(id), changes),
  remove: (id: string) => meRequest<undefined>("DELETE", path(id)),
  /** Puts a film in the list, or changes its note; `position` and `added_at` put back a film an undo returns. */
  addFilm: (id: string, film: FilmSnapshot, extra: { note?: string; position?: number; added_at?: string } = {}) =>
    meRequest<NamedListEntry>("PUT", path(id, `/films/${film.movie_id}`), { title: film.title, year: film.year, poster_path: film.poster_path, ...extra }),
  removeFilm: (id: string, movieId: number) => meRequest<{ removed: { position: number; note: string; added_at: string } }>("DELETE", path(id, `/films/${movieId}`)),
  moveFilm: (id: string, movieId: number, position: number) => meRequest<{ movie_id: number; position: number }>("PUT", path(id, `/films/${movieId}/position`), { position }),
  share: (id: string, ownerName: string) => meRequest<NamedList>("PUT", path(id, "/share"), { owner_name: ownerName }),
  stopSharing: (id: string) => meRequest<NamedList>("DELETE", path(id, "/share")),
};

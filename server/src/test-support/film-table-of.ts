import { buildFilmTable, type FilmFields, type FilmTable, type TableCredit } from "../catalog/store/film-table";

/** A film table of these films (any order; each field not given empty or zero), as a catalog would hold it. */
export function filmTableOf(films: ReadonlyArray<Partial<FilmFields> & { id: number }>, credits: readonly TableCredit[] = []): FilmTable {
  const complete = [...films]
    .sort((a, b) => a.id - b.id)
    .map((film): FilmFields => ({
      adult: false, genre_ids: [], release_date: "", original_language: "en", popularity: 0, vote_average: 0, vote_count: 0,
      revenue: 0, runtime: null, collection_id: null, keywords: [], company_ids: [], ...film,
    }));
  return buildFilmTable(complete.length, complete, credits);
}

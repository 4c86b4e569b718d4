import type { MovieListItem } from "../../../../common/tmdb/wire-types";
import { yearOf, type FilmTable } from "../store/film-table";
import { listAt } from "../store/id-lists";

/**
 * What ranking related films reads of a film (related-movies.ts), built from the film table only
 * when related lists are ranked: by the import, or at start for a catalog stored without them.
 */
export interface MovieFeatures {
  item: Pick<MovieListItem, "id" | "popularity" | "vote_average" | "vote_count">;
  year: number | null;
  genreIds: ReadonlySet<number>;
  keywords: ReadonlySet<string>;
  directorIds: readonly number[];
  writerIds: readonly number[];
  /** The first billed actors (billing order), who define a film's cast for "related" purposes. */
  leadCastIds: readonly number[];
  collectionId: number | null;
}

/** Every film's features, read from the film table. */
export function relatedFeatures(table: FilmTable): Map<number, MovieFeatures> {
  const movies = new Map<number, MovieFeatures>();
  for (let p = 0; p < table.ids.length; p++) {
    movies.set(table.ids[p]!, {
      item: { id: table.ids[p]!, popularity: table.popularity[p]!, vote_average: table.voteAverage[p]!, vote_count: table.votes[p]! },
      year: yearOf(table.released[p]!),
      genreIds: new Set(listAt(table.genreIds, p)),
      keywords: new Set(Array.from(listAt(table.keywords, p), (index) => table.keywordNames[index]!)),
      directorIds: Array.from(listAt(table.directors, p)),
      writerIds: Array.from(listAt(table.writers, p)),
      leadCastIds: Array.from(listAt(table.leadCast, p)),
      collectionId: table.collection[p]! < 0 ? null : table.collection[p]!,
    });
  }
  return movies;
}

import { partitionPoint } from "../partition-point";
import type { RankedMatch } from "../search/search-index";

export interface MultiMatch {
  mediaType: "movie" | "person";
  id: number;
}

/** A kind's popularity, most popular first (every film's, or every person's): where a match stands among its kind. */
export type PopularityScale = ArrayLike<number>;

/** The share of the kind strictly more popular than `popularity`: 0 for the most popular. A binary search. */
function shareAbove(scale: PopularityScale, popularity: number): number {
  return scale.length === 0 ? 0 : partitionPoint(scale.length, (rank) => scale[rank]! > popularity) / scale.length;
}

/**
 * The first `count` films and people for `/3/search/multi`, ranked together: first by how well the
 * query matched (titles and names are scored alike: see RankedMatch), then by how popular each is
 * among its own kind. Films' and people's popularity are on different scales (a person's is
 * derived from their films'), so a film in its kind's top 1 % goes before a person in their top
 * 10 %. Then films before people. Each kind's matches already come in that order (within a kind,
 * the share follows popularity), so the two lists are merged, and only as far as the page asked for.
 */
export function rankFilmsAndPeople(
  movies: readonly RankedMatch[],
  people: readonly RankedMatch[],
  scales: { movies: PopularityScale; people: PopularityScale },
  count: number,
): MultiMatch[] {
  const merged: MultiMatch[] = [];
  let m = 0;
  let p = 0;
  while (merged.length < count && (m < movies.length || p < people.length)) {
    const movie = movies[m];
    const person = people[p];
    const movieFirst = !person || (movie !== undefined && (movie.bucket !== person.bucket
      ? movie.bucket > person.bucket
      : shareAbove(scales.movies, movie.popularity) <= shareAbove(scales.people, person.popularity)));
    if (movieFirst) merged.push({ mediaType: "movie", id: movies[m++]!.id });
    else merged.push({ mediaType: "person", id: people[p++]!.id });
  }
  return merged;
}

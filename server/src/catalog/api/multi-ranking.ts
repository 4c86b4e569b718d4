import type { RankedMatch } from "../search/search-index";

export interface MultiMatch {
  mediaType: "movie" | "person";
  id: number;
}

/** A kind's ranking (ids, most popular first) and each one's popularity: where a match stands among its kind. */
export interface PopularityScale {
  ranked: readonly number[];
  popularityOf: (id: number) => number;
}

/** The share of the kind strictly more popular than `popularity`: 0 for the most popular. A binary search, no table to build. */
function shareAbove(scale: PopularityScale, popularity: number): number {
  let low = 0;
  let high = scale.ranked.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (scale.popularityOf(scale.ranked[middle]!) > popularity) low = middle + 1;
    else high = middle;
  }
  return scale.ranked.length === 0 ? 0 : low / scale.ranked.length;
}

/**
 * Films and people for `/3/search/multi`, ranked together: first by how well the query matched
 * (titles and names are scored alike: see RankedMatch), then by how popular each is among its own
 * kind. Films' and people's popularity are on different scales (a person's is derived from their
 * films'), so a film in its kind's top 1 % goes before a person in their top 10 %. Then films
 * before people, then ids.
 */
export function rankFilmsAndPeople(
  movies: readonly RankedMatch[],
  people: readonly RankedMatch[],
  scales: { movies: PopularityScale; people: PopularityScale },
): MultiMatch[] {
  const entries = [
    ...movies.map((match) => ({ mediaType: "movie" as const, id: match.id, bucket: match.bucket, share: shareAbove(scales.movies, match.popularity), kind: 0 })),
    ...people.map((match) => ({ mediaType: "person" as const, id: match.id, bucket: match.bucket, share: shareAbove(scales.people, match.popularity), kind: 1 })),
  ];
  entries.sort((a, b) => b.bucket - a.bucket || a.share - b.share || a.kind - b.kind || a.id - b.id);
  return entries.map(({ mediaType, id }) => ({ mediaType, id }));
}

/** vega-datasets' genre labels as TMDB genre ids (docs/decisions/011-sample-catalog-breadth-and-popularity.md). */
const MAJOR_GENRE: Readonly<Record<string, readonly number[]>> = {
  Action: [28],
  Adventure: [12],
  "Black Comedy": [35],
  Comedy: [35],
  "Concert/Performance": [10402],
  Documentary: [99],
  Drama: [18],
  Horror: [27],
  Musical: [10402],
  "Romantic Comedy": [10749, 35],
  "Thriller/Suspense": [53],
  Western: [37],
};

/** Only the creative types that name a TMDB genre; "Contemporary Fiction" and the like do not. */
const CREATIVE_TYPE: Readonly<Record<string, readonly number[]>> = {
  "Science Fiction": [878],
  Fantasy: [14],
  "Kids Fiction": [10751],
  "Historical Fiction": [36],
};

export function vegaGenreIds(majorGenre: string | null, creativeType: string | null): number[] {
  const ids = [...(majorGenre ? MAJOR_GENRE[majorGenre] ?? [] : []), ...(creativeType ? CREATIVE_TYPE[creativeType] ?? [] : [])];
  return [...new Set(ids)];
}

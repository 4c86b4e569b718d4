import type { MovieListItem } from "../../../../common/tmdb/wire-types";

/** What the catalog keeps in memory per movie: its list item, ready to send, and what relates it to others. */
export interface MovieFeatures {
  item: MovieListItem;
  year: number | null;
  genreIds: ReadonlySet<number>;
  keywords: ReadonlySet<string>;
  directorIds: readonly number[];
  writerIds: readonly number[];
  /** The first billed actors (billing order), who define a film's cast for "related" purposes. */
  leadCastIds: readonly number[];
  collectionId: number | null;
  revenue: number;
  /** Minutes; null when the source does not say. */
  runtime: number | null;
  originalTitle: string;
}

import type { CollectionDetails, CollectionPart, CollectionSearchResult, MovieListItem } from "../../../../common/tmdb/wire-types";
import { imagePaths } from "../images/image-paths";
import { SearchIndex } from "../search/search-index";
import type { MovieFeatures } from "./movie-features";

interface CollectionEntry {
  id: number;
  name: string;
  /** Its films, earliest release first; films without a date last. */
  parts: number[];
}

/** Release order: dated films by date, undated ones after them, then by id. */
function byRelease(a: MovieListItem, b: MovieListItem): number {
  if ((a.release_date === "") !== (b.release_date === "")) return a.release_date === "" ? 1 : -1;
  return a.release_date.localeCompare(b.release_date) || a.id - b.id;
}

/**
 * The catalog's collections with their films, as TMDB's `/3/collection/{id}` and
 * `/3/search/collection` describe them. Sources give a collection only its id and name: its
 * overview is "" (TMDB's "none"), its original name its name, and its original language that of
 * its first film.
 */
export class CollectionIndex {
  private readonly entries = new Map<number, CollectionEntry>();
  private searchIndex: SearchIndex | undefined;

  constructor(
    rows: Iterable<{ id: number; name: string }>,
    private readonly movies: ReadonlyMap<number, MovieFeatures>,
  ) {
    const parts = new Map<number, MovieListItem[]>();
    for (const movie of movies.values()) {
      if (movie.collectionId === null) continue;
      const list = parts.get(movie.collectionId);
      if (list) list.push(movie.item);
      else parts.set(movie.collectionId, [movie.item]);
    }
    for (const row of rows) {
      const films = (parts.get(row.id) ?? []).sort(byRelease);
      this.entries.set(row.id, { id: row.id, name: row.name, parts: films.map((film) => film.id) });
    }
  }

  has(id: number): boolean {
    return this.entries.has(id);
  }

  searchResult(id: number): CollectionSearchResult | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    const first = entry.parts[0] === undefined ? undefined : this.movies.get(entry.parts[0]);
    return {
      adult: false,
      backdrop_path: imagePaths.collectionBackdrop(entry.id),
      id: entry.id,
      name: entry.name,
      original_language: first?.item.original_language ?? "",
      original_name: entry.name,
      overview: "",
      poster_path: imagePaths.collectionPoster(entry.id),
    };
  }

  details(id: number): CollectionDetails | undefined {
    const found = this.searchResult(id);
    if (!found) return undefined;
    const { adult: _adult, ...fields } = found;
    const parts = this.entries.get(id)!.parts.map((movieId): CollectionPart => ({ ...this.movies.get(movieId)!.item, media_type: "movie" }));
    return { ...fields, parts };
  }

  /** Collection names by the title search's rules (they are titles: "spiderman" finds "Spider-Man"); among equals, the one whose films are more popular first. */
  search(): SearchIndex {
    this.searchIndex ??= new SearchIndex(
      [...this.entries.values()].map((entry) => ({
        id: entry.id,
        title: entry.name,
        originalTitle: entry.name,
        popularity: entry.parts.reduce((sum, movieId) => sum + (this.movies.get(movieId)?.item.popularity ?? 0), 0),
      })),
    );
    return this.searchIndex;
  }
}

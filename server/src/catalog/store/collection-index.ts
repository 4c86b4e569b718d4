import type { CollectionDetails, CollectionPart, CollectionSearchResult, MovieListItem } from "../../../../common/tmdb/wire-types";
import { imagePaths } from "../images/image-paths";
import { SearchIndex } from "../search/search-index";
import { undatedLast, type FilmTable } from "./film-table";

interface CollectionEntry {
  id: number;
  name: string;
  /** Its films as positions in the film table, earliest release first; films without a date last. */
  parts: number[];
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
    private readonly films: Pick<FilmTable, "ids" | "collection" | "released" | "popularity" | "language" | "languages">,
    private readonly listItem: (id: number) => MovieListItem | undefined,
  ) {
    const parts = new Map<number, number[]>();
    for (let position = 0; position < films.ids.length; position++) {
      const collection = films.collection[position]!;
      if (collection < 0) continue;
      const list = parts.get(collection);
      if (list) list.push(position);
      else parts.set(collection, [position]);
    }
    // Release order: dated films by date, undated ones after them, then by id (positions are in id order).
    const datedFirst = undatedLast(films.released);
    const byRelease = (a: number, b: number) => datedFirst(a, b) || films.released[a]! - films.released[b]! || a - b;
    for (const row of rows) {
      const positions = (parts.get(row.id) ?? []).sort(byRelease);
      this.entries.set(row.id, { id: row.id, name: row.name, parts: positions });
    }
  }

  has(id: number): boolean {
    return this.entries.has(id);
  }

  searchResult(id: number): CollectionSearchResult | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    const first = entry.parts[0];
    return {
      adult: false,
      backdrop_path: imagePaths.collectionBackdrop(entry.id),
      id: entry.id,
      name: entry.name,
      original_language: first === undefined ? "" : this.films.languages[this.films.language[first]!]!,
      original_name: entry.name,
      overview: "",
      poster_path: imagePaths.collectionPoster(entry.id),
    };
  }

  details(id: number): CollectionDetails | undefined {
    const found = this.searchResult(id);
    if (!found) return undefined;
    const { adult: _adult, ...fields } = found;
    const parts = this.entries.get(id)!.parts.flatMap((position): CollectionPart[] => {
      const item = this.listItem(this.films.ids[position]!);
      return item ? [{ ...item, media_type: "movie" }] : [];
    });
    return { ...fields, parts };
  }

  /** Collection names by the title search's rules (they are titles: "spiderman" finds "Spider-Man"); among equals, the one whose films are more popular first. */
  search(): SearchIndex {
    this.searchIndex ??= new SearchIndex(
      [...this.entries.values()].map((entry) => ({
        id: entry.id,
        title: entry.name,
        originalTitle: entry.name,
        popularity: entry.parts.reduce((sum, position) => sum + this.films.popularity[position]!, 0),
      })),
    );
    return this.searchIndex;
  }
}

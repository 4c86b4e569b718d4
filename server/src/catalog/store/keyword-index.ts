import type { Keyword } from "../../../../common/tmdb/wire-types";
import { StableIds } from "../import/breadth/stable-id";
import { SearchIndex } from "../search/search-index";
import type { FilmTable } from "./film-table";
import { listAt } from "./id-lists";

/**
 * Keyword ids start here. The catalog stores a film's keywords as names only (not every source
 * has TMDB's ids), so each name gets an id derived from the name itself: the same keyword keeps
 * its id from one import to the next, and a `with_keywords` address keeps working.
 */
const KEYWORD_ID_BASE = 1;

interface Entry extends Keyword {
  /** The films carrying the keyword, ascending ids. */
  films: number[];
}

/**
 * Every keyword of the catalog's films with a stable id (FNV-1a of the name, see StableIds; names
 * are numbered in sorted order, so were two names ever to share a slot, the later one takes the
 * next free id, the same way every time), the films carrying each, and a name index for search.
 */
export class KeywordIndex {
  private readonly byName = new Map<string, Entry>();
  private readonly byId = new Map<number, Entry>();
  private searchIndex: SearchIndex | undefined;

  constructor(films: Pick<FilmTable, "ids" | "keywords" | "keywordNames">) {
    // Each name's films, ascending ids (the table's positions are in id order).
    const filmsOf = films.keywordNames.map((): number[] => []);
    for (let position = 0; position < films.ids.length; position++) {
      for (const name of listAt(films.keywords, position)) filmsOf[name]!.push(films.ids[position]!);
    }
    const ids = new StableIds(KEYWORD_ID_BASE);
    films.keywordNames.forEach((name, index) => {
      if (filmsOf[index]!.length === 0) return;
      const entry = { id: ids.idFor(name), name, films: filmsOf[index]! };
      this.byName.set(name, entry);
      this.byId.set(entry.id, entry);
    });
  }

  get size(): number {
    return this.byId.size;
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  /** A film's keywords as TMDB sends them, in the film's own order. */
  keywordsOf(names: Iterable<string>): Keyword[] {
    const keywords: Keyword[] = [];
    for (const name of names) {
      const entry = this.byName.get(name);
      if (entry) keywords.push({ id: entry.id, name });
    }
    return keywords;
  }

  keyword(id: number): Keyword | undefined {
    const entry = this.byId.get(id);
    return entry && { id: entry.id, name: entry.name };
  }

  filmsWith(id: number): readonly number[] {
    return this.byId.get(id)?.films ?? [];
  }

  /** Keyword names by the title search's rules (prefixes, one typo); a keyword on more films ranks first among equals. */
  search(): SearchIndex {
    this.searchIndex ??= new SearchIndex(
      [...this.byId.values()].map((entry) => ({ id: entry.id, title: entry.name, originalTitle: entry.name, popularity: entry.films.length })),
      { joinNeighbours: false },
    );
    return this.searchIndex;
  }
}

import type Database from "better-sqlite3";
import { SearchIndex, type SearchableMovie } from "../search/search-index";
import type { IndexOptions } from "../search/search-index-parts";

/** Names are searched without neighbouring words joined, and a name matches from any of its words (search-index-parts.ts). */
export const PEOPLE_SEARCH: IndexOptions = { joinNeighbours: false, queryStarts: "any word" };

/** The title index, built from the catalog's films: what the import stores, and what a catalog stored without it gets at start. */
export function buildTitleSearch(db: Database.Database): SearchIndex {
  return new SearchIndex(db.prepare<[], SearchableMovie>(
    "SELECT id, title, original_title AS originalTitle, popularity FROM movies ORDER BY id",
  ).iterate());
}

/** The name index, built from the catalog's people: what the import stores, and what a catalog stored without it gets on first use. */
export function buildPeopleSearch(db: Database.Database): SearchIndex {
  return new SearchIndex(
    db.prepare<[], SearchableMovie>("SELECT id, name AS title, original_name AS originalTitle, popularity FROM people").iterate(),
    PEOPLE_SEARCH,
  );
}

import type { FilmSnapshot, ListSort } from "./lists";

/**
 * Lists a person names themselves ("Best of 2024", "Heist films to show Sam"), beside the four
 * fixed lists: as the server answers them (`/api/me/named-lists`, and `/api/shared-lists/{token}`
 * for one that is shared) and the web app reads them.
 */

export const NAMED_LISTS_BASE = "/api/me/named-lists";
export const SHARED_LISTS_BASE = "/api/shared-lists";

/** A person's lists at most: far more than anyone keeps, and a bound on what one account can grow to. */
export const MAX_NAMED_LISTS = 1000;
/** Films in one list at most: a ranking or a collection, not a catalog. */
export const MAX_NAMED_LIST_FILMS = 5000;
/** A list's name, after its spaces at either end are trimmed. */
export const NAME_LIMITS = { min: 1, max: 100 } as const;
export const MAX_DESCRIPTION = 1000;
/** A film's note in one list: a line or two on why it is there. */
export const MAX_LIST_NOTE = 500;
/** A list's id as the server makes them (a UUID): anything else names no list. */
export const isNamedListId = (id: string | undefined): id is string => id !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

/** A share token as the server makes them: 24 URL-safe characters (18 random bytes). */
export const isShareToken = (token: string): boolean => /^[A-Za-z0-9_-]{24}$/.test(token);

/** Entries on one page of a list, as the fixed lists page theirs. */
export const NAMED_LIST_PAGE_SIZE = 50;

/** One of the person's lists, without its films. */
export interface NamedList {
  id: string;
  name: string;
  description: string;
  /** Ranked: the order is the person's (position 1 first). Unranked: sorted as the fixed lists are. */
  ranked: boolean;
  film_count: number;
  /** The token of the list's link while it is shared; null while it is private. */
  share_token: string | null;
  created_at: string;
  updated_at: string;
}

/** `GET /api/me/named-lists[?movie_id=…]`: the person's lists, newest change first; with a film, which of them hold it. */
export interface NamedListsAnswer {
  lists: Array<NamedList & { has_film?: boolean }>;
}

export interface NamedListEntry extends FilmSnapshot {
  /** 1 for the first film, in the list's own order (a ranked list's rank). */
  position: number;
  note: string;
  added_at: string;
}

/** `GET /api/me/named-lists/{id}`: the list and one page of its films, in its order or the one asked for. */
export interface NamedListPage {
  list: NamedList;
  page: number;
  sort: NamedListSort;
  /** Each film with the person's own rating of it (stars), if they rated it. */
  results: Array<NamedListEntry & { rating: number | null }>;
  total_pages: number;
  total_results: number;
}

/** A ranked list reads in its own order ("rank"); any list can also be sorted as the fixed lists are. */
export type NamedListSort = "rank" | ListSort;
export const NAMED_LIST_SORTS: readonly NamedListSort[] = ["rank", "added", "title", "year", "rating"];

/** `GET /api/shared-lists/{token}`: what anyone with the link sees: the list, its notes and its owner's display name, nothing more. */
export interface SharedListPage {
  name: string;
  description: string;
  ranked: boolean;
  owner_name: string;
  updated_at: string;
  page: number;
  results: Array<Omit<NamedListEntry, "added_at">>;
  total_pages: number;
  total_results: number;
}

/**
 * A list the person named, as an import brings it back from the app's JSON download: its films in
 * the list's order, each with its note and, when the file says, when it was added.
 */
export interface ImportedNamedList {
  name: string;
  description: string;
  ranked: boolean;
  films: Array<FilmSnapshot & { note: string; added_at: string | null }>;
}

/** What an import did with the lists the person named: lists made, and films put in lists (new ones, and ones the person already had). */
export interface NamedListsRestored {
  lists_made: number;
  films_added: number;
}

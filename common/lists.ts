import { isObject } from "./json-values";
import type { ExportedFilmNote } from "./diary";
import type { ImportedNamedList, NamedListsRestored } from "./named-lists";

/**
 * The lists a person keeps (`/api/me/…`), as the server answers them and the web app reads them.
 * Each entry carries a snapshot of the film (title, year, poster) so a list shows without asking
 * the catalog, in proxy mode too.
 */

/** Where the lists' API is: every path below is the signed-in person's own. */
export const ME_BASE = "/api/me";

/** Lists a film is in or out of. */
export type MembershipList = "watchlist" | "favorites";
/** Every list a person has: ratings hold one rating per film; seen holds each viewing. */
export type ListName = MembershipList | "seen" | "ratings";
export const LIST_NAMES: readonly ListName[] = ["watchlist", "favorites", "seen", "ratings"];

/** Each list's name where the lists are offered side by side (the account menu, the lists page). */
export const LIST_LABELS: Record<ListName, string> = { watchlist: "Watchlist", favorites: "Favourites", seen: "Seen", ratings: "Ratings" };

/**
 * The list a word in an address names, in any case: its own name, or its name as the app writes it
 * for people ("favourites" for favorites); undefined for none. Only those words: a word that merely
 * names something every object has (constructor, __proto__) names no list.
 */
export function listNamed(word: string | undefined): ListName | undefined {
  const lower = word?.toLowerCase();
  return lower === undefined ? undefined : LIST_NAMES.find((name) => name === lower || LIST_LABELS[name].toLowerCase() === lower);
}

export type ListSort = "added" | "title" | "year" | "rating";
export const LIST_SORTS: readonly ListSort[] = ["added", "title", "year", "rating"];

export interface FilmSnapshot {
  movie_id: number;
  title: string;
  /** "1972", or "" when the film has no date. */
  year: string;
  poster_path: string | null;
}

/**
 * The earliest day a viewing of a film can be on: the first of January of the year before its own,
 * as festivals and previews show a film before the year its release date gives; for a film with no
 * date, 1870, before any film.
 */
export const earliestViewing = (year: string): string => (/^\d{4}$/.test(year) ? `${String(Number(year) - 1).padStart(4, "0")}-01-01` : "1870-01-01");

/** Whether a day (YYYY-MM-DD) is before a film of that year can have been seen (earliestViewing). */
export const seenTooEarly = (day: string, year: string): boolean => day < earliestViewing(year);

/** What a viewing's day before its film can have been seen is told. */
export const SEEN_BEFORE_THE_FILM = "That date is before the film came out.";

/** How an import tells that a row's watched date is left out, and why. */
export const watchedDateLeftOut = (day: string, problem: string): string => `The watched date “${day}”: ${problem} It is left out.`;

export interface ListEntry extends FilmSnapshot {
  /** When it was added (ISO 8601, UTC). */
  added_at: string;
  /** Stars, 0.5 to 5 in halves, when the person rated the film; and the same on TMDB's 1–10 scale. */
  rating: number | null;
  rating_10: number | null;
  /** A viewing's own id and date (`seen` only). */
  entry_id?: string;
  seen_on?: string;
  /** A viewing's own words (`seen` only): whether the person said it was a rewatch, and what they wrote of it (docs/decisions/059). */
  said_rewatch?: boolean;
  review?: string | null;
}

/**
 * Ratings are half stars from 0.5 to 5 (Letterboxd's scale); TMDB and IMDb rate from 1 to 10,
 * which is the same number of steps: one half star is one point (`rating_10`).
 */
export const HALF_STAR_STEPS: readonly number[] = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];

/** 3.5 stars → 7 (out of 10). */
export const tenPointScore = (stars: number): number => Math.round(stars * 2);

/** "★★★½": a person's own rating drawn as stars, set apart from the public score ("★ 8.1", out of 10). */
export const ratingStars = (stars: number): string => `${"★".repeat(Math.floor(stars))}${stars % 1 ? "½" : ""}`;

/** "3.5 stars (7/10)", "1 star (2/10)": a rating as the app names it. */
export const ratingText = (stars: number): string => `${stars} ${stars === 1 ? "star" : "stars"} (${tenPointScore(stars)}/10)`;

export interface ListPage {
  list: ListName;
  page: number;
  results: ListEntry[];
  total_pages: number;
  total_results: number;
}

export type ListsSummary = Record<ListName, number>;

/** One film's place in a person's lists, for its card and its page. */
export interface FilmState {
  movie_id: number;
  watchlist: boolean;
  favorites: boolean;
  rating: number | null;
  seen: Array<{ entry_id: string; seen_on: string }>;
  /**
   * The start of the person's note on the film (its first line with text, up to NOTE_START_LENGTH
   * characters), present only when they have one: what the film's page shows of it without asking
   * for the whole.
   */
  note_start?: string;
}

/** How much of a note's first line a film's state carries. */
export const NOTE_START_LENGTH = 80;

/** The first line of a note with text in it, cut to NOTE_START_LENGTH characters ("…" when cut). */
export function noteStart(note: string): string {
  // Cut by characters as a person counts them (code points), never in the middle of one.
  const line = Array.from(note.split("\n").find((text) => text.trim() !== "")?.trim() ?? "");
  return line.length > NOTE_START_LENGTH ? `${line.slice(0, NOTE_START_LENGTH - 1).join("")}…` : line.join("");
}

/**
 * What a removal took away, so that an undo can put it back as it was: when it was added (its
 * place in a list sorted by date added), and a rating's stars or a viewing's day.
 */
export interface RemovedEntry {
  added_at: string;
  rating?: number;
  seen_on?: string;
}

/** `DELETE /api/me/lists/{watchlist|favorites|ratings}/{id}`: the film's new state, and what went (null when it was not there). */
export interface RemovalAnswer extends FilmState {
  removed: RemovedEntry | null;
}

/** `DELETE /api/me/lists/seen/{entry}`: the viewing that went, and its film's new state. */
export interface ViewingRemoval {
  removed: RemovedEntry & { seen_on: string; said_rewatch: boolean; review: string | null };
  state: FilmState;
}

/** Every refusal of `/api/me/…`: a code for programs, a message for people. */
export interface MeErrorBody {
  code: string;
  message: string;
}

/**
 * The most films one `GET /api/me/films?ids=…` asks about: a page of cards (20) with the rows of
 * films beside them fits many times over, and one request stays a few small queries.
 */
export const MAX_FILM_STATES = 100;

/** `GET /api/me/films?ids=…`: each film's place in the person's lists, in the order asked. */
export interface FilmStates {
  films: FilmState[];
}

/**
 * The files an import reads: Letterboxd's watchlist, ratings and diary exports, IMDb's ratings
 * export, and this app's own CSV and JSON exports (`/api/me/export?format=csv|json`), so a person
 * can restore their lists from either.
 */
export const IMPORT_KINDS = ["letterboxd-watchlist", "letterboxd-ratings", "letterboxd-diary", "imdb-ratings", "movieapp-lists", "movieapp-json"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** A file's text without the byte-order mark some editors and spreadsheets put first: what the import reads. */
export const withoutByteOrderMark = (text: string): string => text.replace(/^\uFEFF/, "");

/** Whether an import's file (withoutByteOrderMark) is the app's JSON download: an object, where every CSV starts otherwise. */
export const isJsonFile = (text: string): boolean => text.trimStart().startsWith("{");

/**
 * The lists of the app's JSON download (withoutByteOrderMark), each with its entries, in the file's
 * order, and the whole document as parsed (its other parts are read from it, never parsed again);
 * or what is wrong with the file, in words (not JSON, none of the lists, a list that is not a list).
 */
export function jsonDownloadLists(text: string): { lists: Array<[ListName, unknown[]]>; document: Readonly<Record<string, unknown>> } | { problem: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problem: `The file is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const named = isObject(data) ? Object.entries(data).filter(([name]) => (LIST_NAMES as readonly string[]).includes(name)) : [];
  if (named.length === 0) return { problem: `This JSON file is not this app's JSON download: it has none of the lists (${LIST_NAMES.join(", ")}).` };
  const notAList = named.find(([, entries]) => !Array.isArray(entries));
  if (notAList) return { problem: `In this file, “${notAList[0]}” is not a list of films.` };
  return { lists: named as Array<[ListName, unknown[]]>, document: data as Record<string, unknown> };
}

/** Whether a kind of file is one of the app's own downloads (CSV or JSON): rows name their list and film id. */
export const isOwnExport = (kind: ImportKind): boolean => kind === "movieapp-lists" || kind === "movieapp-json";

/** Where a row is in its file, as a person finds it: a CSV's "line 20", a JSON download's "entry 20". */
export const rowPlace = (kind: ImportKind, line: number): string => `${kind === "movieapp-json" ? "entry" : "line"} ${line}`;

/** The columns of the CSV download, in order: the import knows the app's own export by them. */
export const EXPORT_CSV_COLUMNS = ["list", "movie_id", "title", "year", "rating", "seen_on", "added_at", "said_rewatch", "review"] as const;
/** What each kind of file fills: one list, or (the app's own export) each row the list it names. */
export type ImportTarget = "watchlist" | "ratings" | "seen" | "lists";

/** How one row of a file was found in the catalog: one film, films to choose from, or none. */
export type RowMatch =
  | { status: "matched"; film: FilmSnapshot }
  | { status: "choose"; candidates: FilmSnapshot[] }
  | { status: "not_found" };

export interface ImportPreviewRow {
  /** The file's line, so a person can find the row; in a JSON file (`movieapp-json`), the entry's place in it, counted from 1. */
  line: number;
  title: string;
  year: string;
  /** Stars (0.5–5) the row gives, if any. */
  rating: number | null;
  watched_on: string | null;
  match: RowMatch;
  /** What the row says that cannot be kept (a rating out of range, a day that is not real), each in words; left out of `rating` and `watched_on`. */
  problems: string[];
  /** The list the row is in (the app's own export), and when it was added there, if the file says. */
  list: ListName | null;
  added_at: string | null;
  /** A viewing's own words, if the file says: a rewatch (Letterboxd's Rewatch), and its review. */
  said_rewatch: boolean;
  review: string | null;
}

/** `POST /api/me/import/preview`: what the file is, and how each of its rows was matched. Nothing is stored yet. */
export interface ImportPreview {
  kind: ImportKind;
  target: ImportTarget;
  rows: ImportPreviewRow[];
  counts: { matched: number; choose: number; not_found: number };
  /** Of the matched rows, imported as they are, how many would find what they bring there already (ImportResult's `already`). */
  already: number;
  /** The films the preview names (matched, or among a row's candidates) that the person has rated, with their stars: what an import could replace. */
  rated_already: Array<{ movie_id: number; rating: number }>;
  /** The lists the person named, from the app's JSON download (none from any other file). */
  named_lists: ImportedNamedList[];
  /**
   * Notes on films the import would give to those with none: the person's own, from the app's JSON
   * download; and, from any file, the reviews of matched rows with no day to keep them with a viewing.
   */
  notes: ExportedFilmNote[];
}

/** One film the person confirmed, with what the file said of it. */
export interface ImportItem extends FilmSnapshot {
  rating: number | null;
  seen_on: string | null;
  /** Its list, from the app's own export (null: the list the file's kind fills). */
  list: ListName | null;
  /** When it was added, from the file (ISO 8601), or null for now. */
  added_at: string | null;
  /** A viewing's own words (a diary's rows): false and null when not sent. */
  said_rewatch?: boolean;
  review?: string | null;
}

/** The list an imported row fills: the one its file's kind fills, or (the app's own export) the one the row names. */
export const importList = (target: ImportTarget, item: Pick<ImportItem, "list">): ListName | null => (target === "lists" ? item.list : target);

/**
 * Whether an imported film keeps anything in the list its file fills: a watchlist keeps every film;
 * ratings only a film with a rating; a diary one with a day or a rating. In the app's own export
 * each row keeps what its list holds: a favourite or a film to watch, a rating, a viewing's day.
 * Others are not counted.
 */
export function importKeepsSomething(target: ImportTarget, item: Pick<ImportItem, "rating" | "seen_on" | "list">): boolean {
  const list = importList(target, item);
  if (list === "watchlist" || list === "favorites") return true;
  if (list === "ratings") return item.rating !== null;
  return list === "seen" && (item.seen_on !== null || (target === "seen" && item.rating !== null));
}

/**
 * Whether an imported item sets the film's rating: a ratings file's rows and a diary's (a diary
 * rates the film as it logs the viewing); in the app's own export, only the rows of its ratings list.
 */
export function importSetsRating(target: ImportTarget, item: Pick<ImportItem, "rating" | "list">): item is Pick<ImportItem, "list"> & { rating: number } {
  return item.rating !== null && (target === "ratings" || target === "seen" || (target === "lists" && item.list === "ratings"));
}

/**
 * The rating each film ends with after an import, in stars, of the items that set one
 * (importSetsRating): in a diary, the one of the film's latest rated viewing, whichever order the
 * rows come in (a row without a day is older than any dated one; of one day's rows, the file's
 * last); in other files, the film's last row. Films come in the order the file first names them.
 */
export function importedRatings(target: ImportTarget, items: ReadonlyArray<Pick<ImportItem, "movie_id" | "rating" | "list" | "seen_on">>): Map<number, number> {
  const latest = new Map<number, { rating: number; day: string }>();
  for (const item of items) {
    if (!importSetsRating(target, item)) continue;
    const day = item.seen_on ?? "";
    const kept = latest.get(item.movie_id);
    if (target !== "seen" || kept === undefined || day >= kept.day) latest.set(item.movie_id, { rating: item.rating, day });
  }
  return new Map([...latest].map(([movieId, { rating }]) => [movieId, rating]));
}

/**
 * The items an import keeps, as the preview counts them and the server stores them: those that keep
 * something (importKeepsSomething), and of a film a list's rows name more than once, its last such
 * row (a rating file's last rating of it); a film may be seen on many days, so viewings all stay.
 */
export function importedItems<T extends Pick<ImportItem, "movie_id" | "rating" | "seen_on" | "list">>(target: ImportTarget, items: readonly T[]): T[] {
  const keyOf = (item: T, index: number) => {
    const list = importList(target, item);
    return list === "seen" ? `viewing ${index}` : `${list}/${item.movie_id}`;
  };
  return [...new Map(items.filter((item) => importKeepsSomething(target, item)).map((item, index) => [keyOf(item, index), item])).values()];
}

/** `POST /api/me/import/apply`'s body. */
export interface ImportApply {
  kind: ImportKind;
  items: ImportItem[];
  /** Whether a film the person has rated keeps their rating (true) or takes the file's (false when not sent; the web app sends true unless the person chooses the file's). */
  keep_my_ratings?: boolean;
  /** The preview's lists the person named, brought back with the films. */
  named_lists?: ImportedNamedList[];
  /** The preview's notes on films, kept for the films that have none. */
  notes?: ExportedFilmNote[];
}

/** `POST /api/me/import/apply`'s answer: how many films were kept, and the lists' new counts. */
export interface ImportResult {
  applied: number;
  /**
   * Of those, how many were there already, each by what it brings first: a viewing already kept,
   * a film already in its list, or (a rating alone) a film already rated, whose rating the file's
   * replaced unless the person kept theirs.
   */
  already: number;
  summary: ListsSummary;
  named_lists: NamedListsRestored;
  /** How many of the file's notes were kept: a film the person already had a note on keeps theirs. */
  notes: number;
}

import { importedItems, importedRatings, importKeepsSomething, importList, importSetsRating, LIST_LABELS, ratingText, rowPlace, seenTooEarly, type FilmSnapshot, type ImportItem, type ImportKind, type ImportPreview, type ImportPreviewRow, type ImportTarget } from "../../../../common/lists";
import { longDate } from "../../lib/long-date";

/** What the person picked for each row to choose, by the row's line: a film's id, or null to skip the row (the default). */
export type ImportChoices = Readonly<Record<number, number | null>>;

export const KIND_LABELS: Record<ImportKind, string> = {
  "letterboxd-watchlist": "A Letterboxd watchlist",
  "letterboxd-ratings": "Letterboxd ratings",
  "letterboxd-diary": "A Letterboxd diary",
  "imdb-ratings": "IMDb ratings",
  "movieapp-lists": "A MovieApp export (CSV)",
  "movieapp-json": "A MovieApp export (JSON)",
};

export const TARGET_LABELS: Record<ImportTarget, string> = { watchlist: "your watchlist", ratings: "your ratings", seen: "the films you have seen", lists: "your lists" };

/** A row's film with what the row said of it; a day before the chosen film can have been seen is left out (the server did so for the film it matched). */
const itemOf = (row: ImportPreviewRow, film: FilmSnapshot): ImportItem => ({
  ...film,
  rating: row.rating,
  seen_on: row.watched_on !== null && !seenTooEarly(row.watched_on, film.year) ? row.watched_on : null,
  list: row.list,
  added_at: row.added_at,
  said_rewatch: row.said_rewatch,
  review: row.review,
});

/**
 * The films an import stores: every matched row, and each row to choose for which the person
 * picked one of its candidates, each with what its row said (its rating, the day it was
 * watched). Rows not found, rows to choose left skipped, and films that keep nothing in the list
 * the file fills (a rating row without a usable rating) bring nothing and are not counted.
 */
export function importItems(preview: ImportPreview, choices: ImportChoices): ImportItem[] {
  const items = preview.rows.flatMap((row): ImportItem[] => {
    const film = row.match.status === "matched" ? row.match.film : row.match.status === "choose" ? row.match.candidates.find((candidate) => candidate.movie_id === choices[row.line]) : undefined;
    return film ? [itemOf(row, film)] : [];
  });
  return importedItems(preview.target, items);
}

/** A row as the person wrote it, and where it is in the file: "“Shawshenk Redemtion” (1994), line 20"; a JSON download's, "entry 20". */
export const rowText = (kind: ImportKind, row: ImportPreviewRow): string => `“${row.title}”${row.year ? ` (${row.year})` : ""}, ${rowPlace(kind, row.line)}`;

/** A film as the catalog has it: "The Shawshank Redemption (1994)". */
export const filmText = (film: FilmSnapshot): string => `${film.title}${film.year ? ` (${film.year})` : ""}`;

/** A film the person rated that an import would give another rating: theirs, and the file's. */
export interface RatingReplaced {
  film: FilmSnapshot;
  yours: number;
  file: number;
}

/** Of the films an import stores, those whose rating the file would change (the person rated them otherwise), one entry per film. */
export function ratingsReplaced(preview: ImportPreview, items: readonly ImportItem[]): RatingReplaced[] {
  const yours = new Map(preview.rated_already.map(({ movie_id, rating }) => [movie_id, rating]));
  const films = new Map(items.map((item) => [item.movie_id, { movie_id: item.movie_id, title: item.title, year: item.year, poster_path: item.poster_path }]));
  return [...importedRatings(preview.target, items)].flatMap(([movieId, file]) => {
    const rating = yours.get(movieId);
    return rating === undefined || rating === file ? [] : [{ film: films.get(movieId)!, yours: rating, file }];
  });
}

/**
 * What of a row is left out of the import, in words: what it says that cannot be kept (its
 * problems), then, for a matched row that keeps nothing in its list, that the row is left out and
 * why (a rating without a rating, a viewing without a day). Empty when the row is imported whole.
 */
export function rowLeftOut(target: ImportTarget, row: ImportPreviewRow): string[] {
  if (row.match.status !== "matched" || importKeepsSomething(target, { rating: row.rating, seen_on: row.watched_on, list: row.list })) return row.problems;
  const list = importList(target, row);
  // A diary's row keeps a viewing or a rating; the app's own export's row of the films seen, a viewing.
  const lacks = list === "ratings" ? "a rating" : target === "seen" ? "a day it was seen or a rating" : "a day it was seen";
  return [...row.problems, `Without ${lacks}, the row is left out.`];
}

/**
 * What a matched row brings its film, in words: the list it goes to (the app's own export's
 * watchlist or favourites), the rating it gives, the day it was seen (", 4 stars (8/10), seen
 * 2 January 2024", ", Watchlist"), or "".
 */
export function rowBrings(target: ImportTarget, row: ImportPreviewRow): string {
  const list = importList(target, row);
  const parts = [
    target === "lists" && (list === "watchlist" || list === "favorites") ? LIST_LABELS[list] : null,
    importSetsRating(target, row) ? ratingText(row.rating) : null,
    row.watched_on !== null && list === "seen" ? `seen ${longDate(row.watched_on)}` : null,
  ];
  return parts.flatMap((part) => (part === null ? [] : [`, ${part}`])).join("");
}

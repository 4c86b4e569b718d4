import { parse } from "csv-parse/sync";
import { isObject } from "../../../common/json-values";
import { EXPORT_CSV_COLUMNS, isJsonFile, isOwnExport, jsonDownloadLists, LIST_NAMES, withoutByteOrderMark, watchedDateLeftOut, type ImportKind, type ListName } from "../../../common/lists";
import { MAX_REVIEW } from "../../../common/diary";
import { viewingDateProblem } from "./viewing-date";

export type { ImportKind };

/**
 * The export files other services give their users, read into rows: Letterboxd's watchlist.csv,
 * ratings.csv, diary.csv and reviews.csv (Date, Name, Year, Letterboxd URI[, Rating][, Rewatch][,
 * Review][, Tags, Watched Date]; a review file is a diary whose rows carry their review) and IMDb's
 * ratings export (Const, Your Rating, Date Rated, Title, …, Year, …). Which one a file is, is read
 * from its header row. And this app's own downloads, so a person can restore their lists from
 * either: the CSV (list, movie_id, title, year, rating, seen_on, added_at[, said_rewatch, review])
 * and the JSON (an object with a list of entries per list, each entry with the CSV's columns but `list`).
 */

export interface ImportRow {
  /** The file's line the row is on (a JSON file: its entry's place, counted from 1), so a person can find it. */
  line: number;
  title: string;
  /** "" when the file gives none. */
  year: string;
  /** Stars, 0.5–5 in halves (IMDb's 1–10 halved), when the row rates the film. */
  rating: number | null;
  /** The day it was watched (a diary's Watched Date). */
  watchedOn: string | null;
  /** A diary's row says the viewing was a rewatch (Letterboxd's Rewatch "Yes"), and what the person wrote of it (Review). */
  saidRewatch: boolean;
  review: string | null;
  imdbId: string | null;
  /** What the row says that cannot be kept, in words (left out of `rating` and `watchedOn`). */
  problems: string[];
  /** The app's own export: the row's list and film id, which it is matched by. */
  list: ListName | null;
  movieId: number | null;
  /** When the film was added, as the file says (ISO 8601; another service's file gives a day: addedOnDay), or null. */
  addedAt: string | null;
}

export interface ImportFile {
  kind: ImportKind;
  rows: ImportRow[];
  /** The app's JSON download as parsed, for its other parts (the lists people named, the notes: export-part.ts); none for a CSV. */
  document?: Readonly<Record<string, unknown>>;
}

/** The most rows one file may bring: a long-time Letterboxd diary has a few thousand. */
export const MAX_IMPORT_ROWS = 10_000;

export class ImportFileError extends Error {}

function kindOf(columns: readonly string[]): ImportKind {
  const has = (name: string) => columns.includes(name);
  if (OWN_CSV_KEY_COLUMNS.every(has)) return "movieapp-lists";
  if (has("Const") && has("Your Rating") && has("Title")) return "imdb-ratings";
  if (has("Name") && has("Letterboxd URI")) return has("Watched Date") ? "letterboxd-diary" : has("Rating") ? "letterboxd-ratings" : "letterboxd-watchlist";
  throw new ImportFileError("This is not a Letterboxd export (watchlist.csv, ratings.csv, diary.csv or reviews.csv), an IMDb ratings export or this app's CSV or JSON download: its first row names other columns.");
}

/**
 * The columns that tell the app's CSV download: those it has always had. The ones added since
 * (a viewing's said_rewatch and review) are read when a file has them, so an older download still imports.
 */
const OWN_CSV_KEY_COLUMNS = EXPORT_CSV_COLUMNS.slice(0, 7);

/** A yes in a file's rewatch column: Letterboxd writes "Yes"; the app's CSV download "true". */
const isYes = (cell: string | undefined) => cell !== undefined && /^(yes|true)$/i.test(cell);

const YEAR = /^\d{4}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When a row's film was added, in a file of another service: the day the row gives (Letterboxd's
 * Date, when the film went on the watchlist or was rated or logged; IMDb's Date Rated), as a time
 * in UTC, so a list sorted by when its films were added keeps the person's history. The rows of one
 * day keep the file's order, a millisecond apart by their line. Null for a day that is not real.
 */
function addedOnDay(day: string | undefined, line: number): string | null {
  if (!day || !DAY.test(day)) return null;
  const start = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== day) return null;
  return new Date(start + line).toISOString();
}

/** A half-star rating from the file's value (IMDb rates out of 10), null for none, or what is wrong with it. */
function ratingOf(raw: string, outOfTen: boolean): number | null | { problem: string } {
  if (raw === "") return null;
  const value = Number(raw) / (outOfTen ? 2 : 1);
  if (Number.isFinite(value) && value >= 0.5 && value <= 5) return Math.round(value * 2) / 2;
  return { problem: `The rating “${raw}” is not ${outOfTen ? "from 1 to 10" : "from 0.5 to 5 stars"}, so it is left out.` };
}

/** csv-parse's codes for a quotation mark where CSV allows none. */
const MISPLACED_QUOTE = new Set(["INVALID_OPENING_QUOTE", "CSV_INVALID_CLOSING_QUOTE", "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE"]);

function csvRecords(text: string): string[][] {
  try {
    return parse(text, { relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    // The parser's own message quotes the field it stopped in, which can be anything; the person is
    // told where to look, in words.
    const code = isObject(error) && typeof error.code === "string" ? error.code : "";
    const lines = isObject(error) && typeof error.lines === "number" ? error.lines : null;
    const line = lines === null ? "" : ` on line ${lines}`;
    // A quotation mark never closed is found where the file ends, not where it opened.
    const what =
      code === "CSV_QUOTE_NOT_CLOSED" ? `a quotation mark is never closed${lines === null ? "" : ` (the file ends on line ${lines})`}` : MISPLACED_QUOTE.has(code) ? `a quotation mark is out of place${line}` : `it cannot be read as rows of columns${line}`;
    throw new ImportFileError(`The file is not valid CSV: ${what}.`);
  }
}

/**
 * Why a file is no text of ours, or undefined. A NUL character is in no text file, and in nearly
 * every picture, spreadsheet or archive; other control characters can slip into a pasted title, so
 * they do not count. A file of UTF-16 (Excel's "Unicode Text") read as UTF-8 has a NUL beside
 * every letter: it is told how to save the file instead.
 */
function notTextProblem(content: string): string | undefined {
  const nuls = content.split("\u0000").length - 1;
  if (nuls === 0) return undefined;
  if (nuls >= content.length / 3) return "This file is saved as UTF-16 (“Unicode Text”). Save it as CSV UTF-8 and choose it again.";
  return "This file is not text. Choose a CSV or JSON file: a Letterboxd or IMDb export, or this app's download.";
}

/** A JSON value as the CSV download writes it: null as an empty cell, a number as its digits; any other value as JSON, so a check can name it. */
const cellOf = (value: unknown): string => (value === null || value === undefined ? "" : typeof value === "string" ? value : typeof value === "number" ? String(value) : JSON.stringify(value));

/**
 * The app's JSON download read as its CSV download's records, the header first: each entry of each
 * list, in the file's order, under the CSV's columns (its `list` the list it is in). Fields the
 * CSV does not have (`rating_10`, `poster_path`, `entry_id`) are left: the film's id brings them back.
 */
function jsonExportRecords(text: string): { records: string[][]; document: Readonly<Record<string, unknown>> } {
  const read = jsonDownloadLists(text);
  if ("problem" in read) throw new ImportFileError(read.problem);
  const entries = read.lists.flatMap(([list, entries]) =>
    entries.map((entry) => EXPORT_CSV_COLUMNS.map((column) => (column === "list" ? list : cellOf(isObject(entry) ? entry[column] : undefined)))),
  );
  return { records: [[...EXPORT_CSV_COLUMNS], ...entries], document: read.document };
}

export function readImportFile(text: string): ImportFile {
  const content = withoutByteOrderMark(text);
  const notText = notTextProblem(content);
  if (notText) throw new ImportFileError(notText);
  const download = isJsonFile(content) ? jsonExportRecords(content) : undefined;
  const json = download !== undefined;
  const [header, ...body] = download?.records ?? csvRecords(content);
  if (!header) throw new ImportFileError("The file is empty.");
  const unit = json ? "entries" : "rows";
  if (body.length > MAX_IMPORT_ROWS) throw new ImportFileError(`A file can bring at most ${MAX_IMPORT_ROWS.toLocaleString("en")} ${unit}; this one has ${body.length.toLocaleString("en")}.`);
  const columns = header.map((name) => name.trim());
  const kind = json ? "movieapp-json" : kindOf(columns);
  const at = (record: string[], name: string) => record[columns.indexOf(name)]?.trim();
  const imdb = kind === "imdb-ratings";
  const own = isOwnExport(kind);
  const rows = body.map((record, index): ImportRow => {
    const year = at(record, own ? "year" : "Year") ?? "";
    const watched = at(record, own ? "seen_on" : "Watched Date") ?? "";
    const imdbId = imdb ? (at(record, "Const") ?? "") : "";
    const rating = ratingOf(at(record, imdb ? "Your Rating" : own ? "rating" : "Rating") ?? "", imdb);
    const listCell = own ? (at(record, "list") ?? "") : "";
    const list = LIST_NAMES.includes(listCell as ListName) ? (listCell as ListName) : null;
    const movieId = own ? Number(at(record, "movie_id")) : NaN;
    const addedAt = own ? at(record, "added_at") : undefined;
    // A CSV's first line is its header; a JSON file's entries are counted from 1.
    const line = json ? index + 1 : index + 2;
    // The day is checked alone here; against the film's year once the row is matched (import-export-routes.ts).
    const dateProblem = watched === "" ? undefined : viewingDateProblem(watched);
    // A review keeps its line breaks; only the spaces at either end go, as when it is kept.
    const review = at(record, own ? "review" : "Review") ?? "";
    const reviewTooLong = review.length > MAX_REVIEW;
    const problems = [
      ...(rating !== null && typeof rating === "object" ? [rating.problem] : []),
      ...(dateProblem ? [watchedDateLeftOut(watched, dateProblem)] : []),
      ...(reviewTooLong ? [`The review is longer than ${MAX_REVIEW.toLocaleString("en")} characters, so it is left out.`] : []),
    ];
    return {
      line,
      title: at(record, imdb ? "Title" : own ? "title" : "Name") ?? "",
      year: YEAR.test(year) ? year : "",
      rating: typeof rating === "number" ? rating : null,
      watchedOn: watched !== "" && !dateProblem ? watched : null,
      saidRewatch: isYes(at(record, own ? "said_rewatch" : "Rewatch")),
      review: review === "" || reviewTooLong ? null : review,
      imdbId: /^tt\d{7,9}$/.test(imdbId) ? imdbId : null,
      problems: own && list === null ? [...problems, `“${listCell}” is not one of the lists (${LIST_NAMES.join(", ")}), so the row is left out.`] : problems,
      list,
      movieId: Number.isInteger(movieId) && movieId > 0 ? movieId : null,
      addedAt: own ? (addedAt && !Number.isNaN(Date.parse(addedAt)) ? new Date(addedAt).toISOString() : null) : addedOnDay(at(record, imdb ? "Date Rated" : "Date"), line),
    };
  });
  return { kind, rows: rows.filter((row) => row.title !== ""), ...(download ? { document: download.document } : {}) };
}

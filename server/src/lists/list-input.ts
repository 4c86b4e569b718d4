import * as v from "valibot";
import { IMPORT_KINDS, LIST_NAMES, LIST_SORTS, SEEN_BEFORE_THE_FILM, seenTooEarly, MAX_FILM_STATES, type FilmSnapshot, type ListSort } from "../../../common/lists";
import { readPathId } from "../catalog/api/params";
import { isDiaryYear, MAX_REVIEW } from "../../../common/diary";
import { viewingDateProblem } from "./viewing-date";
import { MAX_IMPORT_ROWS } from "./import-files";

/**
 * What a request to /api/me may carry, checked before anything is stored. A film's snapshot is
 * what the person saw when they added it: a title, a year and a poster path as TMDB writes them.
 */
const Title = v.pipe(v.string(), v.trim(), v.minLength(1, "A film needs a title."), v.maxLength(300, "A film's title can be at most 300 characters long."));
const Year = v.pipe(v.string(), v.regex(/^(\d{4})?$/, "A year is four digits, or empty when the film has no date."));
const PosterPath = v.nullable(v.pipe(v.string(), v.regex(/^\/[\w.-]{1,200}$/, "A poster path is TMDB's, like /abc123.jpg.")));

export const SnapshotFields = { title: Title, year: Year, poster_path: v.optional(PosterPath, null) };

/**
 * A time as the server writes it, in UTC to the millisecond (2024-05-01T18:30:00.000Z): the only
 * form taken, since lists sort by it as text and a lenient parser would move an impossible day
 * (the 30th of February) to another.
 */
export const UtcTime = v.pipe(
  v.string(),
  v.check((text) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(text) && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString() === text, "When a film was added is a time in UTC, like 2024-05-01T18:30:00.000Z."),
);

/**
 * When a film went into a list, given back when it is put back (an undo), so it takes its old
 * place in a list sorted by date added: what the server said when it was removed, so never later than now.
 */
export const AddedAt = v.pipe(
  UtcTime,
  v.check((text) => text <= new Date().toISOString(), "When a film was added cannot be in the future."),
);

export const MembershipBody = v.strictObject({ ...SnapshotFields, added_at: v.optional(AddedAt) });


/** A viewing's day, checked alone (viewing-date.ts); against its film's year in the bodies below. */
const SeenOn = v.pipe(
  v.string(),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? viewingDateProblem(dataset.value) : undefined;
    if (problem) addIssue({ message: problem });
  }),
);

/** A viewing is not long before its film came out: checked once the year and the day are both valid. */
const seenAfterItsFilm = ({ year, seen_on }: { year: string; seen_on: string | null }) => seen_on === null || !seenTooEarly(seen_on, year);

const Rating = v.pipe(
  v.number("A rating is a number of stars."),
  v.minValue(0.5, "A rating is from 0.5 to 5 stars."),
  v.maxValue(5, "A rating is from 0.5 to 5 stars."),
  v.check((stars) => Number.isInteger(stars * 2), "A rating is in half stars (0.5, 1, 1.5 … 5)."),
);

export const MovieId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999));

export const RatingBody = v.strictObject({ ...SnapshotFields, rating: Rating, added_at: v.optional(AddedAt) });

/** What a person wrote of one viewing (a Letterboxd review): plain text, its line breaks kept; only the spaces at either end go, and nothing left is no review. */
export const Review = v.nullable(v.pipe(v.string("A review is text."), v.trim(), v.maxLength(MAX_REVIEW, `A review can be at most ${MAX_REVIEW.toLocaleString("en")} characters long.`), v.transform((text) => text || null)));
const SaidRewatch = v.boolean("said_rewatch is true or false.");

/** A viewing entered by hand, or put back by an undo (with what it carried: `said_rewatch`, `review`). */
export const SeenBody = v.pipe(
  v.strictObject({ movie_id: MovieId, ...SnapshotFields, seen_on: SeenOn, added_at: v.optional(AddedAt), said_rewatch: v.optional(SaidRewatch, false), review: v.optional(Review, null) }),
  v.forward(v.partialCheck([["year"], ["seen_on"]], seenAfterItsFilm, SEEN_BEFORE_THE_FILM), ["seen_on"]),
);

/** The films a person confirmed from an import's preview, with what the file said of each. */
export const ApplyImportBody = v.strictObject({
  kind: v.picklist(IMPORT_KINDS),
  items: v.pipe(
    v.array(
      v.pipe(
        v.strictObject({
          movie_id: MovieId,
          ...SnapshotFields,
          rating: v.nullable(Rating),
          seen_on: v.nullable(SeenOn),
          list: v.optional(v.nullable(v.picklist(LIST_NAMES, `A list is one of ${LIST_NAMES.join(", ")}.`)), null),
          added_at: v.optional(v.nullable(UtcTime), null),
          said_rewatch: v.optional(SaidRewatch, false),
          review: v.optional(Review, null),
        }),
        v.forward(v.partialCheck([["year"], ["seen_on"]], seenAfterItsFilm, SEEN_BEFORE_THE_FILM), ["seen_on"]),
      ),
    ),
    v.maxLength(MAX_IMPORT_ROWS, `An import can bring at most ${MAX_IMPORT_ROWS.toLocaleString("en")} films at once.`),
  ),
  keep_my_ratings: v.optional(v.boolean("keep_my_ratings is true or false."), false),
});

/** A viewing moved to another day (the diary): the day is checked against its film's year once the viewing is found. */
export const SeenDayBody = v.strictObject({ seen_on: SeenOn });

export function snapshotOf(movieId: number, body: { title: string; year: string; poster_path: string | null }): FilmSnapshot {
  return { movie_id: movieId, title: body.title, year: body.year, poster_path: body.poster_path };
}

/** `?page=` as a list's pages take it: a whole number from 1 (absent is 1); undefined for anything else. */
export function readPageNumber(raw: string | undefined): number | undefined {
  const text = raw ?? "1";
  return /^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : undefined;
}

/** `?year=` as the diary and the statistics take it (isDiaryYear): the year, undefined when absent (all years), or what is wrong with it. */
export function readYearQuery(raw: string | undefined): number | undefined | string {
  if (raw === undefined) return undefined;
  return isDiaryYear(raw) ? Number(raw) : "The year must be written with four digits, like 2024.";
}

/** What a list's address says when its `?page=` is not one (readPageNumber). */
export const NOT_A_PAGE = "The page must be a whole number from 1.";

/** `?page=` (1 up, default 1), `?sort=` (added, title, year, rating; default added) and `?order=` (asc or desc; default desc). */
export function readListQuery(query: (name: string) => string | undefined): { page: number; sort: ListSort; descending: boolean } | string {
  const page = readPageNumber(query("page"));
  if (page === undefined) return NOT_A_PAGE;
  const sort = query("sort") ?? "added";
  if (!LIST_SORTS.includes(sort as ListSort)) return `A list can be sorted by ${LIST_SORTS.join(", ")}.`;
  const order = query("order") ?? "desc";
  if (order !== "asc" && order !== "desc") return "The order is asc or desc.";
  return { page, sort: sort as ListSort, descending: order === "desc" };
}

/**
 * `?ids=238,240,278`: the films whose places a page asks for at once, each once, in the order
 * given; from 1 to MAX_FILM_STATES of them, each a film id as a path would name it.
 */
export function readFilmIds(raw: string | undefined): number[] | string {
  const parts = raw?.split(",") ?? [];
  if (parts.length === 0 || raw === "") return "Name the films with ?ids=, film ids separated by commas.";
  const ids = parts.map((part) => readPathId(part.trim()));
  if (ids.some((id) => id === undefined)) return "Each of ?ids= must be a film id (a whole number from 1).";
  const unique = [...new Set(ids as number[])];
  if (unique.length > MAX_FILM_STATES) return `Ask for at most ${MAX_FILM_STATES} films at once.`;
  return unique;
}

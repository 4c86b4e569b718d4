import type { Hono } from "hono";
import { stringify } from "csv-stringify/sync";
import { EXPORT_CSV_COLUMNS, importedItems, importedRatings, importList, importSetsRating, watchedDateLeftOut, type FilmSnapshot, type ImportItem, type ImportPreview, type ImportPreviewRow, type ImportResult, type ImportTarget, type ListEntry, type ListName } from "../../../common/lists";
import { ImportFileError, readImportFile, type ImportKind } from "./import-files";
import * as v from "valibot";
import { ImportedNamedLists, namedListsInExport } from "../named-lists/named-list-import";
import { ImportedNotes, notesInExport } from "../diary/film-note-import";
import { undatedReviewNotes } from "../diary/undated-reviews";
import { ApplyImportBody } from "./list-input";
import type { ImportedChange, ListsStore } from "./lists-store";
import { matchRow, type RowMatch, type TmdbGet } from "./match-films";
import { invalid, readBody, type ListsEnv } from "./me-answers";
import { viewingDateProblem } from "./viewing-date";

/** Rows matched at once: each is a search or two on the catalog, in process. */
const MATCHING_AT_ONCE = 8;


/** What each kind of file fills: a watchlist, ratings, or viewings (with their ratings). */
const TARGET: Record<ImportKind, ImportTarget> = {
  "letterboxd-watchlist": "watchlist",
  "letterboxd-ratings": "ratings",
  "letterboxd-diary": "seen",
  "imdb-ratings": "ratings",
  "movieapp-lists": "lists",
  "movieapp-json": "lists",
};

async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  return results;
}


function csvOf(lists: Record<ListName, ListEntry[]>): string {
  const rows = (Object.entries(lists) as Array<[ListName, ListEntry[]]>).flatMap(([list, entries]) =>
    entries.map((entry) => [list, entry.movie_id, entry.title, entry.year, entry.rating ?? "", entry.seen_on ?? "", entry.added_at, entry.said_rewatch ?? "", entry.review ?? ""]),
  );
  return stringify([EXPORT_CSV_COLUMNS, ...rows]);
}

/** The films confirmed, and the preview's lists the person named (from the app's JSON download). */
const ApplyBody = v.strictObject({ ...ApplyImportBody.entries, named_lists: v.optional(ImportedNamedLists, []), notes: v.optional(ImportedNotes, []) });

/**
 * Taking a person's data in and out. Export: everything, as JSON or CSV. Import, in two steps so
 * nothing is stored that the person did not see: `preview` reads a Letterboxd or IMDb export (or the app's own) and
 * says, per row, which film it matched, which it could be (to choose), or that none was found;
 * `apply` stores the films the person confirmed, all in one transaction.
 */
export function addImportExportRoutes(routes: Hono<ListsEnv>, store: ListsStore, tmdb: TmdbGet): void {
  routes.get("/api/me/export", async (c) => {
    const format = c.req.query("format") ?? "json";
    if (format !== "json" && format !== "csv") return invalid("The export format is json or csv.");
    const lists = await store.everything(c.get("userId"));
    const day = new Date().toISOString().slice(0, 10);
    c.header("Content-Disposition", `attachment; filename="movieapp-lists-${day}.${format}"`);
    if (format === "csv") return c.body(csvOf(lists), 200, { "Content-Type": "text/csv; charset=utf-8" });
    // The JSON holds everything, the lists the person named and their notes on films too (share
    // links left out: a link is made again by sharing); the CSV, a spreadsheet's rows, holds the four fixed lists.
    const named = (await store.named.everything(c.get("userId"))).map(({ id: _id, share_token: _link, film_count: _count, ...list }) => list);
    return c.json({ exported_at: new Date().toISOString(), ...lists, named_lists: named, notes: await store.notes.everything(c.get("userId")) });
  });

  routes.post("/api/me/import/preview", async (c) => {
    let file;
    const text = await c.req.text();
    try {
      file = readImportFile(text);
    } catch (error) {
      if (error instanceof ImportFileError) return invalid(error.message);
      throw error;
    }
    // The app's JSON download also holds the lists the person named and their notes: read (and checked) whole here.
    const namedLists = namedListsInExport(file.document);
    if (typeof namedLists === "string") return invalid(namedLists);
    const notes = notesInExport(file.document);
    if (typeof notes === "string") return invalid(notes);
    const matches = await inBatches(file.rows, MATCHING_AT_ONCE, (row) => matchRow(tmdb, row));
    const matchedRows = file.rows.map((row, index): ImportPreviewRow => {
      const match = matches[index]!;
      // A day before the matched film can have been seen is left out, as the film's page refuses it.
      const tooEarly = match.status === "matched" && row.watchedOn !== null ? viewingDateProblem(row.watchedOn, match.film.year) : undefined;
      const problems = tooEarly ? [...row.problems, watchedDateLeftOut(row.watchedOn!, tooEarly)] : row.problems;
      return {
        line: row.line, title: row.title, year: row.year, rating: row.rating, watched_on: tooEarly ? null : row.watchedOn, match, problems, list: row.list, added_at: row.addedAt,
        said_rewatch: row.saidRewatch, review: row.review,
      };
    });
    // A review left with no day to keep it with a viewing becomes the film's note, and its row says so.
    const undated = undatedReviewNotes(matchedRows, new Date().toISOString());
    const rows = matchedRows.map((row, index) => {
      const told = undated.told.get(index);
      return told ? { ...row, problems: [...row.problems, told] } : row;
    });
    const count = (status: RowMatch["status"]) => matches.filter((match) => match.status === status).length;
    // What the person has rated among the films whose rows would rate them, so the preview can say whose rating is kept.
    const target = TARGET[file.kind];
    const named = rows.flatMap(({ match, rating, list }) => {
      if (!importSetsRating(target, { rating, list })) return [];
      return match.status === "matched" ? [match.film.movie_id] : match.status === "choose" ? match.candidates.map((film) => film.movie_id) : [];
    });
    const rated = await store.ratingsOf(c.get("userId"), named);
    // The matched rows as they would be imported with nothing chosen: how many are there already.
    const matchedItems = rows.flatMap((row): ImportItem[] => (row.match.status === "matched" ? [{ ...row.match.film, rating: row.rating, seen_on: row.watched_on, list: row.list, added_at: row.added_at, said_rewatch: row.said_rewatch, review: row.review }] : []));
    const already = await store.alreadyThere(c.get("userId"), changesOf(target, matchedItems));
    return c.json({
      kind: file.kind,
      target,
      rows,
      counts: { matched: count("matched"), choose: count("choose"), not_found: count("not_found") },
      already,
      rated_already: [...rated].map(([movie_id, rating]) => ({ movie_id, rating })),
      named_lists: namedLists,
      notes: [...notes, ...undated.notes],
    } satisfies ImportPreview);
  });

  routes.post("/api/me/import/apply", async (c) => {
    const body = await readBody(c, ApplyBody);
    if (body instanceof Response) return body;
    const changes = changesOf(TARGET[body.kind], body.items);
    const namedLists = body.named_lists.map((list) => ({ ...list, films: list.films.map(({ position: _position, ...film }) => ({ ...film, poster_path: film.poster_path, added_at: film.added_at ?? null })) }));
    const { already, named, notes } = await store.applyAll(c.get("userId"), changes, { keepRatings: body.keep_my_ratings, namedLists, notes: body.notes });
    const summary = await store.summary(c.get("userId"));
    return c.json({ applied: changes.length, already, summary, named_lists: named, notes } satisfies ImportResult);
  });
}

/**
 * What an import keeps of the films confirmed: each goes to the list its file's kind fills, or
 * (the app's own export) the list its row names; the items kept and counted are the ones the
 * preview counted (importedItems), each film with the import's rating of it (importedRatings).
 */
function changesOf(target: ImportTarget, items: readonly ImportItem[]): ImportedChange[] {
  const now = new Date().toISOString();
  const kept = importedItems(target, items);
  const ratings = importedRatings(target, kept);
  return kept.flatMap((item): ImportedChange[] => {
    const list = importList(target, item);
    if (list === null) return [];
    const film: FilmSnapshot = { movie_id: item.movie_id, title: item.title, year: item.year, poster_path: item.poster_path };
    const rating = importSetsRating(target, item) ? ratings.get(item.movie_id) : undefined;
    const halfStars = rating === undefined ? undefined : rating * 2;
    // When a film was added comes from the file (import-files.ts), never from the future.
    const addedAt = item.added_at !== null && item.added_at <= now ? item.added_at : undefined;
    if (list === "watchlist" || list === "favorites") return [{ film, member: list, addedAt }];
    if (list === "ratings") return [{ film, halfStars, addedAt }];
    return [{ film, halfStars, seenOn: item.seen_on ?? undefined, addedAt, saidRewatch: item.said_rewatch ?? false, review: item.review ?? null }];
  });
}

import type { Hono } from "hono";
import * as v from "valibot";
import { MAX_FILM_NOTE, type DiaryPage, type FilmNote } from "../../../common/diary";
import { readPathId } from "../catalog/api/params";
import { NOT_A_PAGE, readPageNumber, readYearQuery, SeenDayBody, SnapshotFields, snapshotOf } from "../lists/list-input";
import type { ListsStore } from "../lists/lists-store";
import { invalid, notFound, readBody, type ListsEnv } from "../lists/me-answers";
import { viewingDateProblem } from "../lists/viewing-date";

/** A person's note on a film: plain text, its line breaks kept; only the spaces at either end go, and an empty note takes the note away. */
const NoteBody = v.strictObject({
  ...SnapshotFields,
  note: v.pipe(v.string("A note is text."), v.trim(), v.maxLength(MAX_FILM_NOTE, `A note can be at most ${MAX_FILM_NOTE.toLocaleString("en")} characters long.`)),
});

/**
 * `/api/me/diary`, a viewing's day changed (`PATCH /api/me/lists/seen/{entry}`) and
 * `/api/me/notes/{movie_id}`, added to the /api/me routes (which check the session, the origin of
 * writes and the size of bodies before these run). Every answer is the person's own.
 */
export function addDiaryRoutes(routes: Hono<ListsEnv>, store: ListsStore): void {
  routes.get("/api/me/diary", async (c) => {
    const year = readYearQuery(c.req.query("year"));
    if (typeof year === "string") return invalid(year);
    const page = readPageNumber(c.req.query("page"));
    if (page === undefined) return invalid(NOT_A_PAGE);
    return c.json((await store.diary.page(c.get("userId"), { year, page })) satisfies DiaryPage);
  });

  /** Moves a viewing to another day: answered with its film's new state, as adding one is. */
  routes.patch("/api/me/lists/seen/:entryId", async (c) => {
    const body = await readBody(c, SeenDayBody);
    if (body instanceof Response) return body;
    const userId = c.get("userId");
    const entryId = c.req.param("entryId");
    const viewing = await store.diary.viewing(userId, entryId);
    if (!viewing) return notFound("There is no such viewing.");
    const problem = viewingDateProblem(body.seen_on, viewing.year);
    if (problem) return invalid(`seen_on: ${problem}`);
    if (!(await store.diary.changeDay(userId, entryId, body.seen_on))) return notFound("There is no such viewing.");
    return c.json({ entry_id: entryId, state: await store.filmState(userId, viewing.movieId) });
  });

  routes.get("/api/me/notes/:movieId", async (c) => {
    const movieId = readPathId(c.req.param("movieId"));
    if (movieId === undefined) return notFound("That address does not name a film.");
    return c.json((await store.notes.note(c.get("userId"), movieId)) satisfies FilmNote);
  });

  /** Keeps the person's note on the film (an empty one takes it away), answered as it was kept. */
  routes.put("/api/me/notes/:movieId", async (c) => {
    const movieId = readPathId(c.req.param("movieId"));
    if (movieId === undefined) return notFound("That address does not name a film.");
    const body = await readBody(c, NoteBody);
    if (body instanceof Response) return body;
    return c.json((await store.notes.write(c.get("userId"), snapshotOf(movieId, body), body.note)) satisfies FilmNote);
  });
}

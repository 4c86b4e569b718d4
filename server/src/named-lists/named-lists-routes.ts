import type { Hono } from "hono";
import { isNamedListId, type NamedListsAnswer } from "../../../common/named-lists";
import { readPathId } from "../catalog/api/params";
import { snapshotOf } from "../lists/list-input";
import { invalid, notFound, readBody, type ListsEnv } from "../lists/me-answers";
import { ListChangesBody, ListFilmBody, MoveBody, NewListBody, readNamedListQuery, ShareBody } from "./named-list-input";
import type { NamedListsStore } from "./named-lists-store";

const NO_SUCH_LIST = "You have no such list.";

/**
 * `/api/me/named-lists/…`: the lists a person names themselves, added to the /api/me routes (which
 * check the session, the origin of writes and the size of bodies before these run, and answer a
 * limit reached with 409). Every answer is
 * the person's own: another person's list id is answered as no list at all.
 */
export function addNamedListRoutes(routes: Hono<ListsEnv>, store: NamedListsStore): void {
  const base = "/api/me/named-lists";
  const listId = (id: string) => (isNamedListId(id) ? id : undefined);

  routes.get(base, async (c) => {
    const rawFilm = c.req.query("movie_id");
    const movieId = rawFilm === undefined ? undefined : readPathId(rawFilm);
    if (rawFilm !== undefined && movieId === undefined) return invalid("movie_id must be a film id (a whole number from 1).");
    return c.json({ lists: await store.lists(c.get("userId"), movieId) } satisfies NamedListsAnswer);
  });

  routes.post(base, async (c) => {
    const body = await readBody(c, NewListBody);
    if (body instanceof Response) return body;
    return c.json(await store.create(c.get("userId"), body), 201);
  });

  routes.get(`${base}/:id`, async (c) => {
    const id = listId(c.req.param("id"));
    const list = id && (await store.list(c.get("userId"), id));
    if (!list) return notFound(NO_SUCH_LIST);
    const query = readNamedListQuery((name) => c.req.query(name), list.ranked);
    if (typeof query === "string") return invalid(query);
    return c.json(await store.page(c.get("userId"), list, query));
  });

  routes.patch(`${base}/:id`, async (c) => {
    const body = await readBody(c, ListChangesBody);
    if (body instanceof Response) return body;
    const id = listId(c.req.param("id"));
    const list = id && (await store.update(c.get("userId"), id, body));
    return list ? c.json(list) : notFound(NO_SUCH_LIST);
  });

  routes.delete(`${base}/:id`, async (c) => {
    const id = listId(c.req.param("id"));
    return id && (await store.remove(c.get("userId"), id)) ? c.body(null, 204) : notFound(NO_SUCH_LIST);
  });

  /** Puts a film in the list, or changes its note: answered with its place in the list. */
  routes.put(`${base}/:id/films/:movieId`, async (c) => {
    const movieId = readPathId(c.req.param("movieId"));
    if (movieId === undefined) return notFound("That address does not name a film.");
    const body = await readBody(c, ListFilmBody);
    if (body instanceof Response) return body;
    const id = listId(c.req.param("id"));
    if (!id) return notFound(NO_SUCH_LIST);
    const entry = await store.addFilm(c.get("userId"), id, { film: snapshotOf(movieId, body), note: body.note, position: body.position, addedAt: body.added_at });
    return entry ? c.json(entry) : notFound(NO_SUCH_LIST);
  });

  /** Takes a film out: the answer says where it was and what it carried, so an undo can put it back. */
  routes.delete(`${base}/:id/films/:movieId`, async (c) => {
    const movieId = readPathId(c.req.param("movieId"));
    const id = listId(c.req.param("id"));
    if (movieId === undefined || !id) return notFound("That address does not name a film in one of your lists.");
    const removed = await store.removeFilm(c.get("userId"), id, movieId);
    return removed ? c.json({ removed }) : notFound("That film is not in this list.");
  });

  /** Moves a film to a position in the list's own order (1 first). */
  routes.put(`${base}/:id/films/:movieId/position`, async (c) => {
    const body = await readBody(c, MoveBody);
    if (body instanceof Response) return body;
    const movieId = readPathId(c.req.param("movieId"));
    const id = listId(c.req.param("id"));
    const position = movieId !== undefined && id ? await store.moveFilm(c.get("userId"), id, movieId, body.position) : undefined;
    return position === undefined ? notFound("That film is not in this list.") : c.json({ movie_id: movieId, position });
  });

  routes.put(`${base}/:id/share`, async (c) => {
    const body = await readBody(c, ShareBody);
    if (body instanceof Response) return body;
    const id = listId(c.req.param("id"));
    const list = id && (await store.share(c.get("userId"), id, body.owner_name));
    return list ? c.json(list) : notFound(NO_SUCH_LIST);
  });

  routes.delete(`${base}/:id/share`, async (c) => {
    const id = listId(c.req.param("id"));
    const list = id && (await store.stopSharing(c.get("userId"), id));
    return list ? c.json(list) : notFound(NO_SUCH_LIST);
  });
}

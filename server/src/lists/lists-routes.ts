import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { LIST_NAMES, type FilmStates, type ListName, type MembershipList, type RemovalAnswer, type RemovedEntry, type ViewingRemoval } from "../../../common/lists";
import type { SessionReader } from "../auth/session-reader";
import { answerStorageFailures } from "../auth/storage-guard";
import { sameOriginWrites } from "../http/same-origin-writes";
import { readPathId } from "../catalog/api/params";
import { MembershipBody, RatingBody, readFilmIds, readListQuery, SeenBody, snapshotOf } from "./list-input";
import { ListFullError, type ListsStore } from "./lists-store";
import { NamedListLimitError } from "../named-lists/named-lists-store";
import { addImportExportRoutes } from "./import-export-routes";
import { addNamedListRoutes } from "../named-lists/named-lists-routes";
import { addDiaryRoutes } from "../diary/diary-routes";
import { addStatsRoutes } from "../stats/stats-routes";
import { addPicksRoutes } from "../picks/picks-routes";
import { addApiTokenRoutes } from "../api-tokens/api-token-routes";
import { addMediaServerRoutes } from "../media-servers/media-server-routes";
import { addCalendarRoutes } from "../calendar/calendar-routes";
import { bearerApiToken } from "../api-tokens/bearer-token";
import type { FilmFactsSource } from "../stats/film-facts";
import { invalid, meError, notFound, readBody, type ListsEnv } from "./me-answers";
import type { TmdbGet } from "./match-films";

/** A list request's body is one film's snapshot and a rating or a date: well under 1 KB. */
export const MAX_LIST_BODY_BYTES = 4 * 1024;
/**
 * An import's body is a whole export file: 10,000 rows of Letterboxd's diary are about 1 MB, and
 * 10,000 entries of the app's own JSON download (each with its poster, both ratings and a
 * viewing's id) about 2.3 MB; with reviews and notes, a long-time reviewer's download (a thousand
 * reviews of 10,000 characters and a thousand long notes) about 25 MB, which must import back.
 */
export const MAX_IMPORT_BODY_BYTES = 32 * 1024 * 1024;
/**
 * A note on a film (10,000 characters) or a viewing put back with its review (50,000): each
 * character may take up to 6 bytes as JSON (a control character's escape), with room for the film's snapshot.
 */
export const MAX_TEXT_BODY_BYTES = 512 * 1024;

export interface ListsRouteOptions {
  /** Who is asking: the embedded accounts' sessions, or Clerk's session tokens (auth/session-reader.ts). */
  sessions: SessionReader;
  store: ListsStore;
  trustedOrigins: readonly string[];
  /** The catalog (or TMDB through the proxy), asked in process, that imports match their rows against. */
  tmdb: TmdbGet;
  /** The films' facts the statistics count by (the embedded catalog's, or TMDB's through the proxy). */
  facts: FilmFactsSource;
}

/**
 * Parts of /api/me a token reaches only beyond its scope's rule (a read token: GET and HEAD): the
 * tokens themselves, made and revoked signed in only, so a leaked one cannot make more of itself
 * or outlive its revocation; and media servers' addresses, which log viewings, so reading them is
 * a way to write.
 */
const TOKEN_AREAS: ReadonlyArray<{ prefix: string; needs: "sign-in" | "write"; refusal: string }> = [
  { prefix: "/api/me/tokens", needs: "sign-in", refusal: "API tokens are made and revoked signed in, on your account page, not with a token." },
  { prefix: "/api/me/media-servers", needs: "write", refusal: "Media servers' addresses log films in your diary: only a token that may read and write can see them." },
];

const isMembership = (list: string): list is MembershipList => list === "watchlist" || list === "favorites";

/**
 * `/api/me/…`: the signed-in person's lists, theirs alone (every query is scoped to the session's
 * user). Writes from other sites are refused, bodies bounded, refusals answered `{ code, message }`,
 * and a failing disk as such. Every change is committed before it is answered.
 */
export function createListsRoutes({ sessions, store, trustedOrigins, tmdb, facts }: ListsRouteOptions): Hono<ListsEnv> {
  const routes = new Hono<ListsEnv>();

  routes.use("/api/me/*", sameOriginWrites(trustedOrigins, () => meError(403, { code: "FORBIDDEN_ORIGIN", message: "This request came from another site and was refused." })));
  const tooLarge = (bytes: number) => () => meError(413, { code: "PAYLOAD_TOO_LARGE", message: `This request can be at most ${bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`}.` });
  const importLimit: MiddlewareHandler<ListsEnv> = bodyLimit({ maxSize: MAX_IMPORT_BODY_BYTES, onError: tooLarge(MAX_IMPORT_BODY_BYTES) });
  const listLimit: MiddlewareHandler<ListsEnv> = bodyLimit({ maxSize: MAX_LIST_BODY_BYTES, onError: tooLarge(MAX_LIST_BODY_BYTES) });
  const textLimit: MiddlewareHandler<ListsEnv> = bodyLimit({ maxSize: MAX_TEXT_BODY_BYTES, onError: tooLarge(MAX_TEXT_BODY_BYTES) });
  const bounded: MiddlewareHandler<ListsEnv> = (c, next) => {
    const path = c.req.path;
    if (path.startsWith("/api/me/import/")) return importLimit(c, next);
    return path.startsWith("/api/me/notes/") || path === "/api/me/lists/seen" ? textLimit(c, next) : listLimit(c, next);
  };
  routes.use("/api/me/*", bounded);
  routes.use("/api/me/*", answerStorageFailures((method) => (method === "GET" ? "load your lists" : "save changes to your lists")));
  routes.onError((error) => {
    if (error instanceof ListFullError) return meError(409, { code: "LIST_FULL", message: error.message });
    if (error instanceof NamedListLimitError) return meError(409, { code: "LIMIT_REACHED", message: error.message });
    console.error("Lists: unexpected error:", error);
    return meError(500, { code: "INTERNAL", message: "Something went wrong on our side. Please try again." });
  });
  routes.use("/api/me/*", async (c, next) => {
    const userId = await ownerOf(c.req.raw, c.req.path);
    if (userId instanceof Response) return userId;
    c.set("userId", userId);
    await next();
    c.header("Cache-Control", "no-store");
  });
  /**
   * Who is asking: a personal API token's owner (`Authorization: Bearer mva_…`), within what it
   * may do; else the person signed in. A token that is unknown, revoked or expired is answered as
   * no sign-in is, so a caller learns nothing from it. Tokens are managed signed in only.
   */
  async function ownerOf(request: Request, path: string): Promise<string | Response> {
    const unknown = () => meError(401, { code: "UNAUTHORIZED", message: "Sign in to keep lists." });
    const token = bearerApiToken(request.headers.get("Authorization") ?? undefined);
    if (token === undefined) {
      const session = await sessions.read(request.headers);
      return session ? session.user.id : unknown();
    }
    const owner = await store.tokens.ownerOf(token);
    if (!owner) return unknown();
    const area = TOKEN_AREAS.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
    if (area?.needs === "sign-in") return meError(403, { code: "SIGN_IN_REQUIRED", message: area.refusal });
    const writes = request.method !== "GET" && request.method !== "HEAD";
    if (owner.scope === "read" && (writes || area?.needs === "write")) return meError(403, { code: "READ_ONLY_TOKEN", message: area?.refusal ?? "This token may only read: make one that may read and write to change your lists." });
    return owner.userId;
  }

  routes.get("/api/me/summary", async (c) => c.json(await store.summary(c.get("userId"))));

  /** Many films' places at once: every card of a page in one request. */
  routes.get("/api/me/films", async (c) => {
    const ids = readFilmIds(c.req.query("ids"));
    if (typeof ids === "string") return invalid(ids);
    return c.json({ films: await store.filmStates(c.get("userId"), ids) } satisfies FilmStates);
  });

  routes.get("/api/me/films/:movieId", async (c) => {
    const movieId = readPathId(c.req.param("movieId"));
    if (movieId === undefined) return notFound("That address does not name a film.");
    return c.json(await store.filmState(c.get("userId"), movieId));
  });

  routes.get("/api/me/lists/:list", async (c) => {
    const list = c.req.param("list");
    if (!LIST_NAMES.includes(list as ListName)) return notFound(`There is no list "${list}": the lists are ${LIST_NAMES.join(", ")}.`);
    const query = readListQuery((name) => c.req.query(name));
    if (typeof query === "string") return invalid(query);
    return c.json(await store.page(c.get("userId"), list as ListName, query));
  });

  /** Adding to the watchlist and favourites, and rating, each answered with the film's new state; `added_at` (an undo) puts a film back in its old place. */
  routes.put("/api/me/lists/:list/:movieId", async (c) => {
    const list = c.req.param("list");
    const movieId = readPathId(c.req.param("movieId"));
    if (movieId === undefined) return notFound("That address does not name a film.");
    const userId = c.get("userId");
    if (isMembership(list)) {
      const body = await readBody(c, MembershipBody);
      if (body instanceof Response) return body;
      await store.addToList(userId, list, snapshotOf(movieId, body), body.added_at);
    } else if (list === "ratings") {
      const body = await readBody(c, RatingBody);
      if (body instanceof Response) return body;
      await store.rate(userId, snapshotOf(movieId, body), body.rating * 2, body.added_at);
    } else {
      return notFound(`Films are added to the watchlist, favorites or ratings; a viewing is posted to /api/me/lists/seen.`);
    }
    return c.json(await store.filmState(userId, movieId));
  });

  /** A viewing is removed by its own id (a film seen twice has two); the answer says what went, so it can be put back. */
  routes.delete("/api/me/lists/seen/:entryId", async (c) => {
    const userId = c.get("userId");
    const removed = await store.removeSeen(userId, c.req.param("entryId"));
    if (!removed) return notFound("There is no such viewing.");
    return c.json({
      removed: { added_at: removed.addedAt, seen_on: removed.seenOn, said_rewatch: removed.saidRewatch, review: removed.review },
      state: await store.filmState(userId, removed.movieId),
    } satisfies ViewingRemoval);
  });

  /** Taking a film off the watchlist or favourites, or clearing its rating: the answer says what went, so it can be put back. */
  routes.delete("/api/me/lists/:list/:movieId", async (c) => {
    const list = c.req.param("list");
    const userId = c.get("userId");
    const movieId = readPathId(c.req.param("movieId"));
    if (movieId === undefined) return notFound("That address does not name a film.");
    let removed: RemovedEntry | null;
    if (isMembership(list)) {
      const addedAt = await store.removeFromList(userId, list, movieId);
      removed = addedAt === undefined ? null : { added_at: addedAt };
    } else if (list === "ratings") {
      const rating = await store.unrate(userId, movieId);
      removed = rating === undefined ? null : { added_at: rating.addedAt, rating: rating.halfStars / 2 };
    } else return notFound(`There is no list "${list}".`);
    return c.json({ ...(await store.filmState(userId, movieId)), removed } satisfies RemovalAnswer);
  });

  /** A viewing: a film may be seen more than once, each with its date. */
  routes.post("/api/me/lists/seen", async (c) => {
    const body = await readBody(c, SeenBody);
    if (body instanceof Response) return body;
    const userId = c.get("userId");
    const entryId = await store.addSeen(userId, snapshotOf(body.movie_id, body), body.seen_on, body.added_at, { saidRewatch: body.said_rewatch, review: body.review });
    return c.json({ entry_id: entryId, state: await store.filmState(userId, body.movie_id) }, 201);
  });

  addImportExportRoutes(routes, store, tmdb);
  addNamedListRoutes(routes, store.named);
  addDiaryRoutes(routes, store);
  addStatsRoutes(routes, store, facts);
  addPicksRoutes(routes, store, tmdb);
  addApiTokenRoutes(routes, store.tokens);
  addMediaServerRoutes(routes, store.mediaServers);
  addCalendarRoutes(routes, store, facts);

  routes.all("/api/me/*", () => notFound("There is nothing at this address."));
  return routes;
}

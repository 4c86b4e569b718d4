import { API_TOKEN_LIFETIMES, API_TOKEN_SCOPES, MAX_API_TOKEN_NAME } from "../../../common/api-tokens";
import { LIST_NAMES } from "../../../common/lists";
import { MEDIA_SERVER_KINDS } from "../../../common/media-servers";

/**
 * The OpenAPI 3.1 description of a person's API (`/api/me`), served at `/api/openapi.json` for
 * those who script it with a personal API token: every path, its parameters and what it answers.
 * Bodies and answers are described by their fields' names in words; their exact shapes are the
 * types in common/ (lists.ts, named-lists.ts, diary.ts, stats.ts, picks.ts, api-tokens.ts, media-servers.ts, calendar.ts).
 */
const film = { type: "integer", minimum: 1, description: "The film's TMDB id." };
const path = (name: string, schema: object, description?: string) => ({ name, in: "path", required: true, schema, ...(description ? { description } : {}) });
const query = (name: string, schema: object, description: string) => ({ name, in: "query", required: false, schema, description });
const page = query("page", { type: "integer", minimum: 1 }, "The page, from 1.");
const json = (description: string) => ({ description, content: { "application/json": { schema: { type: "object" } } } });
const body = (description: string, properties: Record<string, object>, required: string[]) => ({ required: true, content: { "application/json": { schema: { type: "object", description, properties, required } } } });
const snapshot = { title: { type: "string" }, year: { type: "string", description: "Four digits, or empty." }, poster_path: { type: ["string", "null"] } };
const refusals = {
  "400": json("The input is refused: { code, message } says why. Nothing changed."),
  "401": json("No sign-in, or an API token that is unknown, revoked or expired."),
  "403": json("A read-only token asked to change something (READ_ONLY_TOKEN), a token asked to manage tokens (SIGN_IN_REQUIRED), or a browser sent a change from another site (FORBIDDEN_ORIGIN)."),
  "404": json("No such film, list, viewing or token of this person's."),
  "409": json("A list, or the number of lists or tokens, is at its limit (LIST_FULL, LIMIT_REACHED)."),
  "413": json("The body is larger than the route takes (PAYLOAD_TOO_LARGE)."),
};
const done = (summary: string, extra: object = {}) => ({ summary, responses: { "204": { description: "Done." }, ...refusals }, ...extra });
const op = (summary: string, answer: string, extra: object = {}) => ({ summary, responses: { "200": json(answer), ...refusals }, ...extra });

export const API_DESCRIPTION = {
  openapi: "3.1.0",
  info: { title: "MovieApp: your lists", version: "1", description: "A person's own lists, diary, notes, statistics and picks. Every answer is JSON; every refusal is { code, message }. A change is answered once it is on disk." },
  servers: [{ url: "/" }],
  security: [{ apiToken: [] }, { session: [] }],
  components: {
    securitySchemes: {
      apiToken: { type: "http", scheme: "bearer", description: `A personal API token (mva_…), made on the account page: scope ${API_TOKEN_SCOPES.join(" or ")}.` },
      session: { type: "apiKey", in: "cookie", name: "better-auth.session_token", description: "The web app's sign-in (named __Secure-better-auth.session_token over HTTPS; writes must come from the app's own origin)." },
    },
  },
  paths: {
    "/api/me/summary": { get: op("How many films each fixed list holds", `{ ${LIST_NAMES.join(", ")} }`) },
    "/api/me/films": { get: op("Several films' places in the lists at once", "{ films: [{ movie_id, watchlist, favorites, rating, seen, note_start }] }", { parameters: [{ ...query("ids", { type: "string" }, "Film ids, comma-separated."), required: true }] }) },
    "/api/me/films/{movie_id}": { get: op("One film's places in the lists", "{ movie_id, watchlist, favorites, rating, seen, note_start }", { parameters: [path("movie_id", film)] }) },
    "/api/me/lists/{list}": {
      get: op("One page of a fixed list", "{ page, results, total_pages, total_results }", {
        parameters: [path("list", { enum: [...LIST_NAMES] }), page, query("sort", { enum: ["added", "title", "year", "rating"] }, "The order (the newest added first by default)."), query("order", { enum: ["asc", "desc"] }, "The direction.")],
      }),
    },
    "/api/me/lists/{list}/{movie_id}": {
      put: op("Adds a film to the watchlist or favourites, or rates it", "The film's new places in the lists.", {
        parameters: [path("list", { enum: ["watchlist", "favorites", "ratings"] }), path("movie_id", film)],
        requestBody: body("The film; for ratings (only), its rating too, which it then needs.", { ...snapshot, rating: { type: "number", minimum: 0.5, maximum: 5, multipleOf: 0.5 } }, ["title", "year"]),
      }),
      delete: op("Takes a film off the watchlist or favourites, or clears its rating", "{ removed, state }: what went, to put it back.", { parameters: [path("list", { enum: ["watchlist", "favorites", "ratings"] }), path("movie_id", film)] }),
    },
    "/api/me/lists/seen": { post: { ...op("Keeps a viewing", "", { requestBody: body("The film and the day it was seen.", { movie_id: film, ...snapshot, seen_on: { type: "string", format: "date" }, said_rewatch: { type: "boolean" }, review: { type: ["string", "null"] } }, ["movie_id", "title", "year", "seen_on"]) }), responses: { "201": json("{ entry_id, state }"), ...refusals } } },
    "/api/me/lists/seen/{entry_id}": {
      patch: op("Gives a viewing another day", "{ entry_id, state }", { parameters: [path("entry_id", { type: "string" })], requestBody: body("The new day.", { seen_on: { type: "string", format: "date" } }, ["seen_on"]) }),
      delete: op("Deletes a viewing", "{ removed, state }: what went, to put it back.", { parameters: [path("entry_id", { type: "string" })] }),
    },
    "/api/me/diary": { get: op("Every viewing, newest first, 50 a page", "{ page, results, total_pages, total_results, years }", { parameters: [query("year", { type: "string", pattern: "^\\d{4}$" }, "Only this year's viewings."), page] }) },
    "/api/me/notes/{movie_id}": {
      get: op("The person's note on a film", "{ movie_id, note, updated_at }", { parameters: [path("movie_id", film)] }),
      put: op("Keeps the note on a film (an empty note deletes it)", "{ movie_id, note, updated_at }", { parameters: [path("movie_id", film)], requestBody: body("The note, at most 10,000 characters, and the film.", { note: { type: "string", maxLength: 10_000 }, ...snapshot }, ["note", "title", "year"]) }),
    },
    "/api/me/stats": { get: op("Statistics of what the person watched", "Totals, and figures by year, month, rating, genre, decade, language, country, director and actor.", { parameters: [query("year", { type: "string", pattern: "^\\d{4}$" }, "Only this year's.")] }) },
    "/api/me/picks": { get: op("Films picked for the person, each with why", "{ page, results, total_pages, total_results, history }", { parameters: [page] }) },
    "/api/me/named-lists": {
      get: op("The person's own lists", "{ lists }", { parameters: [query("movie_id", film, "Also say which lists hold this film.")] }),
      post: { ...op("Makes a list", "", { requestBody: body("The list.", { name: { type: "string", minLength: 1, maxLength: 100 }, description: { type: "string", maxLength: 1000 }, ranked: { type: "boolean" } }, ["name"]) }), responses: { "201": json("The list."), ...refusals } },
    },
    "/api/me/named-lists/{id}": {
      get: op("One page of a list of the person's", "{ list, page, results, total_pages, total_results }", {
        parameters: [path("id", { type: "string" }), page, query("sort", { enum: ["rank", "added", "title", "year", "rating"] }, "The order (a ranked list's rank, else the newest added, by default)."), query("order", { enum: ["asc", "desc"] }, "The direction.")],
      }),
      patch: op("Renames, describes or ranks a list", "The list.", { parameters: [path("id", { type: "string" })], requestBody: body("What changes.", { name: { type: "string" }, description: { type: "string" }, ranked: { type: "boolean" } }, []) }),
      delete: done("Deletes a list", { parameters: [path("id", { type: "string" })] }),
    },
    "/api/me/named-lists/{id}/films/{movie_id}": {
      put: op("Puts a film in a list, with a note", "The list's entry.", { parameters: [path("id", { type: "string" }), path("movie_id", film)], requestBody: body("The film.", { ...snapshot, note: { type: "string" } }, ["title", "year"]) }),
      delete: op("Takes a film out of a list", "{ removed }: what went, to put it back.", { parameters: [path("id", { type: "string" }), path("movie_id", film)] }),
    },
    "/api/me/named-lists/{id}/films/{movie_id}/position": { put: op("Moves a film to a position in a ranked list", "{ movie_id, position }", { parameters: [path("id", { type: "string" }), path("movie_id", film)], requestBody: body("The position, from 1.", { position: { type: "integer", minimum: 1 } }, ["position"]) }) },
    "/api/me/named-lists/{id}/share": {
      put: op("Shares a list: a link anyone can read, /shared/{share_token}", "The list, with its share_token.", { parameters: [path("id", { type: "string" })], requestBody: body("The name to show the owner by.", { owner_name: { type: "string", minLength: 1, maxLength: 100 } }, ["owner_name"]) }),
      delete: op("Stops sharing a list: its link answers 404 at once", "The list, its share_token null.", { parameters: [path("id", { type: "string" })] }),
    },
    "/api/me/export": { get: op("Everything the person keeps, as a download", "JSON, or CSV with format=csv.", { parameters: [query("format", { enum: ["json", "csv"] }, "json (everything) or csv (the fixed lists).")] }) },
    "/api/me/import/preview": { post: op("Reads a Letterboxd, IMDb or MovieApp export and matches its films; stores nothing", "{ kind, target, rows, counts, already, named_lists, notes }", { requestBody: { required: true, content: { "text/csv": {}, "application/json": {} } } }) },
    "/api/me/import/apply": { post: op("Stores the films of a preview the person confirmed, in one transaction", "{ applied, already, summary, named_lists, notes }", { requestBody: body("The preview's kind, the confirmed items, and the preview's lists and notes.", { kind: { type: "string" }, items: { type: "array" }, keep_my_ratings: { type: "boolean" }, named_lists: { type: "array" }, notes: { type: "array" } }, ["kind", "items"]) }) },
    "/api/me/tokens": {
      get: op("The person's API tokens (signed in only)", "{ tokens: [{ id, name, scope, prefix, created_at, last_used_at, expires_at }] }", { security: [{ session: [] }] }),
      post: {
        ...op("Makes a token, answered whole this once (signed in only)", "", {
          security: [{ session: [] }],
          requestBody: body("The token's name, scope and lifetime.", { name: { type: "string", minLength: 1, maxLength: MAX_API_TOKEN_NAME }, scope: { enum: [...API_TOKEN_SCOPES] }, lifetime_days: { enum: [...API_TOKEN_LIFETIMES, null] } }, ["name", "scope", "lifetime_days"]),
        }),
        responses: { "201": json("{ id, name, scope, prefix, created_at, last_used_at, expires_at, token }"), ...refusals },
      },
    },
    "/api/me/calendar": { get: op("The release dates of the films on the watchlist, the earliest first, and the private feed's address", "{ releases: [{ movie_id, title, poster_path, release_date }], undated, feed_path }") },
    "/api/me/calendar/feed": {
      put: op("Makes the private iCalendar feed of those dates (one the person has is kept)", "{ feed_path }"),
      delete: done("Removes the feed: its address answers 404 at once"),
    },
    "/api/me/calendar/feed/new-address": { post: op("Gives the feed a new address; the old one answers 404 at once", "{ feed_path }") },
    "/api/me/media-servers": { get: op("The person's connections to Jellyfin, Plex and Emby, each with its webhook address and newest events", "{ connections: [{ kind, webhook_path, created_at, events: [{ received_at, outcome, reason, title, year, movie_id, seen_on, played_by }] }] }") },
    "/api/me/media-servers/{kind}": {
      put: op("Connects a media server: gives it a webhook address (one it has already is kept)", "{ connections }", { parameters: [path("kind", { enum: [...MEDIA_SERVER_KINDS] })] }),
      delete: done("Disconnects it: its address stops working; what it logged stays", { parameters: [path("kind", { enum: [...MEDIA_SERVER_KINDS] })] }),
    },
    "/api/me/media-servers/{kind}/new-address": { post: op("Gives a connected media server a new webhook address; the old one stops working at once", "{ connections }", { parameters: [path("kind", { enum: [...MEDIA_SERVER_KINDS] })] }) },
    "/api/me/tokens/{id}": { delete: { summary: "Revokes a token at once (signed in only)", security: [{ session: [] }], parameters: [path("id", { type: "string" })], responses: { "204": { description: "Revoked." }, ...refusals } } },
  },
} as const;

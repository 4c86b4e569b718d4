import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { TmdbErrorBody } from "../../../../common/tmdb/wire-types";

/** TMDB's error answers, status and body exactly as TMDB sends them. */
export const TMDB_ERRORS = {
  invalidApiKey: { status: 401, code: 7, message: "Invalid API key: You must be granted a valid key." },
  notFound: { status: 404, code: 34, message: "The resource you requested could not be found." },
  invalidPage: { status: 400, code: 22, message: "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer." },
  tooManyAppends: { status: 400, code: 27, message: "Too many append to response objects: The maximum number of remote calls is 20." },
} as const satisfies Record<string, { status: ContentfulStatusCode; code: number; message: string }>;

export type TmdbErrorName = keyof typeof TMDB_ERRORS;

export function tmdbErrorBody(name: TmdbErrorName): TmdbErrorBody {
  const error = TMDB_ERRORS[name];
  return { success: false, status_code: error.code, status_message: error.message };
}

export function tmdbError(c: Pick<Context, "json">, name: TmdbErrorName): Response {
  return c.json(tmdbErrorBody(name), TMDB_ERRORS[name].status);
}

/** A request problem found while reading parameters; the route turns it into TMDB's answer. */
export class TmdbRequestError extends Error {
  constructor(readonly errorName: TmdbErrorName) {
    super(TMDB_ERRORS[errorName].message);
  }
}

/** A search without a `query` (or a blank one): TMDB answers 422 with this body, not its usual error shape. */
export function queryMissing(c: Pick<Context, "json">): Response {
  return c.json({ errors: ["query must be provided"] }, 422);
}

import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { TmdbErrorBody } from "../../../../common/tmdb/wire-types";

/** TMDB's error answers, status and body exactly as TMDB sends them. */
export const TMDB_ERRORS = {
  invalidApiKey: { status: 401, code: 7, message: "Invalid API key: You must be granted a valid key." },
  notFound: { status: 404, code: 34, message: "The resource you requested could not be found." },
  invalidPage: { status: 400, code: 22, message: "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer." },
  tooManyAppends: { status: 400, code: 27, message: "Too many append to response objects: The maximum number of remote calls is 20." },
  invalidDate: { status: 400, code: 23, message: "Invalid date: Format needs to be YYYY-MM-DD." },
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

/**
 * A parameter TMDB's validation refuses: 422 with `{ errors: [...] }`, not its usual error shape,
 * as TMDB answers a search without a query. Also used where TMDB's answer to a bad value is not
 * known (a number that is not one): docs/decisions/024.
 */
export class TmdbValidationError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join("; "));
  }
}

export function validationError(c: Pick<Context, "json">, errors: readonly string[]): Response {
  return c.json({ errors }, 422);
}

/** A search without a `query` (or a blank one). */
export function queryMissing(c: Pick<Context, "json">): Response {
  return validationError(c, ["query must be provided"]);
}

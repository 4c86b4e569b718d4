import { isObject } from "../../../common/json-values";
import { ApiError } from "./api-errors";

/**
 * The checks every answer passes before it is used, each failing with its own message and status
 * 500 (a list's shape, then its results, then its pagination). Plain guards rather than a schema library: valibot reports a missing key with
 * the object's message, not the field's, which would blur "results" and "pagination" problems.
 */
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function fail(message: string, endpoint: string): never {
  throw new ApiError(message, 500, endpoint);
}

export function checkPaginated<T>(body: unknown, endpoint: string): T {
  if (!isObject(body)) fail("Invalid response format", endpoint);
  if (!Array.isArray(body.results)) fail("Invalid results format", endpoint);
  if (!isNumber(body.page) || !isNumber(body.total_pages) || !isNumber(body.total_results)) fail("Invalid pagination format", endpoint);
  return body as T;
}

export function checkDetails<T>(body: unknown, endpoint: string): T {
  if (!isObject(body)) fail("Invalid movie details format", endpoint);
  if (!isNumber(body.id) || typeof body.title !== "string") fail("Invalid movie details structure", endpoint);
  return body as T;
}

export function checkCredits<T>(body: unknown, endpoint: string): T {
  if (!isObject(body)) fail("Invalid credits format", endpoint);
  if (!Array.isArray(body.cast) || !Array.isArray(body.crew)) fail("Invalid credits structure", endpoint);
  return body as T;
}

export function checkGenres<T>(body: unknown, endpoint: string): T {
  if (!isObject(body)) fail("Invalid genres format", endpoint);
  if (!Array.isArray(body.genres)) fail("Invalid genres structure", endpoint);
  return body as T;
}

export function checkPerson<T>(body: unknown, endpoint: string): T {
  if (!isObject(body)) fail("Invalid person format", endpoint);
  if (!isNumber(body.id) || typeof body.name !== "string") fail("Invalid person structure", endpoint);
  if (body.movie_credits !== undefined) checkCredits(body.movie_credits, endpoint);
  return body as T;
}

/** An answer that is a list under `results`, without pagination. */
export function checkResults<T>(body: unknown, endpoint: string): T {
  if (!isObject(body) || !Array.isArray(body.results)) fail("Invalid results format", endpoint);
  return body as T;
}

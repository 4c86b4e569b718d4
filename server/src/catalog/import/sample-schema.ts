import * as v from "valibot";
import { isDayShaped } from "../../../../common/calendar-day";

/**
 * The shipped sample catalog's format (server/sample-catalog/*.json): written by hand, so it is
 * compact — people once in people.json, films referring to them by id, crew grouped by job.
 */
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Iso2 = v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/));

export const SamplePersonSchema = v.strictObject({
  id: Id,
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  gender: v.picklist([0, 1, 2, 3]),
});

export const SampleFilmSchema = v.strictObject({
  id: Id,
  title: v.pipe(v.string(), v.nonEmpty()),
  original_title: v.pipe(v.string(), v.nonEmpty()),
  original_language: Iso2,
  /** Other titles the film is known by, so another source's listing of it can be recognised. */
  also_known_as: v.optional(v.array(v.pipe(v.string(), v.nonEmpty())), []),
  /** Years other sources date the film by (a re-release, a late premiere abroad), for the same purpose. */
  other_release_years: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1870), v.maxValue(2100))), []),
  release_date: v.pipe(v.string(), v.check(isDayShaped, "a release date is written YYYY-MM-DD")),
  runtime: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1500))),
  genres: v.pipe(v.array(Id), v.minLength(1)),
  status: v.picklist(["Rumored", "Planned", "In Production", "Post Production", "Released", "Canceled"]),
  overview: v.pipe(v.string(), v.nonEmpty()),
  tagline: v.optional(v.string(), ""),
  imdb_id: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^tt\d{7,8}$/))), null),
  homepage: v.optional(v.string(), ""),
  budget: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  revenue: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  vote_average: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(10))),
  vote_count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  collection: v.optional(v.nullable(v.strictObject({ id: Id, name: v.string() })), null),
  keywords: v.array(v.string()),
  companies: v.array(v.strictObject({ id: Id, name: v.string(), origin_country: v.string() })),
  countries: v.array(Iso2),
  languages: v.array(Iso2),
  /** Crew by job title, e.g. { "Director": [1776], "Screenplay": [3083, 1776] }. */
  crew: v.record(v.string(), v.array(Id)),
  /** Top-billed cast in billing order: [person id, character]. */
  cast: v.array(v.tuple([Id, v.string()])),
});

export type SamplePerson = v.InferOutput<typeof SamplePersonSchema>;
export type SampleFilm = v.InferOutput<typeof SampleFilmSchema>;

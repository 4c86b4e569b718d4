import { readFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";

/**
 * TMDB's own response schemas, read from its OpenAPI document, made strict enough to catch us
 * out: TMDB's document lists no required fields and no nullability, so every listed field becomes
 * required, unlisted fields are refused, and the fields TMDB really sends as null may be null.
 */
type Schema = Record<string, unknown> & { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };

const NULLABLE = new Set([
  "backdrop_path", "poster_path", "profile_path", "logo_path", "belongs_to_collection", "imdb_id", "runtime", "iso_639_1", "birthday", "place_of_birth", "facebook_id",
]);

function tighten(schema: Schema, name?: string): Schema {
  const copy: Schema = { ...schema };
  if (copy.type === "object" && copy.properties) {
    copy.properties = Object.fromEntries(Object.entries(copy.properties).map(([key, value]) => [key, tighten(value, key)]));
    // An empty object schema (e.g. a recommendations item TMDB leaves undescribed) stays open.
    if (Object.keys(copy.properties).length > 0) {
      copy.required = Object.keys(copy.properties);
      copy.additionalProperties = false;
    }
  }
  if (copy.type === "array" && copy.items) copy.items = tighten(copy.items);
  if (name && NULLABLE.has(name) && typeof copy.type === "string") copy.type = [copy.type, "null"];
  return copy;
}

type Paths = Record<string, {
  get: { parameters?: Array<{ name: string; schema?: Schema & { enum?: string[] } }>; responses: Record<string, { content: Record<string, { schema: Schema }> }> };
}>;
const RECOMMENDATIONS = "/3/movie/{movie_id}/recommendations";
/** A person's details with `append_to_response=movie_credits,images`: TMDB documents each block on its own path. */
export const PERSON_WITH_APPENDS = "/3/person/{person_id}?append_to_response=movie_credits,images";

function schemaOf(paths: Paths, path: string): Schema {
  const schema = paths[path]?.get.responses["200"]?.content["application/json"]?.schema;
  if (!schema) throw new Error(`TMDB's document has no 200 schema for ${path}`);
  return schema;
}

/** TMDB leaves recommendations undescribed; they are the list page with `media_type: "movie"` on each item. */
function recommendationsSchema(paths: Paths): Schema {
  const list = schemaOf(paths, "/3/movie/{movie_id}/similar");
  const results = list.properties!.results!;
  const item = results.items!;
  return {
    ...list,
    properties: {
      ...list.properties,
      results: { ...results, items: { ...item, properties: { ...item.properties, media_type: { type: "string", enum: ["movie"] } } } },
    },
  };
}

/** A list page whose item schema is changed by `change`. */
function withItems(list: Schema, change: (item: Schema) => Schema): Schema {
  const results = list.properties!.results!;
  return { ...list, properties: { ...list.properties, results: { ...results, items: change(results.items!) } } };
}

function withProperties(schema: Schema, properties: Record<string, Schema>, without: readonly string[] = []): Schema {
  const kept = Object.entries(schema.properties ?? {}).filter(([key]) => !without.includes(key));
  return { ...schema, properties: { ...Object.fromEntries(kept), ...properties } };
}

/** `/3/movie/upcoming`: the document types an item's `vote_average` as an integer (from its example's 7); TMDB sends 7.5 as in every other list. */
function upcomingSchema(paths: Paths): Schema {
  return withItems(schemaOf(paths, "/3/movie/upcoming"), (item) => withProperties(item, { vote_average: { type: "number" } }));
}

/**
 * `/3/collection/{id}`: the document names a part's title `name` and `original_name`, as for a
 * collection; the API sends a film's `title` and `original_title` (its own search/multi example
 * does for the same films, and TMDB's clients read `title`). Only those two are changed.
 */
function collectionSchema(paths: Paths): Schema {
  const collection = schemaOf(paths, "/3/collection/{collection_id}");
  const parts = collection.properties!.parts!;
  const part = withProperties(parts.items!, { title: { type: "string" }, original_title: { type: "string" } }, ["name", "original_name"]);
  return withProperties(collection, { parts: { ...parts, items: part } });
}

/**
 * `/3/search/multi`: the document lists one item with a film's and a person's fields together;
 * TMDB sends films with a film's fields and people with a person's (`/3/search/person`'s item),
 * each with its `media_type`. Each kind is checked strictly against its own.
 */
function multiSchema(paths: Paths): Schema {
  return withItems(schemaOf(paths, "/3/search/multi"), (item) => {
    const movie = withProperties(item, { media_type: { type: "string", enum: ["movie"] } }, ["name", "original_name"]);
    const personItem = schemaOf(paths, "/3/search/person").properties!.results!.items!;
    const person = withProperties(personItem, { media_type: { type: "string", enum: ["person"] } });
    return { oneOf: [tighten(movie), tighten(person)] };
  });
}

/** Appended blocks carry no `id` of their own. */
function personWithAppendsSchema(paths: Paths): Schema {
  const withoutId = (schema: Schema): Schema => ({ ...schema, properties: Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([key]) => key !== "id")) });
  const details = schemaOf(paths, "/3/person/{person_id}");
  return {
    ...details,
    properties: {
      ...details.properties,
      movie_credits: withoutId(schemaOf(paths, "/3/person/{person_id}/movie_credits")),
      images: withoutId(schemaOf(paths, "/3/person/{person_id}/images")),
    },
  };
}

/**
 * An object keyed by country (watch providers' `results`, certifications): the document lists the
 * countries of its example; an answer has those the data has. Each value is checked against the
 * example's first country's schema.
 */
function keyedByCountry(schema: Schema): Schema {
  const [first] = Object.values(schema.properties ?? {});
  return { type: "object", additionalProperties: tighten(first ?? {}) };
}

function watchProvidersSchema(paths: Paths): Schema {
  const schema = schemaOf(paths, "/3/movie/{movie_id}/watch/providers");
  return withProperties(schema, { results: keyedByCountry(schema.properties!.results!) });
}

function certificationsSchema(paths: Paths): Schema {
  const schema = schemaOf(paths, "/3/certification/movie/list");
  return withProperties(schema, { certifications: keyedByCountry(schema.properties!.certifications!) });
}

/** `/3/movie/latest`: the document types it from an example of zeros (integer popularity and vote_average); it is a film's details. */
const latestSchema = (paths: Paths): Schema => schemaOf(paths, "/3/movie/{movie_id}");

/** Where TMDB's document and TMDB's answers differ, or the document leaves a schema out: the schema checked instead. */
const ADJUSTED: Record<string, (paths: Paths) => Schema> = {
  [RECOMMENDATIONS]: recommendationsSchema,
  [PERSON_WITH_APPENDS]: personWithAppendsSchema,
  "/3/movie/upcoming": upcomingSchema,
  "/3/collection/{collection_id}": collectionSchema,
  "/3/search/multi": multiSchema,
  "/3/movie/{movie_id}/watch/providers": watchProvidersSchema,
  "/3/certification/movie/list": certificationsSchema,
  "/3/movie/latest": latestSchema,
};

export function loadTmdbValidators(openApiFile: string): (path: string) => ValidateFunction {
  const document = JSON.parse(readFileSync(openApiFile, "utf8")) as { paths: Paths };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const cache = new Map<string, ValidateFunction>();
  return (path: string) => {
    let validate = cache.get(path);
    if (!validate) {
      const schema = ADJUSTED[path]?.(document.paths) ?? schemaOf(document.paths, path);
      validate = ajv.compile(tighten(schema));
      cache.set(path, validate);
    }
    return validate;
  };
}

/** The `sort_by` values TMDB's document lists for `/3/discover/movie`. */
export function discoverSortValues(openApiFile: string): string[] {
  const document = JSON.parse(readFileSync(openApiFile, "utf8")) as { paths: Paths };
  return document.paths["/3/discover/movie"]?.get.parameters?.find((parameter) => parameter.name === "sort_by")?.schema?.enum ?? [];
}

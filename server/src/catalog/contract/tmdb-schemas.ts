import { readFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";

/**
 * TMDB's own response schemas, read from its OpenAPI document, made strict enough to catch us
 * out: TMDB's document lists no required fields and no nullability, so every listed field becomes
 * required, unlisted fields are refused, and the fields TMDB really sends as null may be null.
 */
type Schema = Record<string, unknown> & { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };

const NULLABLE = new Set([
  "backdrop_path", "poster_path", "profile_path", "logo_path", "belongs_to_collection", "imdb_id", "runtime", "iso_639_1", "birthday", "place_of_birth",
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

type Paths = Record<string, { get: { responses: Record<string, { content: Record<string, { schema: Schema }> }> } }>;
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

export function loadTmdbValidators(openApiFile: string): (path: string) => ValidateFunction {
  const document = JSON.parse(readFileSync(openApiFile, "utf8")) as { paths: Paths };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const cache = new Map<string, ValidateFunction>();
  return (path: string) => {
    let validate = cache.get(path);
    if (!validate) {
      const schema = path === RECOMMENDATIONS ? recommendationsSchema(document.paths) : path === PERSON_WITH_APPENDS ? personWithAppendsSchema(document.paths) : schemaOf(document.paths, path);
      validate = ajv.compile(tighten(schema));
      cache.set(path, validate);
    }
    return validate;
  };
}

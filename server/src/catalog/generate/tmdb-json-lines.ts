import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { MovieRecord } from "../model";

/**
 * A film as TMDB's `/3/movie/{id}?append_to_response=credits,keywords,videos` answers it, the
 * shape `npm run catalog -- import tmdb-json` reads: so a generated catalog can be kept as a file,
 * and imported as a mirror of TMDB would be.
 */
export function toTmdbMovieJson(film: MovieRecord) {
  // The record's plain fields carry TMDB's names; the rest are nested as TMDB nests them. A credit is
  // its person's fields beside its own.
  const { genre_ids, keywords, companies, collection, cast, crew, videos, ...fields } = film;
  const flat = <T extends { person: MovieRecord["cast"][number]["person"] }>({ person, ...credit }: T) => ({ ...person, ...credit });
  return {
    ...fields,
    genres: genre_ids.map((id) => ({ id })),
    belongs_to_collection: collection,
    production_companies: companies,
    credits: { cast: cast.map(flat), crew: crew.map(flat) },
    keywords: { keywords: keywords.map((name) => ({ name })) },
    videos: { results: videos },
  };
}

/** Writes the films to `file`, one JSON object a line, gzipped when the name ends in .gz; answers how many. */
export async function writeTmdbJsonLines(films: Iterable<MovieRecord>, file: string): Promise<number> {
  let count = 0;
  function* lines() {
    for (const film of films) {
      count += 1;
      yield `${JSON.stringify(toTmdbMovieJson(film))}\n`;
    }
  }
  const source = Readable.from(lines());
  await (file.endsWith(".gz") ? pipeline(source, createGzip(), createWriteStream(file)) : pipeline(source, createWriteStream(file)));
  return count;
}

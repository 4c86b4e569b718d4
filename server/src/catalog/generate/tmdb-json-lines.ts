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
  const person = (p: MovieRecord["cast"][number]["person"]) => ({ id: p.id, name: p.name, gender: p.gender, known_for_department: p.known_for_department });
  return {
    id: film.id,
    title: film.title,
    original_title: film.original_title,
    original_language: film.original_language,
    overview: film.overview,
    release_date: film.release_date,
    runtime: film.runtime,
    budget: film.budget,
    revenue: film.revenue,
    status: film.status,
    tagline: film.tagline,
    homepage: film.homepage,
    imdb_id: film.imdb_id,
    adult: film.adult,
    popularity: film.popularity,
    vote_average: film.vote_average,
    vote_count: film.vote_count,
    genres: film.genre_ids.map((id) => ({ id })),
    belongs_to_collection: film.collection,
    production_companies: film.companies,
    production_countries: film.production_countries,
    spoken_languages: film.spoken_languages,
    origin_country: film.origin_country,
    credits: {
      cast: film.cast.map((credit) => ({ ...person(credit.person), character: credit.character, order: credit.order })),
      crew: film.crew.map((credit) => ({ ...person(credit.person), department: credit.department, job: credit.job })),
    },
    keywords: { keywords: film.keywords.map((name) => ({ name })) },
    videos: { results: film.videos },
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

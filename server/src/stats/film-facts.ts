import type { MovieDetails, CastMember, CrewMember } from "../../../common/tmdb/wire-types";
import { LRUCache } from "lru-cache";
import { LEAD_CAST } from "../catalog/model";
import type { TmdbGet } from "../lists/match-films";

/** A person a statistic names, linked to their page. */
export interface PersonRef {
  id: number;
  name: string;
  profile_path: string | null;
}

/** What a person's statistics need of a film: the catalog's facts, not the snapshot a list keeps. */
export interface FilmFacts {
  /** Minutes; null when the catalog does not say. */
  runtime: number | null;
  releaseYear: number | null;
  /** The release date, YYYY-MM-DD; null when the catalog does not say. */
  releaseDate: string | null;
  genreIds: Iterable<number>;
  /** The original language's ISO 639-1 code ("en"). */
  language: string;
  /** The production countries' ISO 3166-1 codes ("US"). */
  countries: readonly string[];
  directorIds: readonly number[];
  /** The first billed actors (the catalog's lead cast). */
  actorIds: readonly number[];
}

/** The facts of many films at once (a film the catalog does not know is absent), and the people they name, by id. */
export interface FactsAnswer {
  films: ReadonlyMap<number, FilmFacts>;
  person: (id: number) => PersonRef | undefined;
}

export type FilmFactsSource = (movieIds: readonly number[]) => Promise<FactsAnswer>;

/** The embedded catalog's facts, read from memory and one query (catalog-store.ts's `factsOf`). */
export function catalogFacts(catalog: () => { factsOf(ids: readonly number[]): Map<number, FilmFacts>; personRef(id: number): PersonRef | undefined }): FilmFactsSource {
  return (movieIds) => {
    const store = catalog();
    return Promise.resolve({ films: store.factsOf(movieIds), person: (id) => store.personRef(id) });
  };
}

/** Films asked of TMDB at once. */
const AT_ONCE = 8;
/** Films whose facts are kept between requests: a film's runtime and credits hardly change, and each costs TMDB a request. */
const KEPT_FILMS = 20_000;
/** People kept with them: about six to a film. */
const KEPT_PEOPLE = 6 * KEPT_FILMS;

/**
 * TMDB's facts, through the proxy (a film's details with its credits, one request a film, eight at
 * once), kept in memory for the films used most recently (a statistics page asks for every film
 * the person has seen, and the next one for the same films again). A film TMDB has not (404) is
 * kept as unknown; one it could not answer now (a limit, a failure) is left out of this answer
 * only, and asked again next time.
 */
export function tmdbFacts(tmdb: TmdbGet): FilmFactsSource {
  const kept = new LRUCache<number, { facts: FilmFacts | null }>({ max: KEPT_FILMS });
  const people = new LRUCache<number, PersonRef>({ max: KEPT_PEOPLE });
  const read = async (id: number): Promise<{ facts: FilmFacts | null } | undefined> => {
    const answer = await tmdb(`/movie/${id}`, new URLSearchParams({ append_to_response: "credits" }));
    if (answer.status === 404) return { facts: null };
    if (answer.status !== 200) return undefined;
    const film = answer.body as MovieDetails & { credits?: { cast: CastMember[]; crew: CrewMember[] } };
    const person = ({ id: personId, name, profile_path }: { id: number; name: string; profile_path: string | null }): number => {
      people.set(personId, { id: personId, name, profile_path });
      return personId;
    };
    return {
      facts: {
        runtime: film.runtime ?? null,
        releaseYear: /^\d{4}/.test(film.release_date ?? "") ? Number(film.release_date.slice(0, 4)) : null,
        releaseDate: /^\d{4}-\d{2}-\d{2}$/.test(film.release_date ?? "") ? film.release_date : null,
        genreIds: film.genres.map((genre) => genre.id),
        language: film.original_language,
        countries: film.production_countries.map((country) => country.iso_3166_1),
        directorIds: (film.credits?.crew ?? []).filter((member) => member.job === "Director").map(person),
        actorIds: [...(film.credits?.cast ?? [])].sort((a, b) => a.order - b.order).slice(0, LEAD_CAST).map(person),
      },
    };
  };
  return async (movieIds) => {
    const films = new Map<number, FilmFacts>();
    const missing: number[] = [];
    // Read from the cache first (which marks each as used now), so this answer's own films are the last to go.
    for (const id of new Set(movieIds)) {
      const found = kept.get(id);
      if (found === undefined) missing.push(id);
      else if (found.facts) films.set(id, found.facts);
    }
    for (let start = 0; start < missing.length; start += AT_ONCE) {
      const batch = missing.slice(start, start + AT_ONCE);
      const answers = await Promise.all(batch.map((id) => read(id).catch(() => undefined)));
      batch.forEach((id, index) => {
        const result = answers[index];
        if (result === undefined) return;
        kept.set(id, result);
        if (result.facts) films.set(id, result.facts);
      });
    }
    return { films, person: (id) => people.get(id) };
  };
}

import type { CastMember, CrewMember, MovieListItem, OftenWithPerson, PersonListFields } from "./wire-types";

/**
 * What is computed about a person from credits alone, by the same rules whichever catalog answers
 * (the embedded one or TMDB through the proxy): the films they are known for, and the people they
 * most often work with (from all their films in the catalog; through the proxy from their 40 most
 * voted, which bounds the calls to TMDB).
 */

/** Cast billed this high or higher (order below it) are a film's leads. */
const LEAD_BILLING = 10;
/** The top of the bill (order below it): the stars. */
const TOP_BILLING = 3;

/** The crew jobs that shape a film; the other crew (grips, drivers…) are not who someone "works with". */
const KEY_CREW_JOBS = new Set([
  "Director", "Screenplay", "Writer", "Story", "Novel", "Producer", "Director of Photography", "Original Music Composer", "Editor",
]);

/** How many people "often with" names. */
export const OFTEN_WITH_LIMIT = 12;

/**
 * How much a credit says about how well known someone is: a lead's part or a key job most, a
 * supporting part less, the rest of the crew little. (A grip on one blockbuster is not better
 * known than a star of thirty films.)
 */
export function creditWeight(credit: { order: number } | { job: string }): number {
  if ("order" in credit) return credit.order < TOP_BILLING ? 1 : credit.order < LEAD_BILLING ? 0.5 : 0.1;
  return KEY_CREW_JOBS.has(credit.job) ? 0.6 : 0.05;
}

/** Films someone must share with a person to count as working with them "often". */
const MIN_SHARED_FILMS = 2;

/** What ranks a film among a person's: its votes, then its popularity. */
export type RenownedFilm = Pick<MovieListItem, "id" | "vote_count" | "popularity">;

interface CreditedFilm extends RenownedFilm {
  department: string;
}

const byRenown = (a: RenownedFilm, b: RenownedFilm) => b.vote_count - a.vote_count || b.popularity - a.popularity || a.id - b.id;

/**
 * The films a person is known for: their films in the department they are known for (Acting is
 * their cast credits, any other department their crew credits in it), each once, the most voted
 * first; all their films when that department has none.
 */
export function knownForFilms<Cast extends RenownedFilm, Crew extends CreditedFilm>(
  credits: { cast: readonly Cast[]; crew: readonly Crew[] },
  department: string,
  limit: number,
): Array<Cast | Crew> {
  const inDepartment: ReadonlyArray<Cast | Crew> = department === "Acting" ? credits.cast : credits.crew.filter((credit) => credit.department === department);
  const chosen = inDepartment.length > 0 ? inDepartment : [...credits.cast, ...credits.crew];
  const unique = new Map<number, Cast | Crew>();
  for (const film of [...chosen].sort(byRenown)) if (!unique.has(film.id)) unique.set(film.id, film);
  return [...unique.values()].slice(0, limit);
}

export interface FilmCredits {
  movieId: number;
  cast: readonly CastMember[];
  crew: readonly CrewMember[];
}

function listFields(person: CastMember | CrewMember): PersonListFields {
  const { adult, gender, id, known_for_department, name, original_name, popularity, profile_path } = person;
  return { adult, gender, id, known_for_department, name, original_name, popularity, profile_path };
}

/**
 * The people who share the most films with `personId` among `films` (that person's films), counting
 * only key credits (leads, and the key crew jobs above) and at least two films; ties go to the more
 * popular. Each person once, with the films shared, in the order given.
 */
export function oftenWith(personId: number, films: readonly FilmCredits[], limit: number): OftenWithPerson[] {
  const shared = new Map<number, { person: PersonListFields; movieIds: number[] }>();
  for (const film of films) {
    const seen = new Set<number>([personId]);
    const key = [...film.cast.filter((member) => member.order < LEAD_BILLING), ...film.crew.filter((member) => KEY_CREW_JOBS.has(member.job))];
    for (const member of key) {
      if (seen.has(member.id)) continue;
      seen.add(member.id);
      const entry = shared.get(member.id);
      if (entry) entry.movieIds.push(film.movieId);
      else shared.set(member.id, { person: listFields(member), movieIds: [film.movieId] });
    }
  }
  return [...shared.values()]
    .filter((entry) => entry.movieIds.length >= MIN_SHARED_FILMS)
    .sort((a, b) => b.movieIds.length - a.movieIds.length || b.person.popularity - a.person.popularity || a.person.id - b.person.id)
    .slice(0, limit)
    .map(({ person, movieIds }) => ({ ...person, shared_movie_count: movieIds.length, shared_movie_ids: movieIds }));
}

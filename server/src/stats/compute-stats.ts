import type { DiaryYear } from "../../../common/diary";
import { HALF_STAR_STEPS } from "../../../common/lists";
import { STATS_TOP, type CountedBy, type FilmStats, type PersonCount, type Watched } from "../../../common/stats";
import type { FilmFacts, PersonRef } from "./film-facts";

/** One viewing as the statistics read it, in the order the person saw them (oldest first; one day's in the order entered). */
export interface StatsViewing {
  movieId: number;
  seenOn: string;
  saidRewatch: boolean;
}

export interface StatsInput {
  year: number | undefined;
  /** Every viewing the person kept, oldest first. */
  viewings: readonly StatsViewing[];
  /** The person's rating of each film they rated, in half stars (1–10). */
  ratings: ReadonlyMap<number, number>;
  facts: ReadonlyMap<number, FilmFacts>;
  /** The names of genres, languages and countries by their codes, in the app's language; the people the facts name, by id. */
  names: { genre: (id: number) => string; language: (code: string) => string; country: (code: string) => string; person: (id: number) => PersonRef | undefined };
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

/** Adds one to a key's count; its name is asked for once, when the key is first counted. */
function tally<K>(counts: Map<K, CountedBy<K>>, key: K, name: (key: K) => string): void {
  const counted = counts.get(key);
  if (counted) counted.viewings++;
  else counts.set(key, { key, name: name(key), viewings: 1 });
}

/** Names in alphabetical order, as a person looks things up (by their letters' code points: cheap enough for thousands of people). */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Most first, then by name. */
const mostFirst = <T extends { viewings: number; name: string }>(items: Iterable<T>): T[] => [...items].sort((a, b) => b.viewings - a.viewings || byName(a.name, b.name));

/** Counts each person once per viewing (a person credited twice on one film counts once for it). */
function tallyPeople(counts: Map<number, number>, ids: readonly number[]): void {
  ids.forEach((id, index) => {
    if (ids.indexOf(id) === index) counts.set(id, (counts.get(id) ?? 0) + 1);
  });
}

/**
 * The people of the most viewings, most first, then by name, the first STATS_TOP: only those with
 * at least the STATS_TOP-th count are named and sorted (a long history counts tens of thousands).
 */
function mostCounted(counts: ReadonlyMap<number, number>, person: (id: number) => PersonRef | undefined): PersonCount[] {
  // The STATS_TOP-th largest count, in one pass keeping the largest few.
  const largest: number[] = [];
  for (const count of counts.values()) {
    if (largest.length === STATS_TOP && count <= largest[STATS_TOP - 1]!) continue;
    largest.push(count);
    largest.sort((a, b) => b - a);
    if (largest.length > STATS_TOP) largest.pop();
  }
  const floor = largest.length === STATS_TOP ? largest[STATS_TOP - 1]! : 0;
  const named = [...counts].flatMap(([id, viewings]) => {
    const found = viewings >= floor ? person(id) : undefined;
    return found ? [{ ...found, viewings }] : [];
  });
  return mostFirst(named).slice(0, STATS_TOP);
}

/** The longest run of consecutive days among these (sorted, distinct); of runs as long, the latest. */
function longestRun(days: readonly string[]): FilmStats["totals"]["longest_run"] {
  let best = { days: 0, from: null as string | null, to: null as string | null };
  let start = 0;
  for (let i = 0; i < days.length; i++) {
    if (i > 0 && dayNumber(days[i]!) - dayNumber(days[i - 1]!) !== 1) start = i;
    const length = i - start + 1;
    if (length >= best.days) best = { days: length, from: days[start]!, to: days[i]! };
  }
  return best;
}

/**
 * A person's statistics from their viewings (all of them: a rewatch is told by the viewings before
 * it, in any year), their ratings, and the films' facts. Every figure is a count of viewings
 * (or of rated films, for ratings), so the page's figures add up the same way everywhere.
 */
export function computeStats({ year, viewings, ratings, facts, names }: StatsInput): FilmStats {
  const inYear = (viewing: StatsViewing) => year === undefined || viewing.seenOn.startsWith(`${String(year).padStart(4, "0")}-`);
  const minutesOf = (movieId: number) => facts.get(movieId)?.runtime ?? 0;

  const seenBefore = new Set<number>();
  let rewatches = 0;
  const years = new Map<number, Watched & { year: number }>();
  const chosen: StatsViewing[] = [];
  for (const viewing of viewings) {
    const isRewatch = viewing.saidRewatch || seenBefore.has(viewing.movieId);
    seenBefore.add(viewing.movieId);
    const viewingYear = Number(viewing.seenOn.slice(0, 4));
    const ofYear = years.get(viewingYear) ?? { year: viewingYear, viewings: 0, minutes: 0 };
    ofYear.viewings++;
    ofYear.minutes += minutesOf(viewing.movieId);
    years.set(viewingYear, ofYear);
    if (!inYear(viewing)) continue;
    chosen.push(viewing);
    if (isRewatch) rewatches++;
  }

  const monthsOf = year ?? (years.size > 0 ? Math.max(...years.keys()) : undefined);
  const months = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, viewings: 0, minutes: 0 }));
  for (const viewing of viewings) {
    if (monthsOf === undefined || Number(viewing.seenOn.slice(0, 4)) !== monthsOf) continue;
    const month = months[Number(viewing.seenOn.slice(5, 7)) - 1]!;
    month.viewings++;
    month.minutes += minutesOf(viewing.movieId);
  }

  const genres = new Map<number, CountedBy<number>>();
  const decades = new Map<number, CountedBy<number>>();
  const languages = new Map<string, CountedBy<string>>();
  const countries = new Map<string, CountedBy<string>>();
  const directors = new Map<number, number>();
  const actors = new Map<number, number>();
  let withoutFacts = 0;
  for (const viewing of chosen) {
    const film = facts.get(viewing.movieId);
    if (!film) {
      withoutFacts++;
      continue;
    }
    for (const genre of film.genreIds) tally(genres, genre, names.genre);
    if (film.releaseYear !== null) tally(decades, Math.floor(film.releaseYear / 10) * 10, (decade) => `${decade}s`);
    if (film.language) tally(languages, film.language, names.language);
    film.countries.forEach((country, index) => film.countries.indexOf(country) === index && tally(countries, country, names.country));
    tallyPeople(directors, film.directorIds);
    tallyPeople(actors, film.actorIds);
  }

  const filmsChosen = new Set(chosen.map((viewing) => viewing.movieId));
  const rated = [...ratings].filter(([movieId]) => year === undefined || filmsChosen.has(movieId));
  const days = [...new Set(chosen.map((viewing) => viewing.seenOn))].sort();
  return {
    year: year ?? null,
    years: [...years.values()].sort((a, b) => b.year - a.year).map(({ year: y, viewings: count }): DiaryYear => ({ year: y, viewings: count })),
    totals: {
      viewings: chosen.length,
      minutes: chosen.reduce((sum, viewing) => sum + minutesOf(viewing.movieId), 0),
      films: filmsChosen.size,
      rewatches,
      days: days.length,
      longest_run: longestRun(days),
    },
    by_year: [...years.values()].sort((a, b) => a.year - b.year),
    by_month: monthsOf === undefined ? null : { year: monthsOf, months },
    genres: mostFirst(genres.values()),
    decades: [...decades.values()].sort((a, b) => a.key - b.key),
    languages: mostFirst(languages.values()).slice(0, STATS_TOP),
    countries: mostFirst(countries.values()).slice(0, STATS_TOP),
    ratings: HALF_STAR_STEPS.map((stars) => ({ stars, films: rated.filter(([, halfStars]) => halfStars === stars * 2).length })),
    directors: mostCounted(directors, names.person),
    actors: mostCounted(actors, names.person),
    without_facts: withoutFacts,
  };
}

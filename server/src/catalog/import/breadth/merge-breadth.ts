import type { MovieRecord, PersonRecord } from "../../model";
import { DEPARTMENT_OF_JOB } from "../crew-jobs";
import type { SamplePerson } from "../sample-schema";
import { StableIds } from "./stable-id";
import { titleKey } from "./title-key";
import { vegaGenreIds } from "./vega-genres";
import type { VegaFilm } from "./vega-movies";

/**
 * Merging the vega-datasets films into the curated sample (docs/decisions/011): a vega film that is
 * a curated film only fills what the curated entry lacks; every other vega film becomes a breadth
 * entry of its own. A vega film is a curated one when a title (the title, original title or one of
 * its other titles) is the same and either the year is (give or take one, as dates differ between
 * countries, or one of its other release years) or the director is (vega misdates some films).
 */
const BREADTH_FILM_IDS = 50_000_000;
const BREADTH_PERSON_IDS = 40_000_000;

/** The year of an ISO date, or null for TMDB's "" (unknown). */
export function releaseYear(date: string): number | null {
  return date === "" ? null : Number(date.slice(0, 4));
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** What a curated film is recognised by. */
export interface CuratedIdentity {
  id: number;
  title: string;
  original_title: string;
  also_known_as: readonly string[];
  other_release_years: readonly number[];
  release_date: string;
  directorNames: readonly string[];
}

export function matchCurated(films: readonly CuratedIdentity[], vega: readonly VegaFilm[]): { matched: Map<number, VegaFilm>; unmatched: VegaFilm[] } {
  const byTitle = groupBy(vega, (film) => titleKey(film.title));
  const byKey = groupBy(vega, (film) => `${titleKey(film.title)}|${String(releaseYear(film.releaseDate))}`);
  const claimed = new Set<VegaFilm>();
  const matched = new Map<number, VegaFilm>();
  const claim = (id: number, found: VegaFilm | undefined): boolean => {
    if (!found || claimed.has(found)) return false;
    claimed.add(found);
    matched.set(id, found);
    return true;
  };
  for (const film of films) {
    const year = releaseYear(film.release_date) ?? 0;
    const titles = [film.title, film.original_title, ...film.also_known_as].map(titleKey);
    const years = [year, year - 1, year + 1, ...film.other_release_years];
    const found = years.some((candidateYear) =>
      titles.some((title) => claim(film.id, byKey.get(`${title}|${String(candidateYear)}`)?.find((candidate) => !claimed.has(candidate)))),
    );
    if (found) continue;
    const directors = new Set(film.directorNames.map(titleKey));
    titles.some((title) => claim(film.id, byTitle.get(title)?.find((candidate) => candidate.director !== null && directors.has(titleKey(candidate.director)) && !claimed.has(candidate))));
  }
  return { matched, unmatched: vega.filter((film) => !claimed.has(film)) };
}

/** Directors named by vega films: the curated person of that name when there is one, so credits join up. */
export class BreadthPeople {
  private readonly byName = new Map<string, PersonRecord>();
  private readonly ids = new StableIds(BREADTH_PERSON_IDS);

  constructor(curated: Iterable<SamplePerson>) {
    for (const person of curated) this.byName.set(titleKey(person.name), { id: person.id, name: person.name, gender: person.gender });
  }

  person(name: string): PersonRecord {
    const key = titleKey(name);
    let person = this.byName.get(key);
    if (!person) {
      person = { id: this.ids.idFor(key), name, gender: 0 };
      this.byName.set(key, person);
    }
    return person;
  }
}

function directorCredit(person: PersonRecord): MovieRecord["crew"][number] {
  return { person, job: "Director", department: DEPARTMENT_OF_JOB.Director ?? "Directing" };
}

/** Fills the gaps of a curated record from its vega twin; what the curated entry says always wins. */
export function fillFromVega(record: MovieRecord, vega: VegaFilm, people: BreadthPeople): MovieRecord {
  const hasDirector = record.crew.some((credit) => credit.job === "Director");
  return {
    ...record,
    runtime: record.runtime ?? vega.runtime,
    budget: record.budget || vega.budget,
    revenue: record.revenue || vega.worldwideGross,
    genre_ids: record.genre_ids.length > 0 ? record.genre_ids : vegaGenreIds(vega.majorGenre, vega.creativeType),
    crew: hasDirector || vega.director === null ? record.crew : [...record.crew, directorCredit(people.person(vega.director))],
  };
}

export class BreadthFilms {
  private readonly ids = new StableIds(BREADTH_FILM_IDS);

  constructor(private readonly people: BreadthPeople) {}

  /** A film only vega knows: its facts, no overview or cast (TMDB too sends "" for a missing overview). */
  record(film: VegaFilm): MovieRecord {
    return {
      id: this.ids.idFor(`${titleKey(film.title)}|${String(releaseYear(film.releaseDate))}`),
      title: film.title,
      original_title: film.title,
      original_language: "",
      overview: "",
      release_date: film.releaseDate,
      runtime: film.runtime,
      budget: film.budget,
      revenue: film.worldwideGross,
      status: "Released",
      tagline: "",
      homepage: "",
      imdb_id: null,
      adult: false,
      popularity: 0,
      vote_average: 0,
      vote_count: 0,
      genre_ids: vegaGenreIds(film.majorGenre, film.creativeType),
      keywords: [],
      companies: [],
      production_countries: [],
      spoken_languages: [],
      origin_country: [],
      collection: null,
      cast: [],
      crew: film.director === null ? [] : [directorCredit(this.people.person(film.director))],
      videos: [],
    };
  }
}

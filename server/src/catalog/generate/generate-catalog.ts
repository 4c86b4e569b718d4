import { seededRandom, type Random } from "../../../../common/seeded-random";
import type { Gender, MovieStatus } from "../../../../common/tmdb/wire-types";
import type { CastRecord, CompanyRecord, CrewRecord, MovieRecord, PersonRecord } from "../model";
import { productionCountry } from "../import/countries";
import { spokenLanguage } from "../import/languages";
import { logNormal, normal, skewedIndex, skewedPick, weighted } from "./skewed";
import { COMPANY_WORDS, FOREIGN_SYLLABLES, KEYWORD_WORDS, NAME_SYLLABLES, SEQUEL_WORDS, TITLE_ADJECTIVES, TITLE_NOUNS } from "./vocabulary";

/**
 * A catalog of any size shaped like TMDB's, for benchmarks and tests: the same seed gives the same
 * films, people and credits. Films are made one at a time and people are worked out from their id,
 * so a million films take no more memory than a thousand. The pools of people and companies grow
 * with the number of films, so a catalog of N films is not the first N of a larger one.
 *
 * The shapes it follows (TMDB's, roughly): far more films from recent decades than from the 1920s;
 * popularity and vote counts with a long tail (most films obscure, unvoted; a few famous); drama and
 * comedy most common, one to three genres a film; titles that share common words, and series whose
 * later films carry the first one's name and belong to one collection; about three people a film
 * overall, most credited once or twice and a few in hundreds of films.
 */
export interface GenerateOptions {
  films: number;
  seed: number;
}

/** The years films are dated in. */
const FIRST_YEAR = 1920;
const LAST_YEAR = 2027;
/** The generator's fixed "today" (fixed, so a seed gives the same catalog on any day): films dated after it are not released yet. */
export const GENERATED_TODAY = "2026-11-29";
/** How much faster the number of films grows each year: TMDB's catalog roughly doubles every 15 years of release dates. */
const YEARS_PER_E_FOLD = 22;

/**
 * People's pools per film: actors, and crew by department. Drawn with a skew, about three in four
 * of the pool is credited at least once, giving about three distinct people a film overall.
 */
const ACTORS_PER_FILM = 2.3;
const CREW_DEPARTMENTS = [
  { department: "Directing", perFilm: 0.25, jobs: ["Director"] },
  { department: "Writing", perFilm: 0.35, jobs: ["Screenplay", "Writer", "Story", "Novel"] },
  { department: "Production", perFilm: 0.3, jobs: ["Producer", "Executive Producer"] },
  { department: "Sound", perFilm: 0.1, jobs: ["Original Music Composer"] },
  { department: "Camera", perFilm: 0.1, jobs: ["Director of Photography"] },
  { department: "Editing", perFilm: 0.1, jobs: ["Editor"] },
] as const;
/** How strongly the pools favour their first people: the most credited actor of a million films has about a thousand credits. */
const PEOPLE_SKEW = 0.42;
/** Each person's id leaves room for the pool it is in: actors end in 1, each crew department in 2 to 7. */
const ID_STRIDE = 8;

const GENRE_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [18, 30], [35, 18], [99, 11], [53, 9], [27, 8], [10749, 7], [28, 7], [80, 5], [16, 5], [10751, 4], [12, 4],
  [10402, 4], [878, 3], [14, 3], [9648, 3], [10770, 3], [36, 2], [10752, 1.5], [37, 1],
];

/** Original languages and the country a film in each is most often made in. */
const LANGUAGES: ReadonlyArray<readonly [readonly [string, string], number]> = [
  [["en", "US"], 40], [["en", "GB"], 8], [["fr", "FR"], 8], [["es", "ES"], 4], [["es", "MX"], 3], [["ja", "JP"], 6], [["de", "DE"], 5],
  [["it", "IT"], 4], [["ko", "KR"], 3], [["zh", "CN"], 3], [["hi", "IN"], 3], [["ru", "RU"], 3], [["pt", "BR"], 3], [["sv", "SE"], 2],
  [["da", "DK"], 1], [["tr", "TR"], 1], [["pl", "PL"], 1], [["nl", "NL"], 1],
];

/** How strongly titles favour the first words of their lists: the commonest word is in about one title in twenty. */
const TITLE_SKEW = 0.35;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A seeded source of its own for each person, company or series: what they are depends on their id alone. */
const randomFor = (seed: number, kind: number, id: number) => seededRandom(Math.imul(seed ^ 0x9e3779b9, 31) ^ Math.imul(id, 0x85ebca6b) ^ Math.imul(kind, 0xc2b2ae35));

function syllables(random: Random, count: number): string {
  let word = "";
  for (let i = 0; i < count; i++) word += random.pick(NAME_SYLLABLES);
  return capitalised(word);
}

function person(seed: number, id: number, department: string): PersonRecord {
  const random = randomFor(seed, 1, id);
  const name = `${syllables(random, random.int(1, 2))} ${syllables(random, random.int(2, 3))}`;
  const gender: Gender = random.chance(0.05) ? 0 : random.chance(0.47) ? 1 : 2;
  return { id, name, gender, known_for_department: department };
}

function company(seed: number, id: number): CompanyRecord {
  const random = randomFor(seed, 2, id);
  const [, country] = weighted(random, LANGUAGES);
  return { id, name: `${syllables(random, random.int(2, 3))} ${random.pick(COMPANY_WORDS)}`, origin_country: country };
}

/** A release year: weighted toward recent years, as TMDB's catalog is. */
function releaseYear(random: Random): number {
  const span = LAST_YEAR - FIRST_YEAR + 1;
  return Math.min(LAST_YEAR, FIRST_YEAR + Math.floor(YEARS_PER_E_FOLD * Math.log(1 + random.next() * (Math.exp(span / YEARS_PER_E_FOLD) - 1))));
}

function releaseDate(random: Random, year: number): string {
  return `${year}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
}

function englishTitle(random: Random): string {
  const noun = () => skewedPick(random, TITLE_NOUNS, TITLE_SKEW);
  const adjective = () => skewedPick(random, TITLE_ADJECTIVES, TITLE_SKEW);
  return weighted<() => string>(random, [
    [() => `The ${noun()}`, 15],
    [() => `${adjective()} ${noun()}`, 20],
    [() => `The ${adjective()} ${noun()}`, 15],
    [() => `${noun()} of the ${noun()}`, 8],
    [() => noun(), 10],
    [() => `${noun()} and ${noun()}`, 5],
    [() => `${noun()} ${noun()}`, 7],
    [() => `My ${adjective()} ${noun()}`, 4],
    [() => `A ${noun()} for the ${noun()}`, 3],
    [() => `${syllables(random, 2)}`, 5],
  ])();
}

function foreignTitle(random: Random): string {
  return Array.from({ length: random.int(1, 3) }, () => capitalised(skewedPick(random, FOREIGN_SYLLABLES))).join(" ");
}

function overview(random: Random, genre: string): string {
  const noun = () => skewedPick(random, TITLE_NOUNS).toLowerCase();
  const adjective = () => skewedPick(random, TITLE_ADJECTIVES).toLowerCase();
  return weighted<() => string>(random, [
    [() => `A ${adjective()} ${genre.toLowerCase()} about a ${noun()} who must face the ${noun()} before the ${noun()} is lost.`, 3],
    [() => `When a ${noun()} comes to a ${adjective()} ${noun()}, nothing in the ${noun()} stays the same.`, 3],
    [() => `The story of a ${adjective()} ${noun()}, a ${noun()} and the ${noun()} between them.`, 2],
    [() => "", 1],
  ])();
}

/** A later film of a series, waiting for its place in the catalog. */
interface Sequel {
  collection: { id: number; name: string };
  title: string;
  year: number;
  language: readonly [string, string];
  genres: number[];
  director: PersonRecord | undefined;
}

/** The films of a generated catalog, in id order. */
export function* generateCatalog({ films, seed }: GenerateOptions): Generator<MovieRecord> {
  const random = seededRandom(seed);
  const actorPool = Math.max(1, Math.round(films * ACTORS_PER_FILM));
  const companies = Math.max(1, Math.round(films / 25));
  const sequels = new Map<number, Sequel>();
  let collections = 0;
  const actor = () => person(seed, skewedIndex(random, actorPool, PEOPLE_SKEW) * ID_STRIDE + 1, "Acting");
  const crewMember = (departmentIndex: number) => {
    const { department, perFilm } = CREW_DEPARTMENTS[departmentIndex]!;
    const pool = Math.max(1, Math.round(films * perFilm));
    return person(seed, skewedIndex(random, pool, PEOPLE_SKEW) * ID_STRIDE + 2 + departmentIndex, department);
  };

  for (let made = 0; made < films; made++) {
    // TMDB's ids have gaps (deleted and adult entries): about one in four numbers is unused.
    const id = made + 1 + Math.floor(made / 3);
    const sequel = sequels.get(made);
    sequels.delete(made);

    const language = sequel?.language ?? weighted(random, LANGUAGES);
    const [originalLanguage, country] = language;
    const year = sequel?.year ?? releaseYear(random);
    const dated = sequel !== undefined || !random.chance(0.03);
    const release_date = dated ? releaseDate(random, year) : "";
    const status: MovieStatus = release_date > GENERATED_TODAY ? weighted<MovieStatus>(random, [["Post Production", 3], ["In Production", 2], ["Planned", 1]]) : "Released";

    const genreCount = weighted(random, [[1, 45], [2, 35], [3, 20]] as const);
    const genres = sequel?.genres ?? [...new Set(Array.from({ length: genreCount }, () => weighted(random, GENRE_WEIGHTS)))];
    const genreName = genres[0] === 99 ? "documentary" : genres[0] === 27 ? "horror film" : genres[0] === 35 ? "comedy" : "drama";
    const documentary = genres.includes(99);

    // Popularity: a long tail, and newer films more popular, as on TMDB.
    const popularity = Math.round(logNormal(random, 0, 1.4) * (1 + Math.max(0, year - 2010) / 6) * (sequel ? 3 : 1) * 1000) / 1000;
    const vote_count = popularity < 0.8 && random.chance(0.7) ? 0 : Math.floor(logNormal(random, 1 + 1.3 * Math.log(1 + popularity), 1));
    const vote_average = vote_count === 0 ? 0 : Math.round(Math.min(10, Math.max(0, normal(random, 6.2, 0.9 + 3 / Math.sqrt(vote_count + 1)))) * 1000) / 1000;

    const englishName = sequel ? sequel.title : englishTitle(random);
    const original_title = sequel || originalLanguage === "en" || random.chance(0.3) ? englishName : foreignTitle(random);

    const castSize = Math.min(40, Math.floor(logNormal(random, 1.1 + 0.35 * Math.log(1 + popularity), 0.7)) - (documentary ? 2 : 0));
    const cast: CastRecord[] = [];
    const castIds = new Set<number>();
    for (let order = 0; order < castSize; order++) {
      const member = actor();
      if (castIds.has(member.id)) continue;
      castIds.add(member.id);
      cast.push({ person: member, character: documentary ? "Self" : syllables(random, random.int(1, 2)), order: cast.length });
    }
    const crew: CrewRecord[] = [];
    const director = sequel?.director ?? (random.chance(0.92) ? crewMember(0) : undefined);
    if (director) crew.push({ person: director, department: "Directing", job: "Director" });
    for (const [departmentIndex, chance] of [[1, 0.55], [2, 0.4], [3, 0.3], [4, 0.28], [5, 0.25]] as const) {
      if (!random.chance(Math.min(0.95, chance * (1 + Math.log(1 + popularity) / 4)))) continue;
      const { department, jobs } = CREW_DEPARTMENTS[departmentIndex];
      crew.push({ person: crewMember(departmentIndex), department, job: random.pick(jobs) });
    }

    let collection = sequel?.collection ?? null;
    // About one film in thirty starts a series of two to six, its later films among the next hundred.
    if (!sequel && release_date !== "" && year < LAST_YEAR - 2 && random.chance(1 / 30)) {
      collections += 1;
      collection = { id: 10_000 + collections, name: `${englishName} Collection` };
      let at = made;
      let laterYear = year;
      const parts = random.int(2, 6);
      for (let part = 2; part <= parts; part++) {
        at += random.int(1, 100);
        laterYear = Math.min(LAST_YEAR, laterYear + random.int(1, 4));
        const title = random.chance(0.5) ? `${englishName} ${part}` : `${englishName}: ${random.pick(SEQUEL_WORDS)}`;
        // One film a place: a place another series has taken already goes to the next free one.
        while (sequels.has(at)) at++;
        sequels.set(at, { collection, title, year: laterYear, language, genres, director: random.chance(0.6) ? director : undefined });
      }
    }

    const companyCount = weighted(random, [[0, 15], [1, 45], [2, 25], [3, 15]] as const);
    const filmCompanies = [...new Map(Array.from({ length: companyCount }, () => company(seed, skewedIndex(random, companies, 0.55) + 1)).map((c) => [c.id, c])).values()];
    const keywordCount = Math.min(12, Math.floor(logNormal(random, 0.6 + 0.3 * Math.log(1 + popularity), 0.8)));
    const keywords = [...new Set(Array.from({ length: keywordCount }, () => skewedPick(random, KEYWORD_WORDS, 0.5)))];
    const budget = originalLanguage === "en" && popularity > 5 && random.chance(0.4) ? Math.round(logNormal(random, 16, 1.2) / 100_000) * 100_000 : 0;
    const revenue = budget > 0 && status === "Released" && random.chance(0.7) ? Math.round(budget * logNormal(random, 0.5, 1)) : 0;

    yield {
      id,
      title: englishName,
      original_title,
      original_language: originalLanguage,
      overview: overview(random, genreName),
      release_date,
      runtime: random.chance(0.05) ? null : Math.round(Math.min(240, Math.max(documentary ? 30 : 60, normal(random, documentary ? 80 : 102, 18)))),
      budget,
      revenue,
      status,
      tagline: random.chance(0.4) ? `${skewedPick(random, TITLE_ADJECTIVES)} ${skewedPick(random, TITLE_NOUNS).toLowerCase()}.` : "",
      homepage: "",
      imdb_id: random.chance(0.8) ? `tt${String(id * 7 + 1_000_000).padStart(7, "0")}` : null,
      adult: false,
      popularity,
      vote_count,
      vote_average,
      genre_ids: genres,
      keywords,
      companies: filmCompanies,
      production_countries: [productionCountry(country)],
      spoken_languages: originalLanguage === "en" || !random.chance(0.3) ? [spokenLanguage(originalLanguage)] : [spokenLanguage(originalLanguage), spokenLanguage("en")],
      origin_country: [country],
      collection,
      cast,
      crew,
      videos: [],
    };
  }
}

import Database from "better-sqlite3";
import { LRUCache } from "lru-cache";
import { readCatalogVersion } from "../catalog-version";
import type {
  CastMember, Collection, CrewMember, Gender, MovieCastCredit, MovieCrewCredit, MovieDetails, MovieListItem, MovieStatus, PersonDetails, PersonListFields,
  ProductionCompany, ProductionCountry, SpokenLanguage, Video,
} from "../../../../common/tmdb/wire-types";
import type { RenownedFilm } from "../../../../common/tmdb/people";
import { webHomepage } from "../../../../common/web-homepage";
import { imagePaths } from "../images/image-paths";
import { GENRE_NAMES } from "../model";
import { STORED_INDEXES } from "../schema";
import type { FilmFacts, PersonRef } from "../../stats/film-facts";
import { buildRelatedIndex, recommendedMovies, similarMovies, type RelatedIndex } from "../related/related-movies";
import { SearchIndex } from "../search/search-index";
import type { IndexOptions } from "../search/search-index-parts";
import { CollectionIndex } from "./collection-index";
import { KeywordIndex } from "./keyword-index";
import { rankPeople, readPeopleRanking, type PeopleRanking } from "./people-ranking";
import { dateOf, positionOf, readFilmTable, readStoredFilmTable, yearOf, type FilmTable } from "./film-table";
import { listAt } from "./id-lists";
import { readStoredIndex } from "./stored-indexes";
import { buildPeopleSearch, buildTitleSearch, PEOPLE_SEARCH } from "./search-builds";

/** What a film's list item is made of, as its `movies` row holds it. */
const LIST_COLUMNS = "id, title, original_title, original_language, overview, release_date, adult, popularity, vote_average, vote_count, genre_ids";
type ListRow = Pick<MovieRow, "id" | "title" | "original_title" | "original_language" | "overview" | "release_date" | "adult" | "popularity" | "vote_average" | "vote_count" | "genre_ids">;

/** List items kept once read (the films people look at again and again), the most recently used. */
const LIST_ITEMS_KEPT = 20_000;

interface MovieRow {
  id: number; title: string; original_title: string; original_language: string; overview: string; release_date: string;
  runtime: number | null; budget: number; revenue: number; status: string; tagline: string; homepage: string;
  imdb_id: string | null; adult: number; popularity: number; vote_average: number; vote_count: number; genre_ids: string;
  keywords: string; company_ids: string; production_countries: string; spoken_languages: string; origin_country: string;
  collection_id: number | null; videos: string;
}

interface PersonRow { id: number; name: string; original_name: string; gender: number; known_for_department: string; popularity: number }
interface ProfileRow {
  biography: string; birthday: string | null; deathday: string | null; place_of_birth: string | null; also_known_as: string; imdb_id: string | null; homepage: string | null;
}
/** A person's list fields as the credits' joins read them, after the credit's own columns. */
type PersonColumns = [name: string, originalName: string, gender: number, knownForDepartment: string, popularity: number];
type CastRow = [personId: number, character: string, ord: number, castId: number, creditId: string, ...person: PersonColumns];
type PersonCastRow = [movieId: number, character: string, ord: number, creditId: string];
type PersonCrewRow = [movieId: number, department: string, job: string, creditId: string];
type CrewRow = [personId: number, department: string, job: string, creditId: string, ...person: PersonColumns];

function toListItem(row: ListRow): MovieListItem {
  return {
    adult: row.adult === 1,
    backdrop_path: imagePaths.backdrop(row.id),
    genre_ids: JSON.parse(row.genre_ids) as number[],
    id: row.id,
    original_language: row.original_language,
    original_title: row.original_title,
    overview: row.overview,
    popularity: row.popularity,
    poster_path: imagePaths.poster(row.id),
    release_date: row.release_date,
    title: row.title,
    video: false,
    vote_average: row.vote_average,
    vote_count: row.vote_count,
  };
}

/** TMDB's genders are 0 to 3; anything else a source wrote is "not set". */
const genderOf = (gender: number): Gender => (gender >= 0 && gender <= 3 ? gender : 0) as Gender;

function personFields(row: PersonRow): PersonListFields {
  return {
    adult: false,
    gender: genderOf(row.gender),
    id: row.id,
    known_for_department: row.known_for_department,
    name: row.name,
    original_name: row.original_name,
    popularity: row.popularity,
    profile_path: imagePaths.profile(row.id),
  };
}

const PERSON_COLUMNS = "p.name, p.original_name, p.gender, p.known_for_department, p.popularity";

/**
 * The read side of catalog.db. Films' lists are ranked and filtered on the film table in memory
 * (flat arrays the import stored, docs/decisions/074); search and the people's ranking on flat
 * indexes the import stored; list items, details, credits, people and related films are read with
 * indexed queries on the read-only file. One instance serves one catalog file; a new file gets a
 * new instance (see catalog-holder).
 */
export class CatalogStore {
  /** What lists filter and sort on, a film per position in ascending id order. */
  readonly films: FilmTable;
  /** Every movie id, most popular first. */
  readonly byPopularity: readonly number[];
  /** Every original language some film has. */
  readonly originalLanguages: ReadonlySet<string>;
  readonly search: SearchIndex;
  readonly keywords: KeywordIndex;
  readonly collections: CollectionIndex;
  /** The day the catalog was built ("YYYY-MM-DD"). */
  readonly builtOn: string;
  /** What the catalog holds, as a version that processes serving the same content share (catalog-version.ts). */
  readonly version: string;
  /** Present when related films are ranked here (a catalog stored without them) rather than read from the file. */
  private readonly related: RelatedIndex | undefined;
  private readonly db: Database.Database;
  private readonly statements;
  private readonly relatedCache = new Map<string, number[]>();
  private readonly listItems = new LRUCache<number, MovieListItem>({ max: LIST_ITEMS_KEPT });
  /** Each film's production countries, once a person's statistics have asked for them (factsOf). */
  private readonly countriesRead = new Map<number, readonly string[]>();
  private readonly relatedRow: Database.Statement<[number], { similar: string; recommendations: string }> | undefined;
  /** Absent in a catalog written before people had profiles (schema version 1). */
  private readonly profileRow: Database.Statement<[number], ProfileRow> | undefined;
  private peopleRanked: PeopleRanking | undefined;
  private filmPopularity: Float64Array | undefined;
  private peopleIndex: SearchIndex | undefined;
  /** Prepared on first use: only `/3/find` asks. */
  private imdbLookups: { movies: Database.Statement<[string], { id: number }>; people: Database.Statement<[string], { id: number }> | undefined } | undefined;

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    // The catalog is read-only and modest (tens of MB): map it and keep its pages cached, so a
    // credits query is memory reads rather than a read() system call per page.
    this.db.pragma("mmap_size = 268435456");
    this.db.pragma("cache_size = -65536");
    this.statements = {
      listItem: this.db.prepare<[number], ListRow>(`SELECT ${LIST_COLUMNS} FROM movies WHERE id = ?`),
      movie: this.db.prepare<[number], MovieRow>("SELECT * FROM movies WHERE id = ?"),
      // Raw rows (arrays), each with its person joined: credits are the heaviest answer, so no row objects.
      cast: this.db.prepare<[number], CastRow>(`SELECT c.person_id, c.character, c.ord, c.cast_id, c.credit_id, ${PERSON_COLUMNS} FROM cast_credits c JOIN people p ON p.id = c.person_id WHERE c.movie_id = ? ORDER BY c.ord, c.rowid`).raw(),
      crew: this.db.prepare<[number], CrewRow>(`SELECT c.person_id, c.department, c.job, c.credit_id, ${PERSON_COLUMNS} FROM crew_credits c JOIN people p ON p.id = c.person_id WHERE c.movie_id = ? ORDER BY c.rowid`).raw(),
      person: this.db.prepare<[number], PersonRow>("SELECT id, name, original_name, gender, known_for_department, popularity FROM people WHERE id = ?"),
      company: this.db.prepare<[number], { id: number; name: string; origin_country: string }>("SELECT * FROM companies WHERE id = ?"),
      collection: this.db.prepare<[number], { id: number; name: string }>("SELECT * FROM collections WHERE id = ?"),
      castOf: this.db.prepare<[number], PersonCastRow>("SELECT movie_id, character, ord, credit_id FROM cast_credits WHERE person_id = ? ORDER BY movie_id, ord").raw(),
      crewOf: this.db.prepare<[number], PersonCrewRow>("SELECT movie_id, department, job, credit_id FROM crew_credits WHERE person_id = ? ORDER BY movie_id, rowid").raw(),
      // A person's films alone, in castOf's and crewOf's order: what ranks them among their films reads nothing else.
      filmsActedIn: this.db.prepare<[number], number>("SELECT movie_id FROM cast_credits WHERE person_id = ? ORDER BY movie_id, ord").pluck(),
      filmsCrewedIn: this.db.prepare<[number], [movieId: number, department: string]>("SELECT movie_id, department FROM crew_credits WHERE person_id = ? ORDER BY movie_id, rowid").raw(),
      // One statement per list of people (a JSON array), not one per person: a request may name thousands.
      castFilms: this.db.prepare<[string], number>("SELECT movie_id FROM cast_credits WHERE person_id IN (SELECT value FROM json_each(?))").pluck(),
      crewFilms: this.db.prepare<[string], number>("SELECT movie_id FROM crew_credits WHERE person_id IN (SELECT value FROM json_each(?))").pluck(),
      // One statement for many films (a JSON array of ids): a person's statistics name thousands.
      countries: this.db.prepare<[string], { id: number; production_countries: string }>("SELECT id, production_countries FROM movies WHERE id IN (SELECT value FROM json_each(?))"),
    };
    const hasProfiles = this.db.prepare("SELECT 1 FROM pragma_table_info('people') WHERE name = 'biography'").get() !== undefined;
    this.profileRow = hasProfiles
      ? this.db.prepare<[number], ProfileRow>("SELECT biography, birthday, deathday, place_of_birth, also_known_as, imdb_id, homepage FROM people WHERE id = ?")
      : undefined;
    const stored = readStoredIndex(this.db, STORED_INDEXES.films);
    const filmCount = this.db.prepare<[], number>("SELECT COUNT(*) FROM movies").pluck().get()!;
    this.films = (stored && readStoredFilmTable(stored, filmCount)) ?? readFilmTable(this.db);
    this.byPopularity = Array.from(this.films.byPopularity, (position) => this.films.ids[position]!);
    this.originalLanguages = new Set(this.films.languages);
    this.keywords = new KeywordIndex(this.films);
    this.collections = new CollectionIndex(this.db.prepare<[], { id: number; name: string }>("SELECT id, name FROM collections").all(), this.films, (id) => this.listItem(id));
    const builtAt = this.db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'built_at'").get()?.value;
    this.builtOn = (builtAt && /^\d{4}-\d{2}-\d{2}/.test(builtAt) ? builtAt : new Date().toISOString()).slice(0, 10);
    this.version = readCatalogVersion(this.db);
    this.search = this.storedIndex(STORED_INDEXES.titles) ?? buildTitleSearch(this.db);
    // Catalogs store their ranked related lists; one built before that (no `related` table) is ranked here.
    const hasStoredLists = this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'related'").get() !== undefined;
    this.related = hasStoredLists ? undefined : buildRelatedIndex(this.films);
    this.relatedRow = hasStoredLists
      ? this.db.prepare<[number], { similar: string; recommendations: string }>("SELECT similar, recommendations FROM related WHERE movie_id = ?")
      : undefined;
  }

  /**
   * What a person's statistics need of these films (stats/film-facts.ts), of those the catalog
   * has: from memory, but their production countries, read from the file in one statement.
   */
  factsOf(ids: readonly number[]): Map<number, FilmFacts> {
    // Countries read once per film and kept: a person's statistics ask for the same films each time.
    const unread = ids.filter((id) => this.has(id) && !this.countriesRead.has(id));
    if (unread.length > 0) {
      for (const row of this.statements.countries.all(JSON.stringify(unread))) {
        this.countriesRead.set(row.id, (JSON.parse(row.production_countries) as ProductionCountry[]).map((country) => country.iso_3166_1));
      }
    }
    const facts = new Map<number, FilmFacts>();
    const films = this.films;
    for (const id of ids) {
      const p = positionOf(films, id);
      if (p < 0) continue;
      const day = films.released[p]!;
      facts.set(id, {
        runtime: Number.isNaN(films.runtime[p]) ? null : films.runtime[p]!,
        releaseYear: yearOf(day),
        releaseDate: day < 0 ? null : dateOf(day),
        genreIds: listAt(films.genreIds, p),
        language: films.languages[films.language[p]!]!,
        countries: this.countriesRead.get(id) ?? [],
        directorIds: Array.from(listAt(films.directors, p)),
        actorIds: Array.from(listAt(films.leadCast, p)),
      });
    }
    return facts;
  }

  /** A person as a statistic names them, linked to their page. */
  personRef(id: number): PersonRef | undefined {
    const person = this.person(id);
    return person && { id: person.id, name: person.name, profile_path: person.profile_path };
  }

  has(id: number): boolean {
    return positionOf(this.films, id) >= 0;
  }

  /** How many films the catalog holds. */
  get filmCount(): number {
    return this.films.ids.length;
  }

  /** Whether a film is an adult film; undefined for a film the catalog does not have. */
  isAdult(id: number): boolean | undefined {
    const p = positionOf(this.films, id);
    return p < 0 ? undefined : this.films.adult[p] === 1;
  }

  /** A film's release date ("YYYY-MM-DD", or "" when it has none); undefined for a film the catalog does not have. */
  releaseDate(id: number): string | undefined {
    const p = positionOf(this.films, id);
    return p < 0 ? undefined : dateOf(this.films.released[p]!);
  }

  /** A film's keywords' names, in the film's own order. */
  keywordNamesOf(id: number): string[] {
    const p = positionOf(this.films, id);
    return p < 0 ? [] : Array.from(listAt(this.films.keywords, p), (index) => this.films.keywordNames[index]!);
  }

  /** A film's genres as the source gave them, in its order. */
  genreIdsOf(id: number): number[] {
    const p = positionOf(this.films, id);
    return p < 0 ? [] : Array.from(listAt(this.films.genreIds, p));
  }

  /** A film as lists show it, read from the file (and kept, up to LIST_ITEMS_KEPT films). */
  listItem(id: number): MovieListItem | undefined {
    let item = this.listItems.get(id);
    if (!item) {
      const row = this.statements.listItem.get(id);
      if (!row) return undefined;
      this.listItems.set(id, (item = toListItem(row)));
    }
    return item;
  }

  /** Every film's title or original title, by position in the film table, read from the file (the title orders sort on them once). */
  titlesByPosition(key: "title" | "original_title"): string[] {
    return this.db.prepare<[], string>(`SELECT ${key === "title" ? "title" : "original_title"} FROM movies ORDER BY id`).pluck().all();
  }

  details(id: number): MovieDetails | undefined {
    const row = this.statements.movie.get(id);
    if (!row) return undefined;
    const { genre_ids: _genreIds, ...item } = toListItem(row);
    const companyIds = JSON.parse(row.company_ids) as number[];
    return {
      ...item,
      belongs_to_collection: row.collection_id === null ? null : (this.collection(row.collection_id) ?? null),
      budget: row.budget,
      genres: (JSON.parse(row.genre_ids) as number[]).flatMap((genreId) => {
        const genre = GENRE_NAMES.get(genreId);
        return genre ? [{ id: genreId, name: genre }] : [];
      }),
      // Catalogs written before homepages were checked at import may hold any scheme.
      homepage: webHomepage(row.homepage),
      imdb_id: row.imdb_id,
      origin_country: JSON.parse(row.origin_country) as string[],
      production_companies: companyIds.flatMap((companyId) => {
        const company = this.company(companyId);
        return company ? [company] : [];
      }),
      production_countries: JSON.parse(row.production_countries) as ProductionCountry[],
      revenue: row.revenue,
      runtime: row.runtime,
      spoken_languages: JSON.parse(row.spoken_languages) as SpokenLanguage[],
      status: row.status as MovieStatus,
      tagline: row.tagline,
    };
  }

  videos(id: number): Video[] {
    const row = this.statements.movie.get(id);
    return row ? (JSON.parse(row.videos) as Video[]) : [];
  }

  /** Fields are copied one by one on purpose: object spread here made credits four times slower. */
  credits(id: number): { cast: CastMember[]; crew: CrewMember[] } {
    const cast: CastMember[] = [];
    for (const [personId, character, order, castId, creditId, name, originalName, gender, knownForDepartment, popularity] of this.statements.cast.all(id)) {
      cast.push({
        adult: false, gender: genderOf(gender), id: personId, known_for_department: knownForDepartment, name,
        original_name: originalName, popularity, profile_path: imagePaths.profile(personId),
        cast_id: castId, character, credit_id: creditId, order,
      });
    }
    const crew: CrewMember[] = [];
    for (const [personId, department, job, creditId, name, originalName, gender, knownForDepartment, popularity] of this.statements.crew.all(id)) {
      crew.push({
        adult: false, gender: genderOf(gender), id: personId, known_for_department: knownForDepartment, name,
        original_name: originalName, popularity, profile_path: imagePaths.profile(personId),
        credit_id: creditId, department, job,
      });
    }
    return { cast, crew };
  }

  company(id: number): ProductionCompany | undefined {
    const row = this.statements.company.get(id);
    return row && { id: row.id, logo_path: imagePaths.logo(row.id), name: row.name, origin_country: row.origin_country };
  }

  collection(id: number): Collection | undefined {
    const row = this.statements.collection.get(id);
    return row && { id: row.id, name: row.name, poster_path: imagePaths.collectionPoster(row.id), backdrop_path: imagePaths.collectionBackdrop(row.id) };
  }

  /** The films a company made (ascending ids); none for a company no film names. */
  filmsByCompany(id: number): readonly number[] {
    const at = positionOf({ ids: this.films.companyIds }, id);
    return at < 0 ? [] : Array.from(listAt(this.films.companyFilms, at));
  }

  /** The films any of these people plays in (a film may come more than once): indexed look-ups, one statement; only discover asks. */
  filmsWithCast(personIds: readonly number[]): number[] {
    return this.statements.castFilms.all(JSON.stringify(personIds));
  }

  /** The films any of these people worked on behind the camera (a film may come more than once). */
  filmsWithCrew(personIds: readonly number[]): number[] {
    return this.statements.crewFilms.all(JSON.stringify(personIds));
  }

  person(id: number): PersonListFields | undefined {
    const row = this.statements.person.get(id);
    return row && personFields(row);
  }

  /** The film, and the people, a source's IMDb id names (`/3/find`); people's ids come from profiles (schema 2). */
  findByImdbId(imdbId: string): { movieIds: number[]; personIds: number[] } {
    this.imdbLookups ??= {
      movies: this.db.prepare<[string], { id: number }>("SELECT id FROM movies WHERE imdb_id = ?"),
      people: this.profileRow ? this.db.prepare<[string], { id: number }>("SELECT id FROM people WHERE imdb_id = ?") : undefined,
    };
    return {
      movieIds: this.imdbLookups.movies.all(imdbId).map((row) => row.id),
      personIds: this.imdbLookups.people?.all(imdbId).map((row) => row.id) ?? [],
    };
  }

  /** Every country a film was made in, and every language one is spoken in, as the films give them. */
  placesAndLanguages(): { countries: ProductionCountry[]; languages: SpokenLanguage[] } {
    const countries = new Map<string, ProductionCountry>();
    const languages = new Map<string, SpokenLanguage>();
    for (const row of this.db.prepare<[], { production_countries: string; spoken_languages: string }>("SELECT production_countries, spoken_languages FROM movies").iterate()) {
      for (const country of JSON.parse(row.production_countries) as ProductionCountry[]) countries.set(country.iso_3166_1, country);
      for (const language of JSON.parse(row.spoken_languages) as SpokenLanguage[]) languages.set(language.iso_639_1, language);
    }
    const byCode = <T>(code: (item: T) => string) => (a: T, b: T) => (code(a) < code(b) ? -1 : 1);
    return {
      countries: [...countries.values()].sort(byCode((c) => c.iso_3166_1)),
      languages: [...languages.values()].sort(byCode((l) => l.iso_639_1)),
    };
  }

  /** TMDB's person details: the list fields, and the profile a source gave (else empty). */
  personDetails(id: number): PersonDetails | undefined {
    const person = this.person(id);
    if (!person) return undefined;
    const profile = this.profileRow?.get(id);
    const { original_name: _originalName, ...fields } = person;
    return {
      ...fields,
      also_known_as: profile ? (JSON.parse(profile.also_known_as) as string[]) : [],
      biography: profile?.biography ?? "",
      birthday: profile?.birthday ?? null,
      deathday: profile?.deathday ?? null,
      homepage: profile?.homepage ?? null,
      imdb_id: profile?.imdb_id ?? null,
      place_of_birth: profile?.place_of_birth ?? null,
    };
  }

  /**
   * Every film a person is credited on, once per role, with what ranks it among their films (its
   * votes and popularity, from the film table): for the films they are known for, without reading
   * every film's item.
   */
  personFilmRanks(id: number): { cast: RenownedFilm[]; crew: Array<RenownedFilm & { department: string }> } {
    const films = this.films;
    const renown = (movieId: number): RenownedFilm | undefined => {
      const p = positionOf(films, movieId);
      return p < 0 ? undefined : { id: movieId, vote_count: films.votes[p]!, popularity: films.popularity[p]! };
    };
    const cast: RenownedFilm[] = [];
    for (const movieId of this.statements.filmsActedIn.all(id)) {
      const film = renown(movieId);
      if (film) cast.push(film);
    }
    const crew: Array<RenownedFilm & { department: string }> = [];
    for (const [movieId, department] of this.statements.filmsCrewedIn.all(id)) {
      const film = renown(movieId);
      if (film) crew.push({ ...film, department });
    }
    return { cast, crew };
  }

  /** Every film a person is credited on, once per role, as TMDB's movie_credits lists them. */
  personCredits(id: number): { cast: MovieCastCredit[]; crew: MovieCrewCredit[] } {
    const cast: MovieCastCredit[] = [];
    for (const [movieId, character, order, creditId] of this.statements.castOf.all(id)) {
      const item = this.listItem(movieId);
      if (item) cast.push({ ...item, character, credit_id: creditId, order });
    }
    const crew: MovieCrewCredit[] = [];
    for (const [movieId, department, job, creditId] of this.statements.crewOf.all(id)) {
      const item = this.listItem(movieId);
      if (item) crew.push({ ...item, credit_id: creditId, department, job });
    }
    return { cast, crew };
  }

  /**
   * Reads (as the import stored them) or builds the people's ranking and the name indexes (people,
   * keywords, collections) now rather than on first use, which a first search would otherwise wait
   * for (and every request behind it).
   */
  buildSearchIndexes(): void {
    this.peopleByPopularity();
    this.peopleSearch();
    this.keywords.search();
    this.collections.search();
  }

  /** Every film's popularity, most popular first (as `byPopularity` ranks them). */
  filmPopularityByRank(): Float64Array {
    this.filmPopularity ??= Float64Array.from(this.films.byPopularity, (position) => this.films.popularity[position]!);
    return this.filmPopularity;
  }

  /** Every person's id, most popular first, and their popularity in that order: as the import stored them, else ranked now. */
  peopleByPopularity(): PeopleRanking {
    if (!this.peopleRanked) {
      const stored = readStoredIndex(this.db, STORED_INDEXES.peopleRanking);
      this.peopleRanked = (stored && readPeopleRanking(stored)) ?? rankPeople(this.db);
    }
    return this.peopleRanked;
  }

  /** A name index of every person, built like the title index on first use. */
  peopleSearch(): SearchIndex {
    this.peopleIndex ??= this.storedIndex(STORED_INDEXES.people, PEOPLE_SEARCH) ?? buildPeopleSearch(this.db);
    return this.peopleIndex;
  }

  /** A search index the import stored in the file (schema.ts), or undefined: a catalog written before, or by other code. */
  private storedIndex(name: string, options?: IndexOptions): SearchIndex | undefined {
    const stored = readStoredIndex(this.db, name);
    return stored && SearchIndex.fromStored(stored, options);
  }

  /** Ranked ids of films like this one; cached, since a film's neighbours never change within one catalog. */
  similar(id: number): number[] {
    return this.cachedRelated(`s${id}`, () => (this.related ? similarMovies(id, this.related) : this.storedRelated(id, "similar")));
  }

  recommendations(id: number): number[] {
    return this.cachedRelated(`r${id}`, () =>
      this.related ? recommendedMovies(id, this.related) : this.storedRelated(id, "recommendations"));
  }

  private storedRelated(id: number, list: "similar" | "recommendations"): number[] {
    const row = this.relatedRow?.get(id);
    return row ? (JSON.parse(row[list]) as number[]) : [];
  }

  private cachedRelated(key: string, compute: () => number[]): number[] {
    let ids = this.relatedCache.get(key);
    if (!ids) {
      if (this.relatedCache.size > 20_000) this.relatedCache.clear();
      ids = compute();
      this.relatedCache.set(key, ids);
    }
    return ids;
  }

  close(): void {
    this.db.close();
  }
}

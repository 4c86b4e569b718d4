import { renameSync, rmSync } from "node:fs";
import Database from "better-sqlite3";
import { CATALOG_DDL, CATALOG_INDEXES, CATALOG_SCHEMA_VERSION, RELATED_LIMIT, STORED_INDEXES } from "../schema";
import { webHomepage } from "../../../../common/web-homepage";
import { buildRelatedIndex, recommendedMovies, similarMovies } from "../related/related-movies";
import { filmTableBytes, readFilmTable } from "../store/film-table";
import { peopleRankingBytes, rankPeople } from "../store/people-ranking";
import { buildPeopleSearch, buildTitleSearch } from "../store/search-builds";
import { ImportError, type MovieRecord, type PersonProfile, type PersonRecord } from "../model";
import { buildFileFor, removeAbandonedBuilds } from "./abandoned-builds";
import { creditWeight } from "../../../../common/tmdb/people";
import { mainDepartment, newTally, noteDepartment, type DepartmentTally } from "./department-tally";
import { derivedCreditId } from "./credit-id";
import { acquireImportLock } from "./import-lock";
import { stampCatalogVersion } from "../catalog-version";

/**
 * A film, or a person's profile, together with where it came from, so problems can name the file
 * and line. A profile only adds to a person the films credit; a person no film credits is not kept.
 */
export type SourcedRecord = SourcedFilm | { profile: PersonProfile; file: string; line: number };
/** What an importer hands the writer: records one after another, read as they come (a file) or made on the spot (the generator). */
export type CatalogRecords = AsyncIterable<SourcedRecord> | Iterable<SourcedRecord>;
export interface SourcedFilm {
  record: MovieRecord;
  file: string;
  line: number;
}

export interface WriteSummary {
  movies: number;
  people: number;
  castCredits: number;
  crewCredits: number;
  companies: number;
  collections: number;
  source: string;
  /** The catalog's version (catalog-version.ts), as every process serving it reports at /healthz. */
  version: string;
}

/**
 * Writes a complete catalog to a new file beside `target`, then renames it over `target` in one
 * step. Readers holding the old file keep reading it; a failure or interruption before the rename
 * leaves the previous catalog untouched. One import at a time: a second one throws ImportBusyError
 * at once rather than fail midway.
 */
export async function writeCatalog(
  records: CatalogRecords,
  target: string,
  options: { source: string; onProgress?: (count: number) => void },
): Promise<WriteSummary> {
  const release = acquireImportLock(target);
  let db: Database.Database | undefined;
  let temp: string | undefined;
  const cleanUp = () => {
    if (db?.open) db.close();
    if (temp) rmSync(temp, { force: true });
    release();
  };
  process.once("exit", cleanUp);
  try {
    removeAbandonedBuilds(target);
    temp = buildFileFor(target);
    db = new Database(temp);
    return await build(db, temp, records, target, options);
  } finally {
    cleanUp();
    process.removeListener("exit", cleanUp);
  }
}

async function build(
  db: Database.Database,
  temp: string,
  records: CatalogRecords,
  target: string,
  options: { source: string; onProgress?: (count: number) => void },
): Promise<WriteSummary> {
  db.pragma("journal_mode = OFF");
  db.pragma("synchronous = OFF");
  db.exec(CATALOG_DDL);
  const summary = await insertAll(db, records, options);
  db.exec(CATALOG_INDEXES);
  db.exec("ANALYZE");
  db.pragma("journal_mode = DELETE");
  db.close();
  storeDerivedData(temp);
  const version = stampVersion(temp, options.source);
  renameSync(temp, target);
  return { ...summary, version };
}

/** The catalog's version, from its complete content (catalog-version.ts). */
function stampVersion(file: string, source: string): string {
  const db = new Database(file);
  try {
    return stampCatalogVersion(db, source);
  } finally {
    db.close();
  }
}

/**
 * What is derived from the whole catalog, worked out once here rather than by each server: the film
 * table, the title and name search indexes and the people's ranking (a start reads them rather
 * than building them), and each film's similar and recommended films (ranking reads the whole
 * catalog, cheap in bulk and costly per request). Each is built from the rows, stored and let go
 * before the next is built: building one holds several times what it stores, and at a million
 * films all of them held at once took the import past 2 GB (docs/decisions/077).
 */
function storeDerivedData(file: string): void {
  const db = new Database(file);
  try {
    const storeIndex = db.prepare("INSERT INTO stored_indexes VALUES (?, ?)");
    storeFilmTableAndRelatedLists(db, (bytes) => storeIndex.run(STORED_INDEXES.films, bytes));
    storeIndex.run(STORED_INDEXES.titles, buildTitleSearch(db).stored());
    storeIndex.run(STORED_INDEXES.people, buildPeopleSearch(db).stored());
    storeIndex.run(STORED_INDEXES.peopleRanking, peopleRankingBytes(rankPeople(db)));
  } finally {
    db.close();
  }
}

/** The film table, stored, then every film's related lists ranked on it (related-movies.ts) and stored. */
function storeFilmTableAndRelatedLists(db: Database.Database, storeTable: (bytes: Buffer) => void): void {
  const films = readFilmTable(db);
  storeTable(filmTableBytes(films));
  const index = buildRelatedIndex(films);
  const insert = db.prepare("INSERT INTO related VALUES (?, ?, ?)");
  // Written a thousand films at a time as they are ranked: a million films' lists held until the
  // end outgrew Node's heap.
  const write = db.transaction((rows: ReadonlyArray<readonly [number, string, string]>) => {
    for (const row of rows) insert.run(...row);
  });
  let rows: Array<readonly [number, string, string]> = [];
  for (const id of films.ids) {
    rows.push([id, JSON.stringify(similarMovies(id, index).slice(0, RELATED_LIMIT)), JSON.stringify(recommendedMovies(id, index).slice(0, RELATED_LIMIT))]);
    if (rows.length === 1000) {
      write(rows);
      rows = [];
    }
  }
  write(rows);
}

async function insertAll(
  db: Database.Database,
  records: CatalogRecords,
  options: { source: string; onProgress?: (count: number) => void },
): Promise<Omit<WriteSummary, "version">> {
  const insertMovie = db.prepare(`INSERT INTO movies VALUES (@id, @title, @original_title, @original_language, @overview,
    @release_date, @runtime, @budget, @revenue, @status, @tagline, @homepage, @imdb_id, @adult, @popularity, @vote_average,
    @vote_count, @genre_ids, @keywords, @company_ids, @production_countries, @spoken_languages, @origin_country, @collection_id, @videos)`);
  const insertCast = db.prepare("INSERT INTO cast_credits VALUES (?, ?, ?, ?, ?, ?)");
  const insertCrew = db.prepare("INSERT INTO crew_credits VALUES (?, ?, ?, ?, ?)");
  const upsertCompany = db.prepare("INSERT OR IGNORE INTO companies VALUES (?, ?, ?)");
  const upsertCollection = db.prepare("INSERT OR IGNORE INTO collections VALUES (?, ?)");

  // While films come, memory keeps of each person only what the rest of their row is worked out
  // from: their departments' tally (none when the source names their department) and popularity,
  // by their place in the order first credited. A million films credit millions of people; keeping
  // each one's whole record, or even an object each, made the import's heap, and the garbage the
  // collector lets grow in proportion to it, several times larger (docs/decisions/077).
  // Their name, original name, gender and department (the source's, else their first) go to a
  // temporary table as they are first credited, 10,000 rows at a time (a transaction that writes
  // both that table and the catalog costs much more to commit than one film's alone), and every row
  // goes into `people` at the end.
  // The temporary tables are in a file whatever SQLite was built with (set before any is made: a
  // change drops them) and, like the catalog's own build, keep no rollback journal: a failed import
  // throws the whole file away.
  db.pragma("temp_store = FILE");
  db.exec("CREATE TEMP TABLE people_seen (id INTEGER NOT NULL, name TEXT NOT NULL, original_name TEXT NOT NULL, gender INTEGER NOT NULL, department TEXT NOT NULL)");
  db.pragma("temp.journal_mode = OFF");
  const insertSeen = db.prepare("INSERT INTO temp.people_seen VALUES (?, ?, ?, ?, ?)");
  let seen: Array<[id: number, name: string, originalName: string, gender: number, department: string]> = [];
  const writeSeen = db.transaction((rows: typeof seen) => {
    for (const row of rows) insertSeen.run(...row);
  });
  const flushSeen = () => {
    writeSeen(seen);
    seen = [];
  };
  const movieIds = new Set<number>();
  /** Each person's place in the order first credited, by id. */
  const placeOf = new Map<number, number>();
  /** By place: the popularity each person's films give them so far (creditWeight). */
  let renown = new Float64Array(1 << 16);
  /** By place, for people whose department the source does not name: their credits by department. */
  const tallies = new Map<number, DepartmentTally>();
  let castCredits = 0;
  let crewCredits = 0;

  /** Notes a credit of this person's; answers their place. */
  const notePerson = (person: PersonRecord, department: string): number => {
    const known = placeOf.get(person.id);
    if (known !== undefined) {
      const tally = tallies.get(known);
      if (tally) noteDepartment(tally, department);
      return known;
    }
    const place = placeOf.size;
    placeOf.set(person.id, place);
    if (place === renown.length) {
      const grown = new Float64Array(renown.length * 2);
      grown.set(renown);
      renown = grown;
    }
    const given = person.known_for_department ?? null;
    if (given === null) tallies.set(place, newTally(department));
    seen.push([person.id, person.name, person.original_name ?? person.name, person.gender, given ?? department]);
    return place;
  };

  const insertOne = db.transaction((record: MovieRecord) => {
    insertMovie.run({
      ...record,
      // Every importer's records pass here: the one place a homepage is kept or dropped.
      homepage: webHomepage(record.homepage),
      adult: record.adult ? 1 : 0,
      genre_ids: JSON.stringify(record.genre_ids),
      keywords: JSON.stringify(record.keywords),
      company_ids: JSON.stringify(record.companies.map((c) => c.id)),
      production_countries: JSON.stringify(record.production_countries),
      spoken_languages: JSON.stringify(record.spoken_languages),
      origin_country: JSON.stringify(record.origin_country),
      collection_id: record.collection?.id ?? null,
      videos: JSON.stringify(record.videos),
    });
    for (const company of record.companies) upsertCompany.run(company.id, company.name, company.origin_country);
    if (record.collection) upsertCollection.run(record.collection.id, record.collection.name);
    // A person's part in a film is their biggest credit in it: directing, writing and producing one
    // film is one film, not three.
    const parts = new Map<number, number>();
    const notePart = (place: number, weight: number) => parts.set(place, Math.max(parts.get(place) ?? 0, weight));
    for (const [index, credit] of record.cast.entries()) {
      insertCast.run(record.id, credit.person.id, credit.character, credit.order, credit.cast_id ?? index + 1,
        credit.credit_id ?? derivedCreditId(record.id, credit.person.id, "cast", credit.character));
      notePart(notePerson(credit.person, "Acting"), creditWeight({ order: credit.order }));
      castCredits += 1;
    }
    for (const credit of record.crew) {
      insertCrew.run(record.id, credit.person.id, credit.department, credit.job,
        credit.credit_id ?? derivedCreditId(record.id, credit.person.id, credit.department, credit.job));
      notePart(notePerson(credit.person, credit.department), creditWeight({ job: credit.job }));
      crewCredits += 1;
    }
    for (const [place, weight] of parts) renown[place] = renown[place]! + record.popularity * weight;
  });

  const profiles = new Map<number, PersonProfile>();
  for await (const item of records) {
    if ("profile" in item) {
      profiles.set(item.profile.id, item.profile);
      continue;
    }
    const { record, file, line } = item;
    if (movieIds.has(record.id)) throw new ImportError(file, line, `movie id ${record.id} appears twice`);
    movieIds.add(record.id);
    insertOne(record);
    if (seen.length >= 10_000) flushSeen();
    options.onProgress?.(movieIds.size);
  }
  if (movieIds.size === 0) throw new ImportError(options.source, 0, "no movies found: the catalog would be empty");

  flushSeen();
  // The rest of each person's row, in the order they were first credited: the n-th row here completes
  // the n-th of people_seen (a map keeps the order its keys were added in, which is their places'
  // order; both tables start empty and lose no row, so their rowids count alike).
  db.exec(`CREATE TEMP TABLE people_rest (id INTEGER NOT NULL, known_for_department TEXT, popularity REAL NOT NULL, biography TEXT NOT NULL,
    birthday TEXT, deathday TEXT, place_of_birth TEXT, also_known_as TEXT NOT NULL, imdb_id TEXT, homepage TEXT)`);
  const insertRest = db.prepare("INSERT INTO temp.people_rest VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  db.transaction(() => {
    for (const [id, place] of placeOf) {
      // A department the source gave is kept as given (null here); otherwise the one with most of their credits.
      const tally = tallies.get(place);
      const department = tally ? mainDepartment(tally) : null;
      // A person's popularity: their films' popularity, each weighted by their part in it (creditWeight).
      const popularity = renown[place]!;
      const profile = profiles.get(id);
      insertRest.run(id, department, Math.round(popularity * 1000) / 1000,
        profile?.biography ?? "", profile?.birthday ?? null, profile?.deathday ?? null, profile?.place_of_birth ?? null,
        JSON.stringify(profile?.also_known_as ?? []), profile?.imdb_id ?? null, webHomepage(profile?.homepage ?? "") || null);
    }
    const written = db.prepare(`INSERT INTO people SELECT s.id, s.name, s.original_name, s.gender, coalesce(r.known_for_department, s.department),
      r.popularity, r.biography, r.birthday, r.deathday, r.place_of_birth, r.also_known_as, r.imdb_id, r.homepage
      FROM temp.people_seen s JOIN temp.people_rest r ON r.rowid = s.rowid AND r.id = s.id ORDER BY s.rowid`).run().changes;
    if (written !== placeOf.size) throw new Error(`The import lost track of its people: ${written} of ${placeOf.size} rows written`);
  })();
  db.exec("DROP TABLE temp.people_seen; DROP TABLE temp.people_rest");

  const summary: Omit<WriteSummary, "version"> = {
    movies: movieIds.size,
    people: placeOf.size,
    castCredits,
    crewCredits,
    companies: (db.prepare("SELECT count(*) AS n FROM companies").get() as { n: number }).n,
    collections: (db.prepare("SELECT count(*) AS n FROM collections").get() as { n: number }).n,
    source: options.source,
  };
  const setMeta = db.prepare("INSERT INTO meta VALUES (?, ?)");
  setMeta.run("schema_version", String(CATALOG_SCHEMA_VERSION));
  setMeta.run("source", options.source);
  setMeta.run("built_at", new Date().toISOString());
  return summary;
}

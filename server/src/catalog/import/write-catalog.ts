import { renameSync, rmSync } from "node:fs";
import Database from "better-sqlite3";
import { CATALOG_DDL, CATALOG_INDEXES, CATALOG_SCHEMA_VERSION, RELATED_LIMIT, STORED_INDEXES } from "../schema";
import { webHomepage } from "../../../../common/web-homepage";
import { CatalogStore } from "../store/catalog-store";
import { filmTableBytes } from "../store/film-table";
import { peopleRankingBytes } from "../store/people-ranking";
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
 * What is derived from the whole catalog, worked out once here rather than by each server: the
 * title and name search indexes, the people's ranking and the film table (a start reads them
 * rather than building them), and each film's similar and recommended films (ranking reads the
 * whole catalog, cheap in bulk and costly per request). Two steps, each with a store of its own:
 * the indexes' building and the ranking each need much memory, and not at the same time.
 */
function storeDerivedData(file: string): void {
  storeIndexes(file);
  storeRelatedLists(file);
}

function storeIndexes(file: string): void {
  const store = new CatalogStore(file);
  const db = new Database(file);
  try {
    const storeIndex = db.prepare("INSERT INTO stored_indexes VALUES (?, ?)");
    storeIndex.run(STORED_INDEXES.films, filmTableBytes(store.films));
    storeIndex.run(STORED_INDEXES.titles, store.search.stored());
    storeIndex.run(STORED_INDEXES.people, store.peopleSearch().stored());
    storeIndex.run(STORED_INDEXES.peopleRanking, peopleRankingBytes(store.peopleByPopularity()));
  } finally {
    db.close();
    store.close();
  }
}

function storeRelatedLists(file: string): void {
  const store = new CatalogStore(file, { computeRelated: true });
  const db = new Database(file);
  try {
    const insert = db.prepare("INSERT INTO related VALUES (?, ?, ?)");
    // Written a thousand films at a time as they are ranked: a million films' lists held until the
    // end outgrew Node's heap.
    const write = db.transaction((rows: ReadonlyArray<readonly [number, string, string]>) => {
      for (const row of rows) insert.run(...row);
    });
    let rows: Array<readonly [number, string, string]> = [];
    for (const id of store.films.ids) {
      rows.push([id, JSON.stringify(store.similar(id).slice(0, RELATED_LIMIT)), JSON.stringify(store.recommendations(id).slice(0, RELATED_LIMIT))]);
      if (rows.length === 1000) {
        write(rows);
        rows = [];
      }
    }
    write(rows);
  } finally {
    db.close();
    store.close();
  }
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

  const movieIds = new Set<number>();
  const people = new Map<number, PersonRecord & { departments: DepartmentTally; renown: number }>();
  let castCredits = 0;
  let crewCredits = 0;

  const notePerson = (person: PersonRecord, department: string) => {
    const entry = people.get(person.id);
    if (entry) noteDepartment(entry.departments, department);
    else people.set(person.id, { ...person, departments: newTally(department), renown: 0 });
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
    const notePart = (personId: number, weight: number) => parts.set(personId, Math.max(parts.get(personId) ?? 0, weight));
    for (const [index, credit] of record.cast.entries()) {
      insertCast.run(record.id, credit.person.id, credit.character, credit.order, credit.cast_id ?? index + 1,
        credit.credit_id ?? derivedCreditId(record.id, credit.person.id, "cast", credit.character));
      notePerson(credit.person, "Acting");
      notePart(credit.person.id, creditWeight({ order: credit.order }));
      castCredits += 1;
    }
    for (const credit of record.crew) {
      insertCrew.run(record.id, credit.person.id, credit.department, credit.job,
        credit.credit_id ?? derivedCreditId(record.id, credit.person.id, credit.department, credit.job));
      notePerson(credit.person, credit.department);
      notePart(credit.person.id, creditWeight({ job: credit.job }));
      crewCredits += 1;
    }
    for (const [personId, weight] of parts) people.get(personId)!.renown += record.popularity * weight;
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
    options.onProgress?.(movieIds.size);
  }
  if (movieIds.size === 0) throw new ImportError(options.source, 0, "no movies found: the catalog would be empty");

  const insertPerson = db.prepare("INSERT INTO people VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  db.transaction(() => {
    for (const person of people.values()) {
      const department = mainDepartment(person.departments);
      // A person's popularity: their films' popularity, each weighted by their part in it (creditWeight).
      const popularity = person.renown;
      const profile = profiles.get(person.id);
      insertPerson.run(person.id, person.name, person.original_name ?? person.name, person.gender,
        person.known_for_department ?? department, Math.round(popularity * 1000) / 1000,
        profile?.biography ?? "", profile?.birthday ?? null, profile?.deathday ?? null, profile?.place_of_birth ?? null,
        JSON.stringify(profile?.also_known_as ?? []), profile?.imdb_id ?? null, webHomepage(profile?.homepage ?? "") || null);
    }
  })();

  const summary: Omit<WriteSummary, "version"> = {
    movies: movieIds.size,
    people: people.size,
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

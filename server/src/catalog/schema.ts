/**
 * Version 2 added the people's profile columns (biography onwards); a version 1 file still opens,
 * its people without profiles.
 *
 * catalog.db is derived data: rebuilt from its sources at any time and opened read-only by the
 * API. Lists that are only ever read whole with their movie (genres, keywords, countries...) are
 * stored as JSON columns; people, credits, companies and collections are tables so that a person
 * is one row across every film and "what else did they make" is an indexed query.
 */
export const CATALOG_SCHEMA_VERSION = 2;

export const CATALOG_DDL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
CREATE TABLE movies (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  original_title TEXT NOT NULL,
  original_language TEXT NOT NULL,
  overview TEXT NOT NULL,
  release_date TEXT NOT NULL,
  runtime INTEGER,
  budget INTEGER NOT NULL,
  revenue INTEGER NOT NULL,
  status TEXT NOT NULL,
  tagline TEXT NOT NULL,
  homepage TEXT NOT NULL,
  imdb_id TEXT,
  adult INTEGER NOT NULL,
  popularity REAL NOT NULL,
  vote_average REAL NOT NULL,
  vote_count INTEGER NOT NULL,
  genre_ids TEXT NOT NULL,
  keywords TEXT NOT NULL,
  company_ids TEXT NOT NULL,
  production_countries TEXT NOT NULL,
  spoken_languages TEXT NOT NULL,
  origin_country TEXT NOT NULL,
  collection_id INTEGER,
  videos TEXT NOT NULL
) STRICT;
CREATE TABLE people (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  original_name TEXT NOT NULL,
  gender INTEGER NOT NULL,
  known_for_department TEXT NOT NULL,
  popularity REAL NOT NULL,
  biography TEXT NOT NULL,
  birthday TEXT,
  deathday TEXT,
  place_of_birth TEXT,
  also_known_as TEXT NOT NULL,
  imdb_id TEXT,
  homepage TEXT
) STRICT;
CREATE TABLE cast_credits (
  movie_id INTEGER NOT NULL,
  person_id INTEGER NOT NULL,
  character TEXT NOT NULL,
  ord INTEGER NOT NULL,
  cast_id INTEGER NOT NULL,
  credit_id TEXT NOT NULL
) STRICT;
CREATE TABLE crew_credits (
  movie_id INTEGER NOT NULL,
  person_id INTEGER NOT NULL,
  department TEXT NOT NULL,
  job TEXT NOT NULL,
  credit_id TEXT NOT NULL
) STRICT;
CREATE TABLE companies (id INTEGER PRIMARY KEY, name TEXT NOT NULL, origin_country TEXT NOT NULL) STRICT;
CREATE TABLE collections (id INTEGER PRIMARY KEY, name TEXT NOT NULL) STRICT;
CREATE TABLE related (
  movie_id INTEGER PRIMARY KEY,
  similar TEXT NOT NULL,
  recommendations TEXT NOT NULL
) STRICT;
CREATE TABLE stored_indexes (name TEXT PRIMARY KEY, data BLOB NOT NULL) STRICT;
`;

/**
 * What the import works out from the whole catalog for every server to read rather than build at
 * start, kept as bytes in `stored_indexes` (docs/decisions/071): the title and name search
 * indexes, every person's rank by popularity, and the film table (docs/decisions/074). A catalog
 * written before has no such table: they are built at start, as they were.
 */
export const STORED_INDEXES = { titles: "titles", people: "people", peopleRanking: "people-ranking", films: "films" } as const;

/** Related lists are ranked once, at import, and kept to this many films (ten pages). */
export const RELATED_LIMIT = 200;

/** Created after the bulk insert: building indexes once is faster than maintaining them row by row. */
export const CATALOG_INDEXES = `
CREATE INDEX cast_by_movie ON cast_credits (movie_id, ord);
CREATE INDEX cast_by_person ON cast_credits (person_id);
CREATE INDEX crew_by_movie ON crew_credits (movie_id);
CREATE INDEX crew_by_person ON crew_credits (person_id);
CREATE INDEX movies_by_collection ON movies (collection_id);
`;

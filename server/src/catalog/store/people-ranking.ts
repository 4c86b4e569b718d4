import { serialize } from "node:v8";
import { copiedOut, deserializedOrUndefined } from "./stored-indexes";
import type Database from "better-sqlite3";

/**
 * Every person, most popular first (ties by id): their ids, and their popularity in the same
 * order. Popular people's pages are read from it, and a multi search compares a person's place
 * among people with a film's among films. Two flat arrays, 12 bytes a person, rather than an
 * object per person kept in memory (docs/decisions/071).
 */
export interface PeopleRanking {
  ids: Int32Array;
  popularity: Float64Array;
}

/** Ranks the catalog's people from its `people` table (what the import stores, and what a catalog without it gets at start). */
export function rankPeople(db: Database.Database): PeopleRanking {
  // Read row by row into the two arrays: millions of rows read whole first were an object each,
  // several hundred megabytes at a million films for arrays of 36 MB.
  const count = db.prepare<[], number>("SELECT count(*) FROM people").pluck().get()!;
  const ranking: PeopleRanking = { ids: new Int32Array(count), popularity: new Float64Array(count) };
  let at = 0;
  for (const [id, popularity] of db.prepare<[], [number, number]>("SELECT id, popularity FROM people ORDER BY popularity DESC, id").raw().iterate()) {
    ranking.ids[at] = id;
    ranking.popularity[at] = popularity;
    at++;
  }
  return ranking;
}

export function peopleRankingBytes(ranking: PeopleRanking): Buffer {
  return serialize(ranking);
}

/** A ranking read back from `peopleRankingBytes` (its arrays copied out of the bytes), or undefined when the bytes are not one (it is then ranked again). */
export function readPeopleRanking(bytes: Uint8Array): PeopleRanking | undefined {
  const ranking = deserializedOrUndefined(bytes) as Partial<PeopleRanking> | null | undefined;
  return ranking?.ids instanceof Int32Array && ranking.popularity instanceof Float64Array && ranking.ids.length === ranking.popularity.length
    ? copiedOut({ ids: ranking.ids, popularity: ranking.popularity })
    : undefined;
}

import type { ColumnType } from "kysely";

/** Milliseconds since 1970, written as a number; PostgreSQL's bigint is read back as a string, SQLite's as a number. */
type Millis = ColumnType<number | string, number, never>;

/** The table sign-in and sign-up attempts are counted in, as the query layer sees it (database/migrations.ts). */
export interface AttemptTables {
  attempt: {
    /** A random id, so that an attempt can be taken back. */
    id: string;
    /** The limit and what it counts, e.g. "sign-in/address:203.0.113.7". */
    limit_key: string;
    at: Millis;
    /** When the attempt leaves its limit's window; rows past it are deleted. */
    expires_at: Millis;
  };
}

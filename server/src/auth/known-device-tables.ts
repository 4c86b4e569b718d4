import type { ColumnType } from "kysely";

/** Milliseconds since 1970, written as a number; PostgreSQL's bigint is read back as a string, SQLite's as a number. */
type Millis = ColumnType<number | string, number, number>;

/** The devices each account has signed in from (known-devices.ts), as the query layer sees them (database/migrations.ts). */
export interface KnownDeviceTables {
  known_device: {
    /** 128 random bits, base64url: what the device's signed cookie holds. */
    id: string;
    user_id: string;
    /** Its browser and system, for its owner to recognise it ("Firefox on Windows"). */
    label: string;
    created_at: Millis;
    last_used_at: Millis;
    /** When it stops being known unless it signs in again. */
    expires_at: Millis;
  };
}

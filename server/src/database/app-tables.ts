import type { Kysely } from "kysely";
import type { ApiTokenTables } from "../api-tokens/api-token-tables";
import type { AttemptTables } from "../auth/attempt-tables";
import type { KnownDeviceTables } from "../auth/known-device-tables";
import type { MediaServerTables } from "../media-servers/media-server-tables";
import type { CalendarFeedTables } from "../calendar/calendar-feed-tables";
import type { ListsTables } from "../lists/lists-tables";
import type { NamedListTables } from "../named-lists/named-list-tables";

/** Every table of the app's own (better-auth keeps its tables itself), as the query layer sees them. */
export type AppTables = ListsTables & NamedListTables & ApiTokenTables & MediaServerTables & CalendarFeedTables & AttemptTables & KnownDeviceTables;

/**
 * The app's Kysely, typed for the tables one part of the app uses (the lists', the attempts'): its
 * queries name only those. Kysely's types cannot narrow a database to some of its tables, so this
 * is a cast, allowed only for a part that AppTables holds whole.
 */
export function tablesFor<Part extends object>(tables: AppTables extends Part ? Kysely<AppTables> : never): Kysely<Part> {
  return tables as unknown as Kysely<Part>;
}

/**
 * The same database, or a transaction on it, typed for some of the tables it is typed for: a part
 * of the app handing its transaction to another part's query (a logged play's viewing). A cast,
 * since Kysely's types cannot narrow a database; `Whole` holding every table of `Part` is checked.
 */
export function narrowedTo<Part extends object, Whole extends Part>(db: Kysely<Whole>): Kysely<Part> {
  return db as unknown as Kysely<Part>;
}

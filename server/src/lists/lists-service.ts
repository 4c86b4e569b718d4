import type { AppDatabase } from "../database/app-database";
import { tablesFor } from "../database/app-tables";
import { takeTurnsOn } from "../database/take-turns";
import { ListsStore } from "./lists-store";
import { ApiTokensStore } from "../api-tokens/api-tokens-store";
import type { ApiTokenTables } from "../api-tokens/api-token-tables";
import type { NamedListTables } from "../named-lists/named-list-tables";
import type { ListsTables } from "./lists-tables";
import type { MediaServerStoreTables } from "../media-servers/media-servers-store";
import { CalendarFeedsStore } from "../calendar/calendar-feeds-store";
import type { CalendarFeedTables } from "../calendar/calendar-feed-tables";

/**
 * The people's lists, kept in the app's database beside the accounts they belong to (app.db in
 * DATA_DIR, or PostgreSQL: database/), through Kysely, with the same queries on both. Their tables
 * are migrated with the rest at start (database/migrate-database.ts).
 */
export function listsIn(database: Pick<AppDatabase, "tables" | "kind">): ListsStore {
  const turns = takeTurnsOn(database.kind);
  return new ListsStore(
    tablesFor<ListsTables & NamedListTables>(database.tables),
    new ApiTokensStore(tablesFor<ApiTokenTables>(database.tables), turns),
    tablesFor<MediaServerStoreTables>(database.tables),
    new CalendarFeedsStore(tablesFor<CalendarFeedTables>(database.tables)),
    turns,
  );
}

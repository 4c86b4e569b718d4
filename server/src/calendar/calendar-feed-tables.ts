/** The release calendar feeds' table, as the query layer sees it (see database/migrations.ts). */
export interface CalendarFeedTables {
  calendar_feed: {
    /** One feed a person. */
    user_id: string;
    /** The feed address's secret (unique): kept as it is, since the calendar page shows the address. */
    secret: string;
    created_at: string;
  };
}

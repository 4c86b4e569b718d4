import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { CalendarFeedTables } from "./calendar-feed-tables";

/** A feed address's secret: 32 random bytes (256 bits) in URL-safe base64. */
const SECRET_BYTES = 32;
const newSecret = () => randomBytes(SECRET_BYTES).toString("base64url");

/** Where a person's feed is read: calendar apps are given this address whole, and can send nothing else. */
export const feedPath = (secret: string) => `/api/calendar/${secret}.ics`;

/**
 * Each person's private release-calendar feed: an address with a secret of its own (not an API
 * token: a calendar app can only be given a URL, and it can only read release dates), made,
 * replaced (the old address stops at once) and removed by its owner.
 */
export class CalendarFeedsStore {
  constructor(private readonly db: Kysely<CalendarFeedTables>) {}

  /** The person's feed's secret, or null when they have none. */
  async secretOf(userId: string): Promise<string | null> {
    const row = await this.db.selectFrom("calendar_feed").select("secret").where("user_id", "=", userId).executeTakeFirst();
    return row?.secret ?? null;
  }

  /** Gives the person a feed; one they have already is kept. */
  async create(userId: string, now = new Date()): Promise<void> {
    await this.db
      .insertInto("calendar_feed")
      .values({ user_id: userId, secret: newSecret(), created_at: now.toISOString() })
      .onConflict((conflict) => conflict.column("user_id").doNothing())
      .execute();
  }

  /** A new address for the person's feed; false when they have none. */
  async renew(userId: string): Promise<boolean> {
    const done = await this.db.updateTable("calendar_feed").set({ secret: newSecret() }).where("user_id", "=", userId).executeTakeFirst();
    return Number(done.numUpdatedRows) > 0;
  }

  /** Removes the person's feed; false when they had none. */
  async remove(userId: string): Promise<boolean> {
    const done = await this.db.deleteFrom("calendar_feed").where("user_id", "=", userId).executeTakeFirst();
    return Number(done.numDeletedRows) > 0;
  }

  /** Whose feed an address names, or undefined for an unknown (replaced, removed) one. */
  async ownerOf(secret: string): Promise<string | undefined> {
    const row = await this.db.selectFrom("calendar_feed").select("user_id").where("secret", "=", secret).executeTakeFirst();
    return row?.user_id;
  }

  async forgetPerson(userId: string): Promise<void> {
    await this.remove(userId);
  }
}

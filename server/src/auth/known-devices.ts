import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import Bowser from "bowser";
import { parse, serialize } from "hono/utils/cookie";
import { sql, type Kysely } from "kysely";
import { normalisedEmail } from "../../../common/account-limits";
import type { AppDatabase } from "../database/app-database";
import { tablesFor } from "../database/app-tables";
import type { KnownDeviceTables } from "./known-device-tables";

/** The cookie a browser that has signed in to an account keeps, so that account's sign-in limits tell it apart from strangers (docs/decisions/056). */
export const DEVICE_COOKIE = "movieapp_device";
/** A device is known for this long after it last signed in; each sign-in starts the time again. */
export const KNOWN_DEVICE_DAYS = 180;
const KNOWN_DEVICE_MS = KNOWN_DEVICE_DAYS * 24 * 60 * 60 * 1000;
/** The most devices an account keeps known: beyond it, the one that signed in longest ago is forgotten. */
export const MAX_KNOWN_DEVICES = 50;

/** A device that has signed in to an account, as its owner sees it on the account page. */
export interface KnownDevice {
  id: string;
  /** Its browser and system, as its User-Agent named them when it first signed in ("Chrome on Linux"). */
  label: string;
  /** When it first and last signed in, ISO 8601. */
  firstSignIn: string;
  lastSignIn: string;
}

/** A browser and system in a person's words, from a User-Agent; "A browser" when it names neither. */
export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return "A browser";
  const { browser, os } = Bowser.parse(userAgent.slice(0, 512));
  const name = browser.name?.trim();
  const system = os.name?.trim();
  if (name && system) return `${name} on ${system}`;
  return name || system || "A browser";
}

const millis = (value: number | string) => Number(value);

/** The device cookie a request carries (its first well-formed one), if any. */
export function deviceCookieIn(headers: Headers): string | undefined {
  return parse(headers.get("cookie") ?? "", DEVICE_COOKIE)[DEVICE_COOKIE];
}

/**
 * The Set-Cookie line that keeps a device's cookie for KNOWN_DEVICE_DAYS: HttpOnly (no script
 * reads it), sent only to the sign-in service's own paths, Secure on an https origin.
 */
export function deviceCookieLine(value: string, secure: boolean): string {
  return serialize(DEVICE_COOKIE, value, { httpOnly: true, sameSite: "Lax", path: "/api/auth", maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60, secure });
}

/**
 * The devices (browsers) each account has signed in from. A device is known by a cookie holding a
 * random 128-bit id and its HMAC-SHA256 under the server's secret: a cookie that is not the
 * server's is told at once, without the database, and knowing an id (the account page lists them)
 * does not let anyone make its cookie. The cookie counts only for the account it was made for, and
 * only while its row is here: forgetting a device (its owner, on the account page; deleting the
 * account) makes its cookie count for nothing.
 */
export class KnownDevices {
  private readonly db: Kysely<KnownDeviceTables>;

  constructor(
    database: Pick<AppDatabase, "tables">,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.db = tablesFor<KnownDeviceTables>(database.tables);
  }

  private signature(id: string): Buffer {
    return createHmac("sha256", this.secret).update(`known-device:${id}`).digest();
  }

  /** The cookie's value for a device id. */
  cookieValue(id: string): string {
    return `${id}.${this.signature(id).toString("base64url")}`;
  }

  /** The device id a cookie's value holds, when the server signed it; undefined for anything else. */
  private idIn(value: string | undefined): string | undefined {
    if (!value) return undefined;
    const dot = value.indexOf(".");
    if (dot <= 0) return undefined;
    const id = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), "base64url");
    const expected = this.signature(id);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }

  /** The device a cookie's value stands for, when it is known to the account of this email address (as typed at sign-in); otherwise undefined. */
  async recognise(cookie: string | undefined, email: string): Promise<string | undefined> {
    const id = this.idIn(cookie);
    if (!id) return undefined;
    const row = await sql<{ email: string }>`SELECT u.email AS email FROM known_device d JOIN "user" u ON u.id = d.user_id WHERE d.id = ${id} AND d.expires_at > ${this.now()}`.execute(this.db);
    const owner = row.rows[0]?.email;
    return owner !== undefined && normalisedEmail(owner) === normalisedEmail(email) ? id : undefined;
  }

  /**
   * Records that the device with this cookie (or a new device, for no cookie or another account's)
   * has just signed in to the account, and answers the cookie's value to send back.
   */
  async signedIn(userId: string, cookie: string | undefined, userAgent: string | null | undefined): Promise<string> {
    const now = this.now();
    const expiresAt = now + KNOWN_DEVICE_MS;
    const current = this.idIn(cookie);
    if (current) {
      const renewed = await this.db.updateTable("known_device").set({ last_used_at: now, expires_at: expiresAt }).where("id", "=", current).where("user_id", "=", userId).where("expires_at", ">", now).executeTakeFirst();
      if (renewed.numUpdatedRows > 0n) return this.cookieValue(current);
      // The browser's cookie stood for another account's device (or one expired): it is replaced
      // below, so that device is held by no browser any more and is forgotten.
      await this.db.deleteFrom("known_device").where("id", "=", current).execute();
    }
    const id = randomBytes(16).toString("base64url");
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto("known_device").values({ id, user_id: userId, label: deviceLabel(userAgent), created_at: now, last_used_at: now, expires_at: expiresAt }).execute();
      await trx.deleteFrom("known_device").where("user_id", "=", userId).where("expires_at", "<=", now).execute();
      const beyond = await trx.selectFrom("known_device").select("id").where("user_id", "=", userId).orderBy("last_used_at", "desc").orderBy("id").offset(MAX_KNOWN_DEVICES).limit(1000).execute();
      if (beyond.length > 0) await trx.deleteFrom("known_device").where("id", "in", beyond.map((row) => row.id)).execute();
    });
    return this.cookieValue(id);
  }

  /** The account's known devices, the one that signed in last first; `current`, the device this cookie stands for. */
  async list(userId: string, cookie: string | undefined): Promise<(KnownDevice & { current: boolean })[]> {
    const current = this.idIn(cookie);
    const rows = await this.db.selectFrom("known_device").selectAll().where("user_id", "=", userId).where("expires_at", ">", this.now()).orderBy("last_used_at", "desc").orderBy("id").execute();
    return rows.map((row) => ({
      id: row.id,
      label: row.label,
      firstSignIn: new Date(millis(row.created_at)).toISOString(),
      lastSignIn: new Date(millis(row.last_used_at)).toISOString(),
      current: row.id === current,
    }));
  }

  /** Forgets one of the account's devices; false when the account has no device of that id. */
  async forget(userId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom("known_device").where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /**
   * Forgets every device of the account, but `except` (the one asking, after a change of
   * password: a browser that knew the old password is a stranger again); all of them when the
   * account is deleted.
   */
  async forgetAll(userId: string, except?: string): Promise<void> {
    let query = this.db.deleteFrom("known_device").where("user_id", "=", userId);
    if (except !== undefined) query = query.where("id", "!=", except);
    await query.execute();
  }
}

import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { narrowedTo } from "../database/app-tables";
import { errorCode } from "../error-code";
import type { FilmSnapshot } from "../../../common/lists";
import { MEDIA_SERVER_EVENTS_KEPT, MEDIA_SERVER_KINDS, type MediaServerConnection, type MediaServerEvent, type MediaServerKind } from "../../../common/media-servers";
import type { ListsTables } from "../lists/lists-tables";
import type { NamedListTables } from "../named-lists/named-list-tables";
import type { MediaServerTables } from "./media-server-tables";

/** The connections' tables, with the lists' that a logged play adds its viewing to in the same transaction. */
export type MediaServerStoreTables = MediaServerTables & ListsTables & NamedListTables;
type Tables = MediaServerStoreTables;

/** A webhook address's secret: 32 random bytes (256 bits) in URL-safe base64, beyond guessing. */
const SECRET_BYTES = 32;
/** A logged play's event is kept this long beyond the newest MEDIA_SERVER_EVENTS_KEPT, so a late repeat of it still finds it. */
const PLAY_REMEMBERED_MS = 7 * 24 * 60 * 60 * 1000;

/** Where a connection's webhooks go: its kind and secret in the path, which servers can all be given. */
export const webhookPath = (kind: MediaServerKind, secret: string) => `/api/webhooks/${kind}/${secret}`;

/** A connection a webhook came to: whose it is. */
export interface Hook {
  id: string;
  userId: string;
}

/** What came to a connection, as kept: its outcome and what it named. */
export type EventRecord = Omit<MediaServerEvent, "received_at"> & { receivedAt: Date };

/** Adds a viewing within the caller's transaction: the lists' own rule for it (lists-store.ts). */
export type AddViewing = (userId: string, film: FilmSnapshot, seenOn: string, addedAt: string, within: Kysely<ListsTables & NamedListTables>) => Promise<string>;

const EVENT_COLUMNS = ["received_at", "outcome", "reason", "title", "year", "movie_id", "seen_on", "played_by"] as const;

/**
 * A person's connections to media servers: one webhook address per kind, and the newest events
 * that came to each. A play logged is recorded with its key in the same transaction as its
 * viewing, so a repeat of the play (however often a server sends it) finds it and logs nothing.
 */
export class MediaServersStore {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly addViewing: AddViewing,
  ) {}

  /** The person's connections, each with its newest events. */
  async connections(userId: string): Promise<MediaServerConnection[]> {
    const hooks = await this.db.selectFrom("media_server_hook").select(["id", "kind", "secret", "created_at"]).where("user_id", "=", userId).execute();
    const ordered = MEDIA_SERVER_KINDS.flatMap((kind) => hooks.filter((hook) => hook.kind === kind));
    return Promise.all(
      ordered.map(async (hook) => ({
        kind: hook.kind,
        webhook_path: webhookPath(hook.kind, hook.secret),
        created_at: hook.created_at,
        events: await this.db
          .selectFrom("media_server_event")
          .select(EVENT_COLUMNS)
          .where("hook_id", "=", hook.id)
          .orderBy("received_at", "desc")
          .orderBy("id", "desc")
          .limit(MEDIA_SERVER_EVENTS_KEPT)
          .execute(),
      })),
    );
  }

  /** Gives the person a webhook address for this kind; one they have already is kept as it is. */
  async connect(userId: string, kind: MediaServerKind, now = new Date()): Promise<void> {
    await this.db
      .insertInto("media_server_hook")
      .values({ id: randomUUID(), user_id: userId, kind, secret: newSecret(), created_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(["user_id", "kind"]).doNothing())
      .execute();
  }

  /** A new secret for the person's address of this kind: the old address stops working at once. False when they have none. */
  async newAddress(userId: string, kind: MediaServerKind): Promise<boolean> {
    const done = await this.db.updateTable("media_server_hook").set({ secret: newSecret() }).where("user_id", "=", userId).where("kind", "=", kind).executeTakeFirst();
    return Number(done.numUpdatedRows) > 0;
  }

  /** Removes the connection and its events; the viewings it logged stay in the diary. False when there was none. */
  async disconnect(userId: string, kind: MediaServerKind): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const hook = await trx.selectFrom("media_server_hook").select("id").where("user_id", "=", userId).where("kind", "=", kind).executeTakeFirst();
      if (!hook) return false;
      await trx.deleteFrom("media_server_event").where("hook_id", "=", hook.id).execute();
      await trx.deleteFrom("media_server_hook").where("id", "=", hook.id).execute();
      return true;
    });
  }

  /** Whose connection a webhook address names, or undefined for an unknown (or renewed) one. */
  async hookFor(kind: MediaServerKind, secret: string): Promise<Hook | undefined> {
    const row = await this.db.selectFrom("media_server_hook").select(["id", "user_id"]).where("secret", "=", secret).where("kind", "=", kind).executeTakeFirst();
    return row && { id: row.id, userId: row.user_id };
  }

  /** Keeps an event that logged nothing (ignored, not found), for the account page. */
  async record(hook: Hook, event: EventRecord): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await insertEvent(trx, hook, event, null);
      await prune(trx, hook, event.receivedAt);
    });
  }

  /**
   * Logs a play as a viewing of `film` on `seenOn`, once: "repeat" when a play with this key was
   * logged already, and then nothing is added. Two copies arriving at once (PostgreSQL runs their
   * transactions side by side) both find no key; the play's unique key lets one commit, and the
   * other, rolled back whole, is then a repeat.
   */
  async logPlay(hook: Hook, playKey: string, film: FilmSnapshot, seenOn: string, event: EventRecord): Promise<"logged" | "repeat"> {
    const repeat = async () => {
      await this.record(hook, { ...event, outcome: "repeat" });
      return "repeat" as const;
    };
    const known = (trx: Kysely<Tables>) => trx.selectFrom("media_server_event").select("id").where("hook_id", "=", hook.id).where("play_key", "=", playKey).executeTakeFirst();
    try {
      const logged = await this.db.transaction().execute(async (trx) => {
        if (await known(trx)) return false;
        await this.addViewing(hook.userId, film, seenOn, event.receivedAt.toISOString(), narrowedTo<ListsTables & NamedListTables, Tables>(trx));
        await insertEvent(trx, hook, event, playKey);
        await prune(trx, hook, event.receivedAt);
        return true;
      });
      return logged ? "logged" : await repeat();
    } catch (error) {
      if (isUniqueViolation(error) && (await known(this.db))) return repeat();
      throw error;
    }
  }

  /** Every connection of a person and its events, gone: their account is being deleted. */
  async forgetPerson(userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("media_server_event").where("hook_id", "in", trx.selectFrom("media_server_hook").select("id").where("user_id", "=", userId)).execute();
      await trx.deleteFrom("media_server_hook").where("user_id", "=", userId).execute();
    });
  }
}

/** A unique index refused a row: PostgreSQL's code 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE. */
function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

const newSecret = () => randomBytes(SECRET_BYTES).toString("base64url");

async function insertEvent(trx: Kysely<Tables>, hook: Hook, event: EventRecord, playKey: string | null): Promise<void> {
  const { receivedAt, ...fields } = event;
  await trx
    .insertInto("media_server_event")
    .values({ id: randomUUID(), hook_id: hook.id, received_at: receivedAt.toISOString(), ...fields, play_key: playKey })
    .execute();
}

/** Keeps the newest events, and a logged play's a week longer (its repeats must find it). */
async function prune(trx: Kysely<Tables>, hook: Hook, now: Date): Promise<void> {
  const kept = trx.selectFrom("media_server_event").select("id").where("hook_id", "=", hook.id).orderBy("received_at", "desc").orderBy("id", "desc").limit(MEDIA_SERVER_EVENTS_KEPT);
  await trx
    .deleteFrom("media_server_event")
    .where("hook_id", "=", hook.id)
    .where("id", "not in", kept)
    .where((eb) => eb.or([eb("play_key", "is", null), eb("received_at", "<", new Date(now.getTime() - PLAY_REMEMBERED_MS).toISOString())]))
    .execute();
}

import { createHash, randomBytes, randomUUID } from "node:crypto";
import { limitsOf, type TakeTurns } from "../database/take-turns";
import type { Kysely } from "kysely";
import { API_TOKEN_START, MAX_API_TOKENS, type ApiToken, type ApiTokenLifetime, type ApiTokenScope, type NewApiToken } from "../../../common/api-tokens";
import type { ApiTokenTables } from "./api-token-tables";

/** A person who has as many tokens as they may. */
export class ApiTokenLimitError extends Error {}

/** Who a token speaks for, and what it may do. */
export interface TokenOwner {
  userId: string;
  scope: ApiTokenScope;
}

/** A token's secret part: 32 random bytes (256 bits), in URL-safe base64. */
const SECRET_BYTES = 32;
/** The characters of a token shown to recognise it: its start and the first 8 of its secret. */
const PREFIX_LENGTH = API_TOKEN_START.length + 8;
/** A token's last use is written at most this often: a script polling every second writes once a minute. */
const LAST_USE_EVERY_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A token is kept as its SHA-256, never as itself: a copy of the database gives no one a working
 * token. A fast hash is enough, unlike for passwords: the token is 256 random bits, beyond any guessing.
 */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

const COLUMNS = ["id", "name", "scope", "prefix", "created_at", "last_used_at", "expires_at"] as const;

/**
 * A person's personal API tokens, in the app's database (SQLite or PostgreSQL, the same queries).
 * Every query of the owner's tokens is scoped to their user id; every write is one statement,
 * committed before the caller answers.
 */
export class ApiTokensStore {
  /** `turns`: how one person's limit-bound writes take turns (database/take-turns.ts). */
  constructor(
    private readonly db: Kysely<ApiTokenTables>,
    private readonly turns: TakeTurns,
  ) {}

  /** A new token: answered whole this once, kept only as its hash. */
  async create(userId: string, { name, scope, lifetime }: { name: string; scope: ApiTokenScope; lifetime: ApiTokenLifetime }, now = new Date()): Promise<NewApiToken> {
    const token = `${API_TOKEN_START}${randomBytes(SECRET_BYTES).toString("base64url")}`;
    const row = {
      id: randomUUID(),
      name,
      scope,
      prefix: token.slice(0, PREFIX_LENGTH),
      created_at: now.toISOString(),
      last_used_at: null,
      expires_at: lifetime === null ? null : new Date(now.getTime() + lifetime * DAY_MS).toISOString(),
    };
    await this.db.transaction().execute(async (trx) => {
      await this.turns(trx, limitsOf(userId));
      const { count } = await trx.selectFrom("api_token").select((eb) => eb.fn.countAll<string | number>().as("count")).where("user_id", "=", userId).executeTakeFirstOrThrow();
      if (Number(count) >= MAX_API_TOKENS) throw new ApiTokenLimitError(`You have ${MAX_API_TOKENS} tokens, as many as an account can have: revoke one you no longer use first.`);
      await trx.insertInto("api_token").values({ ...row, user_id: userId, token_hash: tokenHash(token) }).execute();
    });
    return { ...row, token };
  }

  /** The person's tokens, the newest first, expired ones too (so they can see why a script stopped). */
  async list(userId: string): Promise<ApiToken[]> {
    return this.db.selectFrom("api_token").select(COLUMNS).where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id").execute();
  }

  /** Revokes a token of the person's at once; false when they have no such token. */
  async revoke(userId: string, id: string): Promise<boolean> {
    const done = await this.db.deleteFrom("api_token").where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
    return Number(done.numDeletedRows) > 0;
  }

  /** Who a token speaks for: null when it is unknown, revoked or expired. Notes its use. */
  async ownerOf(token: string, now = new Date()): Promise<TokenOwner | null> {
    const hash = tokenHash(token);
    const row = await this.db.selectFrom("api_token").select(["user_id", "scope", "last_used_at", "expires_at"]).where("token_hash", "=", hash).executeTakeFirst();
    if (!row || (row.expires_at !== null && row.expires_at <= now.toISOString())) return null;
    if (row.last_used_at === null || now.getTime() - Date.parse(row.last_used_at) >= LAST_USE_EVERY_MS) {
      await this.db.updateTable("api_token").set({ last_used_at: now.toISOString() }).where("token_hash", "=", hash).execute();
    }
    return { userId: row.user_id, scope: row.scope };
  }

  /** Every token of a person, gone: their account is being deleted. */
  async forgetPerson(userId: string): Promise<void> {
    await this.db.deleteFrom("api_token").where("user_id", "=", userId).execute();
  }
}

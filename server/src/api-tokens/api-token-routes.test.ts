import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_TOKEN_START, MAX_API_TOKENS, type ApiToken, type ApiTokensAnswer, type NewApiToken } from "../../../common/api-tokens";
import type { ListsSummary } from "../../../common/lists";
import { personOn, startAppOnDatabase, type AppOnDatabase } from "../test-support/app-on-database";
import { DATABASE_KINDS } from "../test-support/test-database";
import { tablesFor } from "../database/app-tables";
import type { ApiTokenTables } from "./api-token-tables";
import { tokenHash } from "./api-tokens-store";

describe.each(DATABASE_KINDS)("personal API tokens (/api/me/tokens, and Authorization: Bearer on /api/me), on %s", (kind) => {
  let app: AppOnDatabase;

  beforeAll(async () => void (app = await startAppOnDatabase(kind)));
  afterAll(() => app.close());

  const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
  const call = (headers: Record<string, string>) => (method: string, path: string, body?: unknown) =>
    fetch(`${app.url}/api/me${path}`, { method, headers: { ...headers, ...(body === undefined ? {} : { "Content-Type": "application/json" }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  /** A new account, called signed in (its session cookie, from the app's own page). */
  const person = (name = "Scripter") => personOn(app, name);
  /** A script's call with a token: no cookie, no Origin, as curl sends it. */
  const withToken = (token: string) => call({ Authorization: `Bearer ${token}` });
  const heat = { title: "Heat", year: "1995", poster_path: null };

  it("a token is shown once, kept only as its hash, listed by its prefix, and reads and writes the person's lists within its scope", async () => {
    const me = await person();
    const made = await me("POST", "/tokens", { name: "  Home dashboard ", scope: "read", lifetime_days: 90 });
    expect(made.status).toBe(201);
    const readToken = await json<NewApiToken>(made);
    expect(readToken.token).toMatch(/^mva_[A-Za-z0-9_-]{43}$/);
    expect(readToken).toMatchObject({ name: "Home dashboard", scope: "read", prefix: readToken.token.slice(0, 12), last_used_at: null });
    expect(Date.parse(readToken.expires_at!) - Date.parse(readToken.created_at)).toBe(90 * 24 * 60 * 60 * 1000);
    // The database holds its hash, never the token.
    const rows = await tablesFor<ApiTokenTables>(app.services.database.tables).selectFrom("api_token").selectAll().where("id", "=", readToken.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(tokenHash(readToken.token));
    expect(JSON.stringify(rows)).not.toContain(readToken.token.slice(API_TOKEN_START.length + 8));

    // The read token reads, and is refused a change, which is not made.
    await me("PUT", "/lists/watchlist/949", heat);
    const summary = await json<ListsSummary>(withToken(readToken.token)("GET", "/summary"));
    expect(summary.watchlist).toBe(1);
    const refused = await withToken(readToken.token)("DELETE", "/lists/watchlist/949");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "READ_ONLY_TOKEN" });
    expect((await json<ListsSummary>(me("GET", "/summary"))).watchlist).toBe(1);

    // A read-and-write token changes the lists; the list says when each token was last used.
    const writeToken = await json<NewApiToken>(me("POST", "/tokens", { name: "Jellyfin script", scope: "write", lifetime_days: null }));
    expect(writeToken.expires_at).toBeNull();
    expect((await withToken(writeToken.token)("PUT", "/lists/ratings/949", { ...heat, rating: 4.5 })).status).toBe(200);
    expect((await json<ListsSummary>(me("GET", "/summary"))).ratings).toBe(1);
    const listed = await json<ApiTokensAnswer>(me("GET", "/tokens"));
    expect(listed.tokens.map((token) => [token.name, token.scope, token.prefix, token.last_used_at !== null])).toEqual([
      ["Jellyfin script", "write", writeToken.prefix, true],
      ["Home dashboard", "read", readToken.prefix, true],
    ]);
    expect(JSON.stringify(listed)).not.toContain(readToken.token);
    expect(JSON.stringify(listed)).not.toContain(writeToken.token);
  });

  it("a wrong, revoked or expired token gets the same 401 as none; tokens are managed signed in only; each person's tokens are theirs", async () => {
    const me = await person();
    const token = await json<NewApiToken>(me("POST", "/tokens", { name: "Widget", scope: "write", lifetime_days: 30 }));
    const noSignIn = await fetch(`${app.url}/api/me/summary`);
    const noSignInBody = await noSignIn.json();
    expect(noSignIn.status).toBe(401);
    for (const wrong of [`${token.token.slice(0, -1)}${token.token.endsWith("A") ? "B" : "A"}`, "mva_", "mva_nothing"]) {
      const answer = await withToken(wrong)("GET", "/summary");
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual(noSignInBody);
    }
    // A mangled token is refused, even beside a cookie that would sign the person in.
    const mangled = await fetch(`${app.url}/api/me/summary`, { headers: { Authorization: `Bearer ${token.token} extra`, Cookie: (await person("Holder")).cookie } });
    expect(mangled.status).toBe(401);
    // A token cannot make, list or revoke tokens.
    for (const [method, path] of [["GET", "/tokens"], ["POST", "/tokens"], ["DELETE", `/tokens/${token.id}`]] as const) {
      const answer = await withToken(token.token)(method, path, method === "POST" ? { name: "More", scope: "write", lifetime_days: null } : undefined);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ code: "SIGN_IN_REQUIRED" });
    }
    // Someone else can neither see nor revoke it.
    const other = await person("Other");
    expect((await json<ApiTokensAnswer>(other("GET", "/tokens"))).tokens).toEqual([]);
    expect((await other("DELETE", `/tokens/${token.id}`)).status).toBe(404);
    expect((await withToken(token.token)("GET", "/summary")).status).toBe(200);

    // Revoked: refused at once.
    expect((await me("DELETE", `/tokens/${token.id}`)).status).toBe(204);
    expect((await withToken(token.token)("GET", "/summary")).status).toBe(401);
    expect((await me("DELETE", `/tokens/${token.id}`)).status).toBe(404);

    // Expired: refused, and still listed, so the person can see why a script stopped.
    const old = await json<NewApiToken>(me("POST", "/tokens", { name: "Old", scope: "read", lifetime_days: 30 }));
    expect(await app.services.lists.tokens.ownerOf(old.token, new Date(Date.parse(old.expires_at!) - 1000))).not.toBeNull();
    expect(await app.services.lists.tokens.ownerOf(old.token, new Date(Date.parse(old.expires_at!)))).toBeNull();
    expect((await json<ApiTokensAnswer>(me("GET", "/tokens"))).tokens.map((listedToken: ApiToken) => listedToken.name)).toEqual(["Old"]);
  });

  it("refuses a token without a name, with a name too long, an unknown scope or lifetime, and past the limit, and makes none", async () => {
    const me = await person();
    for (const [body, message] of [
      [{ name: "   ", scope: "read", lifetime_days: 30 }, "name: Give the token a name, to tell it from your others."],
      [{ name: "x".repeat(101), scope: "read", lifetime_days: 30 }, "name: A token's name can be at most 100 characters long."],
      [{ name: "Mine", scope: "admin", lifetime_days: 30 }, "scope: A token's scope is read, or write (read and write)."],
      [{ name: "Mine", scope: "read", lifetime_days: 7 }, "lifetime_days: A token lasts 30, 90 or 365 days, or (null) until it is revoked."],
    ] as const) {
      const answer = await me("POST", "/tokens", body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ code: "INVALID_INPUT", message });
    }
    expect((await json<ApiTokensAnswer>(me("GET", "/tokens"))).tokens).toEqual([]);
    for (let made = 0; made < MAX_API_TOKENS; made++) expect((await me("POST", "/tokens", { name: `Script ${made}`, scope: "read", lifetime_days: null })).status).toBe(201);
    const over = await me("POST", "/tokens", { name: "One more", scope: "read", lifetime_days: null });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ code: "LIMIT_REACHED" });
    expect((await json<ApiTokensAnswer>(me("GET", "/tokens"))).tokens).toHaveLength(MAX_API_TOKENS);
  });

  it(`keeps to ${MAX_API_TOKENS} tokens when many are made at once: with two places left, ten at once make two`, async () => {
    const me = await person();
    for (let made = 0; made < MAX_API_TOKENS - 2; made++) expect((await me("POST", "/tokens", { name: `Script ${made}`, scope: "read", lifetime_days: null })).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => me("POST", "/tokens", { name: `At once ${i}`, scope: "read", lifetime_days: null })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, ...Array<number>(8).fill(409)]);
    expect((await json<ApiTokensAnswer>(me("GET", "/tokens"))).tokens).toHaveLength(MAX_API_TOKENS);
  });

  it("the API's description is served to anyone, signed in or not", async () => {
    const answer = await fetch(`${app.url}/api/openapi.json`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ openapi: "3.1.0", paths: { "/api/me/summary": { get: { summary: "How many films each fixed list holds" } } } });
  });

  it("a deleted account's tokens stop working with it", async () => {
    const me = await person("Leaver");
    const token = await json<NewApiToken>(me("POST", "/tokens", { name: "Soon gone", scope: "read", lifetime_days: null }));
    await app.services.lists.forgetPerson(me.userId);
    expect((await withToken(token.token)("GET", "/summary")).status).toBe(401);
    expect(await app.services.lists.tokens.list(me.userId)).toEqual([]);
  });
});

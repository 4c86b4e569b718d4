import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../test-support/test-database";
import { cookieFrom, GOOD_PASSWORD, startAuthTestServer, uniqueEmail, type AuthTestServer } from "./auth-test-server";

const GODFATHER = { movie_id: 238, title: "The Godfather", year: "1972", poster_path: null };

describe.each(DATABASE_KINDS)("deleting an account, on %s", (kind) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer(kind);
  });
  afterAll(() => server.close());

  /** A new account with a film in each list: its email, id and the Cookie header of its session. */
  async function keeper(): Promise<{ email: string; id: string; cookie: string }> {
    const email = uniqueEmail("keeper");
    const answer = await server.post("/sign-up/email", { email, password: GOOD_PASSWORD, name: "Keeper" });
    expect(answer.status).toBe(200);
    const { user } = (await answer.json()) as { user: { id: string } };
    const { lists } = server.services;
    await lists.addToList(user.id, "watchlist", GODFATHER);
    await lists.rate(user.id, GODFATHER, 9);
    await lists.addSeen(user.id, GODFATHER, "2024-12-24");
    return { email, id: user.id, cookie: cookieFrom(answer) };
  }
  const remove = (cookie: string, body: unknown) => server.post("/delete-user", body, { Cookie: cookie });
  const signIn = (email: string, password: string) => server.post("/sign-in/email", { email, password });
  const kept = (id: string) => server.services.lists.summary(id);

  it("deletes the account and everything it keeps once its password is given; another account's lists stay", async () => {
    const leaving = await keeper();
    const staying = await keeper();
    const answer = await remove(leaving.cookie, { password: GOOD_PASSWORD });
    expect(answer.status).toBe(200);
    expect((await signIn(leaving.email, GOOD_PASSWORD)).status).toBe(401);
    expect(await kept(leaving.id)).toEqual({ watchlist: 0, favorites: 0, seen: 0, ratings: 0 });
    const session = await fetch(`${server.url}/api/auth/get-session`, { headers: { Cookie: leaving.cookie } });
    expect(await session.json()).toBeNull();
    expect(await kept(staying.id)).toEqual({ watchlist: 1, favorites: 0, seen: 1, ratings: 1 });
  });

  it("refuses without the password, or with a wrong one, and keeps everything", async () => {
    const person = await keeper();
    const without = await remove(person.cookie, {});
    expect(without.status).toBe(400);
    expect(await without.json()).toEqual({ code: "PASSWORD_REQUIRED", message: "Enter your password to delete your account." });
    expect((await remove(person.cookie, { password: "not my password" })).status).toBe(400);
    // A deletion token is not a way around the password, nor a form's encoding around the check.
    const withToken = await remove(person.cookie, { token: "guessed" });
    expect(withToken.status).toBe(400);
    expect(((await withToken.json()) as { code: string }).code).toBe("NOT_CHANGEABLE");
    const asForm = await fetch(`${server.url}/api/auth/delete-user`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin, Cookie: person.cookie }, body: "callbackURL=%2F" });
    expect(asForm.status).toBe(400);
    const asText = await fetch(`${server.url}/api/auth/delete-user`, { method: "POST", headers: { "Content-Type": "text/plain", Origin: server.origin, Cookie: person.cookie }, body: "{}" });
    expect(asText.status).toBe(400);
    expect((await signIn(person.email, GOOD_PASSWORD)).status).toBe(200);
    expect(await kept(person.id)).toEqual({ watchlist: 1, favorites: 0, seen: 1, ratings: 1 });
  });

  it("counts a wrong password as a failed sign-in of the device it is typed on: its 4th failure within 10 s is answered 429, even when right", async () => {
    const person = await keeper();
    expect((await remove(person.cookie, { password: "wrong guess 1" })).status).toBe(400);
    expect((await remove(person.cookie, { password: "wrong guess 2" })).status).toBe(400);
    expect((await remove(person.cookie, { password: "wrong guess 3" })).status).toBe(400);
    expect((await remove(person.cookie, { password: GOOD_PASSWORD })).status).toBe(429);
    expect(await kept(person.id)).toEqual({ watchlist: 1, favorites: 0, seen: 1, ratings: 1 });
  });

  it("refuses without a session, saying so, before anything else", async () => {
    const answer = await remove("", { password: GOOD_PASSWORD });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ code: "UNAUTHORIZED", message: "You are signed out. Sign in again to change your account." });
  });

  describe("an account with no password here (made through single sign-on)", () => {
    /** A keeper whose password is taken away, as an account the OpenID provider made has none; its session begun `minutesAgo`. */
    async function withoutPassword(minutesAgo: number) {
      const person = await keeper();
      const { database } = server.services;
      await sql`DELETE FROM account WHERE "userId" = ${person.id} AND "providerId" = 'credential'`.execute(database.tables);
      const began = new Date(Date.now() - minutesAgo * 60_000);
      await sql`UPDATE session SET "createdAt" = ${database.kind === "postgres" ? began : began.toISOString()} WHERE "userId" = ${person.id}`.execute(database.tables);
      return person;
    }

    it("is deleted without a password within 5 minutes of signing in", async () => {
      const person = await withoutPassword(1);
      expect((await remove(person.cookie, {})).status).toBe(200);
      expect(await kept(person.id)).toEqual({ watchlist: 0, favorites: 0, seen: 0, ratings: 0 });
    });

    it("asks to sign in again later, and refuses a password it does not have; nothing is deleted", async () => {
      const person = await withoutPassword(10);
      const stale = await remove(person.cookie, {});
      expect(stale.status).toBe(403);
      expect(((await stale.json()) as { code: string }).code).toBe("SIGN_IN_AGAIN");
      const guessed = await remove(person.cookie, { password: "anything at all" });
      expect(guessed.status).toBe(400);
      expect(((await guessed.json()) as { code: string }).code).toBe("NO_PASSWORD");
      expect(await kept(person.id)).toEqual({ watchlist: 1, favorites: 0, seen: 1, ratings: 1 });
    });
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isSqliteDatabase } from "../database/sqlite-database";
import { GOOD_PASSWORD, startAuthTestServer, uniqueEmail, type AuthTestServer } from "./auth-test-server";

/**
 * The disk failing under a running server, made real with SQLite's own switches on the server's
 * connection: `query_only` refuses every write as a read-only file system would (SQLITE_READONLY),
 * and `max_page_count` stops the file growing as a full disk would (SQLITE_FULL). PostgreSQL going
 * away is database/postgres-outage.test.ts.
 */
describe("the auth service on a failing disk", () => {
  let h: AuthTestServer;
  const disk = () => {
    const database = h.services.database;
    if (!isSqliteDatabase(database)) throw new Error("these tests fail SQLite's disk");
    return database.connection;
  };
  beforeEach(async () => {
    h = await startAuthTestServer("sqlite", { trustProxy: true });
  });
  afterEach(() => h.close());

  let address = 0;
  const signUp = (email = uniqueEmail()) => h.post("/sign-up/email", { email, password: GOOD_PASSWORD, name: "Disk Person" }, { "X-Forwarded-For": `198.18.3.${++address % 250}` });

  it("answers sign-up on a read-only database with 503 and a message, then works again once it is writable", async () => {
    disk().pragma("query_only = ON");
    const email = uniqueEmail();
    const res = await signUp(email);
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ code: "STORAGE_UNAVAILABLE", message: "The server cannot save sign-ins and new accounts right now. Please try again later." });
    disk().pragma("query_only = OFF");
    expect((await signUp(email)).status).toBe(200);
  });

  it("answers sign-in on a read-only database with 503 when the session cannot be saved", async () => {
    const email = uniqueEmail();
    expect((await signUp(email)).status).toBe(200);
    disk().pragma("query_only = ON");
    const res = await h.post("/sign-in/email", { email, password: GOOD_PASSWORD });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { code: string }).code).toBe("STORAGE_UNAVAILABLE");
  });

  it("answers sign-up on a full disk with 503 saying the disk is full, not an empty 500", async () => {
    const pages = disk().pragma("page_count", { simple: true }) as number;
    disk().pragma(`max_page_count = ${pages}`);
    // The file's free room fills with the first few accounts; then the disk is "full".
    let res = await signUp();
    for (let i = 0; i < 500 && res.status === 200; i++) res = await signUp();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: "STORAGE_UNAVAILABLE", message: "The server’s disk is full, so it cannot save sign-ins and new accounts right now. Please try again later." });
  });

  it("refuses a sign-in it cannot count with 503, before any password check, never unlimited", async () => {
    disk().pragma("query_only = ON");
    const before = h.services.service.passwordWork();
    const res = await h.post("/sign-in/email", { email: uniqueEmail(), password: "not the password" });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { code: string }).code).toBe("STORAGE_UNAVAILABLE");
    expect(h.services.service.passwordWork()).toBe(before);
  });

  it("keeps signed-in people signed in on a read-only database, and other refusals as they were", async () => {
    const res = await signUp();
    const cookie = res.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    disk().pragma("query_only = ON");
    const session = await fetch(`${h.url}/api/auth/get-session`, { headers: { Cookie: cookie } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { name: string } }).user.name).toBe("Disk Person");
    const foreign = await h.post("/sign-in/email", { email: uniqueEmail(), password: "not the password" }, { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
  });
});

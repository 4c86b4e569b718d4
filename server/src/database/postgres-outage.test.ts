import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { GOOD_PASSWORD, TEST_ORIGIN, uniqueEmail } from "../auth/auth-test-server";
import { listen, type RunningServer } from "../test-support/listen";
import { createDatabase, startPostgresCluster, type PostgresCluster } from "../test-support/postgres-cluster";
import { testConfig } from "../test-support/test-config";
import { openTestServices, type TestServices } from "../test-support/test-database";

/**
 * PostgreSQL going away under a running server and coming back: a cluster of this file's own
 * (the run's shared one serves other files meanwhile), stopped as a crash stops it — every
 * connection cut — and started again on the same port with the same data.
 */
describe("the app on PostgreSQL when the database goes away", () => {
  let cluster: PostgresCluster;
  let services: TestServices;
  let running: RunningServer;
  beforeAll(async () => {
    cluster = await startPostgresCluster({ fsync: false });
    const url = await createDatabase(cluster.url, "outage");
    services = await openTestServices({ kind: "postgres", dataDir: testConfig().dataDir, url }, { baseUrl: TEST_ORIGIN, trustedOrigins: [TEST_ORIGIN], trustProxy: true });
    running = await listen(createApp(testConfig({ trustProxy: true }), { accepting: true }, { auth: services.service, lists: services.lists }));
  });
  afterAll(async () => {
    await running?.close();
    await services?.close();
    cluster?.stop();
  });

  const email = uniqueEmail("outage");
  const send = (method: string, path: string, body?: unknown, cookie = "") =>
    fetch(`${running.url}${path}`, {
      method,
      headers: { Origin: TEST_ORIGIN, Cookie: cookie, "X-Forwarded-For": "203.0.113.50", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const film = { title: "The Godfather", year: "1972", poster_path: null };

  it("answers 503 in each API's error shape while it is gone, without crashing, and works again with nothing lost once it is back", async () => {
    const signUp = await send("POST", "/api/auth/sign-up/email", { email, password: GOOD_PASSWORD, name: "Outage Person" });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    expect((await send("PUT", "/api/me/lists/watchlist/238", film, cookie)).status).toBe(200);

    // A second sign-in's cookie, never read yet: its session must be looked up in the database.
    const signIn = await send("POST", "/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    const unread = signIn.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    cluster.halt();
    const gone = [
      await send("GET", "/api/me/summary", undefined, unread),
      await send("PUT", "/api/me/lists/watchlist/680", film, cookie),
      await send("POST", "/api/auth/sign-in/email", { email, password: GOOD_PASSWORD }),
      await send("POST", "/api/auth/sign-up/email", { email: uniqueEmail("outage"), password: GOOD_PASSWORD, name: "Too Late" }),
    ];
    for (const answer of gone) {
      expect(answer.status, answer.url).toBe(503);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      const work = !answer.url.includes("/api/me/") ? "save sign-ins and new accounts" : answer.url.endsWith("/summary") ? "load your lists" : "save changes to your lists";
      expect(await answer.json()).toEqual({ code: "STORAGE_UNAVAILABLE", message: `The server cannot ${work} right now. Please try again later.` });
    }

    cluster.resume();
    // The pool opens new connections as requests come: the first ones after the return may still
    // meet a connection cut by the stop, so the client retries as Retry-After tells it to.
    await expect.poll(async () => (await send("GET", "/api/me/summary", undefined, cookie)).status, { timeout: 15_000 }).toBe(200);
    expect(await (await send("GET", "/api/me/summary", undefined, cookie)).json()).toMatchObject({ watchlist: 1 });
    expect((await send("PUT", "/api/me/lists/watchlist/680", film, cookie)).status).toBe(200);
    expect((await send("POST", "/api/auth/sign-in/email", { email, password: GOOD_PASSWORD })).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FilmState, ListsSummary } from "../../../common/lists";
import { signUpAt, TEST_ORIGIN } from "../auth/auth-test-server";
import { createApp } from "../app";
import { CatalogStore } from "../catalog/store/catalog-store";
import { loadConfig, type ServerConfig } from "../config";
import { testClerkInstance, type TestClerkInstance } from "../test-support/clerk-tokens";
import { buildFixtureCatalog } from "../test-support/fixture-catalog";
import { createFixtureWebRoot } from "../test-support/fixture-web-root";
import { listen, type RunningServer } from "../test-support/listen";
import { testConfig } from "../test-support/test-config";
import { DATABASE_KINDS, freshPlace, openTestServices, type TestDatabasePlace, type TestServices } from "../test-support/test-database";

const CLERK_PUBLISHABLE_KEY = "pk_test_Y2xlcmsuZXhhbXBsZS5jb20k";
const godfather = { title: "The Godfather", year: "1972", poster_path: "/movie-238-poster.svg" };
const nobodysLists: ListsSummary = { watchlist: 0, favorites: 0, seen: 0, ratings: 0 };
const unauthorized = { code: "UNAUTHORIZED", message: "Sign in to keep lists." };
const json = async <T>(res: Response) => (await res.json()) as T;
const now = () => Math.floor(Date.now() / 1000);
let people = 0;
/** A Clerk user id of the shape Clerk gives, new for each test. */
const clerkUser = () => `user_2b${process.pid}x${++people}`;

describe.each(DATABASE_KINDS)("/api/me with Clerk's sign-in, on %s", (kind) => {
  let place: TestDatabasePlace;
  let services: TestServices;
  let clerk: TestClerkInstance;
  let withClerk: RunningServer;
  let embedded: RunningServer;
  let clerkWithoutKey: RunningServer;
  const webRoot = createFixtureWebRoot();

  /** The configuration `npm start` reads from these settings (BASE_URL is the tests' origin, so the authorized party by default). */
  const configFrom = (env: Record<string, string>): ServerConfig => loadConfig({ BASE_URL: TEST_ORIGIN, DATA_DIR: place.dataDir, ...env }, { cwd: place.dataDir, webRoot });

  beforeAll(async () => {
    place = await freshPlace(kind);
    const catalog = new CatalogStore(await buildFixtureCatalog());
    services = await openTestServices(place, { baseUrl: TEST_ORIGIN, trustedOrigins: [TEST_ORIGIN] });
    clerk = testClerkInstance(TEST_ORIGIN);
    const serve = (config: ServerConfig) => listen(createApp(config, { accepting: true }, { catalog: () => catalog, auth: services.service, lists: services.lists }));
    // One database, served three ways: Clerk with its key, the embedded accounts, and Clerk without its key.
    withClerk = await serve(configFrom({ CLERK_PUBLISHABLE_KEY, CLERK_JWT_KEY: clerk.publicPem }));
    embedded = await serve(testConfig({ webRoot, trustedOrigins: [TEST_ORIGIN] }));
    clerkWithoutKey = await serve(configFrom({ CLERK_PUBLISHABLE_KEY }));
  });
  afterAll(async () => {
    await Promise.all([withClerk, embedded, clerkWithoutKey].map((running) => running.close()));
    await services.close();
  });

  /** Calls /api/me on `server` with `credentials` (a Cookie or Authorization header), from the app's own pages. */
  const caller =
    (server: RunningServer, credentials: Record<string, string>) =>
    (method: string, path: string, body?: unknown): Promise<Response> =>
      fetch(`${server.url}/api/me${path}`, {
        method,
        headers: { Origin: TEST_ORIGIN, ...credentials, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
  const byCookie = (token: string, server = withClerk) => caller(server, { Cookie: `__client_uat=1700000000; __session=${token}` });
  const byBearer = (token: string, server = withClerk) => caller(server, { Authorization: `Bearer ${token}` });

  it("keeps a Clerk user's lists, read from Clerk's __session cookie or a Bearer token alike, across their sessions", async () => {
    const sub = clerkUser();
    const added = await byCookie(clerk.token({ sub }))("PUT", "/lists/watchlist/238", godfather);
    expect(added.status).toBe(200);
    expect(await json<FilmState>(added)).toMatchObject({ movie_id: 238, watchlist: true });
    expect(await json<ListsSummary>(await byBearer(clerk.token({ sub }))("GET", "/summary"))).toEqual({ ...nobodysLists, watchlist: 1 });
    // A later session of the same person (a new sign-in on another device) finds the same lists.
    const later = clerk.token({ sub, sid: "sess_2bAnotherDevice", iat: now() + 1 });
    expect(await json<ListsSummary>(await byCookie(later)("GET", "/summary"))).toEqual({ ...nobodysLists, watchlist: 1 });
  });

  it("keeps each Clerk user's lists apart, and takes the Bearer token over the cookie when a request has both", async () => {
    const alice = clerkUser();
    const bob = clerkUser();
    await byCookie(clerk.token({ sub: alice }))("PUT", "/lists/favorites/238", godfather);
    expect(await json<ListsSummary>(await byCookie(clerk.token({ sub: bob }))("GET", "/summary"))).toEqual(nobodysLists);
    const both = caller(withClerk, { Cookie: `__session=${clerk.token({ sub: alice })}`, Authorization: `Bearer ${clerk.token({ sub: bob })}` });
    expect(await json<ListsSummary>(await both("GET", "/summary"))).toEqual(nobodysLists);
  });

  it("refuses expired, not yet valid, wrongly signed, altered and other sites' tokens with 401 in the lists' error shape, changing nothing", async () => {
    const sub = clerkUser();
    const valid = clerk.token({ sub });
    const [header, payload, signature] = valid.split(".");
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), sub: clerkUser() })).toString("base64url")}.${signature}`;
    const refused = {
      expired: clerk.token({ sub, iat: now() - 120, nbf: now() - 130, exp: now() - 60 }),
      "not yet valid": clerk.token({ sub, iat: now(), nbf: now() + 60, exp: now() + 120 }),
      "signed by another key": testClerkInstance(TEST_ORIGIN).token({ sub }),
      altered,
      "issued to another site": clerk.token({ sub, azp: "https://evil.example" }),
      "issued to no site": clerk.token({ sub, azp: undefined }),
      "of a session with tasks pending": clerk.token({ sub, sts: "pending" }),
      "not a token": "not-a-token",
    };
    for (const [what, token] of Object.entries(refused)) {
      for (const me of [byCookie(token), byBearer(token)]) {
        const res = await me("PUT", "/lists/watchlist/238", godfather);
        expect(res.status, what).toBe(401);
        expect(await res.json(), what).toEqual(unauthorized);
      }
    }
    expect((await caller(withClerk, {})("GET", "/summary")).status).toBe(401);
    expect(await json<ListsSummary>(await byCookie(valid)("GET", "/summary"))).toEqual(nobodysLists);
  });

  it("never mixes a Clerk user's lists with an embedded account's, even one whose id is the Clerk user's sub", async () => {
    const cookie = await signUpAt(embedded.url, "Both");
    const { user } = await json<{ user: { id: string } }>(await fetch(`${embedded.url}/api/auth/get-session`, { headers: { Cookie: cookie } }));
    const account = caller(embedded, { Cookie: cookie });
    const sameId = byCookie(clerk.token({ sub: user.id }));

    await account("PUT", "/lists/watchlist/238", godfather);
    expect(await json<ListsSummary>(await sameId("GET", "/summary"))).toEqual(nobodysLists);
    await sameId("PUT", "/lists/favorites/238", godfather);
    expect(await json<ListsSummary>(await account("GET", "/summary"))).toEqual({ ...nobodysLists, watchlist: 1 });
    // With Clerk signing people in, an embedded session is nobody.
    expect((await caller(withClerk, { Cookie: cookie })("GET", "/summary")).status).toBe(401);
  });

  it("tells the web app lists are available with the embedded accounts, and with Clerk only when its key is set", async () => {
    const listsAvailable = async (server: RunningServer) => {
      const html = await (await fetch(`${server.url}/lists`)).text();
      return /"listsAvailable":(true|false)/.exec(html)?.[1];
    };
    expect(await listsAvailable(embedded)).toBe("true");
    expect(await listsAvailable(withClerk)).toBe("true");
    expect(await listsAvailable(clerkWithoutKey)).toBe("false");
    // Without the key, as before this setting existed: the server cannot tell who a Clerk user is.
    expect((await byCookie(clerk.token({ sub: clerkUser() }), clerkWithoutKey)("GET", "/summary")).status).toBe(401);
  });
});

import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { createDatabase } from "../server/src/test-support/postgres-cluster";
import { newAccount } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { startMovieApp, type MovieAppProcess } from "./support/movieapp-process";

/**
 * Two MovieApp processes on one PostgreSQL, as behind a load balancer (docs/deploy.md): each
 * with a DATA_DIR of its own holding a copy of the same catalog file, the same AUTH_SECRET and
 * the same DATABASE_URL. Cookies do not tell ports apart, so one browser is one visitor whom the
 * balancer sends to either process. The journey runs in order: each step leaves what the next uses.
 */
test.describe.configure({ mode: "serial" });

const AUTH_SECRET = "one-secret-shared-by-every-movieapp-process";
let one: MovieAppProcess;
let other: MovieAppProcess;
const dataDirs: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (process.env.E2E_POSTGRES_PROBLEM) throw new Error(process.env.E2E_POSTGRES_PROBLEM);
  const databaseUrl = await createDatabase(process.env.E2E_POSTGRES_URL!, "scale_out");
  const withCatalog = () => {
    const dataDir = mkdtempSync(join(tmpdir(), "movieapp-scale-out-"));
    dataDirs.push(dataDir);
    copyFileSync(join(process.env.E2E_DATA_DIR!, "catalog.db"), join(dataDir, "catalog.db"));
    return { DATABASE_URL: databaseUrl, AUTH_SECRET, DATA_DIR: dataDir, DATABASE_POOL_SIZE: "5" };
  };
  // Started at once, as a deploy starts them: their migrations take turns under the advisory lock.
  [one, other] = await Promise.all([startMovieApp(withCatalog()), startMovieApp(withCatalog())]);
});

test.afterAll(async () => {
  await Promise.all([one?.stop(), other?.stop()]);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** Calls /api/me from the page, as the web app does: same origin, with the session cookie. */
function callLists(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/me${path}`, { method, headers: body === undefined ? {} : { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, json: response.status === 204 ? null : ((await response.json()) as unknown) };
    },
    { method, path, body },
  );
}

async function signUp(page: Page, origin: string) {
  const account = newAccount("scale-out");
  await page.goto(`${origin}/sign-up`);
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill(account.lastName);
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole("banner").getByRole("button", { name: /Ada Lovelace/ })).toBeVisible();
  return account;
}

test("both processes serve the same catalog version, as /healthz tells a load balancer", async ({ request }) => {
  const [first, second] = await Promise.all([one, other].map(async (server) => (await (await request.get(`${server.url}/healthz`)).json()) as { status: string; catalog: { version: string } }));
  expect(first!.status).toBe("ok");
  expect(first!.catalog.version).toMatch(/^sample-[0-9a-f]{16}$/);
  expect(second!.catalog.version).toBe(first!.catalog.version);
});

test("a person who signs up on one process browses signed in on the other", async ({ page }) => {
  await signUp(page, one.url);
  await page.goto(`${other.url}/movie/238`);
  await expect(page.getByRole("heading", { level: 1, name: "The Godfather" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: /Ada Lovelace/ })).toBeVisible();
  await expect(page).toHaveURL(`${other.url}/movie/238`);
});

test("the 4th bad sign-in within 10 s from one address is refused whichever process it reaches, and the device the account was made on is known to both", async ({ request, page }) => {
  // Signed up apart from the page's browser, which stays signed out: `request` becomes the account's device.
  const account = newAccount("scale-out");
  const created = await request.post(`${one.url}/api/auth/sign-up/email`, { data: { email: account.email, password: account.password, name: "Ada Lovelace" }, headers: { Origin: one.url } });
  expect(created.status()).toBe(200);
  // The form is ready on the second process before the wrong guesses, so all four fit in 10 s.
  await page.goto(`${other.url}/sign-in`);
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  // Guessed from the page's own browser: a device the account does not know, at this machine's address.
  for (const server of [one, other, one]) {
    const guess = await page.request.post(`${server.url}/api/auth/sign-in/email`, { data: { email: account.email, password: "a wrong guess 1234" }, headers: { Origin: server.url } });
    expect(guess.status(), server.url).toBe(401);
  }
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  await expect(page).toHaveURL(`${other.url}/sign-in`);
  // The device the account was made on (at process one) signs in at the other, from the same address.
  const known = await request.post(`${other.url}/api/auth/sign-in/email`, { data: { email: account.email, password: account.password }, headers: { Origin: other.url } });
  expect(known.status()).toBe(200);
});

test("a list change made through one process is seen at once through the other", async ({ page }) => {
  await signUp(page, one.url);
  expect((await callLists(page, "PUT", "/lists/watchlist/238", { title: "The Godfather", year: "1972", poster_path: null })).status).toBe(200);
  await page.goto(`${other.url}/`);
  expect((await callLists(page, "GET", "/lists/watchlist")).json).toMatchObject({ total_results: 1, results: [{ movie_id: 238, title: "The Godfather" }] });
  expect((await callLists(page, "PUT", "/lists/ratings/238", { title: "The Godfather", year: "1972", poster_path: null, rating: 4.5 })).status).toBe(200);
  await page.goto(`${one.url}/`);
  expect((await callLists(page, "GET", "/films/238")).json).toMatchObject({ watchlist: true, rating: 4.5 });
});

test.describe("a process killed mid-write", () => {
  // The browser reports the requests cut by the kill as failed loads.
  test.use({ expectedConsoleErrors: /Failed to load resource: net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE|SOCKET_NOT_CONNECTED)/ });

  test("loses nothing it acknowledged: every change it answered is there through the other process", async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page, one.url);
    // Eight writers in the page add films to the watchlist until the server stops answering.
    await page.evaluate(() => {
      const state = { sent: 0, acknowledged: [] as number[], done: Promise.resolve() };
      (window as unknown as { writes: typeof state }).writes = state;
      const writer = async () => {
        while (state.sent < 5_000) {
          const movieId = 100_000 + ++state.sent;
          try {
            const response = await fetch(`/api/me/lists/watchlist/${movieId}`, { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ title: `Film ${movieId}`, year: "2001", poster_path: null }) });
            if (response.status === 200) state.acknowledged.push(movieId);
          } catch {
            return;
          }
        }
      };
      state.done = Promise.all(Array.from({ length: 8 }, writer)).then(() => undefined);
    });
    const acknowledgedSoFar = () => page.evaluate(() => (window as unknown as { writes: { acknowledged: number[] } }).writes.acknowledged.length);
    await expect.poll(acknowledgedSoFar, { timeout: 60_000 }).toBeGreaterThanOrEqual(150);
    await one.kill9();
    const { sent, acknowledged } = await page.evaluate(async () => {
      const writes = (window as unknown as { writes: { sent: number; acknowledged: number[]; done: Promise<void> } }).writes;
      await writes.done;
      return { sent: writes.sent, acknowledged: writes.acknowledged };
    });
    // Killed while writes were on their way, not between them.
    expect(sent).toBeGreaterThan(acknowledged.length);

    await page.goto(`${other.url}/`);
    const kept = new Set<number>();
    for (let pageNumber = 1; ; pageNumber++) {
      const { json } = await callLists(page, "GET", `/lists/watchlist?page=${pageNumber}`);
      const list = json as { results: Array<{ movie_id: number }>; total_pages: number };
      for (const entry of list.results) kept.add(entry.movie_id);
      if (pageNumber >= list.total_pages) break;
    }
    expect(acknowledged.filter((movieId) => !kept.has(movieId))).toEqual([]);
  });
});

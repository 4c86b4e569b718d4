import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { newAccount, signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { freePort } from "./support/free-port";
import { openStarted } from "./support/lists";
import { startMovieApp, type MovieAppProcess } from "./support/movieapp-process";
import { startOpenIdProvider, type OpenIdProvider } from "./support/openid-provider";

/**
 * Single sign-on against a real OpenID provider (oidc-provider, on 127.0.0.2) and a MovieApp of
 * the journey's own started with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: the sign-in
 * page offers the provider, its sign-in and consent pages lead back to MovieApp signed in, and an
 * address that has an account here already is not taken over.
 */
test.describe.configure({ mode: "serial" });

const CLIENT = { clientId: "movieapp", clientSecret: "a-client-secret-only-the-test-knows" };
let provider: OpenIdProvider;
let app: MovieAppProcess;
let dataDir: string;
const taken = newAccount("sso-taken");

test.beforeAll(async () => {
  test.setTimeout(60_000);
  dataDir = mkdtempSync(join(tmpdir(), "movieapp-sso-"));
  copyFileSync(join(process.env.E2E_DATA_DIR!, "catalog.db"), join(dataDir, "catalog.db"));
  // MovieApp's address is its redirect URI at the provider: its port is chosen first.
  const appPort = await freePort();
  provider = await startOpenIdProvider({
    host: "127.0.0.2",
    port: await freePort(),
    ...CLIENT,
    redirectUri: `http://127.0.0.1:${appPort}/api/auth/callback/oidc`,
    accounts: {
      grace: { email: "grace@example.com", email_verified: true, name: "Grace Hopper" },
      taker: { email: taken.email, email_verified: true, name: "Someone Else" },
      leaver: { email: "leaver@example.com", email_verified: true, name: "Leaves Soon" },
    },
  });
  app = await startMovieApp({ DATA_DIR: dataDir, OIDC_ISSUER: provider.issuer, OIDC_NAME: "Example SSO", OIDC_CLIENT_ID: CLIENT.clientId, OIDC_CLIENT_SECRET: CLIENT.clientSecret }, { port: appPort });
});

test.afterAll(async () => {
  await app?.stop();
  await provider?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The provider's own development pages: any login it knows, any password, then consent. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

/** From MovieApp's sign-in page, through the provider's button, signed in there as `login`. */
async function signInThroughProvider(page: Page, login: string) {
  await openStarted(page, "/sign-in");
  await page.getByRole("button", { name: "Sign in with Example SSO" }).click();
  await signInAtProvider(page, login);
}

test("the sign-in page offers the provider, whose sign-in leads back signed in, to a new account named as the provider says", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  await openStarted(page, "/lists");
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByRole("button", { name: "Sign in with Example SSO" }).click();
  await signInAtProvider(page, "grace");
  await expect(page).toHaveURL(`${app.url}/lists`);
  await expect(page.getByRole("heading", { level: 1, name: "Your lists" })).toBeVisible();
  const first = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string; email: string; name: string } };
  expect(first.user).toMatchObject({ email: "grace@example.com", name: "Grace Hopper" });

  await context.close();

  // Signing in through the provider again, in another browser, reaches the same account.
  const other = await browser.newContext({ baseURL: app.url });
  const again = await other.newPage();
  await signInThroughProvider(again, "grace");
  await expect(again.getByRole("heading", { level: 1, name: "Popular movies" })).toBeVisible();
  const session = (await (await again.request.get("/api/auth/get-session")).json()) as { user: { id: string; email: string } };
  expect(session.user).toEqual(expect.objectContaining({ id: first.user.id, email: "grace@example.com" }));
  await other.close();
});

test("signing in starts only with the redirect flow: an ID token sent straight to the server is refused, whatever it holds", async ({ playwright }) => {
  const client = await playwright.request.newContext({ baseURL: app.url, extraHTTPHeaders: { Origin: app.url } });
  const withToken = await client.post("/api/auth/sign-in/social", { data: { provider: "oidc", idToken: { token: "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJncmFjZSJ9.c2lnbmF0dXJl" } } });
  expect(withToken.status()).toBe(400);
  expect(await withToken.json()).toEqual({ code: "INVALID_REQUEST", message: 'Single sign-on starts with { provider: "oidc" } and where to return, and nothing else.' });
  const started = await client.post("/api/auth/sign-in/social", { data: { provider: "oidc", callbackURL: "/", disableRedirect: true } });
  expect(started.status()).toBe(200);
  const address = new URL(((await started.json()) as { url: string }).url);
  expect(address.origin + address.pathname).toBe(`${provider.issuer}/auth`);
  expect(address.searchParams.get("code_challenge_method")).toBe("S256");
  expect(address.searchParams.get("nonce")).toMatch(/^\S{16,}$/);
  await client.dispose();
});

test("an account made through the provider has no password here, and is deleted without one just after signing in", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  await signInThroughProvider(page, "leaver");
  await expect(page.getByRole("heading", { level: 1, name: "Popular movies" })).toBeVisible();
  await page.goto("/account");
  const deletion = page.getByRole("region", { name: "Delete account" });
  await expect(deletion.getByText("Leave it empty if you sign in with Example SSO and have no password here: then delete within 5 minutes of signing in.")).toBeVisible();
  await deletion.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.locator(".toast").getByText("Your account is deleted")).toBeVisible();
  expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
  await context.close();
});

test("an address that has an account here, not confirmed by mail, is not taken over through the provider: the sign-in page says why", async ({ browser }) => {
  const owner = await browser.newContext({ baseURL: app.url });
  await signUpViaApi(await owner.newPage(), app.url, taken);
  await owner.close();

  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  await signInThroughProvider(page, "taker");
  await expect(page).toHaveURL(/\/sign-in\?sso=failed&error=account_not_linked$/);
  await expect(page.getByRole("alert")).toHaveText("An account with this email address is already here, and Example SSO cannot be joined to it before the address is confirmed. Sign in with its password.");
  expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
  await context.close();
});

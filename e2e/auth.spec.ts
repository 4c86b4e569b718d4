import { newAccount, signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.describe("signed out", () => {
  test("the sign-in page reads like the spec", async ({ page }) => {
    await page.goto("/sign-in");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Movie App");
    await expect(page.getByText("Welcome back! Please sign in to continue")).toBeVisible();
    await expect(page.getByLabel("Email address")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
    await expect(page.getByText("Don’t have an account? Sign up")).toBeVisible();
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test("the sign-up page reads like the spec", async ({ page }) => {
    await page.goto("/sign-up");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
    await expect(page.getByText("Welcome! Please fill in the details to get started")).toBeVisible();
    for (const label of ["First name", "Last name", "Email address", "Password"]) await expect(page.getByLabel(label)).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
    await expect(page.getByText("Already have an account? Sign in")).toBeVisible();
  });

  for (const path of ["/", "/search", "/movie/550", "/no/such/page"]) {
    test(`${path} sends a signed-out visitor to /sign-in without showing protected content`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
        new MutationObserver(() => {
          document.querySelectorAll("h1").forEach((h) => seen.push(h.textContent ?? ""));
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(page.getByRole("heading", { name: "Sign in to Movie App" })).toBeVisible();
      const seen = await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
      expect(seen.filter((text) => text !== "Sign in to Movie App")).toEqual([]);
    });
  }

  test("a signed-out visit to a protected page gets the sign-in page's code and styles ahead, not the page's it will not show", async ({ request }) => {
    const answer = await request.get("/", { headers: { Accept: "text/html" } });
    // What the shell names ahead depends on the session cookie, so a cache must key it on the cookie too.
    expect(answer.headers()["vary"]).toBe("Accept-Encoding, Cookie");
    const html = await answer.text();
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/sign-in-page-[\w-]+\.js">/);
    expect(html).not.toContain("home-page-");
  });

  test("/404 is open to signed-out visitors, with a way to sign in", async ({ page }) => {
    await page.goto("/404");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  });

  test("a wrong password is explained inline", async ({ page, baseURL }) => {
    const account = await signUpViaApi(page, baseURL!);
    await page.context().clearCookies();
    await page.goto("/sign-in");
    await page.getByLabel("Email address").fill(account.email);
    await page.getByLabel("Password").fill("not my password at all");
    await expect(page).toHaveTitle("Sign in · MovieApp");
    const submit = page.getByRole("button", { name: "Continue" });
    await submit.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("The email address or password is incorrect.");
    await expect(page).toHaveURL(/\/sign-in$/);
    // The error is the whole form's: focus stays where the person pressed, just above it.
    await expect(submit).toBeFocused();
  });

  test("an empty form is explained inline without a request, every missing field at once, focus on the first", async ({ page }) => {
    await page.goto("/sign-up");
    await expect(page).toHaveTitle("Create your account · MovieApp");
    const requests: string[] = [];
    page.on("request", (request) => void (request.url().includes("/api/auth/") && requests.push(request.url())));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText(["Enter your email address.", "Enter your password."]);
    await expect(page.getByLabel("Email address")).toBeFocused();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    // Mended one field, the other is still named.
    await page.getByLabel("Email address").fill("ada@example.com");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText(["Enter your password."]);
    await expect(page.getByLabel("Password")).toBeFocused();
    expect(requests).toEqual([]);
  });
});

test("sign up, sign out and sign in again", async ({ page }) => {
  const account = newAccount();
  await page.goto("/sign-up");
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill(account.lastName);
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole("button", { name: /Ada Lovelace/ });
  await expect(menu).toBeVisible();
  await expect(menu).toContainText("AL");

  await menu.click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Popular movies" })).toBeVisible();
});

test("a person who signs out from a page is not led back to it: whoever signs in next on this browser starts at home", async ({ page, baseURL }) => {
  const account = await signUpViaApi(page, baseURL!);
  await page.goto("/movie/155");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("The Dark Knight");
  await page.getByRole("banner").getByRole("button", { name: /Ada Lovelace/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Popular movies");
  await expect(page).toHaveURL(/\/$/);
});

test("a visitor sent to sign in from a page they asked for is taken to it once signed in, by way of the sign-up page too", async ({ page, baseURL }) => {
  const account = await signUpViaApi(page, baseURL!);
  await page.context().clearCookies();
  await page.goto("/movie/155?from=mail#cast");
  await expect(page).toHaveURL(/\/sign-in$/);
  // Over to the sign-up page and back, as someone unsure which they need.
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
  await page.getByRole("link", { name: "Sign in" }).click();
  // Each page is waited for: until the router commits the next page, the last one's form (the
  // sign-up page has an "Email address" too) is still there to be filled.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Movie App");
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/movie\/155\?from=mail#cast$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("The Dark Knight");
});

test("a sign-up with an email already registered is refused without saying so, with the way to sign in", async ({ browser, baseURL }) => {
  const first = await browser.newPage();
  const account = await signUpViaApi(first, baseURL!);
  await first.close();
  const page = await browser.newPage({ baseURL });
  await page.goto("/sign-up");
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password").fill("a different pass phrase 42");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("We could not create an account with these details. If you already have an account with this email address, sign in instead.")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.close();
});

test.describe("signed in", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signUpViaApi(page, baseURL!);
  });

  for (const path of ["/sign-in", "/sign-up"]) {
    test(`${path} sends a signed-in visitor home`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("link", { name: "MovieApp" })).toBeVisible();
    });
  }

  test("an unknown path goes to /404", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("protected pages open, under the header", async ({ page }) => {
    for (const path of ["/", "/search", "/movie/238"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
      await expect(page.getByRole("link", { name: "Movies", exact: true })).toBeVisible();
    }
  });
});

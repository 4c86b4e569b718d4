import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test("a signed-in visitor sees the app's header on /404 and on an unknown path", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  for (const path of ["/404", "/no/such/page"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found · MovieApp");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "MovieApp" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Movies", exact: true })).toBeVisible();
    await expect(header.getByRole("button", { name: /Ada Lovelace/ })).toBeVisible();
    // Signed in, there is nothing to sign in to.
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveCount(0);
  }
  await page.getByRole("banner").getByRole("link", { name: "Movies", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Popular movies" })).toBeVisible();
});

test("a signed-out visitor sees /404 as before: no header, a way to sign in", async ({ page }) => {
  await page.goto("/404");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("a path no page has, an address that can name nothing, and a film, person or collection the catalog does not have, are answered 404, their page and tab saying so", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  const missing = [
    { path: "/no/such/page", heading: "Page not found" },
    { path: "/movie/999999999", heading: "Movie not found" },
    { path: "/person/999999999", heading: "Person not found" },
    { path: "/collection/999999999", heading: "Collection not found" },
  ];
  for (const { path, heading } of missing) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} · MovieApp`);
  }
  // An address that can name no film, person, collection or list of a film's is answered 404 too, its page saying so.
  const named = [
    { path: "/movie/abc", heading: "Invalid movie ID" },
    { path: "/movie/0603.5/cast", heading: "Invalid movie ID" },
    { path: "/movie/238/sequels", heading: "Page not found" },
    { path: "/person/-1", heading: "Invalid person ID" },
    { path: "/collection/abc", heading: "Invalid collection ID" },
  ];
  for (const { path, heading } of named) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  // What is there is answered 200.
  for (const path of ["/movie/238", "/movie/238/cast", "/movie/238/similar", "/person/1776", "/collection/263", "/lists"]) expect((await page.goto(path))?.status(), path).toBe(200);
  // A list the page does not know is answered 404, and says so in its tab too.
  expect((await page.goto("/lists/wishlist"))?.status()).toBe(404);
  await expect(page).toHaveTitle("List not found · MovieApp");
});

test.describe("when a film's related row is not found", () => {
  test.use({ fault: "path=/3/movie/238/similar; status=404", expectedConsoleErrors: /status of 404/ });

  test("the film's page is still answered 200: only the page's own subject missing makes it a 404", async ({ page, baseURL }) => {
    await signUpViaApi(page, baseURL!);
    const answer = await page.goto("/movie/238");
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("The Godfather");
  });
});

import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.beforeEach(async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
});

test("a film's page: hero, cast in billing order, crew, facts, collection and related films", async ({ page }) => {
  await page.goto("/movie/238");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("The Godfather");
  await expect(page).toHaveTitle("The Godfather · MovieApp");
  // Its release day in words.
  await expect(page.locator(".details-hero__meta")).toContainText("14 March 1972");
  await expect(page.getByText("2h 55m")).toBeVisible();
  // Its genres, each a link to that genre's films.
  const genres = page.locator(".details-hero__genres");
  await expect(genres).toHaveText("Genres: Drama, Crime");
  await expect(genres.getByRole("link", { name: "Crime" })).toHaveAttribute("href", "/?genre=80");
  await expect(page.getByText("Francis Ford Coppola").first()).toBeVisible();
  const cast = page.locator(".cast-card__name");
  await expect(cast.first()).toHaveText("Marlon Brando");
  await expect(page.locator(".cast-card__character").first()).toHaveText("Don Vito Corleone");
  await expect(page.getByRole("heading", { name: "Crew" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sound" })).toBeVisible();
  await expect(page.getByText("$6,000,000")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Part of The Godfather Collection" })).toBeVisible();
  await expect(page.getByRole("link", { name: "IMDb ↗" })).toHaveAttribute("href", "https://www.imdb.com/title/tt0068646/");
  const recommended = page.getByRole("region", { name: "Recommended" });
  await expect(recommended.getByRole("link", { name: /The Godfather Part II/ })).toBeVisible();
  await recommended.getByRole("link", { name: /The Godfather Part II/ }).click();
  await expect(page).toHaveURL(/\/movie\/240$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("The Godfather Part II");
});

test("a film's genre leads to that genre's films", async ({ page }) => {
  await page.goto("/movie/238");
  await page.locator(".details-hero__genres").getByRole("link", { name: "Drama" }).click();
  await expect(page).toHaveURL(/\/\?genre=18$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drama movies");
  await expect(page.getByRole("group", { name: "Browse by genre" }).getByRole("link", { name: "Drama" })).toHaveAttribute("aria-current", "page");
});

test("a film's director and writers lead to their pages, each named once", async ({ page }) => {
  await page.goto("/movie/238");
  const people = page.locator(".details-hero__people");
  // Mario Puzo is credited for the novel and the screenplay: one link.
  await expect(people.locator("dd")).toHaveText(["Francis Ford Coppola", "Mario Puzo, Francis Ford Coppola"]);
  await expect(people.getByRole("link", { name: "Mario Puzo" })).toHaveAttribute("href", "/person/3083");
  await people.getByRole("link", { name: "Francis Ford Coppola" }).first().click();
  await expect(page).toHaveURL(/\/person\/1776$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Francis Ford Coppola");
});

test("/movie/abc, /movie/0 and /movie/-1 say 'Invalid movie ID' plainly", async ({ page }) => {
  for (const id of ["abc", "0", "-1"]) {
    await page.goto(`/movie/${id}`);
    await expect(page.getByRole("heading", { name: "Invalid movie ID" }), id).toBeVisible();
    await expect(page.getByText("Something went wrong"), id).toHaveCount(0);
  }
});

test.describe("an unknown film", () => {
  test.use({ expectedConsoleErrors: /status of 404/ });
  test("shows a not-found state with a way home", async ({ page }) => {
    await page.goto("/movie/999999");
    await expect(page.getByRole("heading", { name: "Movie not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to popular movies" }).click();
    await expect(page.getByRole("heading", { name: "Popular movies" })).toBeVisible();
  });
});

test("a related row's 'See all' opens its own page: every film of the row, in grid or list view, served rendered", async ({ page }) => {
  await page.goto("/movie/238");
  const row = page.getByRole("region", { name: "Similar movies" });
  const inRow = await row.locator(".scroll-row__title").allTextContents();
  expect(inRow.length).toBeGreaterThan(0);
  // A row shows at most 12 films; its page shows them first, then the rest of the list's page.
  expect(inRow.length).toBeLessThanOrEqual(12);
  await page.getByRole("link", { name: "See all: Similar movies" }).click();
  await expect(page).toHaveURL(/\/movie\/238\/similar$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Similar movies");
  // The grid draws a first screen of cards, then the rest just after (web/src/components/movie-grid.tsx):
  // wait for the row's films, not only the first card.
  await expect.poll(async () => (await page.locator(".movie-card__title").allTextContents()).slice(0, inRow.length)).toEqual(inRow);
  await expect(page).toHaveTitle("Similar movies · The Godfather · MovieApp");
  await page.getByTitle("List view").click();
  await expect(page.locator(".movie-card--list .movie-card__overview").first()).toBeVisible();
  await page.getByRole("link", { name: "The Godfather", exact: true }).click();
  await expect(page).toHaveURL(/\/movie\/238$/);

  const html = await (await page.request.get("/movie/238/recommendations")).text();
  expect(html).toContain("<h1>Recommended</h1>");
  expect(html).toContain("The Godfather Part II");
});

test("a film's page shows its billed cast and featured crew, and its cast and crew page shows everyone, served rendered", async ({ page }) => {
  await page.goto("/movie/238");
  const crew = page.getByRole("region", { name: "Crew" });
  await expect(crew.getByRole("link", { name: "Nino Rota" })).toBeVisible();
  // An associate producer is not among the crew a film's page features.
  await expect(crew.getByText("Gray Frederickson")).toHaveCount(0);
  await page.getByRole("region", { name: "Cast" }).getByRole("link", { name: "Full cast & crew" }).click();
  await expect(page).toHaveURL(/\/movie\/238\/cast$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cast & crew");
  await expect(page).toHaveTitle("Cast & crew · The Godfather · MovieApp");
  await expect(page.getByRole("heading", { name: "Cast (9)" })).toBeVisible();
  const cast = page.getByRole("list", { name: "Cast" });
  await expect(cast.locator(".cast-card__name").first()).toHaveText("Marlon Brando");
  await expect(cast.getByRole("link", { name: /Diane Keaton/ })).toBeVisible();
  const allCrew = page.getByRole("region", { name: /^Crew/ });
  await expect(allCrew.getByText("Associate Producer")).toBeVisible();
  await allCrew.getByRole("link", { name: "Gray Frederickson" }).click();
  await expect(page).toHaveURL(/\/person\/2870$/);
  await page.goBack();
  await page.getByRole("link", { name: "The Godfather", exact: true }).click();
  await expect(page).toHaveURL(/\/movie\/238$/);

  const html = await (await page.request.get("/movie/238/cast")).text();
  expect(html).toContain("<h1>Cast &amp; crew</h1>");
  expect(html).toContain("Gray Frederickson");
});

test.describe("a cast and crew page of no film", () => {
  test.use({ expectedConsoleErrors: /status of 404/ });
  test("says so plainly, for a bad id and for an unknown film", async ({ page }) => {
    await page.goto("/movie/abc/cast");
    await expect(page.getByRole("heading", { name: "Invalid movie ID" })).toBeVisible();
    await page.goto("/movie/999999/cast");
    await expect(page.getByRole("heading", { name: "Movie not found" })).toBeVisible();
  });
});

test("a film's address with any other list says so plainly, with a way back to the film", async ({ page }) => {
  await page.goto("/movie/238/trivia");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  // The lists named as the film's page heads them, not as its address spells them.
  await expect(page.getByText("A film’s related films are in its “Similar movies” and “Recommended” lists; this address names neither.")).toBeVisible();
  await page.getByRole("link", { name: "Back to the film" }).click();
  await expect(page).toHaveURL(/\/movie\/238$/);
});

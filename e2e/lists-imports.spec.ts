import type { Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { cardOf, sampleFilms, type SampleFilm } from "./support/lists";

/**
 * Imports end to end, each checked on the list page it fills: a Letterboxd watchlist.csv, and an
 * IMDb ratings export matched by IMDb id (whatever the row's title says). The films are the
 * shipped sample catalog's, which the e2e server runs on.
 */

/** A CSV field, quoted when it must be. */
const field = (value: string | number) => (/[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));
const csv = (rows: ReadonlyArray<ReadonlyArray<string | number>>) => rows.map((row) => row.map(field).join(",")).join("\n");
const yearOf = (film: SampleFilm) => film.release_date.slice(0, 4);

/** Chooses the file on the lists page, previews it, checks what the preview says (and the row it did not find), and imports what matched. */
async function importFile(page: Page, file: { name: string; text: string }, said: { preview: string; notFound: string; imported: string }) {
  await page.goto("/lists");
  await page.getByLabel("File to import (CSV or JSON)").setInputFiles({ name: file.name, mimeType: "text/csv", buffer: Buffer.from(file.text) });
  await page.getByRole("button", { name: "Preview import" }).click();
  await expect(page.getByText(said.preview)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: said.notFound })).toBeVisible();
  await page.getByRole("button", { name: /^Import \d+ films?$/ }).click();
  await expect(page.getByText(said.imported)).toBeVisible();
}

test("a Letterboxd watchlist.csv fills the watchlist, and its page shows each film", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  const films = sampleFilms().slice(5, 11);
  const text = csv([
    ["Date", "Name", "Year", "Letterboxd URI"],
    ...films.map((film, i) => [`2024-03-0${i + 1}`, film.title, yearOf(film), `https://boxd.it/wl${i}`]),
    ["2024-03-09", "A Film Nobody Made", 1999, "https://boxd.it/wl-none"],
  ]);
  await importFile(page, { name: "watchlist.csv", text }, {
    preview: `A Letterboxd watchlist: ${films.length} matched, 0 to choose, 1 not found.`,
    notFound: `“A Film Nobody Made” (1999), line ${films.length + 2}`,
    imported: `Imported ${films.length} films into your watchlist.`,
  });

  await page.goto("/lists/watchlist");
  await expect(page.getByRole("heading", { name: "Your watchlist", level: 1 })).toBeVisible();
  await expect(page.getByText(`${films.length} films`)).toBeVisible();
  for (const film of films) {
    const card = cardOf(page, film.title);
    await expect(card).toContainText(yearOf(film));
    await expect(card.getByRole("button", { name: `Watchlist: ${film.title}`, exact: true })).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.locator(".movie-card")).toHaveCount(films.length);
});

test("an IMDb ratings export is matched by IMDb id and fills the ratings, shown in stars and out of 10 on its page", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  // Films the catalog knows by IMDb id, each under a title the catalog's search would not find it by.
  const rated = sampleFilms()
    .filter((film) => film.imdb_id)
    .slice(0, 5)
    .map((film, i) => ({ film, title: `Titre inconnu ${i + 1}`, outOfTen: [10, 7, 1, 8, 5][i]! }));
  const header = ["Const", "Your Rating", "Date Rated", "Title", "URL", "Title Type", "IMDb Rating", "Runtime (mins)", "Year", "Genres", "Num Votes", "Release Date", "Directors"];
  const text = csv([
    header,
    ...rated.map(({ film, title, outOfTen }) => [film.imdb_id!, outOfTen, "2024-02-01", title, `https://www.imdb.com/title/${film.imdb_id}/`, "Movie", 8.1, 120, yearOf(film), "Drama", 123456, film.release_date, "Someone"]),
    ["tt0000042", 6, "2024-02-02", "A Film Nobody Made", "https://www.imdb.com/title/tt0000042/", "Movie", 5.5, 90, 1999, "Drama", 12, "1999-05-05", "Nobody"],
  ]);
  await importFile(page, { name: "ratings.csv", text }, {
    preview: `IMDb ratings: ${rated.length} matched, 0 to choose, 1 not found.`,
    notFound: `“A Film Nobody Made” (1999), line ${rated.length + 2}`,
    imported: `Imported ${rated.length} films into your ratings.`,
  });

  await page.goto("/lists/ratings");
  await expect(page.getByRole("heading", { name: "Your ratings", level: 1 })).toBeVisible();
  await expect(page.getByText(`${rated.length} films`)).toBeVisible();
  for (const { film, outOfTen } of rated) {
    const stars = outOfTen / 2;
    await expect(cardOf(page, film.title).getByLabel(`Your rating: ${stars} ${stars === 1 ? "star" : "stars"} (${outOfTen}/10)`)).toBeVisible();
  }
  await expect(page.locator(".movie-card")).toHaveCount(rated.length);
  // Sorted by rating, the best first.
  await page.getByLabel("Sort by").selectOption("rating");
  await expect(page.locator(".movie-card h2").first()).toHaveText(rated[0]!.film.title);
});

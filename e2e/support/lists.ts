import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

/** A page once its app has started (hydrated or rendered), as the fixtures' own `page.goto` waits. */
export async function openStarted(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-app-started]", { state: "attached" });
}

/** Signs in through the sign-in form, as a person on another device would. */
export async function signInWithForm(page: Page, account: { email: string; password: string }) {
  await openStarted(page, "/sign-in");
  await submitSignIn(page, account);
}

/** Fills in and sends the sign-in form on screen, and waits for the home page it leads to. */
export async function submitSignIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Popular movies" })).toBeVisible();
}

/** The card of a film on a page of cards, found by its title. */
export const cardOf = (page: Page, title: string) => page.locator(".movie-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** A film of the shipped sample catalog, as the server seeds it (its IMDb id when it has one). */
export interface SampleFilm {
  id: number;
  title: string;
  release_date: string;
  imdb_id?: string;
}

/** The films of the shipped sample catalog (server/sample-catalog), read as the server seeds them. */
export function sampleFilms(): SampleFilm[] {
  return JSON.parse(readFileSync(new URL("../../server/sample-catalog/films.json", import.meta.url), "utf8")) as SampleFilm[];
}

/** Adds films to a list through the API, as the person's own browser would (Origin: the app's). */
export async function addToList(page: Page, baseURL: string, list: "watchlist" | "favorites", films: readonly SampleFilm[]) {
  for (const film of films) {
    const response = await page.request.put(`/api/me/lists/${list}/${film.id}`, { data: { title: film.title, year: film.release_date.slice(0, 4), poster_path: null }, headers: { Origin: baseURL } });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** Rates a film through the API, as the person's own browser would. */
export async function rateFilm(page: Page, baseURL: string, film: SampleFilm, stars: number) {
  const response = await page.request.put(`/api/me/lists/ratings/${film.id}`, { data: { title: film.title, year: film.release_date.slice(0, 4), poster_path: null, rating: stars }, headers: { Origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Notes a viewing of a film through the API, as the person's own browser would; `words` as a Letterboxd diary brings them. */
export async function markSeen(page: Page, baseURL: string, film: SampleFilm, seenOn: string, words: { said_rewatch?: boolean; review?: string } = {}) {
  const response = await page.request.post("/api/me/lists/seen", { data: { movie_id: film.id, title: film.title, year: film.release_date.slice(0, 4), poster_path: null, seen_on: seenOn, ...words }, headers: { Origin: baseURL } });
  expect(response.status(), await response.text()).toBe(201);
}

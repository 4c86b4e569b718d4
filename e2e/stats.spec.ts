import type { Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { markSeen, rateFilm, sampleFilms } from "./support/lists";

const [godfather, partTwo, shawshank] = sampleFilms();

/** A chart's figures, as its table gives them (opened as a person would): [label, value] rows. */
async function figuresOf(page: Page, title: string): Promise<string[][]> {
  const chart = page.locator("figure").filter({ has: page.getByText(title, { exact: true }) });
  await chart.getByText(`${title}: the figures`).click();
  return chart.locator("tbody tr").evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent ?? "")));
}
/** The totals as shown: what each figure is, and the figure. */
const totalsOf = (page: Page) => page.locator(".stats__totals > div").evaluateAll((figures) => figures.map((figure) => Array.from(figure.children, (part) => part.textContent ?? "")));

test("a person's statistics count what they watched, of all years and of one, with each chart's figures as a table", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  // The Godfather (175 minutes) twice, on days in a row; Part II (202) in 2023; The Shawshank Redemption (142) in March. All three are dramas and crime films, in English, from the United States.
  await markSeen(page, baseURL!, partTwo!, "2023-06-06");
  await markSeen(page, baseURL!, godfather!, "2024-01-01");
  await markSeen(page, baseURL!, godfather!, "2024-01-02");
  await markSeen(page, baseURL!, shawshank!, "2024-03-15");
  await rateFilm(page, baseURL!, godfather!, 5);
  await rateFilm(page, baseURL!, shawshank!, 4.5);

  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: /Ada Lovelace/ }).click();
  await page.getByRole("menuitem", { name: "Statistics" }).click();
  // The heading shows at once; the figures once they have come (the rest below come with them).
  await expect(page.getByRole("heading", { level: 1, name: "Your statistics" })).toBeVisible();
  await expect.poll(() => totalsOf(page)).toEqual([
    ["Films watched", "4"], ["Different films", "3"], ["Hours", "11.6"], ["Rewatches", "1"], ["Days with a film", "4"], ["Longest run", "2 days", "1 January 2024 to 2 January 2024"],
  ]);
  expect(await figuresOf(page, "Films by year")).toEqual([["2023", "1"], ["2024", "3"]]);
  expect((await figuresOf(page, "Films by month of 2024")).filter(([, value]) => value !== "0")).toEqual([["January", "2"], ["March", "1"]]);
  expect((await figuresOf(page, "Your ratings")).filter(([, value]) => value !== "0")).toEqual([["4.5 stars (9/10)", "1"], ["5 stars (10/10)", "1"]]);
  expect(await figuresOf(page, "Films by decade of release")).toEqual([["1970s", "3"], ["1990s", "1"]]);
  expect(await figuresOf(page, "Films by original language")).toEqual([["English", "4"]]);
  expect((await figuresOf(page, "Films by genre")).slice(0, 2)).toEqual([["Crime", "4"], ["Drama", "4"]]);

  // Hours instead of films, for the years and months.
  await page.getByRole("radio", { name: "Hours" }).check();
  await expect.poll(() => figuresOf(page, "Hours by year")).toEqual([["2023", "3.4 h"], ["2024", "8.2 h"]]);

  // The director seen most leads to his page.
  await page.getByRole("table", { name: "Directors you watched most" }).getByRole("link", { name: "Francis Ford Coppola" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Francis Ford Coppola" })).toBeVisible();
  await page.goBack();

  await page.getByLabel("Year").selectOption("2023");
  await expect(page).toHaveURL(/\/stats\?year=2023$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your statistics for 2023" })).toBeVisible();
  await expect.poll(() => totalsOf(page)).toEqual([
    ["Films watched", "1"], ["Different films", "1"], ["Hours", "3.4"], ["Rewatches", "0"], ["Days with a film", "1"], ["Longest run", "1 day"],
  ]);
});

test("with nothing seen yet, the statistics say how to begin", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await page.goto("/stats");
  await expect(page.getByText("Nothing to count yet.")).toBeVisible();
  await page.getByRole("link", { name: "your lists" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your lists" })).toBeVisible();
});

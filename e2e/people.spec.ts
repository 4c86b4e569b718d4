import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.beforeEach(async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
});

test("from a film's cast a click reaches the actor's page, with their films by year and their parts", async ({ page }) => {
  await page.goto("/movie/13");
  await page.getByRole("list", { name: "Cast, scrolls sideways" }).getByRole("link", { name: /Tom Hanks/ }).click();
  await expect(page).toHaveURL(/\/person\/31$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tom Hanks");
  await expect(page).toHaveTitle("Tom Hanks · MovieApp");
  await expect(page.getByText("Known for Acting")).toBeVisible();
  const filmography = page.getByRole("region", { name: "Filmography" });
  const year1994 = filmography.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "1994" }) });
  await expect(year1994.getByRole("link", { name: "Forrest Gump" })).toBeVisible();
  await expect(year1994.getByText("as Forrest Gump")).toBeVisible();
  const year1995 = filmography.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "1995" }) });
  await expect(year1995.getByText("as Woody (voice)")).toBeVisible();
  // Newest first.
  const years = await filmography.locator(".timeline__label").allTextContents();
  expect(years).toEqual([...years].sort().reverse());
  await expect(page.getByRole("region", { name: "Known for" }).getByRole("link").first()).toBeVisible();
  await year1994.getByRole("link", { name: "Forrest Gump" }).click();
  await expect(page).toHaveURL(/\/movie\/13$/);
});

test("a director's page lists their films under Directing, and the filter lives in the address", async ({ page }) => {
  await page.goto("/movie/238");
  await page.getByRole("region", { name: "Crew" }).getByRole("link", { name: "Francis Ford Coppola" }).first().click();
  await expect(page).toHaveURL(/\/person\/1776$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Francis Ford Coppola");
  const filter = page.getByRole("navigation", { name: "Filmography by department" });
  await filter.getByRole("link", { name: /^Directing/ }).click();
  await expect(page).toHaveURL(/\/person\/1776\?department=Directing$/);
  await expect(filter.getByRole("link", { name: /^Directing/ })).toHaveAttribute("aria-current", "page");
  const filmography = page.getByRole("region", { name: "Filmography" });
  await expect(filmography.getByRole("link", { name: "Apocalypse Now" })).toBeVisible();
  await expect(filmography.getByRole("link", { name: "Lost in Translation" })).toHaveCount(0);
  await expect(filmography.getByText("Producer")).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/person\/1776$/);
  await expect(filmography.getByRole("link", { name: "Lost in Translation" })).toBeVisible();
  // A shared filtered link shows the filter, server-rendered.
  await page.goto("/person/1776?department=Writing");
  await expect(filmography.getByRole("link", { name: "Lost in Translation" })).toHaveCount(0);
  await expect(filmography.getByText("Screenplay").first()).toBeVisible();
});

test("people a person often works with lead to their pages", async ({ page }) => {
  await page.goto("/person/1776");
  const often = page.getByRole("region", { name: "Often works with" });
  const first = often.getByRole("link").first();
  // Its name is the words it shows (WCAG 2.5.3 Label in Name).
  await expect(first).toHaveAccessibleName(/^\S.* \d+ films together · \w+/);
  const name = (await first.locator(".person-link__name").textContent())!;
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("a search finds people too, in a section reachable by keyboard", async ({ page }) => {
  await page.goto("/search?q=hanks");
  const people = page.getByRole("region", { name: /People/ });
  const tom = people.getByRole("link", { name: /Tom Hanks/ });
  await expect(tom).toBeVisible();
  await expect(tom).toContainText("Acting");
  await tom.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/person\/31$/);
  // The header's search (home with ?q=) shows them as well, misspelt.
  await page.goto("/?q=coppola");
  await expect(page.getByRole("region", { name: /People/ }).getByRole("link", { name: /Francis Ford Coppola/ })).toBeVisible();
  await page.goto("/?q=copola");
  await expect(page.getByRole("region", { name: /People/ }).getByRole("link", { name: /Francis Ford Coppola/ })).toBeVisible();
});

test("a search that finds a person and no film counts the films under the people found, and shows no zero", async ({ page }) => {
  await page.goto("/search?q=dicaprio");
  const people = page.getByRole("region", { name: /People/ });
  await expect(people.getByRole("link", { name: /Leonardo DiCaprio/ })).toBeVisible();
  const count = page.locator(".home__count");
  await expect(count).toHaveText("No movies found for “dicaprio”");
  await expect(page.getByText(/\b0 (results|movies)/)).toHaveCount(0);
  // The people come first, the films' line under them.
  const [peopleBox, countBox] = await Promise.all([people.boundingBox(), count.boundingBox()]);
  expect(countBox!.y).toBeGreaterThan(peopleBox!.y + peopleBox!.height);
  // The header's search (home with ?q=) says it the same way, once.
  await page.goto("/?q=dicaprio");
  await expect(page.getByRole("region", { name: /People/ }).getByRole("link", { name: /Leonardo DiCaprio/ })).toBeVisible();
  await expect(page.getByText("No movies found for “dicaprio”")).toHaveCount(1);
  await expect(page.getByText(/\b0 (results|movies)/)).toHaveCount(0);
});

test("a search's people past its best eight are one press away, then each further page of them, focus going on to the first person each brings", async ({ page }) => {
  await page.goto("/search?q=tom");
  const people = page.getByRole("region", { name: /People/ });
  await expect(people.getByRole("heading")).toHaveText(/^People \(the 8 best matches of (\d+)\)$/);
  const total = Number(/of (\d+)/.exec((await people.getByRole("heading").textContent())!)![1]);
  // More people than one page of the search holds (20), so the last of them are on its second page.
  expect(total).toBeGreaterThan(20);
  expect(total).toBeLessThanOrEqual(40);
  await expect(people.getByRole("link")).toHaveCount(8);
  await people.getByRole("button", { name: "Show 12 more people" }).click();
  await expect(people.getByRole("link")).toHaveCount(20);
  await expect(people.getByRole("link").nth(8)).toBeFocused();
  await expect(people.getByRole("heading")).toHaveText(`People (the 20 best matches of ${total})`);
  await people.getByRole("button", { name: `Show ${total - 20} more people` }).click();
  await expect(people.getByRole("link")).toHaveCount(total);
  await expect(people.getByRole("link").nth(20)).toBeFocused();
  await expect(people.getByRole("heading")).toHaveText("People");
  await expect(people.getByRole("button")).toHaveCount(0);
});

test("a person's first view arrives rendered in the HTML", async ({ page }) => {
  const html = await (await page.request.get("/person/31")).text();
  expect(html).toMatch(/<h1>Tom Hanks<\/h1>/);
  expect(html).toContain("Forrest Gump");
});

test("/person/abc and /person/0 say \"Invalid person ID\", /person/999999999 \"Person not found\", each leading back home", async ({ page }) => {
  for (const [path, heading] of [["/person/abc", "Invalid person ID"], ["/person/0", "Invalid person ID"], ["/person/999999999", "Person not found"]] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    await page.getByRole("link", { name: "Back to popular movies" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Popular movies");
  }
});

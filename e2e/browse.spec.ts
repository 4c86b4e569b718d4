import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.beforeEach(async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
});

test("home offers Popular, Top rated, Now playing and Upcoming, each in its address with its pages", async ({ page }) => {
  await page.goto("/");
  const lists = page.getByRole("navigation", { name: "Movie lists" });
  await expect(lists.getByRole("link", { name: "Popular" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("group", { name: "Browse by genre" })).toBeVisible();

  await lists.getByRole("link", { name: "Top rated" }).click();
  await expect(page).toHaveURL(/\/\?list=top_rated$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Top rated movies");
  await expect(lists.getByRole("link", { name: "Top rated" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("group", { name: "Browse by genre" }).getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  // Led by films rated highly by many (the catalog's top rated keeps a floor of votes).
  const first = page.locator(".movie-card").first();
  await expect(first).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Pages" });
  await pages.getByRole("button", { name: "Next →" }).click();
  await expect(page).toHaveURL(/\/\?list=top_rated&page=2$/);
  await expect(pages.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Top rated movies");
  await expect(pages.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");

  await lists.getByRole("link", { name: "Now playing" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Now playing movies");
  await expect(page.getByRole("link", { name: /Inception/ }).first()).toBeVisible();
  await lists.getByRole("link", { name: "Upcoming" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upcoming movies");
  await expect(page.locator(".movie-card").first()).toBeVisible();

  // With Popular, a genre chip shows that genre's popular films, under Popular; "All" returns to them all.
  await lists.getByRole("link", { name: "Popular" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The address changes before the new page is drawn; the old page's chips lead elsewhere.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Popular movies");
  await page.getByRole("group", { name: "Browse by genre" }).getByRole("link", { name: "Drama" }).click();
  await expect(page).toHaveURL(/\/\?genre=18$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drama movies");
  await expect(lists.getByRole("link", { name: "Popular" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("group", { name: "Browse by genre" }).getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Popular movies");
});

test("Now playing and Upcoming say which release dates they cover, as the catalog's answer names them, in the server's first view and in the app, of one genre too", async ({ page, baseURL }) => {
  const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  const inWords = (day: string) => {
    const [year, month, date] = day.split("-").map(Number);
    return `${date} ${MONTHS[month! - 1]} ${year}`;
  };
  const windowOf = async (list: string) => {
    const { dates } = (await (await page.request.get(`/3/movie/${list}?api_key=movieapp-local-catalog`)).json()) as { dates: { minimum: string; maximum: string } };
    return `Release dates ${inWords(dates.minimum)} – ${inWords(dates.maximum)}`;
  };
  const [nowPlaying, upcoming] = [await windowOf("now_playing"), await windowOf("upcoming")];
  expect(nowPlaying).not.toEqual(upcoming);

  expect(await (await page.request.get(`${baseURL}/?list=upcoming`)).text()).toContain(upcoming);
  await page.goto("/?list=upcoming");
  await expect(page.getByText(upcoming)).toBeVisible();
  const lists = page.getByRole("navigation", { name: "Movie lists" });
  await lists.getByRole("link", { name: "Now playing" }).click();
  await expect(page.getByText(nowPlaying)).toBeVisible();
  await page.getByRole("group", { name: "Browse by genre" }).getByRole("link", { name: "Drama" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Now playing Drama movies");
  await expect(page.getByText(nowPlaying)).toBeVisible();
  // Other lists name no window.
  await lists.getByRole("link", { name: "Top rated" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Top rated Drama movies");
  await expect(page.getByText("Release dates")).toHaveCount(0);
});

test("a genre narrows each of home's lists, by that list's own rule, and stays chosen from one list to the next", async ({ page }) => {
  await page.goto("/?list=top_rated");
  const lists = page.getByRole("navigation", { name: "Movie lists" });
  const genres = page.getByRole("group", { name: "Browse by genre" });
  await genres.getByRole("link", { name: "Drama" }).click();
  await expect(page).toHaveURL(/\/\?list=top_rated&genre=18$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Top rated Drama movies");
  await expect(page).toHaveTitle("Top rated Drama movies · MovieApp");
  await expect(lists.getByRole("link", { name: "Top rated" })).toHaveAttribute("aria-current", "page");
  await expect(genres.getByRole("link", { name: "Drama" })).toHaveAttribute("aria-current", "page");
  // The top rated of a genre are the top rated list's films of that genre, in its order.
  // Skeleton cards stand in while a list loads and have no title, so the titles are awaited as a whole
  // (toHaveText on a list retries until the shown titles are exactly these).
  const shownTitles = page.locator(".movie-card .movie-card__title");
  const dramasOf = async (list: string) => {
    const films: string[] = [];
    for (let at = 1; ; at++) {
      const answer = (await (await page.request.get(`/3/movie/${list}?api_key=movieapp-local-catalog&page=${at}`)).json()) as { results: Array<{ title: string; genre_ids: number[] }>; total_pages: number };
      films.push(...answer.results.filter((film) => film.genre_ids.includes(18)).map((film) => film.title));
      if (at >= answer.total_pages || films.length >= 40) return films.slice(0, 40);
    }
  };
  const topRatedDramas = await dramasOf("top_rated");
  await expect(shownTitles).toHaveText(topRatedDramas.slice(0, 20));
  // Its next page is the next twenty, in an address that keeps the list and the genre.
  await page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: "Next →" }).click();
  await expect(page).toHaveURL(/\/\?list=top_rated&genre=18&page=2$/);
  await expect(shownTitles).toHaveText(topRatedDramas.slice(20, 40));

  // Another list keeps the genre: the films of that genre released within the list's window.
  await lists.getByRole("link", { name: "Now playing" }).click();
  await expect(page).toHaveURL(/\/\?list=now_playing&genre=18$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Now playing Drama movies");
  await expect(genres.getByRole("link", { name: "Drama" })).toHaveAttribute("aria-current", "page");
  const nowPlayingDramas = await dramasOf("now_playing");
  expect(nowPlayingDramas.length).toBeGreaterThan(0);
  await expect(shownTitles).toHaveText(nowPlayingDramas.slice(0, 20));

  // Popular of one genre is headed by the genre alone; "All" leaves the list as it is, of every genre.
  await lists.getByRole("link", { name: "Popular" }).click();
  await expect(page).toHaveURL(/\/\?genre=18$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drama movies");
  await lists.getByRole("link", { name: "Upcoming" }).click();
  await expect(page).toHaveURL(/\/\?list=upcoming&genre=18$/);
  await expect(genres.getByRole("link", { name: "All" })).toHaveAttribute("href", "/?list=upcoming");
  await genres.getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL(/\/\?list=upcoming$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upcoming movies");
});

test("a list of one genre with no film says so and offers the genre's other films; its first view is rendered by the server", async ({ page }) => {
  for (const [address, heading] of [["/?list=top_rated&genre=18", "Top rated Drama movies"], ["/?list=now_playing&genre=18", "Now playing Drama movies"]]) {
    const html = await (await page.request.get(address!)).text();
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain("movie-card");
  }
  // Past the end of a list with no film: no such page, and the way to its first.
  await page.goto("/?list=upcoming&genre=27&page=2");
  await expect(page.getByText("There is no page 2 of this list.")).toBeVisible();
  await page.getByRole("link", { name: "Go to its first page" }).click();
  await expect(page).toHaveURL(/\/\?list=upcoming&genre=27$/);

  // The sample catalog's few upcoming films include no horror film.
  await page.goto("/?list=upcoming&genre=27");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upcoming Horror movies");
  await expect(page.getByText("No Horror films in Upcoming yet.")).toBeVisible();
  await page.getByRole("link", { name: "See all Horror movies" }).click();
  await expect(page).toHaveURL(/\/\?genre=27$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Horror movies");
});

test("a list's first view is rendered by the server", async ({ page }) => {
  const html = await (await page.request.get("/?list=top_rated")).text();
  expect(html).toContain("<h1>Top rated movies</h1>");
  expect(html).toContain("movie-card");
});

test("The Dark Knight's page links to its collection, which lists its films by release date, rendered by the server", async ({ page }) => {
  await page.goto("/movie/155");
  await page.getByRole("link", { name: "Part of The Dark Knight Collection" }).click();
  await expect(page).toHaveURL(/\/collection\/263$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Dark Knight Collection");
  await expect(page).toHaveTitle("The Dark Knight Collection · MovieApp");
  await expect(page.locator(".movie-card__title")).toHaveText(["Batman Begins", "The Dark Knight", "The Dark Knight Rises"]);
  await page.locator(".movie-card").first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Batman Begins");

  const html = await (await page.request.get("/collection/263")).text();
  expect(html).toContain("<h1>The Dark Knight Collection</h1>");
  expect(html).toContain("Batman Begins");
});

test.describe("an unknown collection", () => {
  test.use({ expectedConsoleErrors: /status of 404/ });
  test("says so, with a way home", async ({ page }) => {
    await page.goto("/collection/999999");
    await expect(page.getByRole("heading", { name: "Collection not found" })).toBeVisible();
    await page.goto("/collection/abc");
    await expect(page.getByRole("heading", { name: "Invalid collection ID" })).toBeVisible();
  });
});

test("a film's keywords lead to Discover's films with that keyword", async ({ page }) => {
  await page.goto("/movie/155");
  const keywords = page.getByRole("region", { name: "Keywords" });
  await keywords.getByRole("link", { name: "vigilante" }).click();
  await expect(page).toHaveURL(/\/discover\?keyword=\d+-vigilante$/);
  await expect(page.getByText("Films with the keyword vigilante")).toBeVisible();
  await expect(page.getByRole("link", { name: /The Dark Knight/ }).first()).toBeVisible();
  // The keyword stays while other filters change, until it is removed.
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByLabel("Sort by").selectOption("primary_release_date.asc");
  await filters.getByRole("button", { name: "Show films" }).click();
  await expect(page).toHaveURL(/\/discover\?sort=primary_release_date.asc&keyword=\d+-vigilante$/);
  await expect(page.getByRole("link", { name: "Remove the keyword vigilante" })).toHaveAttribute("href", /sort=primary_release_date\.asc/);
  await page.getByRole("link", { name: "Remove the keyword vigilante" }).click();
  await expect(page).toHaveURL(/\/discover\?sort=primary_release_date.asc$/);
});

test("'See all' of a related row is paged, each page in its address", async ({ page }) => {
  await page.goto("/movie/238");
  await page.getByRole("link", { name: "See all: Similar movies" }).click();
  await expect(page).toHaveURL(/\/movie\/238\/similar$/);
  const pages = page.getByRole("navigation", { name: "Pages" });
  const first = await page.locator(".movie-card__title").first().textContent();
  await pages.getByRole("button", { name: "Next →" }).click();
  await expect(page).toHaveURL(/\/movie\/238\/similar\?page=2$/);
  await expect(pages.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.locator(".movie-card__title").first()).not.toHaveText(first ?? "");
  await page.reload();
  await expect(pages.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page).toHaveURL(/\/movie\/238\/similar$/);
  await expect(page.locator(".movie-card__title").first()).toHaveText(first ?? "");
});

test("a genre the catalog does not have says so in its heading and tab, and offers the genres there are", async ({ page }) => {
  await page.goto("/?genre=99999");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Genre not found");
  await expect(page).toHaveTitle("Genre not found · MovieApp");
  await expect(page.getByText("There is no genre with this ID. Choose one of the genres above.")).toBeVisible();
  await page.getByRole("group", { name: "Browse by genre" }).getByRole("link", { name: "Drama" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drama movies");

  // Within another list too; its tabs lead to the lists themselves, not to the genre no one has.
  await page.goto("/?list=top_rated&genre=99999");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Genre not found");
  await expect(page.getByText("There is no genre with this ID. Choose one of the genres above.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Movie lists" }).getByRole("link", { name: "Upcoming" })).toHaveAttribute("href", "/?list=upcoming");
});

test("a genre named by what cannot be an id is no genre either, not every film: in the page drawn by the server and in the app", async ({ page, baseURL }) => {
  const served = await (await page.request.get(`${baseURL}/?genre=drama`)).text();
  expect(served).toContain("Genre not found");
  expect(served).not.toMatch(/class="movie-card__link/);
  for (const address of ["/?genre=drama", "/?list=top_rated&genre=-3"]) {
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1 }), address).toHaveText("Genre not found");
    await expect(page.getByText("There is no genre with this ID. Choose one of the genres above.")).toBeVisible();
    await expect(page.locator(".movie-card")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
  }
  // A chip leads on from there to a genre there is, within the same list.
  await page.getByRole("group", { name: "Browse by genre" }).getByRole("link", { name: "Drama" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Top rated Drama movies");
});

import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { addToList, sampleFilms } from "./support/lists";

/**
 * The release calendar as a person uses it: their watchlist's dates on the page, then a feed made
 * for their calendar app, read as the app reads it (the address alone, no cookie), and removed.
 */
test("the release calendar shows the watchlist's dates, and gives a feed a calendar app reads until it is removed", async ({ page, baseURL, playwright }) => {
  await signUpViaApi(page, baseURL!);
  await page.goto("/calendar");
  await expect(page.getByText("Your watchlist is empty: put films on it and their release dates show here.")).toBeVisible();

  const [godfather, partTwo] = sampleFilms();
  await addToList(page, baseURL!, "watchlist", [godfather!, partTwo!]);
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { level: 1, name: "Release calendar" })).toBeVisible();
  await expect(page.getByText("None of the films on your watchlist comes out after today.")).toBeVisible();
  const out = page.getByRole("list", { name: "Out already" }).getByRole("listitem");
  await expect(out).toHaveText([`20 December 1974 ${partTwo!.title}`, `14 March 1972 ${godfather!.title}`]);

  const feedSection = page.getByRole("region", { name: "In your calendar app" });
  await feedSection.getByRole("button", { name: "Make a calendar feed" }).click();
  await expect(feedSection.getByRole("status")).toHaveText("Your calendar feed is made: give its address to your calendar app.");
  const address = page.getByLabel("The feed’s address");
  await expect(address).toBeFocused();
  const url = await address.inputValue();
  expect(url).toMatch(new RegExp(`^${baseURL!}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  await expect(page.getByRole("link", { name: "Open in your calendar app" })).toHaveAttribute("href", url.replace(/^http:/, "webcal:"));

  const calendarApp = await playwright.request.newContext();
  const feed = await calendarApp.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await feed.text();
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(text).toContain("DTSTART;VALUE=DATE:19720314");

  await feedSection.getByRole("button", { name: "Remove the feed" }).click();
  await expect(feedSection.getByRole("status")).toHaveText("Your calendar feed is removed: its address no longer works.");
  await expect(page.getByRole("heading", { name: "In your calendar app" })).toBeFocused();
  expect((await calendarApp.get(url)).status()).toBe(404);
  await calendarApp.dispose();
});

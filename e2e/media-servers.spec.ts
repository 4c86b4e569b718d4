import { readFileSync } from "node:fs";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/** A webhook as Jellyfin's plugin sends it (server/src/media-servers/fixtures). */
const jellyfinPlayed = readFileSync(new URL("../server/src/media-servers/fixtures/jellyfin-movie-played.json", import.meta.url), "utf8");

/**
 * A person connects Jellyfin on the account page, the media server tells of a film played to the
 * end (a request to the address alone, as Jellyfin makes it, with no cookie), and the film is in
 * their diary, the event on the account page; disconnecting stops the address.
 */
test("a person connects Jellyfin, a film played there to the end is logged in their diary, and disconnecting stops the address", async ({ page, baseURL, playwright }) => {
  await signUpViaApi(page, baseURL!);
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Media servers" });
  await section.getByRole("button", { name: "Connect Jellyfin" }).click();
  await expect(section.getByRole("status")).toHaveText("Jellyfin is connected: give it the address below.");
  const address = section.getByLabel("Jellyfin’s webhook address");
  await expect(address).toBeFocused();
  const url = await address.inputValue();
  expect(url).toMatch(new RegExp(`^${baseURL!}/api/webhooks/jellyfin/[A-Za-z0-9_-]{43}$`));
  await expect(section.getByText("Nothing has come from Jellyfin yet.")).toBeVisible();

  const jellyfin = await playwright.request.newContext();
  const told = await jellyfin.post(url, { headers: { "Content-Type": "text/plain; charset=utf-8" }, data: jellyfinPlayed });
  expect(told.status()).toBe(200);
  expect(await told.json()).toMatchObject({ outcome: "logged" });

  await page.reload();
  const events = section.getByRole("list", { name: "What came from Jellyfin" });
  await expect(events.getByRole("listitem")).toHaveCount(1);
  await expect(events.getByRole("listitem").first()).toContainText(/Logged Inception \(2010\), seen \d{1,2} November 2026 · played by ada$/);
  await events.getByRole("link", { name: "Inception (2010)" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Inception");
  await page.goto("/diary");
  await expect(page.getByRole("main")).toContainText("Inception");

  await page.goto("/account");
  await section.getByRole("button", { name: "Disconnect Jellyfin" }).click();
  await expect(section.getByRole("status")).toHaveText("Jellyfin is disconnected: its address no longer works. What it logged stays in your diary.");
  await expect(section.getByRole("heading", { name: "Media servers" })).toBeFocused();
  await expect(section.getByRole("button", { name: "Connect Jellyfin" })).toBeVisible();
  expect((await jellyfin.post(url, { headers: { "Content-Type": "text/plain" }, data: jellyfinPlayed })).status()).toBe(401);
  await jellyfin.dispose();
});

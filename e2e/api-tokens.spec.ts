import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * Personal API tokens on the account page, as a person who scripts their lists uses them: one
 * made, copied once, used by a script (a request with the token alone, no cookie), and revoked.
 */
test("a person makes a read-only API token, a script reads their lists with it and cannot change them, and revoking it stops it at once", async ({ page, baseURL, playwright }) => {
  await signUpViaApi(page, baseURL!);
  await page.request.put("/api/me/lists/watchlist/949", { data: { title: "Heat", year: "1995", poster_path: null }, headers: { Origin: baseURL! } });
  await page.goto("/account");
  const section = page.getByRole("region", { name: "API tokens" });
  await expect(section.getByText("You have no tokens.")).toBeVisible();
  await section.getByLabel("Token name").fill("Home dashboard");
  await section.getByLabel("What it may do").selectOption({ label: "Reads your lists" });
  await section.getByLabel("Lasts").selectOption({ label: "30 days" });
  await section.getByRole("button", { name: "Make token" }).click();
  await expect(section.getByText("Your new token “Home dashboard”. Copy it now: it is not shown again.")).toBeVisible();
  const token = await section.getByLabel("Token “Home dashboard”").inputValue();
  expect(token).toMatch(/^mva_/);
  const listed = section.getByRole("list", { name: "Your tokens" }).getByRole("listitem");
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText(`${token.slice(0, 12)}… · Reads your lists · made`);
  await expect(listed.first()).toContainText("never used · expires");

  // A script: its own requests, with the token and nothing else.
  const script = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  const summary = await script.get("/api/me/summary");
  expect(summary.status()).toBe(200);
  expect(await summary.json()).toMatchObject({ watchlist: 1 });
  const change = await script.delete("/api/me/lists/watchlist/949");
  expect(change.status()).toBe(403);

  // Its first use shows on the page; once done with, the token itself is gone from it.
  await section.getByRole("button", { name: "Done" }).click();
  await expect(section.getByLabel("Token “Home dashboard”")).toHaveCount(0);
  await page.reload();
  await expect(section.getByRole("list", { name: "Your tokens" }).getByRole("listitem").first()).toContainText("last used");
  expect(await page.content()).not.toContain(token);

  await section.getByRole("button", { name: "Revoke Home dashboard" }).click();
  await expect(section.getByText("“Home dashboard” is revoked: it no longer works.")).toBeVisible();
  await expect(section.getByRole("heading", { name: "API tokens" })).toBeFocused();
  await expect(section.getByText("You have no tokens.")).toBeVisible();
  expect((await script.get("/api/me/summary")).status()).toBe(401);
  await script.dispose();
});

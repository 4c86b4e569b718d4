import { createServer, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { freePort } from "./support/free-port";

/**
 * Another TMDB app, on another origin, pointed at MovieApp's catalog: it reads a list with a Bearer
 * token and draws posters from the image host, as it would from TMDB's; MovieApp's sign-in stays
 * closed to it. (Plain Playwright here: the page is not MovieApp's, so the journey fixtures, which
 * wait for the app to start, do not apply.)
 */
const KEY = "movieapp-local-catalog";

function otherApp(catalog: string): string {
  return `<!doctype html><html lang="en"><head><title>Another TMDB app</title></head><body><main><h1>Popular</h1><ul id="films"></ul></main>
<script type="module">
const catalog = ${JSON.stringify(catalog)};
const answer = await fetch(catalog + "/3/movie/popular?language=en-US&page=1", { headers: { Authorization: "Bearer ${KEY}" } });
const { results } = await answer.json();
for (const film of results.slice(0, 4)) {
  const item = document.createElement("li");
  const poster = document.createElement("img");
  poster.src = catalog + "/t/p/w185" + film.poster_path;
  poster.alt = film.title;
  item.append(poster);
  document.getElementById("films").append(item);
}
try {
  await fetch(catalog + "/api/auth/get-session");
  document.body.dataset.session = "read";
} catch {
  document.body.dataset.session = "refused";
}
</script></body></html>`;
}

let server: Server;
let origin: string;

test.beforeAll(async () => {
  const port = await freePort();
  server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(otherApp(process.env.E2E_BASE_URL!));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("a page on another origin reads the catalog with a Bearer token and draws its posters; sign-in stays closed to it", async ({ page }) => {
  expect(origin).not.toBe(new URL(process.env.E2E_BASE_URL!).origin);
  await page.goto(origin);
  const posters = page.getByRole("listitem").getByRole("img");
  await expect(posters).toHaveCount(4);
  for (const poster of await posters.all()) {
    await expect(poster).toHaveJSProperty("complete", true);
    expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.locator("body")).toHaveAttribute("data-session", "refused");
});

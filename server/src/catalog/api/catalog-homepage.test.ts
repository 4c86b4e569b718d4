import Database from "better-sqlite3";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MovieDetails } from "../../../../common/tmdb/wire-types";
import { buildFixtureCatalog } from "../../test-support/fixture-catalog";
import { listen, type RunningServer } from "../../test-support/listen";
import { CatalogStore } from "../store/catalog-store";
import { createCatalogApi } from "./catalog-routes";

const KEY = "movieapp-local-catalog";
let running: RunningServer;
let store: CatalogStore;

/** A catalog file written before homepages were checked at import: any scheme may be in it. */
async function oldCatalogFile(homepages: Record<number, string>): Promise<string> {
  const file = await buildFixtureCatalog();
  const db = new Database(file);
  const update = db.prepare("UPDATE movies SET homepage = ? WHERE id = ?");
  for (const [id, homepage] of Object.entries(homepages)) update.run(homepage, Number(id));
  db.close();
  return file;
}

beforeAll(async () => {
  store = new CatalogStore(await oldCatalogFile({
    238: "javascript:alert(document.cookie)",
    240: "data:text/html,<script>alert(1)</script>",
    242: " JaVaScRiPt:alert(1)",
    603: "https://www.warnerbros.com/movies/matrix",
  }));
  running = await listen(new Hono().route("/3", createCatalogApi({ apiKey: KEY, catalog: () => store })));
});
afterAll(async () => {
  await running.close();
  store.close();
});

async function homepageOf(id: number): Promise<string> {
  const res = await fetch(`${running.url}/3/movie/${id}?api_key=${KEY}&append_to_response=credits`);
  expect(res.status).toBe(200);
  return ((await res.json()) as MovieDetails).homepage;
}

describe("homepages served from an old catalog file", () => {
  it("are never anything but an http(s) address", async () => {
    expect(await homepageOf(238)).toBe("");
    expect(await homepageOf(240)).toBe("");
    expect(await homepageOf(242)).toBe("");
  });

  it("are served as they are when they are web addresses", async () => {
    expect(await homepageOf(603)).toBe("https://www.warnerbros.com/movies/matrix");
  });
});

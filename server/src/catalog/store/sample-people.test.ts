import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { readSampleCatalog } from "../import/sample-catalog";
import { writeCatalog } from "../import/write-catalog";
import { CatalogStore } from "./catalog-store";

it("gives every person of the shipped sample catalog a page with films, a portrait and something they are known for", async () => {
  const file = join(mkdtempSync(join(tmpdir(), "movieapp-sample-people-")), "catalog.db");
  await writeCatalog(readSampleCatalog(), file, { source: "sample" });
  const store = new CatalogStore(file);
  const ids = [...store.peopleByPopularity().ids];
  expect(ids.length).toBeGreaterThan(1000);
  const empty = ids.filter((id) => {
    const { cast, crew } = store.personCredits(id);
    const person = store.personDetails(id);
    return cast.length + crew.length === 0 || !person?.profile_path || person.known_for_department === "";
  });
  expect(empty).toEqual([]);
  store.close();
}, 120_000);

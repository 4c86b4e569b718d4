import { beforeAll, describe, expect, it } from "vitest";
import type { OftenWith, Paginated, PersonMovieCredits, PersonSearchResult } from "../../../../common/tmdb/wire-types";
import { createApp } from "../../app";
import { catalogGet } from "../../test-support/catalog-get";
import { buildTmdb5000Catalog } from "../../test-support/fixture-catalog";
import { testConfig } from "../../test-support/test-config";
import { CatalogStore } from "../store/catalog-store";

let app: ReturnType<typeof createApp>;

async function get<T>(path: string): Promise<T> {
  const { status, body } = await catalogGet<T>(app, path);
  expect(status, path).toBe(200);
  return body;
}

beforeAll(async () => {
  const catalog = new CatalogStore(await buildTmdb5000Catalog());
  app = createApp(testConfig(), { accepting: true }, { catalog: () => catalog });
}, 180_000);

describe("people on the TMDB 5000 catalog", () => {
  it("an actor's films are in the right years with their characters", async () => {
    const { cast } = await get<PersonMovieCredits>("/3/person/31/movie_credits");
    const parts = new Map(cast.map((film) => [film.title, `${film.release_date.slice(0, 4)} ${film.character}`]));
    expect(parts.get("Forrest Gump")).toBe("1994 Forrest Gump");
    expect(parts.get("Cast Away")).toBe("2000 Chuck Noland");
    expect(parts.get("Saving Private Ryan")).toBe("1998 Captain John H. Miller");
  });

  it("a director's films are under Directing", async () => {
    const { crew } = await get<PersonMovieCredits>("/3/person/525/movie_credits");
    const directed = new Set(crew.filter((c) => c.department === "Directing" && c.job === "Director").map((c) => c.title));
    for (const title of ["Memento", "The Dark Knight", "Inception", "Interstellar"]) expect(directed, title).toContain(title);
  });

  it("search finds people by part of a name and despite a typo", async () => {
    const expected = { "christopher nol": "Christopher Nolan", "cristopher nolan": "Christopher Nolan", "scarlet johansson": "Scarlett Johansson", spielbreg: "Steven Spielberg", hanks: "Tom Hanks" };
    for (const [query, name] of Object.entries(expected)) {
      const { results } = await get<Paginated<PersonSearchResult>>(`/3/search/person?query=${encodeURIComponent(query)}`);
      expect(results.slice(0, 3).map((p) => p.name), query).toContain(name);
    }
  });

  it("a surname finds the best-known person of that name first, not a one-film crew member nor someone whose first name it is", async () => {
    for (const [query, name] of [["hanks", "Tom Hanks"], ["spielberg", "Steven Spielberg"], ["johansson", "Scarlett Johansson"], ["nolan", "Christopher Nolan"], ["kubrick", "Stanley Kubrick"]]) {
      const { results } = await get<Paginated<PersonSearchResult>>(`/3/search/person?query=${query}`);
      expect(results[0]?.name, query).toBe(name);
    }
  });

  it("the people someone often works with are the familiar ones", async () => {
    const { results } = await get<OftenWith>("/3/person/525/often_with");
    const names = results.map((p) => p.name);
    for (const name of ["Emma Thomas", "Michael Caine", "Jonathan Nolan"]) expect(names, name).toContain(name);
  });
});

import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { describe, expect, inject, it } from "vitest";
import { FIXTURE_CREDITS_CSV, FIXTURE_MOVIES_CSV } from "../../test-support/fixture-catalog";
import { ImportError } from "../model";
import { CatalogHolder } from "../store/catalog-holder";
import { CatalogStore } from "../store/catalog-store";
import { SearchIndex } from "../search/search-index";
import { peopleRankingBytes } from "../store/people-ranking";
import { filmTableBytes, readStoredFilmTable } from "../store/film-table";
import { readSampleCatalog } from "./sample-catalog";

/** The curated films without the vega-datasets breadth: enough for these tests, and quicker to write. */
const CURATED_ONLY = { vegaFile: null };
import { readTmdb5000 } from "./tmdb5000";
import { readTmdbJson } from "./tmdb-json";
import { writeCatalog, type SourcedRecord } from "./write-catalog";

const JSONL_FIXTURE = join(import.meta.dirname, "../test-fixtures/tmdb-details.jsonl");

function freshDir(): string {
  return mkdtempSync(join(tmpdir(), "movieapp-import-"));
}

/** A copy of the movies fixture with one cell replaced, to make a broken input. */
function brokenMoviesCsv(dir: string, find: string, replace: string): string {
  const file = join(dir, "broken-movies.csv");
  const text = readFileSync(FIXTURE_MOVIES_CSV, "utf8");
  if (!text.includes(find)) throw new Error(`fixture does not contain ${find}`);
  writeFileSync(file, text.replace(find, replace));
  return file;
}

async function importFails(records: AsyncIterable<SourcedRecord>, target: string): Promise<ImportError> {
  const error = await writeCatalog(records, target, { source: "test" }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportError);
  return error as ImportError;
}

describe("the TMDB 5000 importer", () => {
  it("loads movies, credits, keywords and companies, sharing people across films", async () => {
    const target = join(freshDir(), "catalog.db");
    const summary = await writeCatalog(readTmdb5000(FIXTURE_MOVIES_CSV, FIXTURE_CREDITS_CSV), target, { source: "tmdb5000" });
    expect(summary).toMatchObject({ movies: 13, people: 28, castCredits: 27, collections: 0, source: "tmdb5000" });
    const store = new CatalogStore(target);
    expect(store.keywordNamesOf(240)).toContain("sequel");
    const pacino = store.credits(238).cast.find((c) => c.name === "Al Pacino")!;
    expect(store.credits(242).cast.find((c) => c.name === "Al Pacino")?.id).toBe(pacino.id);
    store.close();
  });

  it("stores the title and name search indexes, the people's ranking and the film table, which a store opened on the file reads instead of building them, and builds them when they are missing or unreadable", async () => {
    const dir = freshDir();
    const target = join(dir, "catalog.db");
    await writeCatalog(readTmdb5000(FIXTURE_MOVIES_CSV, FIXTURE_CREDITS_CSV), target, { source: "tmdb5000" });
    const answers = (file: string) => {
      const store = new CatalogStore(file);
      try {
        return {
          titles: ["godfather", "godfathr", "dark kni"].map((query) => store.search.search(query)),
          people: ["pacino", "al paci"].map((query) => store.peopleSearch().search(query)),
          ranking: [...store.peopleByPopularity().ids],
          films: {
            popular: store.byPopularity,
            keywords: store.keywordNamesOf(240),
            facts: [...store.factsOf([238, 155]).values()],
            companyFilms: store.filmsByCompany(4),
            released: [store.releaseDate(238), store.isAdult(238)],
          },
        };
      } finally {
        store.close();
      }
    };
    const db = new Database(target, { readonly: true });
    const stored = db.prepare<[], { name: string; bytes: number }>("SELECT name, length(data) AS bytes FROM stored_indexes ORDER BY name").all();
    db.close();
    expect(stored.map((row) => row.name)).toEqual(["films", "people", "people-ranking", "titles"]);
    expect(stored.every((row) => row.bytes > 0)).toBe(true);
    const fromStored = answers(target);
    expect(fromStored.titles[0]![0]).toBe(238);
    expect(fromStored.titles[1]![0]).toBe(238);
    expect(fromStored.people[0]!.length).toBe(1);
    expect(fromStored.ranking).toHaveLength(28);
    expect(fromStored.films.popular).toHaveLength(13);
    expect(fromStored.films.keywords).toContain("sequel");
    expect(fromStored.films.facts[0]).toMatchObject({ releaseYear: 1972, releaseDate: "1972-03-14", runtime: 175, language: "en" });
    expect(fromStored.films.released).toEqual(["1972-03-14", false]);

    // What the file holds is what a store searches: another index stored there is the one it answers from.
    const other = join(dir, "catalog-other.db");
    copyFileSync(target, other);
    const replaced = new Database(other);
    replaced.prepare("UPDATE stored_indexes SET data = ? WHERE name = 'titles'").run(new SearchIndex([{ id: 1, title: "Zebra", originalTitle: "Zebra", popularity: 1 }]).stored());
    const reversed = [...fromStored.ranking].reverse();
    replaced.prepare("UPDATE stored_indexes SET data = ? WHERE name = 'people-ranking'").run(peopleRankingBytes({ ids: Int32Array.from(reversed), popularity: new Float64Array(reversed.length) }));
    const films = readStoredFilmTable(replaced.prepare<[], Buffer>("SELECT data FROM stored_indexes WHERE name = 'films'").pluck().get()!, 13)!;
    replaced.prepare("UPDATE stored_indexes SET data = ? WHERE name = 'films'").run(filmTableBytes({ ...films, byPopularity: films.byPopularity.slice().reverse() }));
    replaced.close();
    const readsFile = new CatalogStore(other);
    expect([readsFile.search.search("zebra"), readsFile.search.search("godfather")]).toEqual([[1], []]);
    expect([...readsFile.peopleByPopularity().ids]).toEqual(reversed);
    expect(readsFile.byPopularity).toEqual([...fromStored.films.popular].reverse());
    readsFile.close();

    // The same answers from indexes built at start: with the table emptied, and with bytes that are no index.
    for (const damage of ["DELETE FROM stored_indexes", "UPDATE stored_indexes SET data = x'00ff'"]) {
      const copy = join(dir, `catalog-${damage.split(" ")[0]}.db`);
      copyFileSync(target, copy);
      const writable = new Database(copy);
      writable.exec(damage);
      writable.close();
      expect(answers(copy)).toEqual(fromStored);
    }
  });

  it("reads gzip-compressed inputs", async () => {
    const dir = freshDir();
    writeFileSync(join(dir, "m.csv.gz"), gzipSync(readFileSync(FIXTURE_MOVIES_CSV)));
    writeFileSync(join(dir, "c.csv.gz"), gzipSync(readFileSync(FIXTURE_CREDITS_CSV)));
    const summary = await writeCatalog(readTmdb5000(join(dir, "m.csv.gz"), join(dir, "c.csv.gz")), join(dir, "catalog.db"), { source: "gz" });
    expect(summary.movies).toBe(13);
  });

  it.each([
    ["a list column that is not JSON", '"[{""id"": 18, ""name"": ""Drama""}, {""id"": 80, ""name"": ""Crime""}]",,238', '"[{""id"": 18,",,238', /:2: column "genres" is not a JSON list/],
    ["an impossible date", "1972-03-14", "1972-02-31", /:2: movie 238 has an impossible release_date "1972-02-31"/],
    ["a negative runtime", ",175,", ",-5,", /:2: movie 238 has an impossible runtime -5/],
    ["a missing column", "budget,genres,", "budget,genre_list,", /:1: missing column\(s\): genres/],
    ["a duplicated id", ",240,", ",238,", /movie id 238 appears twice/],
    ["an id past 32 bits", ",240,", ",2147483648,", /:\d+: id must be a whole number from 1 to 2147483647 \(got 2147483648\)/],
    ["a company id past 32 bits", '""id"": 4, ""name"": ""Paramount', '""id"": 2147483648, ""name"": ""Paramount', /:2: movie 238 names a company without a valid id/],
  ])("stops at %s, naming the file and line, and changes nothing", async (_name, find, replace, message) => {
    const dir = freshDir();
    const target = join(dir, "catalog.db");
    await writeCatalog(readSampleCatalog(undefined, CURATED_ONLY), target, { source: "sample" });
    const before = readFileSync(target);
    const error = await importFails(readTmdb5000(brokenMoviesCsv(dir, find, replace), FIXTURE_CREDITS_CSV), target);
    expect(error.message).toMatch(message);
    expect(error.message).toContain("broken-movies.csv");
    expect(readFileSync(target).equals(before)).toBe(true);
    expect(readdirSync(dir).filter((name) => name.includes(".building-"))).toEqual([]);
  });
});

describe("the TMDB JSON importer", () => {
  it("loads details with credits, keywords, videos and collection, replacing image paths", async () => {
    const target = join(freshDir(), "catalog.db");
    const summary = await writeCatalog(readTmdbJson(JSONL_FIXTURE), target, { source: "tmdb-json" });
    expect(summary.movies).toBe(2);
    const store = new CatalogStore(target);
    expect(store.details(550)).toMatchObject({ imdb_id: "tt0137523", poster_path: "/movie-550-poster.svg", budget: 63000000 });
    expect(store.videos(550)[0]).toMatchObject({ key: "abc123", site: "YouTube", type: "Trailer" });
    expect(store.credits(550).cast[1]).toMatchObject({ name: "Brad Pitt", character: "Tyler Durden", profile_path: "/person-287.svg" });
    expect(store.keywordNamesOf(550)).toContain("dual identity");
    expect(store.recommendations(550)).toEqual([807]);
    store.close();
  });

  it("adds a person's saved details (biography, birthday, birthplace) to the person the films credit", async () => {
    const target = join(freshDir(), "catalog.db");
    const summary = await writeCatalog(readTmdbJson(JSONL_FIXTURE), target, { source: "tmdb-json" });
    expect(summary.movies).toBe(2);
    const store = new CatalogStore(target);
    expect(store.personDetails(287)).toMatchObject({
      name: "Brad Pitt", birthday: "1963-12-18", deathday: null, place_of_birth: "Shawnee, Oklahoma, USA", also_known_as: ["William Bradley Pitt"],
      imdb_id: "nm0000093", profile_path: "/person-287.svg",
    });
    expect(store.personDetails(287)?.biography).toMatch(/^An American actor/);
    expect(store.personDetails(819)).toMatchObject({ name: "Edward Norton", biography: "", birthday: null });
    store.close();
  });

  it("stops at a person with an impossible birthday, naming the line", async () => {
    const dir = freshDir();
    const file = join(dir, "people.jsonl");
    writeFileSync(file, readFileSync(JSONL_FIXTURE, "utf8") + '{"id": 819, "name": "Edward Norton", "birthday": "1969-02-30"}\n');
    const error = await importFails(readTmdbJson(file), join(dir, "catalog.db"));
    expect(error.message).toMatch(/people\.jsonl:4: person 819 has an impossible birthday "1969-02-30"/);
  });

  it("keeps a homepage only when it is an http(s) address", async () => {
    const dir = freshDir();
    const file = join(dir, "homepages.jsonl");
    const [fightClub, other] = readFileSync(JSONL_FIXTURE, "utf8").trim().split("\n").map((line) => JSON.parse(line) as { homepage?: string | null });
    writeFileSync(file, [{ ...fightClub, homepage: "javascript:alert(document.cookie)" }, { ...other, homepage: "https://www.foxmovies.com/movies/fight-club" }]
      .map((film) => JSON.stringify(film)).join("\n"));
    const target = join(dir, "catalog.db");
    await writeCatalog(readTmdbJson(file), target, { source: "tmdb-json" });
    const db = new Database(target, { readonly: true });
    const stored = db.prepare<[], { id: number; homepage: string }>("SELECT id, homepage FROM movies ORDER BY id").all();
    db.close();
    expect(stored).toEqual([{ id: 550, homepage: "" }, { id: 807, homepage: "https://www.foxmovies.com/movies/fight-club" }]);
  });

  it("stops at a malformed line with its number", async () => {
    const dir = freshDir();
    const file = join(dir, "bad.jsonl");
    writeFileSync(file, readFileSync(JSONL_FIXTURE, "utf8") + '{"id": 1, "title": \n');
    const error = await importFails(readTmdbJson(file), join(dir, "catalog.db"));
    expect(error.message).toMatch(/bad\.jsonl:4: not valid JSON/);
    expect(existsSync(join(dir, "catalog.db"))).toBe(false);
  });
});

describe("the sample catalog", () => {
  it("loads with shared people, collections and crew in their departments", async () => {
    const target = join(freshDir(), "catalog.db");
    const summary = await writeCatalog(readSampleCatalog(undefined, CURATED_ONLY), target, { source: "sample" });
    expect(summary.movies).toBeGreaterThanOrEqual(10);
    const store = new CatalogStore(target);
    const details = store.details(240)!;
    expect(details.belongs_to_collection).toMatchObject({ id: 230, name: "The Godfather Collection" });
    const crew = store.credits(238).crew;
    expect(crew).toContainEqual(expect.objectContaining({ name: "Nino Rota", job: "Original Music Composer", department: "Sound" }));
    expect(store.recommendations(238)[0]).toBe(240);
    expect(store.recommendations(11)[0]).toBe(1891);
    store.close();
  });
});

describe("swapping catalogs", () => {
  it("a running server's holder picks up a newly imported catalog", async () => {
    const dir = freshDir();
    const target = join(dir, "catalog.db");
    await writeCatalog(readSampleCatalog(undefined, CURATED_ONLY), target, { source: "sample" });
    const holder = new CatalogHolder(target);
    const before = holder.current();
    expect(before.has(99001)).toBe(false);
    await writeCatalog(readTmdb5000(FIXTURE_MOVIES_CSV, FIXTURE_CREDITS_CSV), target, { source: "tmdb5000" });
    expect(holder.reloadIfReplaced()).toBe(true);
    expect(holder.current().has(99001)).toBe(true);
    expect(holder.reloadIfReplaced()).toBe(false);
    holder.close();
  });

  it("processes whose catalog.db is a symbolic link to one file pick up a new import of that file", async () => {
    const shared = join(freshDir(), "catalog.db");
    await writeCatalog(readSampleCatalog(undefined, CURATED_ONLY), shared, { source: "sample" });
    const holders = [freshDir(), freshDir()].map((dir) => {
      symlinkSync(shared, join(dir, "catalog.db"));
      return new CatalogHolder(join(dir, "catalog.db"));
    });
    expect(holders.map((holder) => holder.current().has(99001))).toEqual([false, false]);
    await writeCatalog(readTmdb5000(FIXTURE_MOVIES_CSV, FIXTURE_CREDITS_CSV), shared, { source: "tmdb5000" });
    expect(holders.map((holder) => holder.reloadIfReplaced())).toEqual([true, true]);
    expect(holders.map((holder) => holder.current().has(99001))).toEqual([true, true]);
    for (const holder of holders) holder.close();
  });

  it("an import killed midway leaves the previous catalog and no half-built file", { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const target = join(dir, "catalog.db");
    await writeCatalog(readSampleCatalog(undefined, CURATED_ONLY), target, { source: "sample" });
    const before = readFileSync(target);
    // A large input so the import is still running when it is interrupted.
    const header = readFileSync(FIXTURE_MOVIES_CSV, "utf8").split("\n")[0]!;
    const row = readFileSync(FIXTURE_MOVIES_CSV, "utf8").split("\n")[1]!;
    const rows = Array.from({ length: 60_000 }, (_, i) => row.replace(",238,", `,${100000 + i},`));
    writeFileSync(join(dir, "big.csv"), [header, ...rows].join("\n"));
    copyFileSync(FIXTURE_CREDITS_CSV, join(dir, "credits.csv"));

    const child = spawn(process.execPath, [inject("serverBundles").cli, "import", "tmdb5000", "--movies", join(dir, "big.csv"), "--credits", join(dir, "credits.csv")], {
      env: { ...process.env, DATA_DIR: dir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`import never reported progress: ${output}`)), 30_000);
      child.stdout.on("data", () => {
        if (output.includes("Imported")) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    child.kill("SIGINT");
    await new Promise((resolve) => child.on("exit", resolve));
    expect(readFileSync(target).equals(before)).toBe(true);
    expect(readdirSync(dir).filter((name) => name.includes(".building-"))).toEqual([]);
  });
});

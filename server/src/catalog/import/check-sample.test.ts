import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSampleCatalog, sentenceCount } from "./check-sample";
import { SAMPLE_CATALOG_DIR } from "./sample-catalog";

type Film = Record<string, unknown> & { id: number; cast: Array<[number, string]> };

/** A copy of the shipped sample with one change, to prove the check catches it. */
function brokenSample(change: (films: Film[], people: Array<{ id: number; name: string; gender: number }>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), "movieapp-sample-"));
  const films = JSON.parse(readFileSync(join(SAMPLE_CATALOG_DIR, "films.json"), "utf8")) as Film[];
  const people = JSON.parse(readFileSync(join(SAMPLE_CATALOG_DIR, "people.json"), "utf8")) as Array<{ id: number; name: string; gender: number }>;
  change(films, people);
  writeFileSync(join(dir, "films.json"), `[\n${films.map((f) => JSON.stringify(f)).join(",\n")}\n]\n`);
  writeFileSync(join(dir, "people.json"), `[\n${people.map((p) => JSON.stringify(p)).join(",\n")}\n]\n`);
  return dir;
}

describe("counting an overview's sentences", () => {
  it.each([
    ["One sentence.", 1],
    ["Marty McFly and Doc Brown travel to 2015. When old Biff steals the time machine, they must return to 1955.", 2],
    ["The grandson of the infamous Dr. Frankenstein inherits a castle. He takes up the experiment. It works!", 3],
    ["An idealistic man is appointed to the U.S. Senate by bosses. He takes a stand.", 2],
  ])("%j has %i", (text, count) => {
    expect(sentenceCount(text)).toBe(count);
  });
});

describe("the sample catalog check", () => {
  it("passes on the catalog shipped in the project", async () => {
    expect(await checkSampleCatalog()).toEqual([]);
  });

  it.each([
    ["a duplicated film", (films: Film[]) => films.push({ ...films[0]!, id: 99999901 }), /duplicates film 238/],
    ["a duplicated film id", (films: Film[]) => films.push({ ...films[1]!, title: "Other" }), /film id 240 appears twice/],
    ["a dangling person id", (films: Film[]) => films[0]!.cast.push([123456789, "Ghost"]), /refers to person 123456789, who is not in people\.json/],
    ["an impossible date", (films: Film[]) => (films[0]!.release_date = "1972-02-30"), /impossible release_date "1972-02-30"/],
    ["an impossible runtime", (films: Film[]) => (films[0]!.runtime = 4000), /runtime/],
    ["a missing overview", (films: Film[]) => delete films[0]!.overview, /overview/],
    ["a one-sentence overview", (films: Film[]) => (films[0]!.overview = "A family saga."), /film 238 has an overview of 1 sentence; 2 or 3 are expected/],
    ["a film without a director", (films: Film[]) => delete (films[0]!.crew as Record<string, unknown>).Director, /film 238 names no director/],
    ["an actor without a character", (films: Film[]) => (films[0]!.cast[0]![1] = " "), /film 238 bills Marlon Brando without a character/],
    ["too few actors", (films: Film[]) => (films[0]!.cast = films[0]!.cast.slice(0, 7)), /film 238 bills 7 actors; at least 8 are expected/],
    ["too few keywords", (films: Film[]) => (films[0]!.keywords = ["mafia"]), /film 238 has 1 keywords; at least 3 are expected/],
    ["a homepage that is not a web address", (films: Film[]) => (films[0]!.homepage = "javascript:alert(1)"), /film 238 has a homepage that is not an http\(s\) address/],
  ])("reports %s, naming the entry", async (_name, change, problem) => {
    const problems = await checkSampleCatalog(brokenSample((films) => void change(films)));
    expect(problems.join("\n")).toMatch(problem);
  });

  it("reports a person listed twice under different ids", async () => {
    const dir = brokenSample((_films, people) => people.push({ id: 99999999, name: people[0]!.name, gender: 2 }));
    expect((await checkSampleCatalog(dir)).join("\n")).toMatch(/appears twice \(ids \d+ and 99999999\)/);
  });
});

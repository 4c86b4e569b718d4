import { describe, expect, it } from "vitest";
import type { MovieRecord } from "../model";
import { GENRE_IDS } from "../model";
import { problemWith } from "../import/check-record";
import { GENERATED_TODAY, generateCatalog } from "./generate-catalog";

const take = (films: number, seed: number) => [...generateCatalog({ films, seed })];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe("a generated catalog", () => {
  const films: MovieRecord[] = take(20_000, 7);

  it("is the same for a seed, and another for another seed", () => {
    const once = take(2000, 7);
    expect(take(2000, 7)).toEqual(once);
    expect(take(2000, 8).map((film) => film.title)).not.toEqual(once.map((film) => film.title));
  });

  it("holds films every importer's rules accept, with ids rising and gaps between some", () => {
    expect(films.flatMap((film) => problemWith(film) ?? [])).toEqual([]);
    const ids = films.map((film) => film.id);
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
    expect(ids.at(-1)! - ids.length).toBeGreaterThan(1000);
    expect(films.every((film) => film.genre_ids.length >= 1 && film.genre_ids.length <= 3 && film.genre_ids.every((id) => GENRE_IDS.has(id)))).toBe(true);
  });

  it("credits about three people a film, most of them once or twice and a few in a hundred films or more", () => {
    const credits = new Map<number, number>();
    for (const film of films) for (const credit of [...film.cast, ...film.crew]) credits.set(credit.person.id, (credits.get(credit.person.id) ?? 0) + 1);
    expect(credits.size / films.length).toBeGreaterThan(2.5);
    expect(credits.size / films.length).toBeLessThan(3.5);
    const counts = [...credits.values()];
    expect(median(counts)).toBeLessThanOrEqual(2);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(100);
    // A person is the same person wherever credited.
    const names = new Map<number, string>();
    for (const film of films) {
      for (const { person } of [...film.cast, ...film.crew]) {
        expect(names.get(person.id) ?? person.name).toBe(person.name);
        names.set(person.id, person.name);
      }
    }
  });

  it("has titles sharing common words, none in most of them", () => {
    const titlesWith = new Map<string, number>();
    for (const film of films) for (const word of new Set(film.title.split(" "))) if (/^[A-Z][a-z]+$/.test(word) && word !== "The") titlesWith.set(word, (titlesWith.get(word) ?? 0) + 1);
    const commonest = Math.max(...titlesWith.values());
    expect(commonest / films.length).toBeGreaterThan(0.02);
    expect(commonest / films.length).toBeLessThan(0.1);
    expect([...titlesWith.values()].filter((count) => count >= 100).length).toBeGreaterThan(50);
  });

  it("dates films across a century, more of them recent; a few undated and a few not yet released", () => {
    const decade = (from: number) => films.filter((film) => film.release_date.startsWith(String(from).slice(0, 3))).length;
    expect(decade(1920)).toBeGreaterThan(0);
    expect(decade(2010)).toBeGreaterThan(decade(1980));
    expect(decade(1980)).toBeGreaterThan(decade(1950));
    const undated = films.filter((film) => film.release_date === "").length / films.length;
    expect(undated).toBeGreaterThan(0.01);
    expect(undated).toBeLessThan(0.05);
    expect(films.some((film) => film.status !== "Released" && film.release_date > GENERATED_TODAY)).toBe(true);
    expect(films.every((film) => film.status === "Released" || film.release_date > GENERATED_TODAY)).toBe(true);
  });

  it("has a long tail of popularity and votes: most films obscure, a few famous", () => {
    const popularity = films.map((film) => film.popularity).sort((a, b) => b - a);
    expect(popularity[Math.floor(films.length / 100)]! / median(popularity)).toBeGreaterThan(10);
    expect(films.filter((film) => film.vote_count === 0).length / films.length).toBeGreaterThan(0.15);
    expect(films.every((film) => (film.vote_count === 0) === (film.vote_average === 0) || film.vote_count > 0)).toBe(true);
    expect(Math.max(...films.map((film) => film.vote_count))).toBeGreaterThan(1000);
  });

  it("puts series in collections: later films named after the first, released after it", () => {
    const series = new Map<number, MovieRecord[]>();
    for (const film of films) if (film.collection) series.set(film.collection.id, [...(series.get(film.collection.id) ?? []), film]);
    expect(series.size).toBeGreaterThan(300);
    // Every series has its later films (two to six in all), but those begun too near the end for
    // theirs to come within the catalog.
    const begunEarly = [...series.values()].filter(([first]) => first!.id < films.at(-1)!.id - 2000);
    expect(begunEarly.every((parts) => parts.length >= 2 && parts.length <= 6)).toBe(true);
    for (const [first, ...later] of series.values()) {
      for (const film of later) {
        expect(film.title.startsWith(first!.title)).toBe(true);
        expect(film.release_date > first!.release_date).toBe(true);
      }
    }
  });

  it("makes a film's languages, countries and genres agree with each other's kind", () => {
    const languages = new Set(films.map((film) => film.original_language));
    expect(languages.size).toBeGreaterThan(10);
    const english = films.filter((film) => film.original_language === "en").length / films.length;
    expect(english).toBeGreaterThan(0.35);
    expect(english).toBeLessThan(0.65);
    expect(films.filter((film) => film.original_language !== "en" && film.original_title !== film.title).length).toBeGreaterThan(1000);
    const byGenre = new Map<number, number>();
    for (const film of films) for (const id of film.genre_ids) byGenre.set(id, (byGenre.get(id) ?? 0) + 1);
    expect([...byGenre].sort((a, b) => b[1] - a[1])[0]![0]).toBe(18);
    expect(films.filter((film) => film.genre_ids.includes(99)).every((film) => film.cast.every((credit) => credit.character === "Self"))).toBe(true);
  });
});

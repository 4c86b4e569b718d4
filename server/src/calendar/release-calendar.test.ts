import { describe, expect, it } from "vitest";
import type { ListEntry } from "../../../common/lists";
import type { FilmFacts } from "../stats/film-facts";
import { releaseFeed, watchlistReleases } from "./release-calendar";

const entry = (movie_id: number, title: string): ListEntry => ({ movie_id, title, year: "", poster_path: `/p${movie_id}.jpg`, added_at: "2026-11-01T10:00:00.000Z", rating: null, rating_10: null });
const facts = (releaseDate: string | null): FilmFacts => ({ runtime: 100, releaseYear: null, releaseDate, genreIds: [], language: "en", countries: [], directorIds: [], actorIds: [] });

describe("a watchlist's releases", () => {
  it("are its films with a release date, the earliest first (one day's by title), counting those without one", () => {
    const watchlist = [entry(1, "Zodiac"), entry(2, "Alien"), entry(3, "Undated"), entry(4, "Arrival"), entry(5, "Not in the catalog")];
    const known = new Map([
      [1, facts("2027-03-02")],
      [2, facts("1979-05-25")],
      [3, facts(null)],
      [4, facts("2027-03-02")],
    ]);
    const { releases, undated } = watchlistReleases(watchlist, known);
    expect(releases.map((r) => [r.title, r.release_date])).toEqual([
      ["Alien", "1979-05-25"],
      ["Arrival", "2027-03-02"],
      ["Zodiac", "2027-03-02"],
    ]);
    expect(releases[0]).toEqual({ movie_id: 2, title: "Alien", poster_path: "/p2.jpg", release_date: "1979-05-25" });
    expect(undated).toBe(2);
  });
});

describe("the release feed", () => {
  const releases = [
    { movie_id: 27205, title: "Inception", poster_path: null, release_date: "2010-07-16" },
    { movie_id: 9, title: "Crouching Tiger, Hidden Dragon; the long title of a film that goes on well past seventy-five characters", poster_path: null, release_date: "2027-01-05" },
  ];
  const feed = releaseFeed(releases, "https://movies.example", new Date("2026-11-29T10:00:00Z"));
  const unfolded = feed.replaceAll("\r\n ", "");

  it("is an iCalendar of one all-day event a film, on its release date, named by the film so a new reading moves it", () => {
    expect(feed.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(feed.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(unfolded).toContain("UID:watchlist-27205@movies.example\r\n");
    expect(unfolded).toContain("DTSTART;VALUE=DATE:20100716\r\n");
    expect(unfolded).toContain("DTSTART;VALUE=DATE:20270105\r\n");
    expect(unfolded).toContain("SUMMARY:Inception (release)\r\n");
    expect(unfolded).toContain("URL;VALUE=URI:https://movies.example/movie/27205\r\n");
    expect(unfolded).toContain("X-PUBLISHED-TTL:PT6H\r\n");
  });

  it("escapes a title's commas and semicolons and folds its long lines, as the format asks", () => {
    expect(unfolded).toContain("SUMMARY:Crouching Tiger\\, Hidden Dragon\\; the long title");
    for (const line of feed.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

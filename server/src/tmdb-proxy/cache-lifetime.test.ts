import { describe, expect, it } from "vitest";
import { cacheLifetimeMs } from "./cache-lifetime";

const minutes = (path: string) => cacheLifetimeMs(path) / 60_000;

describe("cacheLifetimeMs: how long proxy mode reuses a TMDB answer", () => {
  it("keeps lists 5 minutes", () => {
    for (const path of [
      "/3/movie/popular", "/3/movie/top_rated", "/3/movie/now_playing", "/3/movie/upcoming", "/3/discover/movie", "/3/movie/238/similar",
      "/3/movie/238/recommendations", "/3/search/movie", "/3/search/person", "/3/search/keyword", "/3/search/collection", "/3/search/multi", "/3/person/popular",
    ]) expect(minutes(path), path).toBe(5);
  });

  it("keeps details-like answers 15 minutes", () => {
    for (const path of [
      "/3/movie/238", "/3/movie/238/credits", "/3/movie/238/videos", "/3/movie/238/images", "/3/movie/238/keywords",
      "/3/person/31", "/3/person/31/movie_credits", "/3/person/31/images", "/3/collection/263",
    ]) expect(minutes(path), path).toBe(15);
  });

  it("keeps genres and configuration an hour, and anything unknown as briefly as a list", () => {
    expect(minutes("/3/genre/movie/list")).toBe(60);
    expect(minutes("/3/configuration")).toBe(60);
    for (const path of ["/3/collection/263/images", "/3/movie/abc", "/3/person/31/often_with", "/3/keyword/9/movies"]) expect(minutes(path), path).toBe(5);
  });
});

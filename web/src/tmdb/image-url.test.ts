import { describe, expect, it } from "vitest";
import { BACKDROP_SIZES, backdropUrl, imageSrcSet, imageUrl, POSTER_SIZES, posterUrl, PROFILE_SIZES } from "./image-url";

describe("image URLs", () => {
  it("join base, size and path, with the spec's default sizes", () => {
    expect(posterUrl("/t/p/", "/a.svg")).toBe("/t/p/w500/a.svg");
    expect(backdropUrl("https://image.tmdb.org/t/p", "/b.jpg")).toBe("https://image.tmdb.org/t/p/w1280/b.jpg");
    expect(imageUrl("/t/p/", "/c.svg", "w185")).toBe("/t/p/w185/c.svg");
  });

  it("give no URL without a path", () => {
    expect(posterUrl("/t/p/", null)).toBeNull();
    expect(backdropUrl("/t/p/", "")).toBeNull();
  });
});

describe("a srcset over TMDB's sizes", () => {
  it("offers every poster size below original, each with its width", () => {
    expect(imageSrcSet("https://image.tmdb.org/t/p/", "/p.jpg", POSTER_SIZES)).toBe(
      "https://image.tmdb.org/t/p/w92/p.jpg 92w, https://image.tmdb.org/t/p/w154/p.jpg 154w, https://image.tmdb.org/t/p/w185/p.jpg 185w, " +
        "https://image.tmdb.org/t/p/w342/p.jpg 342w, https://image.tmdb.org/t/p/w500/p.jpg 500w, https://image.tmdb.org/t/p/w780/p.jpg 780w",
    );
  });

  it("offers every backdrop size", () => {
    expect(imageSrcSet("/t/p/", "/movie-238-backdrop.svg", BACKDROP_SIZES)).toBe(
      "/t/p/w300/movie-238-backdrop.svg 300w, /t/p/w780/movie-238-backdrop.svg 780w, /t/p/w1280/movie-238-backdrop.svg 1280w",
    );
  });

  it("gives a profile's h632 the width of a 2:3 photo 632 pixels high", () => {
    expect(imageSrcSet("/t/p/", "/person-1158.svg", PROFILE_SIZES)).toBe("/t/p/w45/person-1158.svg 45w, /t/p/w185/person-1158.svg 185w, /t/p/h632/person-1158.svg 421w");
  });

  it("is absent without a path", () => {
    expect(imageSrcSet("/t/p/", null, POSTER_SIZES)).toBeUndefined();
    expect(imageSrcSet("/t/p/", "", PROFILE_SIZES)).toBeUndefined();
  });
});

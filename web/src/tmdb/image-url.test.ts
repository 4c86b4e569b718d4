import { describe, expect, it } from "vitest";
import { backdropUrl, imageSrcSet, imageUrl, posterUrl } from "./image-url";

describe("image URLs", () => {
  it("join base, size and path, with the spec's default sizes", () => {
    expect(posterUrl("/t/p/", "/a.svg")).toBe("/t/p/w500/a.svg");
    expect(backdropUrl("https://image.tmdb.org/t/p", "/b.jpg")).toBe("https://image.tmdb.org/t/p/w1280/b.jpg");
    expect(imageUrl("/t/p/", "/c.svg", "w185")).toBe("/t/p/w185/c.svg");
  });
  it("make a srcset over widths", () => {
    expect(imageSrcSet("/t/p/", "/a.svg", ["w185", "w342"])).toBe("/t/p/w185/a.svg 185w, /t/p/w342/a.svg 342w");
    expect(imageSrcSet("/t/p/", null, ["w185"])).toBeUndefined();
  });

  it("give no URL without a path", () => {
    expect(posterUrl("/t/p/", null)).toBeNull();
    expect(backdropUrl("/t/p/", "")).toBeNull();
  });
});

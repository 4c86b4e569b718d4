import { describe, expect, it } from "vitest";
import { HALF_STAR_STEPS, noteStart, isOwnExport, listNamed, jsonDownloadLists, ratingStars, ratingText, rowPlace, tenPointScore, withoutByteOrderMark } from "./lists";

describe("ratings", () => {
  it("are half stars from 0.5 to 5, the same steps as TMDB's 1 to 10", () => {
    expect(HALF_STAR_STEPS).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(HALF_STAR_STEPS.map(tenPointScore)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ratingText(3.5)).toBe("3.5 stars (7/10)");
    expect(ratingText(1)).toBe("1 star (2/10)");
    expect(ratingText(0.5)).toBe("0.5 stars (1/10)");
  });

  it("are drawn as stars on a person's lists, a half as ½", () => {
    expect(ratingStars(3.5)).toBe("★★★½");
    expect(ratingStars(5)).toBe("★★★★★");
    expect(ratingStars(0.5)).toBe("½");
  });
});

describe("the app's own downloads, read back", () => {
  it("find the JSON download's lists in the file's order, or say what is wrong with it", () => {
    expect(jsonDownloadLists(withoutByteOrderMark('\uFEFF{"exported_at": "x", "seen": [1], "watchlist": []}'))).toEqual({ lists: [["seen", [1]], ["watchlist", []]], document: { exported_at: "x", seen: [1], watchlist: [] } });
    const broken = jsonDownloadLists("{");
    expect("problem" in broken && broken.problem).toMatch(/^The file is not valid JSON: /);
    expect(jsonDownloadLists('{"films": []}')).toEqual({ problem: "This JSON file is not this app's JSON download: it has none of the lists (watchlist, favorites, seen, ratings)." });
    expect(jsonDownloadLists('{"ratings": 3}')).toEqual({ problem: "In this file, “ratings” is not a list of films." });
  });

  it("place a row by its line in a CSV and by its entry in the JSON download", () => {
    expect(rowPlace("movieapp-json", 3)).toBe("entry 3");
    expect(rowPlace("movieapp-lists", 3)).toBe("line 3");
    expect(rowPlace("letterboxd-diary", 3)).toBe("line 3");
    expect(["movieapp-lists", "movieapp-json", "imdb-ratings"].map((kind) => isOwnExport(kind as "imdb-ratings"))).toEqual([true, true, false]);
  });
});

describe("a list named in an address", () => {
  it("is its own name or its name as people read it, in any case", () => {
    expect(listNamed("watchlist")).toBe("watchlist");
    expect(listNamed("Favourites")).toBe("favorites");
    expect(listNamed("FAVORITES")).toBe("favorites");
    expect(listNamed(undefined)).toBeUndefined();
  });

  it("is no list for any other word, those every object answers to included", () => {
    for (const word of ["wishlist", "constructor", "__proto__", "toString", "hasOwnProperty", ""]) expect(listNamed(word)).toBeUndefined();
  });
});

describe("noteStart", () => {
  it("is a note's first line with text, trimmed, cut with an ellipsis past 80 characters", () => {
    expect(noteStart("\n  \n  Watch with Dad.  \nThe long version.")).toBe("Watch with Dad.");
    expect(noteStart("x".repeat(80))).toBe("x".repeat(80));
    expect(noteStart("x".repeat(81))).toBe(`${"x".repeat(79)}…`);
    expect(noteStart("🎬".repeat(81))).toBe(`${"🎬".repeat(79)}…`);
  });
});

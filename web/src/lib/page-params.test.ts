import { describe, expect, it } from "vitest";
import { genreIdParam, genreParamIsNoId, listParam, parseIdParam, searchParamsOf } from "./page-params";

describe("what an address asks for", () => {
  it("takes only whole positive ids of up to 9 digits", () => {
    expect(parseIdParam("238")).toBe(238);
    for (const raw of ["abc", "0", "-1", "1.5", "1e3", "0x10", "1234567890", "", null, undefined]) expect(parseIdParam(raw)).toBeUndefined();
  });

  it("reads the genre, or Popular (null) for anything that is not an id", () => {
    expect(genreIdParam(new URLSearchParams("genre=16"))).toBe(16);
    for (const query of ["", "genre=", "genre=0", "genre=drama", "genre=-3"]) expect(genreIdParam(new URLSearchParams(query))).toBeNull();
  });

  it("tells a genre named by what cannot be an id from no genre named", () => {
    for (const query of ["genre=0", "genre=drama", "genre=-3", "genre=1.5"]) expect(genreParamIsNoId(new URLSearchParams(query)), query).toBe(true);
    for (const query of ["", "genre=", "genre=16", "list=top_rated"]) expect(genreParamIsNoId(new URLSearchParams(query)), query).toBe(false);
  });

  it("reads a search's trimmed query and a page of at least 1", () => {
    expect(searchParamsOf(new URLSearchParams("q=%20star%20&page=3"))).toEqual({ query: "star", page: 3 });
    expect(searchParamsOf(new URLSearchParams("page=-2"))).toEqual({ query: "", page: 1 });
  });

  it("reads one of home's other lists, or Popular (null) for any other word", () => {
    expect(listParam(new URLSearchParams("list=now_playing"))).toBe("now_playing");
    for (const query of ["", "list=", "list=popular", "list=TOP_RATED", "list=latest"]) expect(listParam(new URLSearchParams(query))).toBeNull();
  });
});

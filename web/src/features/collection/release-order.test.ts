import { describe, expect, it } from "vitest";
import type { Movie } from "../../tmdb/entities";
import { byReleaseDate } from "./release-order";

const film = (id: number, release_date: string) => ({ id, release_date }) as Movie;

describe("a collection's films", () => {
  it("run earliest first, films without a date last", () => {
    expect(byReleaseDate([film(1, "2012-07-16"), film(2, ""), film(3, "2005-06-10"), film(4, "2008-07-14")]).map((f) => f.id)).toEqual([3, 4, 1, 2]);
  });
});

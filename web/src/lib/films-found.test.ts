import { describe, expect, it } from "vitest";
import { filmsFound } from "./films-found";

describe("filmsFound", () => {
  it("counts a search's films, one, many or none, with the query", () => {
    expect(filmsFound(1_943, "the")).toBe("1,943 movies found for “the”");
    expect(filmsFound(1, "heat")).toBe("1 movie found for “heat”");
    expect(filmsFound(0, "dicaprio")).toBe("No movies found for “dicaprio”");
  });
});

import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { provideRuntimeConfig } from "../lib/runtime-config";
import type { Movie } from "../tmdb/entities";
import { MovieGrid } from "./movie-grid";

beforeEach(() => provideRuntimeConfig({ tmdbBaseUrl: "/3", tmdbApiKey: "key", imageBaseUrl: "/t/p/", clerkPublishableKey: null, listsAvailable: false, confirmsEmail: false, ssoName: null }));

const films = Array.from({ length: 5 }, (_, i): Movie => ({ adult: false, id: i + 1, title: `Film ${i + 1}`, original_title: `Film ${i + 1}`, original_language: "en", popularity: 1, video: false, overview: "", poster_path: `/poster-${i + 1}.jpg`, backdrop_path: null, release_date: "2001-01-01", vote_average: 7, vote_count: 10, genre_ids: [] }));

/** Each poster: whether it loads with the page or waits to come near the screen, and its fetch priority. */
function posters(movies: Movie[], mayStartBelowFirstScreen?: boolean) {
  const { container } = render(
    <MemoryRouter>
      <MovieGrid movies={movies} loading={false} view="grid" mayStartBelowFirstScreen={mayStartBelowFirstScreen} />
    </MemoryRouter>,
  );
  return Array.from(container.querySelectorAll(".movie-card__poster"), (box) => {
    const img = box.querySelector("img");
    return img ? { waits: img.loading === "lazy", priority: img.getAttribute("fetchpriority") } : "no poster";
  });
}

describe("a grid's posters", () => {
  it("at the top of a page: the first is fetched before all others, the rest of a phone's first row after it, the others once near the screen", () => {
    expect(posters(films)).toEqual([
      { waits: false, priority: "high" },
      { waits: false, priority: "low" },
      { waits: true, priority: null },
      { waits: true, priority: null },
      { waits: true, priority: null },
    ]);
  });

  it("when the first film has no poster, the next film's poster is the one fetched first", () => {
    expect(posters([{ ...films[0]!, poster_path: null }, ...films.slice(1)])).toEqual([
      "no poster",
      { waits: false, priority: "high" },
      { waits: true, priority: null },
      { waits: true, priority: null },
      { waits: true, priority: null },
    ]);
  });

  it("when the first films have no poster, the first poster there is still fetched first, with the page", () => {
    const noPoster = (film: Movie) => ({ ...film, poster_path: null });
    expect(posters([noPoster(films[0]!), noPoster(films[1]!), ...films.slice(2)])).toEqual([
      "no poster",
      "no poster",
      { waits: false, priority: "high" },
      { waits: true, priority: null },
      { waits: true, priority: null },
    ]);
    expect(posters([noPoster(films[0]!), ...films.slice(1)], true)).toEqual(["no poster", { waits: false, priority: null }, { waits: true, priority: null }, { waits: true, priority: null }, { waits: true, priority: null }]);
  });

  it("in a grid that may start below a phone's first screen (a search's people above it): one poster loads with the page, at the browser's own priority", () => {
    expect(posters(films, true)).toEqual([
      { waits: false, priority: null },
      { waits: true, priority: null },
      { waits: true, priority: null },
      { waits: true, priority: null },
      { waits: true, priority: null },
    ]);
  });
});

import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useMovieStore } from "../../stores/movie-store";
import type { MovieDetails } from "../../tmdb/entities";
import { MovieDetailsPage } from "./movie-details-page";

const film = (over: Partial<MovieDetails>): MovieDetails =>
  ({
    id: 7, title: "Quiet Film", release_date: "2001-01-01", genres: [], vote_average: 0, vote_count: 0, overview: "", poster_path: null, backdrop_path: null,
    production_companies: [], production_countries: [], spoken_languages: [], budget: 0, revenue: 0, runtime: null, tagline: "", homepage: "", imdb_id: null, status: "Released",
    cast: [], crew: [], keywords: [], videos: [], images: { backdrops: [], posters: [], logos: [] }, ...over,
  }) as MovieDetails;

function showFilm(movie: MovieDetails) {
  useMovieStore.setState({ selectedMovie: movie, loading: false, error: null, errorStatus: null, related: null });
  render(<RouterProvider router={createMemoryRouter([{ path: "/movie/:id", element: <MovieDetailsPage /> }], { initialEntries: ["/movie/7"] })} />);
}

describe("a film's page", () => {
  it("still leads to its whole credits when it features no one of them", () => {
    showFilm(film({ moreCredits: true }));
    expect(screen.getByRole("link", { name: "Full cast & crew" }).getAttribute("href")).toBe("/movie/7/cast");
  });

  it("offers no link to credits it does not have", () => {
    showFilm(film({ moreCredits: false }));
    expect(screen.queryByRole("link", { name: "Full cast & crew" })).toBeNull();
  });

  it("fetches its backdrop first and the poster beside it after it", () => {
    showFilm(film({ poster_path: "/p.jpg", backdrop_path: "/b.jpg" }));
    expect(document.querySelector(".details-hero__backdrop")?.getAttribute("fetchpriority")).toBe("high");
    expect(screen.getByRole("img", { name: "Poster of Quiet Film" }).getAttribute("fetchpriority")).toBe("low");
  });

  it("fetches its poster first when it has no backdrop", () => {
    showFilm(film({ poster_path: "/p.jpg", backdrop_path: null }));
    expect(document.querySelector(".details-hero__backdrop")).toBeNull();
    expect(screen.getByRole("img", { name: "Poster of Quiet Film" }).getAttribute("fetchpriority")).toBe("high");
  });
});

import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { homeListAddress } from "../../lib/home-addresses";
import { homeSourceOf } from "./home-address";
import { HOME_LISTS, ListTabs } from "./list-tabs";

describe("home's lists", () => {
  it("each have one address, of every genre or of one, the list named before the genre", () => {
    expect(homeListAddress(null, null)).toBe("/");
    expect(homeListAddress(null, 18)).toBe("/?genre=18");
    expect(homeListAddress("top_rated", null)).toBe("/?list=top_rated");
    expect(homeListAddress("top_rated", 18)).toBe("/?list=top_rated&genre=18");
  });

  it("are read from the address one way, a search first, then the list, then the genre", () => {
    const sourceOf = (query: string) => homeSourceOf(new URLSearchParams(query));
    expect(sourceOf("")).toEqual({ kind: "popular" });
    expect(sourceOf("genre=18&page=2")).toEqual({ kind: "genre", genreId: 18 });
    expect(sourceOf("list=upcoming")).toEqual({ kind: "list", list: "upcoming" });
    expect(sourceOf("list=upcoming&genre=18")).toEqual({ kind: "list", list: "upcoming", genreId: 18 });
    expect(sourceOf("list=later")).toEqual({ kind: "popular" });
    // A genre that cannot be one asks for nothing: the page says there is no such genre.
    expect(sourceOf("list=upcoming&genre=abc")).toBeNull();
    expect(sourceOf("genre=0")).toBeNull();
    expect(sourceOf("q=%20alien%20&list=upcoming&genre=18")).toEqual({ kind: "search", query: "alien" });
    expect(sourceOf("q=a")).toBeNull();
  });

  it("are headed by their name and the genre they are narrowed to; Popular of one genre by the genre alone", () => {
    expect(HOME_LISTS.map((list) => list.heading())).toEqual(["Popular movies", "Top rated movies", "Now playing movies", "Upcoming movies"]);
    expect(HOME_LISTS.map((list) => list.heading("Science Fiction"))).toEqual(["Science Fiction movies", "Top rated Science Fiction movies", "Now playing Science Fiction movies", "Upcoming Science Fiction movies"]);
  });

  it("keep the genre chosen in every tab's link", () => {
    render(<RouterProvider router={createMemoryRouter([{ path: "/", element: <ListTabs current="upcoming" genreId={27} /> }])} />);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/?genre=27", "/?list=top_rated&genre=27", "/?list=now_playing&genre=27", "/?list=upcoming&genre=27"]);
    expect(screen.getByRole("link", { name: "Upcoming" }).getAttribute("aria-current")).toBe("page");
  });
});

import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useRouteLoad } from "../../lib/route-load";
import { useMovieStore } from "../../stores/movie-store";
import { ROUTE_TABLE } from "../route-table";
import { useUiStore } from "../../stores/ui-store";
import { HeaderSearch } from "./header-search";
import { ViewModeToggle } from "./view-mode-toggle";

/** The home route's data, loaded as the app's router loads it. */
function HomeData() {
  useRouteLoad(ROUTE_TABLE.find((route) => route.path === "/")!);
  return null;
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "/", element: <>{element}<HomeData /></> }, { path: "*", element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("the header's search", () => {
  const searchMovies = vi.fn(() => Promise.resolve());
  const clearSearch = vi.fn();
  const fetchGenres = vi.fn(() => Promise.resolve());
  beforeEach(() => {
    searchMovies.mockClear();
    clearSearch.mockClear();
    useUiStore.setState({ searchQuery: "" });
    useMovieStore.setState({ searchMovies, clearSearch, fetchGenres });
  });

  it("stores the trimmed query and goes to /, whose load runs the search once", async () => {
    const router = renderAt("/search", <HeaderSearch id="s" />);
    fireEvent.change(screen.getByPlaceholderText("Search movies..."), { target: { value: "  blade runner " } });
    fireEvent.submit(screen.getByRole("search"));
    expect(useUiStore.getState().searchQuery).toBe("blade runner");
    expect(router.state.location.pathname).toBe("/");
    await vi.waitFor(() => expect(searchMovies).toHaveBeenCalledWith("blade runner", 1));
    expect(searchMovies).toHaveBeenCalledOnce();
  });

  it("ignores a blank input", () => {
    const router = renderAt("/search", <HeaderSearch id="s" />);
    fireEvent.change(screen.getByPlaceholderText("Search movies..."), { target: { value: "   " } });
    fireEvent.submit(screen.getByRole("search"));
    expect(searchMovies).not.toHaveBeenCalled();
    expect(useUiStore.getState().searchQuery).toBe("");
    expect(router.state.location.pathname).toBe("/search");
  });

  it("clears the query and results and goes to /", () => {
    useUiStore.setState({ searchQuery: "alien" });
    const router = renderAt("/movie/3", <HeaderSearch id="s" />);
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(useUiStore.getState().searchQuery).toBe("");
    expect(clearSearch).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("the view switch", () => {
  it("has buttons titled 'Grid view' and 'List view' and marks the active one", () => {
    useUiStore.setState({ viewMode: "grid" });
    render(<ViewModeToggle />);
    expect(screen.getByTitle("Grid view").getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByTitle("List view"));
    expect(useUiStore.getState().viewMode).toBe("list");
    expect(screen.getByTitle("List view").getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTitle("Grid view").getAttribute("aria-pressed")).toBe("false");
  });
});

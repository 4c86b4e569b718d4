import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AppLink, NavAppLink } from "./app-link";

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("AppLink", () => {
  it("is a real link to the path, with the attributes it was given", () => {
    renderAt("/", <AppLink to="/movie/238" className="movie-card__link" aria-label="The Godfather">Open</AppLink>);
    const link = screen.getByRole("link", { name: "The Godfather" });
    expect(link.getAttribute("href")).toBe("/movie/238");
    expect(link.className).toBe("movie-card__link");
  });

  it("moves within the app on a plain click, and still runs the caller's handler", () => {
    const onClick = vi.fn();
    const router = renderAt("/", <AppLink to="/movie/238" onClick={onClick}>Open</AppLink>);
    fireEvent.click(screen.getByRole("link", { name: "Open" }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe("/movie/238");
  });

  it("leaves a modified click (new tab) to the browser", () => {
    const router = renderAt("/", <AppLink to="/movie/238">Open</AppLink>);
    fireEvent.click(screen.getByRole("link", { name: "Open" }), { ctrlKey: true });
    expect(router.state.location.pathname).toBe("/");
  });

  it("does not navigate when the caller's handler prevented the default", () => {
    const router = renderAt("/", <AppLink to="/movie/238" onClick={(event) => event.preventDefault()}>Open</AppLink>);
    fireEvent.click(screen.getByRole("link", { name: "Open" }));
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("NavAppLink", () => {
  it("marks the link current on its own path", () => {
    renderAt("/", <NavAppLink to="/" end>Movies</NavAppLink>);
    expect(screen.getByRole("link", { name: "Movies" }).getAttribute("aria-current")).toBe("page");
  });

  it("with `end`, is not current below its path", () => {
    renderAt("/search", <NavAppLink to="/" end>Movies</NavAppLink>);
    expect(screen.getByRole("link", { name: "Movies" }).hasAttribute("aria-current")).toBe(false);
  });

  it("without `end`, is current below its path but not on a path that merely starts alike", () => {
    renderAt("/movie/238", <><NavAppLink to="/movie">Films</NavAppLink><NavAppLink to="/mov">Other</NavAppLink></>);
    expect(screen.getByRole("link", { name: "Films" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Other" }).hasAttribute("aria-current")).toBe(false);
  });
});

import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider, useLocation, useNavigationType } from "react-router";
import { REST_MS, whenIntentPreparePage } from "../lib/page-on-intent";
import { Link, NavLink } from "./link";

/** Shows where the router is, how it got there, and the history state it carries. */
function Here() {
  const location = useLocation();
  const how = useNavigationType();
  return <output aria-label="here">{`${location.pathname}${location.search} ${how} ${JSON.stringify(location.state ?? null)}`}</output>;
}

function renderAt(address: string, links: React.ReactNode) {
  const page = (
    <>
      {links}
      <Here />
    </>
  );
  const router = createMemoryRouter([{ path: "*", element: page }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return router;
}

const here = () => screen.getByLabelText("here").textContent;

// A click left to the browser (a modifier key) moves the test window's own address, which the links
// read to tell a move to the page being opened: each test starts with the window at "/".
beforeEach(() => window.history.replaceState(null, "", "/"));

describe("the app's links", () => {
  it("are real links to their address, and a plain click moves there in the app, adding to history with its state", () => {
    renderAt("/", <Link to="/movie/155" state={{ keepScroll: true }}>The Dark Knight</Link>);
    const link = screen.getByRole("link", { name: "The Dark Knight" });
    expect(link.getAttribute("href")).toBe("/movie/155");
    fireEvent.click(link);
    expect(here()).toBe('/movie/155 PUSH {"keepScroll":true}');
  });

  it("leave a click with a modifier key or another button to the browser (a new tab or window)", () => {
    renderAt("/", <Link to="/movie/155">The Dark Knight</Link>);
    const link = screen.getByRole("link", { name: "The Dark Knight" });
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, click)).toBe(true); // not prevented: the browser follows the link
    }
    expect(here()).toBe("/ POP null");
  });

  it("read '?…' as new parameters for the page shown, and '?' alone as the page without them", () => {
    renderAt("/discover?genre=18", (
      <>
        <Link to="?genre=18&page=2">Next page</Link>
        <Link to="?">Clear filters</Link>
      </>
    ));
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/discover?genre=18&page=2");
    expect(screen.getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("/discover");
    fireEvent.click(screen.getByRole("link", { name: "Next page" }));
    expect(here()).toBe("/discover?genre=18&page=2 PUSH null");
  });

  it("replace the history entry when they lead to the page already shown, so Back does not stay put", () => {
    renderAt("/discover", <Link to="/discover">Discover</Link>);
    fireEvent.click(screen.getByRole("link", { name: "Discover" }));
    expect(here()).toBe("/discover REPLACE null");
  });

  it("let the page handle a click first: a prevented click goes nowhere", () => {
    renderAt("/", <Link to="/movie/155" onClick={(event) => event.preventDefault()}>The Dark Knight</Link>);
    fireEvent.click(screen.getByRole("link", { name: "The Dark Knight" }));
    expect(here()).toBe("/ POP null");
  });
});

describe("navigation links", () => {
  const nav = (
    <>
      <NavLink to="/" end>Movies</NavLink>
      <NavLink to="/discover">Discover</NavLink>
    </>
  );

  it("mark the page shown as current: below their address too, unless they must match it exactly", () => {
    renderAt("/discover/anything", nav);
    expect(screen.getByRole("link", { name: "Discover" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Movies" }).getAttribute("aria-current")).toBeNull();
  });

  it("do not mark an address that only starts with the same letters", () => {
    renderAt("/discovery", nav);
    expect(screen.getByRole("link", { name: "Discover" }).getAttribute("aria-current")).toBeNull();
  });

  it("mark home only on home", () => {
    renderAt("/", nav);
    expect(screen.getByRole("link", { name: "Movies" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Discover" }).getAttribute("aria-current")).toBeNull();
  });

  describe("on a person's intent", () => {
    /** The addresses got ready, with their query. */
    let asked: string[] = [];
    beforeEach(() => {
      vi.useFakeTimers();
      asked = [];
      whenIntentPreparePage((pathname, search) => asked.push(pathname + search));
    });
    afterEach(() => {
      vi.useRealTimers();
      whenIntentPreparePage(() => undefined);
    });

    it("get the page they lead to ready when a pointer or focus rests on them, or a press arrives, before any click", () => {
      renderAt("/?page=2", (
        <>
          <Link to="/movie/155">The Dark Knight</Link>
          <Link to="?page=3">Next page</Link>
          <Link to="/movie/680">Pulp Fiction</Link>
        </>
      ));
      fireEvent.pointerEnter(screen.getByRole("link", { name: "The Dark Knight" }), { pointerType: "touch" });
      fireEvent.focus(screen.getByRole("link", { name: "Next page" }));
      vi.advanceTimersByTime(REST_MS);
      fireEvent.pointerDown(screen.getByRole("link", { name: "Pulp Fiction" }), { pointerType: "mouse" });
      expect(asked).toEqual(["/movie/155", "/?page=3", "/movie/680"]);
      expect(here()).toBe("/?page=2 POP null");
    });

    it("ask for nothing of what a pointer or focus only passes, nor of a scroll begun on them", () => {
      renderAt("/", (
        <>
          <Link to="/movie/155">The Dark Knight</Link>
          <Link to="/movie/680">Pulp Fiction</Link>
          <Link to="/movie/13">Forrest Gump</Link>
        </>
      ));
      const passed = screen.getByRole("link", { name: "The Dark Knight" });
      fireEvent.pointerEnter(passed, { pointerType: "mouse" });
      vi.advanceTimersByTime(REST_MS - 10);
      fireEvent.pointerLeave(passed, { pointerType: "mouse" });
      const scrolled = screen.getByRole("link", { name: "Pulp Fiction" });
      fireEvent.pointerEnter(scrolled, { pointerType: "touch" });
      fireEvent.pointerCancel(scrolled, { pointerType: "touch" });
      const tabbed = screen.getByRole("link", { name: "Forrest Gump" });
      fireEvent.focus(tabbed);
      fireEvent.blur(tabbed);
      vi.advanceTimersByTime(REST_MS * 2);
      expect(asked).toEqual([]);
    });

    it("ask for nothing more when what a rest got ready is pressed, nor for the focus the press brings", () => {
      renderAt("/", <Link to="/movie/155">The Dark Knight</Link>);
      const link = screen.getByRole("link", { name: "The Dark Knight" });
      fireEvent.pointerEnter(link, { pointerType: "mouse" });
      vi.advanceTimersByTime(REST_MS);
      fireEvent.pointerDown(link, { pointerType: "mouse" });
      fireEvent.focus(link);
      vi.advanceTimersByTime(REST_MS * 2);
      expect(asked).toEqual(["/movie/155"]);
      // Left and come back to, it is got ready again.
      fireEvent.pointerLeave(link, { pointerType: "mouse" });
      fireEvent.pointerDown(link, { pointerType: "touch" });
      expect(asked).toEqual(["/movie/155", "/movie/155"]);
    });
  });
});

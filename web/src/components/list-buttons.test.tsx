import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../auth/auth-store";
import { provideRuntimeConfig } from "../lib/runtime-config";
import { listActions, useListMarks } from "../lists/list-marks";
import { ListButtons } from "./list-buttons";

const godfather = { id: 238, title: "The Godfather", release_date: "1972-03-14", poster_path: "/godfather.jpg" };
const config = { tmdbBaseUrl: "/3", tmdbApiKey: "key", imageBaseUrl: "/t/p/", confirmsEmail: false, ssoName: null };
const CLERK_KEY = "pk_test_Y2xlcmsuZXhhbXBsZS5jb20k";

/** The lists' API as a scripted transport: The Godfather is on the watchlist; changes answer the new state. */
const server = vi.fn((path: string, init: RequestInit = {}) => {
  const state = { movie_id: 238, watchlist: true, favorites: init.method === "PUT", rating: null, seen: [] };
  return Promise.resolve(new Response(JSON.stringify(path.startsWith("/api/me/films") ? { films: [state] } : state), { status: 200 }));
});

// This tab's lists are made once and kept between tests: each test is another person signing in,
// whose lists the tab then reads afresh (list-actions.ts forgets the last person's), in any order.
let people = 0;
beforeEach(() => {
  useAuthStore.getState().setSignedIn({ id: `person-${++people}`, name: "Ada Lovelace", email: "ada@example.com", imageUrl: null });
  useListMarks.setState({ films: {}, generation: 0 });
  vi.stubGlobal("fetch", server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  server.mockClear();
});

describe("a film's list buttons", () => {
  it("are toggle buttons named with the film, pressed once the film's state is known, and change it when pressed (with Clerk, once the server keeps its users' lists)", async () => {
    provideRuntimeConfig({ ...config, clerkPublishableKey: CLERK_KEY, listsAvailable: true });
    render(<ListButtons film={godfather} />);
    const watchlist = screen.getByRole("button", { name: "Watchlist: The Godfather" });
    const favourite = screen.getByRole("button", { name: "Favourite: The Godfather" });
    expect(watchlist.getAttribute("aria-pressed")).toBe("false");
    await waitFor(() => expect(watchlist.getAttribute("aria-pressed")).toBe("true"));
    expect(server).toHaveBeenCalledWith("/api/me/films?ids=238", expect.objectContaining({ method: "GET" }));
    expect(favourite.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(favourite);
    await waitFor(() => expect(favourite.getAttribute("aria-pressed")).toBe("true"));
    expect(server).toHaveBeenLastCalledWith("/api/me/lists/favorites/238", expect.objectContaining({ method: "PUT" }));
  });

  it("have their film read again when the person comes back to the tab while the card is on screen, and not once it is gone", async () => {
    provideRuntimeConfig({ ...config, clerkPublishableKey: null, listsAvailable: true });
    const heat = { id: 949, title: "Heat", release_date: "1995-12-15", poster_path: null };
    const first = render(<ListButtons film={godfather} />);
    render(<ListButtons film={heat} />);
    // Both films asked for (in one request or two), before one card goes.
    const askedFor = () => server.mock.calls.flatMap(([path]) => (path.startsWith("/api/me/films?ids=") ? path.slice("/api/me/films?ids=".length).split(",") : []));
    await waitFor(() => expect(askedFor()).toEqual(expect.arrayContaining(["238", "949"])));
    first.unmount();
    server.mockClear();
    await (await listActions()).refresh();
    expect(server.mock.calls.map(([path]) => path)).toEqual(["/api/me/films?ids=949"]);
  });

  it("are not shown, and ask nothing, when the server keeps no lists for this sign-in (Clerk without its key)", async () => {
    provideRuntimeConfig({ ...config, clerkPublishableKey: CLERK_KEY, listsAvailable: false });
    const { container } = render(<ListButtons film={godfather} />);
    expect(container.innerHTML).toBe("");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server).not.toHaveBeenCalled();
  });
});

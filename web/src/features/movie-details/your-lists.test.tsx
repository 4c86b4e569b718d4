import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { provideRuntimeConfig } from "../../lib/runtime-config";
import { listActions, useListMarks } from "../../lists/list-marks";
import { useToastStore } from "../../stores/toast-store";
import { YourLists } from "./your-lists";

const godfather = { id: 238, title: "The Godfather", release_date: "1972-03-14", poster_path: "/godfather.jpg" };
// A film this tab's lists have not read yet (they are one per tab, kept between tests).
const heat = { id: 949, title: "Heat", release_date: "1995-12-15", poster_path: null };
const config = { tmdbBaseUrl: "/3", tmdbApiKey: "key", imageBaseUrl: "/t/p/" };

/** The lists' API as a scripted transport: The Godfather is on the watchlist. */
const server = vi.fn((path: string) => {
  const state = { movie_id: 238, watchlist: true, favorites: false, rating: null, seen: [] };
  return Promise.resolve(new Response(JSON.stringify(path.startsWith("/api/me/films") ? { films: [state] } : state), { status: 200 }));
});

beforeEach(() => {
  useListMarks.setState({ films: {}, generation: 0 });
  useToastStore.setState({ toasts: [] });
  vi.stubGlobal("fetch", server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  server.mockClear();
});

describe("a film's lists on its page", () => {
  it("ask for the film's place in the lists and show it", async () => {
    provideRuntimeConfig({ ...config, clerkPublishableKey: null });
    render(<YourLists film={godfather} marks={useListMarks} lists={listActions} />);
    const watchlist = screen.getByRole("button", { name: "Watchlist" });
    await waitFor(() => expect(watchlist.getAttribute("aria-pressed")).toBe("true"));
    expect(server).toHaveBeenCalledWith("/api/me/films?ids=238", expect.objectContaining({ method: "GET" }));
  });

  it("are not shown, and ask nothing, with Clerk, whose sessions the server's lists cannot read", async () => {
    provideRuntimeConfig({ ...config, clerkPublishableKey: "pk_test_Y2xlcmsuZXhhbXBsZS5jb20k" });
    const { container } = render(<YourLists film={heat} marks={useListMarks} lists={listActions} />);
    expect(container.innerHTML).toBe("");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server).not.toHaveBeenCalled();
  });

  it("say a change could not be made when the lists' code cannot be loaded (the network is gone)", async () => {
    provideRuntimeConfig({ ...config, clerkPublishableKey: null });
    const offline = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    render(<YourLists film={godfather} marks={useListMarks} lists={offline} />);
    fireEvent.click(screen.getByRole("button", { name: "Favourite" }));
    await waitFor(() => expect(useToastStore.getState().toasts).toMatchObject([{ type: "error", title: "Network error - please check your connection" }]));
  });
});

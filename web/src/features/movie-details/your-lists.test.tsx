import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../../auth/auth-store";
import { provideRuntimeConfig } from "../../lib/runtime-config";
import { listActions, useListMarks } from "../../lists/list-marks";
import { useToastStore } from "../../stores/toast-store";
import { YourLists } from "./your-lists";

const godfather = { id: 238, title: "The Godfather", release_date: "1972-03-14", poster_path: "/godfather.jpg" };
// Another film.
const heat = { id: 949, title: "Heat", release_date: "1995-12-15", poster_path: null };
const config = { tmdbBaseUrl: "/3", tmdbApiKey: "key", imageBaseUrl: "/t/p/", confirmsEmail: false, ssoName: null };
const CLERK_KEY = "pk_test_Y2xlcmsuZXhhbXBsZS5jb20k";

/** The lists' API as a scripted transport: The Godfather is on the watchlist; a rating sent is kept. */
const server = vi.fn((path: string, init: RequestInit = {}) => {
  const rating = init.method === "PUT" && path.includes("/ratings/") ? (JSON.parse(init.body as string) as { rating: number }).rating : null;
  const state = { movie_id: 238, watchlist: true, favorites: false, rating, seen: [] };
  return Promise.resolve(new Response(JSON.stringify(path.startsWith("/api/me/films") ? { films: [state] } : state), { status: 200 }));
});
/** The ratings the page sent, in order (null: cleared). */
const ratingsSent = () =>
  server.mock.calls.filter(([path]) => path.includes("/ratings/")).map(([, init]) => (init?.method === "PUT" ? (JSON.parse(init.body as string) as { rating: number }).rating : null));

// This tab's lists are made once and kept between tests: each test is another person signing in,
// whose lists the tab then reads afresh (list-actions.ts forgets the last person's), in any order.
let people = 0;
beforeEach(() => {
  useAuthStore.getState().setSignedIn({ id: `person-${++people}`, name: "Ada Lovelace", email: "ada@example.com", imageUrl: null });
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
    provideRuntimeConfig({ ...config, clerkPublishableKey: null, listsAvailable: true });
    render(<YourLists film={godfather} marks={useListMarks} lists={listActions} />);
    const watchlist = screen.getByRole("button", { name: "Watchlist" });
    await waitFor(() => expect(watchlist.getAttribute("aria-pressed")).toBe("true"));
    expect(server).toHaveBeenCalledWith("/api/me/films?ids=238", expect.objectContaining({ method: "GET" }));
  });

  it("send one rating, the one the person settles on, however many arrow keys they press", async () => {
    provideRuntimeConfig({ ...config, clerkPublishableKey: null, listsAvailable: true });
    const user = userEvent.setup();
    render(<YourLists film={godfather} marks={useListMarks} lists={listActions} />);
    await user.click(screen.getByRole("radio", { name: "2 stars (4/10)" }));
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}");
    await waitFor(() => expect(screen.getByRole("radio", { name: "3 stars (6/10)" })).toHaveProperty("checked", true));
    expect(ratingsSent()).toEqual([]);
    await waitFor(() => expect(ratingsSent()).toEqual([3]), { timeout: 2_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(ratingsSent()).toEqual([3]);
  });

  it("send a rating still being chosen at once when the film's page is left", async () => {
    provideRuntimeConfig({ ...config, clerkPublishableKey: null, listsAvailable: true });
    const user = userEvent.setup();
    const page = render(<YourLists film={godfather} marks={useListMarks} lists={listActions} />);
    await user.click(screen.getByRole("radio", { name: "4 stars (8/10)" }));
    await user.keyboard("{ArrowRight}");
    page.unmount();
    await waitFor(() => expect(ratingsSent()).toEqual([4.5]), { timeout: 100 });
  });

  it("send a rating still being chosen at once when the browser leaves the page", async () => {
    provideRuntimeConfig({ ...config, clerkPublishableKey: null, listsAvailable: true });
    const user = userEvent.setup();
    render(<YourLists film={godfather} marks={useListMarks} lists={listActions} />);
    await user.click(screen.getByRole("radio", { name: "1 star (2/10)" }));
    window.dispatchEvent(new Event("pagehide"));
    await waitFor(() => expect(ratingsSent()).toEqual([1]), { timeout: 100 });
    expect(server).toHaveBeenLastCalledWith("/api/me/lists/ratings/238", expect.objectContaining({ keepalive: true }));
  });

  it("are not shown, and ask nothing, when the server keeps no lists for this sign-in (Clerk without its key)", async () => {
    provideRuntimeConfig({ ...config, clerkPublishableKey: CLERK_KEY, listsAvailable: false });
    const { container } = render(<YourLists film={heat} marks={useListMarks} lists={listActions} />);
    expect(container.innerHTML).toBe("");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server).not.toHaveBeenCalled();
  });

  it("say a change could not be made when the lists' code cannot be loaded (the network is gone)", async () => {
    provideRuntimeConfig({ ...config, clerkPublishableKey: null, listsAvailable: true });
    const offline = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    render(<YourLists film={godfather} marks={useListMarks} lists={offline} />);
    fireEvent.click(screen.getByRole("button", { name: "Favourite" }));
    await waitFor(() => expect(useToastStore.getState().toasts).toMatchObject([{ type: "error", title: "Network error - please check your connection" }]));
  });

  it("show the days the film was seen in one line, and the whole list, each day removable, when opened", async () => {
    provideRuntimeConfig({ ...config, clerkPublishableKey: null, listsAvailable: true });
    const seen = [{ entry_id: "b", seen_on: "2024-12-25" }, { entry_id: "a", seen_on: "2019-06-30" }];
    const removed = new Set<string>();
    const seenServer = vi.fn((path: string, init: RequestInit = {}) => {
      const gone = init.method === "DELETE" ? seen.find((viewing) => viewing.entry_id === path.split("/").pop()) : undefined;
      if (gone) removed.add(gone.entry_id);
      const state = { movie_id: heat.id, watchlist: false, favorites: false, rating: null, seen: seen.filter((viewing) => !removed.has(viewing.entry_id)) };
      // A removed viewing is answered with what went and the film's state, as the server does.
      const body = gone ? { removed: { seen_on: gone.seen_on, added_at: "2025-01-01T10:00:00.000Z" }, state } : { films: [state] };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    vi.stubGlobal("fetch", seenServer);
    const user = userEvent.setup();
    render(<YourLists film={heat} marks={useListMarks} lists={listActions} />);
    const summary = await screen.findByText("Seen 2 times, last 25 December 2024");
    const viewings = summary.closest("details")!;
    expect(viewings.open).toBe(false);
    await user.click(summary);
    expect(viewings.open).toBe(true);
    expect(screen.getByRole("list", { name: "Your viewings" }).textContent).toContain("Seen 30 June 2019");
    await user.click(screen.getByRole("button", { name: "Remove your viewing on 30 June 2019" }));
    // The removed day's button is gone: focus is on the line, which says what is left.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Seen on 25 December 2024"));
    expect(seenServer).toHaveBeenCalledWith("/api/me/lists/seen/a", expect.objectContaining({ method: "DELETE" }));
    // The last one gone, focus goes to marking the film seen again.
    await user.click(screen.getByRole("button", { name: "Remove your viewing on 25 December 2024" }));
    await screen.findByText("Not marked as seen yet");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Mark as seen" })));
  });

  it("mark a film seen once on a double click, and again once the first viewing is kept", async () => {
    provideRuntimeConfig({ ...config, clerkPublishableKey: null, listsAvailable: true });
    // A film this tab's lists have not read yet; each viewing sent is kept when the test lets it answer.
    const starWars = { ...heat, id: 11, title: "Star Wars" };
    const kept: Array<{ entry_id: string; seen_on: string }> = [];
    const answers: Array<() => void> = [];
    const state = () => ({ movie_id: starWars.id, watchlist: false, favorites: false, rating: null, seen: [...kept] });
    const seenServer = vi.fn((path: string, init: RequestInit = {}) => {
      if (init.method !== "POST") return Promise.resolve(new Response(JSON.stringify({ films: [state()] }), { status: 200 }));
      const { seen_on } = JSON.parse(init.body as string) as { seen_on: string };
      return new Promise<Response>((resolve) => answers.push(() => {
        kept.push({ entry_id: `viewing-${kept.length + 1}`, seen_on });
        resolve(new Response(JSON.stringify({ state: state() }), { status: 200 }));
      }));
    });
    vi.stubGlobal("fetch", seenServer);
    const user = userEvent.setup();
    render(<YourLists film={starWars} marks={useListMarks} lists={listActions} />);
    await screen.findByText("Not marked as seen yet");
    const posts = () => seenServer.mock.calls.filter(([, init]) => init?.method === "POST").length;
    await user.dblClick(screen.getByRole("button", { name: "Mark as seen" }));
    await waitFor(() => expect(posts()).toBe(1));
    expect(screen.getByRole("button", { name: "Mark as seen" }).getAttribute("aria-disabled")).toBe("true");
    answers.shift()!();
    await waitFor(() => expect(screen.getByRole("button", { name: "Mark as seen" }).getAttribute("aria-disabled")).toBe("false"));
    expect(posts()).toBe(1);
    await user.click(screen.getByRole("button", { name: "Mark as seen" }));
    await waitFor(() => expect(posts()).toBe(2));
    answers.shift()!();
    await screen.findByText(/^Seen 2 times/);
  });

  it("say a film not seen yet is not, once its place in the lists is known", async () => {
    provideRuntimeConfig({ ...config, clerkPublishableKey: null, listsAvailable: true });
    // A film this tab's lists have not read yet, in no list.
    const pulpFiction = { ...heat, id: 680, title: "Pulp Fiction" };
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(JSON.stringify({ films: [{ movie_id: pulpFiction.id, watchlist: false, favorites: false, rating: null, seen: [] }] }), { status: 200 })));
    render(<YourLists film={pulpFiction} marks={useListMarks} lists={listActions} />);
    expect(screen.queryByText("Not marked as seen yet")).toBeNull();
    await screen.findByText("Not marked as seen yet");
  });
});

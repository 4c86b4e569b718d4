import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../auth/auth-store";
import { ApiError, NetworkError } from "../tmdb/api-errors";
import { inProcessMeGet, meRequest } from "./me-api";

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ sessionToken: undefined });
});

describe("requests to the person's lists", () => {
  it("send JSON with the session cookie (or an import's file as it is) and read the JSON answer", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ watchlist: 1 }), { status: 200 })));
    vi.stubGlobal("fetch", fetch);
    await expect(meRequest("PUT", "/lists/watchlist/238", { title: "The Godfather" })).resolves.toEqual({ watchlist: 1 });
    expect(fetch).toHaveBeenLastCalledWith("/api/me/lists/watchlist/238", expect.objectContaining({ method: "PUT", credentials: "same-origin", body: '{"title":"The Godfather"}', headers: { "Content-Type": "application/json" } }));
    await meRequest("POST", "/import/preview", "Name,Year\nAlien,1979");
    expect(fetch).toHaveBeenLastCalledWith("/api/me/import/preview", expect.objectContaining({ body: "Name,Year\nAlien,1979", headers: { "Content-Type": "text/csv" } }));
  });

  it("turn a refusal into an error carrying the server's own words and status; an empty answer is none", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response(JSON.stringify({ code: "UNAUTHORIZED", message: "Sign in to keep lists." }), { status: 401 }))));
    const refused = await meRequest("GET", "/summary").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ message: "Sign in to keep lists.", status: 401, endpoint: "/api/me/summary" });
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))));
    await expect(meRequest("DELETE", "/lists/seen/abc")).resolves.toBeUndefined();
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response("<html>", { status: 200 }))));
    await expect(meRequest("GET", "/summary")).rejects.toMatchObject({ message: "An unexpected error occurred", status: 500 });
  });

  it("take a 401 as the end of the embedded accounts' session (the app signs out, and the guard leads to sign-in), but not of Clerk's, which says so itself", async () => {
    const user = { id: "u1", email: "ada@example.com", name: "Ada", imageUrl: null };
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response(JSON.stringify({ code: "UNAUTHORIZED", message: "Sign in to keep lists." }), { status: 401 }))));
    useAuthStore.getState().setSignedIn(user);
    useAuthStore.setState({ sessionToken: () => Promise.resolve("token-of-the-minute") });
    await meRequest("PUT", "/lists/favorites/238", { title: "The Godfather" }).catch(() => undefined);
    expect(useAuthStore.getState()).toMatchObject({ isSignedIn: true, user });
    useAuthStore.setState({ sessionToken: undefined });
    // A refusal of a request sent for someone who has since signed out, answered after another signed in, leaves the new person signed in.
    const other = { ...user, id: "u2" };
    const late = meRequest("PUT", "/lists/favorites/238", { title: "The Godfather" }).catch(() => undefined);
    useAuthStore.getState().setSignedIn(other);
    await late;
    expect(useAuthStore.getState()).toMatchObject({ isSignedIn: true, user: other });
    await meRequest("PUT", "/lists/favorites/238", { title: "The Godfather" }).catch(() => undefined);
    expect(useAuthStore.getState()).toMatchObject({ isSignedIn: false, user: null, leftByChoice: false });
  });

  it("take a late 401 of a session the same person has since left and begun again as that old session's, not the new one's", async () => {
    const user = { id: "u1", email: "ada@example.com", name: "Ada", imageUrl: null };
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response(JSON.stringify({ code: "UNAUTHORIZED", message: "Sign in to keep lists." }), { status: 401 }))));
    useAuthStore.getState().setSignedIn(user);
    const late = meRequest("PUT", "/lists/favorites/238", { title: "The Godfather" }).catch(() => undefined);
    useAuthStore.getState().setSignedOut();
    useAuthStore.getState().setSignedIn(user);
    await late;
    expect(useAuthStore.getState()).toMatchObject({ isSignedIn: true, user });
    // A new name within the session is the same session: its refusals still end it.
    useAuthStore.getState().setSignedIn({ ...user, name: "Ada L." });
    await meRequest("PUT", "/lists/favorites/238", { title: "The Godfather" }).catch(() => undefined);
    expect(useAuthStore.getState()).toMatchObject({ isSignedIn: false, user: null });
  });

  it("give up after 10 s unless told to wait longer (an import of thousands of rows)", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))));
    // The browser's own time limit on a request: what each request asks it for.
    const limit = vi.spyOn(AbortSignal, "timeout");
    await meRequest("GET", "/summary");
    await meRequest("POST", "/import/apply", { items: [] }, 120_000);
    expect(limit.mock.calls).toEqual([[10_000], [120_000]]);
    limit.mockRestore();
  });

  it("send a change so that it reaches the server even if the page is left at once, but not an import's file (too big for that)", async () => {
    const fetch = vi.fn((_path: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal("fetch", fetch);
    await meRequest("PUT", "/lists/ratings/238", { title: "The Godfather", rating: 4 });
    await meRequest("DELETE", "/lists/watchlist/238");
    await meRequest("GET", "/summary");
    await meRequest("POST", "/import/preview", `Name,Year\n${"Alien,1979\n".repeat(1_000)}`);
    expect(fetch.mock.calls.map(([path, init]) => [path, init.keepalive])).toEqual([
      ["/api/me/lists/ratings/238", true],
      ["/api/me/lists/watchlist/238", true],
      ["/api/me/summary", false],
      ["/api/me/import/preview", false],
    ]);
  });

  it("carry Clerk's current session token when Clerk signs people in, and go with the cookie alone when Clerk has none to give", async () => {
    const fetch = vi.fn((_path: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal("fetch", fetch);
    const tokens = ["token-of-the-minute", null];
    useAuthStore.setState({ sessionToken: () => Promise.resolve(tokens.shift() ?? null) });
    await meRequest("PUT", "/lists/watchlist/238", { title: "The Godfather" });
    await meRequest("GET", "/summary");
    useAuthStore.setState({ sessionToken: () => Promise.reject(new Error("Clerk cannot be reached")) });
    await meRequest("GET", "/summary");
    expect(fetch.mock.calls.map(([, init]) => init.headers)).toEqual([{ Authorization: "Bearer token-of-the-minute", "Content-Type": "application/json" }, {}, {}]);
  });

  it("give up on Clerk's token when the request's time is up, saying the server took too long", async () => {
    const fetch = vi.fn((_path: string, init: RequestInit) => (init.signal?.aborted ? Promise.reject(new DOMException("The operation timed out.", "TimeoutError")) : Promise.resolve(new Response(null, { status: 204 }))));
    vi.stubGlobal("fetch", fetch);
    // The request's time limit, run out at once rather than after 10 s.
    const limit = new AbortController();
    const timeout = vi.spyOn(AbortSignal, "timeout").mockReturnValue(limit.signal);
    useAuthStore.setState({ sessionToken: () => new Promise<string>(() => undefined) });
    const asked = meRequest("GET", "/summary").catch((error: unknown) => error);
    limit.abort(new DOMException("The operation timed out.", "TimeoutError"));
    expect(await asked).toMatchObject({ message: "Request timeout" });
    expect(fetch).toHaveBeenCalledWith("/api/me/summary", expect.objectContaining({ headers: {} }));
    timeout.mockRestore();
  });

  it("say a server out of reach is a network error", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))));
    const failed = await meRequest("GET", "/summary").catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(NetworkError);
    expect(failed).toMatchObject({ message: "Network error - please check your connection" });
  });

  it("read in process on the server, refusals with the same words", async () => {
    const answer = vi.fn((path: string, query: URLSearchParams) => Promise.resolve(path === "/summary" ? { status: 200, body: { seen: 2, query: query.get("a") } } : { status: 404, body: { code: "NOT_FOUND", message: "There is no list \"x\"." } }));
    const get = inProcessMeGet(answer);
    await expect(get("/summary?a=1")).resolves.toEqual({ seen: 2, query: "1" });
    await expect(get("/lists/x")).rejects.toMatchObject({ message: "There is no list \"x\".", status: 404 });
  });
});

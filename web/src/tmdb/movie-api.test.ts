import { afterEach, describe, expect, it, vi } from "vitest";

describe("the app's movie service, which loads with the first request", () => {
  afterEach(() => {
    vi.doUnmock("./movie-service");
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("fails a request made while its code cannot load as a network error, and loads again for the next", async () => {
    vi.resetModules();
    // The chunk holding the service cannot be fetched (offline, or a deploy replaced it).
    vi.doMock("./movie-service", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const requests: string[] = [];
    vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
      requests.push(input instanceof Request ? input.url : String(input));
      return Promise.resolve(new Response(JSON.stringify({ genres: [{ id: 18, name: "Drama" }] }), { status: 200, headers: { "Content-Type": "application/json" } }));
    });
    const { movieApi } = await import("./movie-api");
    const { NetworkError } = await import("./api-errors");

    const failed: unknown = await movieApi().getGenres().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(NetworkError);
    expect((failed as Error).message).toBe("Network error - please check your connection");
    expect(requests).toEqual([]);

    vi.doUnmock("./movie-service");
    await expect(movieApi().getGenres()).resolves.toEqual([{ id: 18, name: "Drama" }]);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!, "http://app.test").pathname).toBe("/3/genre/movie/list");
  });
});

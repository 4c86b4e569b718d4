import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "./api-errors";
import { createHttpClient } from "./http-client";

/** A stand-in for the network: answers each call with the next scripted reply, and records the URLs. */
function scriptedFetch(replies: Array<() => Response | Promise<Response>>) {
  const urls: string[] = [];
  const fetchFn = vi.fn((input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    urls.push(request.url);
    const reply = replies[Math.min(urls.length - 1, replies.length - 1)]!;
    return Promise.resolve(reply());
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, urls };
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function client(fetchFn: typeof fetch) {
  return createHttpClient({ baseUrl: "http://api.test/3", apiKey: "key123", fetch: fetchFn });
}

async function settle<T>(promise: Promise<T>): Promise<T | Error> {
  return promise.catch((error: Error) => error);
}

describe("the HTTP client", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends a GET with api_key and language=en-US and returns the body as it is", async () => {
    const { fetchFn, urls } = scriptedFetch([json(200, { page: 1, results: [] })]);
    await expect(client(fetchFn)("/movie/popular", { page: 2 })).resolves.toEqual({ page: 1, results: [] });
    const url = new URL(urls[0]!);
    expect(url.pathname).toBe("/3/movie/popular");
    expect(Object.fromEntries(url.searchParams)).toEqual({ api_key: "key123", language: "en-US", page: "2" });
    // The exact order and encoding matter: the server preloads these URLs with the HTML
    // (server/src/static/first-load-hints.ts), and a preload is only used when the URL matches.
    expect(url.search).toBe("?api_key=key123&language=en-US&page=2");
  });

  it("retries a 500 three times, 1 s, 2 s then 4 s apart, then reports 'Server error'", async () => {
    const { fetchFn, urls } = scriptedFetch([json(500, { status_message: "boom" })]);
    const result = settle(client(fetchFn)("/movie/popular"));
    await vi.advanceTimersByTimeAsync(0);
    expect(urls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(urls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(urls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(urls).toHaveLength(4);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "Server error", status: 500, endpoint: "/movie/popular", code: "SERVER_ERROR" });
  });

  it.each([408, 429, 502, 503, 504])("retries status %i", async (status) => {
    const { fetchFn, urls } = scriptedFetch([json(status, {}), json(200, { ok: true })]);
    const result = client(fetchFn)("/movie/popular");
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ ok: true });
    expect(urls).toHaveLength(2);
  });

  it.each([
    [401, "Invalid API key", "UNAUTHORIZED"],
    [404, "Resource not found", "NOT_FOUND"],
  ])("does not retry %i and reports '%s'", async (status, message, code) => {
    const { fetchFn, urls } = scriptedFetch([json(status, { status_message: "upstream words" })]);
    const error = await settle(client(fetchFn)("/movie/1"));
    expect(error).toMatchObject({ message, status, code, endpoint: "/movie/1" });
    expect(urls).toHaveLength(1);
  });

  it("reports 429 as 'Rate limit exceeded' once retries run out", async () => {
    const { fetchFn } = scriptedFetch([json(429, {})]);
    const result = settle(client(fetchFn)("/movie/popular"));
    await vi.advanceTimersByTimeAsync(8000);
    expect(await result).toMatchObject({ message: "Rate limit exceeded", status: 429, code: "RATE_LIMITED" });
  });

  it("uses the server's status_message for other statuses, else the generic message", async () => {
    const withMessage = scriptedFetch([json(418, { status_message: "I'm a teapot" })]);
    expect(await settle(client(withMessage.fetchFn)("/x"))).toMatchObject({ message: "I'm a teapot", status: 418 });
    const without = scriptedFetch([() => new Response("nope", { status: 400 })]);
    const error = await settle(client(without.fetchFn)("/x"));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Request failed with status code 400");
    expect((error as ApiError).code).toBeUndefined();
  });

  it("never puts the request's address (with its key) or an HTML body into the message", async () => {
    const html = scriptedFetch([() => new Response("<html><body>Bad gateway</body></html>", { status: 418, statusText: "I'm a teapot", headers: { "Content-Type": "text/html" } })]);
    const error = await settle(client(html.fetchFn)("/movie/popular", { page: 1 }));
    expect((error as ApiError).message).toBe("Request failed with status code 418");
    expect((error as ApiError).message).not.toMatch(/key123|http|</);
  });

  it("ends a request that never answers as 'Request timeout' after 10 s, without retrying", async () => {
    const { fetchFn, urls } = scriptedFetch([() => new Promise<Response>(() => undefined)]);
    const result = settle(client(fetchFn)("/movie/popular"));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(urls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe("Request timeout");
    expect(urls).toHaveLength(1);
  });

  it("retries when there is no response, then reports the connection problem", async () => {
    const { fetchFn, urls } = scriptedFetch([() => Promise.reject(new TypeError("Failed to fetch"))]);
    const result = settle(client(fetchFn)("/movie/popular"));
    await vi.advanceTimersByTimeAsync(7000);
    const error = await result;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe("Network error - please check your connection");
    expect(urls).toHaveLength(4);
  });
});

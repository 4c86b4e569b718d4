import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { firstLoadHints, readRouteChunks, type HintOptions, type RouteChunks } from "./first-load-hints";

const chunks: RouteChunks = {
  home: ["/assets/home-page-a.js", "/assets/movie-grid-b.js"],
  search: ["/assets/search-page-c.js", "/assets/movie-grid-b.js"],
  details: ["/assets/movie-details-page-d.js"],
  signIn: ["/assets/sign-in-page-e.js"],
  signUp: ["/assets/sign-up-page-f.js"],
};
const signedIn: HintOptions = { chunks, apiBase: "/3", apiKey: "k", embeddedAuth: true, hasSessionCookie: true };
const hints = (url: string, options: HintOptions = signedIn) => {
  const parsed = new URL(url, "http://127.0.0.1");
  return firstLoadHints(parsed.pathname, parsed.searchParams, options).split("\n").map((line) => line.trim());
};

describe("first-load hints", () => {
  it("on the home page: the session, the page's chunks, and popular page 1 and the genres as the app will ask for them", () => {
    expect(hints("/")).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">',
      '<link rel="modulepreload" crossorigin href="/assets/home-page-a.js">',
      '<link rel="modulepreload" crossorigin href="/assets/movie-grid-b.js">',
      '<link rel="preload" as="fetch" crossorigin href="/3/movie/popular?api_key=k&amp;language=en-US&amp;page=1">',
      '<link rel="preload" as="fetch" crossorigin href="/3/genre/movie/list?api_key=k&amp;language=en-US">',
    ]);
  });

  it("on the home page, preloads the first posters exactly as a grid card asks for them", () => {
    const tags = hints("/", { ...signedIn, imageBase: "/t/p/", leadPosters: ["/movie-1-poster.svg", null] });
    expect(tags.filter((tag) => tag.includes('as="image"'))).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/t/p/w342/movie-1-poster.svg" imagesrcset="/t/p/w185/movie-1-poster.svg 185w, /t/p/w342/movie-1-poster.svg 342w, /t/p/w500/movie-1-poster.svg 500w" imagesizes="(max-width: 600px) 45vw, 200px">',
    ]);
    expect(hints("/?genre=16", { ...signedIn, imageBase: "/t/p/", leadPosters: ["/movie-1-poster.svg"] }).some((tag) => tag.includes('as="image"'))).toBe(false);
  });

  it("on a film's page and a search, their own data; nothing for a search too short to run", () => {
    expect(hints("/movie/238")).toContain('<link rel="preload" as="fetch" crossorigin href="/3/movie/238?api_key=k&amp;language=en-US&amp;append_to_response=videos%2Cimages">');
    expect(hints("/movie/238")).toContain('<link rel="preload" as="fetch" crossorigin href="/3/movie/238/credits?api_key=k&amp;language=en-US">');
    expect(hints("/search?q=%20star%20")).toContain('<link rel="preload" as="fetch" crossorigin href="/3/search/movie?api_key=k&amp;language=en-US&amp;query=star&amp;page=1&amp;include_adult=false">');
    expect(hints("/search?q=a").some((tag) => tag.includes("/3/"))).toBe(false);
    expect(hints("/movie/0").some((tag) => tag.includes("/3/") || tag.includes("details"))).toBe(false);
  });

  it("asks for no movie data without a session cookie, and for no session with Clerk", () => {
    expect(hints("/", { ...signedIn, hasSessionCookie: false }).some((tag) => tag.includes("/3/"))).toBe(false);
    expect(hints("/sign-in", { ...signedIn, embeddedAuth: false, hasSessionCookie: false })).toEqual(['<link rel="modulepreload" crossorigin href="/assets/sign-in-page-e.js">']);
  });

  it("reads each page's chunks from Vite's manifest, leaving out what the entry already loads", () => {
    const root = mkdtempSync(join(tmpdir(), "movieapp-manifest-"));
    mkdirSync(join(root, ".vite"));
    writeFileSync(join(root, ".vite", "manifest.json"), JSON.stringify({
      "index.html": { file: "assets/index-1.js", imports: ["_react-2.js"] },
      "_react-2.js": { file: "assets/react-2.js" },
      "_movie-grid-3.js": { file: "assets/movie-grid-3.js", imports: ["_react-2.js"] },
      "src/features/movies/home-page.tsx": { file: "assets/home-page-4.js", imports: ["_movie-grid-3.js", "_react-2.js"] },
    }));
    expect(readRouteChunks(root)?.home).toEqual(["/assets/home-page-4.js", "/assets/movie-grid-3.js"]);
    expect(readRouteChunks(root)?.details).toEqual([]);
    expect(readRouteChunks(tmpdir() + "/nowhere")).toBeUndefined();
  });
  it("with the first view in the HTML: no session, data or code preloads, only the lead posters", () => {
    const options: HintOptions = { ...signedIn, firstViewRendered: true, imageBase: "/t/p/", leadPosters: ["/a.svg"] };
    expect(hints("/", options)).toEqual([expect.stringMatching(/^<link rel="preload" as="image" fetchpriority="high" href="\/t\/p\/w342\/a\.svg"/)]);
    expect(hints("/movie/238", options)).toEqual([""]);
  });
});

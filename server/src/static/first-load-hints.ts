import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { GRID_POSTER, imageSrcSet, imageUrl } from "../../../common/tmdb/image-url";
import { tmdbQuery } from "../../../common/tmdb/request-query";

/**
 * Tells the browser, in the HTML it is sent first, what the page will ask for next, so those
 * requests run beside the entry script instead of after it (docs/decisions/013): the page's own
 * code chunks (`modulepreload`), the session, and — for a visitor with a session cookie — the
 * first movie data the page's store will request, with exactly the URL the web app builds.
 */
export interface RouteChunks {
  home: string[];
  search: string[];
  details: string[];
  signIn: string[];
  signUp: string[];
}

interface ManifestEntry {
  file: string;
  imports?: string[];
}

const PAGE_SOURCES: Record<keyof RouteChunks, string> = {
  home: "src/features/movies/home-page.tsx",
  search: "src/features/search/search-page.tsx",
  details: "src/features/movie-details/movie-details-page.tsx",
  signIn: "src/features/auth/sign-in-page.tsx",
  signUp: "src/features/auth/sign-up-page.tsx",
};

/** Each page's chunks (its own and those it imports) that the entry does not already load, from Vite's manifest. */
export function readRouteChunks(webRoot: string): RouteChunks | undefined {
  const file = join(webRoot, ".vite", "manifest.json");
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestEntry>;
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const loadedByEntry = closure("index.html");
  const chunksOf = (source: string) => [...closure(source)].filter((key) => !loadedByEntry.has(key)).map((key) => `/${manifest[key]!.file}`);
  return {
    home: chunksOf(PAGE_SOURCES.home),
    search: chunksOf(PAGE_SOURCES.search),
    details: chunksOf(PAGE_SOURCES.details),
    signIn: chunksOf(PAGE_SOURCES.signIn),
    signUp: chunksOf(PAGE_SOURCES.signUp),
  };
}

export interface HintOptions {
  chunks: RouteChunks | undefined;
  /** The TMDB-shaped base the web app calls ("/3") and the key it sends. */
  apiBase: string;
  apiKey: string;
  /** The embedded sign-in is in use (not Clerk), so the app asks /api/auth/get-session first. */
  embeddedAuth: boolean;
  /** The request carries a session cookie, so the signed-in pages' data is worth fetching early. */
  hasSessionCookie: boolean;
  /** Poster paths of the first films Popular shows (embedded catalog only), the likely largest paint. */
  leadPosters?: (string | null)[];
  /** Where posters are drawn ("/t/p/"). */
  imageBase?: string;
  /** The page's first view is in the HTML with its session and data (docs/decisions/014): only code and images are left to fetch. */
  firstViewRendered?: boolean;
}

/** The URL the web app's HTTP client builds for this request (same query helper). */
function apiUrl(options: HintOptions, endpoint: string, params: Record<string, string> = {}): string {
  return `${options.apiBase}${endpoint}?${tmdbQuery(options.apiKey, params).toString()}`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`;
const fetchPreload = (href: string) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`;

/** Asked for exactly as a grid card asks for its poster (GRID_POSTER), so the browser reuses the answer. */
function posterPreload(base: string, path: string): string {
  const href = imageUrl(base, path, GRID_POSTER.size) ?? "";
  const srcset = imageSrcSet(base, path, GRID_POSTER.srcSetSizes) ?? "";
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(href)}" imagesrcset="${escapeAttribute(srcset)}" imagesizes="${GRID_POSTER.sizes}">`;
}

export function firstLoadHints(path: string, query: URLSearchParams, options: HintOptions): string {
  const tags: string[] = [];
  // With a first view in the HTML, its session and data came with it, and its code is asked for
  // after it is painted (web/src/app/boot.ts): only the images are worth hinting.
  const needsCodeAndData = !options.firstViewRendered;
  const chunks = (key: keyof RouteChunks) => {
    if (needsCodeAndData) tags.push(...(options.chunks?.[key] ?? []).map(modulePreload));
  };
  if (options.embeddedAuth && needsCodeAndData) tags.push(fetchPreload("/api/auth/get-session"));
  /** Only with a session cookie: a signed-out visitor is sent to /sign-in and would not use it. */
  const forSignedIn = (tag: string) => {
    if (options.hasSessionCookie) tags.push(tag);
  };
  const data = (endpoint: string, params?: Record<string, string>) => {
    if (needsCodeAndData) forSignedIn(fetchPreload(apiUrl(options, endpoint, params)));
  };
  const movieId = /^\/movie\/(\d{1,9})$/.exec(path)?.[1];
  if (path === "/") {
    chunks("home");
    // With ?genre= the page shows that genre's films, not Popular: neither Popular nor its posters.
    const popular = !query.has("genre");
    if (popular) data("/movie/popular", { page: "1" });
    data("/genre/movie/list");
    if (popular && options.imageBase) for (const poster of options.leadPosters ?? []) if (poster) forSignedIn(posterPreload(options.imageBase, poster));
  } else if (path === "/search") {
    chunks("search");
    const text = (query.get("q") ?? "").trim();
    if (text.length >= 2) data("/search/movie", { query: text, page: "1", include_adult: "false" });
  } else if (movieId && Number(movieId) > 0) {
    chunks("details");
    data(`/movie/${movieId}`, { append_to_response: "videos,images" });
    data(`/movie/${movieId}/credits`);
  } else if (path.startsWith("/sign-in")) {
    chunks("signIn");
  } else if (path.startsWith("/sign-up")) {
    chunks("signUp");
  }
  return tags.join("\n    ");
}

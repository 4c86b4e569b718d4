import type { Hono } from "hono";
import { LRUCache } from "lru-cache";
import type { DatedPage, MovieListItem, ReleaseWindow } from "../../../../common/tmdb/wire-types";
import { listedReleaseDates, releasedWithin, releaseWindows } from "../lists/release-windows";
import { topRatedIds } from "../lists/top-rated";
import type { CatalogStore } from "../store/catalog-store";
import { readDiscoverFilter, type DiscoverFilter, type DiscoverVocabulary } from "./discover-filter";
import { discoverPasses, matchingPage, type DiscoverFilms, type DiscoverMatches } from "./discover-match";
import { readSortOrder, sortPositions, type SortOrder, type SortSource } from "../lists/sort-order";
import { onePage, paginate } from "./paginate";
import { PAGE_SIZE, readPage } from "./params";
import { cacheKey } from "./response-cache";
import { perCatalog, type RouteTools } from "./route-tools";

const sortName = (order: SortOrder): string => `${order.key}.${order.descending ? "desc" : "asc"}`;

/**
 * The bytes of filter results kept per catalog: a result holds a flag per film (1 MB at a million
 * films), so this keeps the last 16 filters asked at a million, thousands on a small catalog.
 */
const FILTER_RESULTS_KEPT_BYTES = 16 * 1024 * 1024;

/** What a kept filter result holds alive: its key (two bytes a character), its flags, the whole buffer its few films are a view of, and the objects round them. */
const filterResultBytes = (matches: DiscoverMatches, key: string): number =>
  key.length * 2 + matches.passing.byteLength + (matches.few?.buffer.byteLength ?? 0) + 256;

function vocabulary(catalog: CatalogStore): DiscoverVocabulary {
  return {
    languages: catalog.originalLanguages,
    isPerson: (id) => catalog.person(id) !== undefined,
    isKeyword: (id) => catalog.keywords.has(id),
    isCompany: (id) => catalog.filmsByCompany(id).length > 0,
  };
}

function films(catalog: CatalogStore): DiscoverFilms {
  return {
    withCast: (ids) => catalog.filmsWithCast(ids),
    withCrew: (ids) => catalog.filmsWithCrew(ids),
    withKeywords: (ids) => ids.flatMap((id) => catalog.keywords.filmsWith(id)),
    byCompanies: (ids) => ids.flatMap((id) => catalog.filmsByCompany(id)),
  };
}

/**
 * TMDB's movie lists: popular, top rated, now playing, upcoming, and discover with its filters and
 * sort orders (docs/decisions/024). Every list is ranked once per catalog; a request pages through
 * it, or for discover filters it once, and its answer is cached under its normalised parameters.
 */
export function addMovieListRoutes(api: Hono, { catalog: current, answer }: RouteTools): void {
  const sortSource = (catalog: CatalogStore): SortSource & { table: CatalogStore["films"] } => ({ table: catalog.films, titles: (key) => catalog.titlesByPosition(key) });
  const topRated = perCatalog((catalog) => topRatedIds(sortSource(catalog)));
  const released = perCatalog((catalog) => {
    const windows = releaseWindows(listedReleaseDates(catalog.films), catalog.builtOn);
    const list = (window: ReleaseWindow) => ({ window, ids: releasedWithin(window, catalog.films) });
    return { nowPlaying: list(windows.nowPlaying), upcoming: list(windows.upcoming) };
  });
  // Each sort order once per catalog, as the films' positions in the film table.
  const sortedLists = perCatalog(() => new Map<string, Int32Array>());
  const sorted = (catalog: CatalogStore, order: SortOrder): Int32Array => {
    const lists = sortedLists(catalog);
    let positions = lists.get(sortName(order));
    if (!positions) lists.set(sortName(order), (positions = sortPositions(sortSource(catalog), order)));
    return positions;
  };

  // The films a filter lets through, kept for its other pages and sort orders: working them out
  // tests every film the filter may let through (every film when it names no genre, person, keyword
  // or company: about 20 ms at a million films), while a page of them is read along an order in
  // well under a millisecond. The answer cache keeps pages; this keeps what every page of a filter shares.
  const filterResults = perCatalog(() => new LRUCache<string, DiscoverMatches>({ maxSize: FILTER_RESULTS_KEPT_BYTES, sizeCalculation: filterResultBytes }));
  const matchesOf = (catalog: CatalogStore, filter: DiscoverFilter): DiscoverMatches => {
    const kept = filterResults(catalog);
    const key = cacheKey("discover-filter", { ...filter });
    let matches = kept.get(key);
    if (!matches) kept.set(key, (matches = discoverPasses(filter, films(catalog), catalog.films)));
    return matches;
  };

  // The titles of a few films by position (the rest left empty), read with their list items: to sort
  // the few films that pass a filter by title, without every film's title read from the file.
  const titlesAt = (catalog: CatalogStore, positions: Int32Array, key: "title" | "original_title"): string[] => {
    const titles: string[] = [];
    for (const position of positions) titles[position] = catalog.listItem(catalog.films.ids[position]!)![key];
    return titles;
  };

  const pageOf = (catalog: CatalogStore, ids: readonly number[], page: number) => paginate(ids, page, (id) => catalog.listItem(id));

  api.get("/movie/popular", (c) => {
    const catalog = current();
    const page = readPage(c.req.query("page"));
    return answer(c, catalog, cacheKey("popular", { page }), () => pageOf(catalog, catalog.byPopularity, page));
  });

  api.get("/movie/top_rated", (c) => {
    const catalog = current();
    const page = readPage(c.req.query("page"));
    return answer(c, catalog, cacheKey("top-rated", { page }), () => pageOf(catalog, topRated(catalog), page));
  });

  for (const name of ["now_playing", "upcoming"] as const) {
    api.get(`/movie/${name}`, (c) => {
      const catalog = current();
      const page = readPage(c.req.query("page"));
      return answer(c, catalog, cacheKey(name, { page }), (): DatedPage<MovieListItem> => {
        const { window, ids } = released(catalog)[name === "now_playing" ? "nowPlaying" : "upcoming"];
        return { dates: { maximum: window.maximum, minimum: window.minimum }, ...pageOf(catalog, ids, page) };
      });
    });
  }

  api.get("/discover/movie", (c) => {
    const catalog = current();
    const page = readPage(c.req.query("page"));
    const order = readSortOrder(c.req.query("sort_by"));
    const filter = readDiscoverFilter((name) => c.req.query(name), vocabulary(catalog));
    return answer(c, catalog, cacheKey("discover", { page, sortBy: sortName(order), ...filter }), () => {
      const table = catalog.films;
      // Sorted in a copy: a kept result is never changed.
      const sortFew = (positions: Int32Array) => sortPositions({ table, titles: (key) => titlesAt(catalog, positions, key) }, order, positions.slice());
      const { ids, total } = matchingPage(table, matchesOf(catalog, filter), () => sorted(catalog, order), sortFew, page, PAGE_SIZE);
      return onePage(ids, total, page, (id) => catalog.listItem(id));
    });
  });
}

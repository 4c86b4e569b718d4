import type { Hono } from "hono";
import type { Keyword, MultiSearchResult } from "../../../../common/tmdb/wire-types";
import { rankFilmsAndPeople, type MultiMatch } from "./multi-ranking";
import { pageOfMatches, paginate, paginateTop } from "./paginate";
import { personSearchResult } from "./people-routes";
import { PAGE_SIZE, readDatePrefix, readPage, readSearchParams, readSearchQuery } from "./params";
import { cacheKey } from "./response-cache";
import type { RouteTools } from "./route-tools";
import { queryMissing } from "./tmdb-errors";
import type { CatalogStore } from "../store/catalog-store";

/**
 * TMDB's searches over the catalog: films (`/3/search/movie`), keywords, collections, and films and
 * people together (`/3/search/multi`); people alone are in people-routes. All use the title
 * search's rules (prefixes, one typo: docs/decisions/005) and its bounds (021). A missing or blank
 * query is TMDB's 422.
 */
export function addSearchRoutes(api: Hono, { catalog: current, answer }: RouteTools): void {
  api.get("/search/movie", (c) => {
    const search = readSearchParams((name) => c.req.query(name));
    if (!search) return queryMissing(c);
    const { query, page, includeAdult } = search;
    const year = readDatePrefix(c.req.query("year") ?? c.req.query("primary_release_year"));
    const catalog = current();
    return answer(c, catalog, cacheKey("search", { query, page, includeAdult, year }), () => {
      const matches = catalog.search.rankTop(query, (id) => {
        const adult = catalog.isAdult(id);
        if (adult === undefined || (adult && !includeAdult)) return false;
        return year === undefined || catalog.releaseDate(id)!.startsWith(year);
      }, page * PAGE_SIZE);
      return pageOfMatches(matches, page, (id) => catalog.listItem(id));
    });
  });

  api.get("/search/keyword", (c) => {
    const query = readSearchQuery(c.req.query("query"));
    if (query === undefined) return queryMissing(c);
    const page = readPage(c.req.query("page"));
    const catalog = current();
    return answer(c, catalog, cacheKey("search-keywords", { query, page }), () =>
      paginate(catalog.keywords.search().search(query), page, (id): Keyword | undefined => catalog.keywords.keyword(id)));
  });

  api.get("/search/collection", (c) => {
    const search = readSearchParams((name) => c.req.query(name));
    if (!search) return queryMissing(c);
    // Collections are never adult; the parameter is read so that it is checked and keyed alike.
    const { query, page, includeAdult } = search;
    const catalog = current();
    return answer(c, catalog, cacheKey("search-collections", { query, page, includeAdult }), () =>
      paginate(catalog.collections.search().search(query), page, (id) => catalog.collections.searchResult(id)));
  });

  const multiResult = (catalog: CatalogStore) => (match: MultiMatch): MultiSearchResult | undefined => {
    if (match.mediaType === "movie") {
      const item = catalog.listItem(match.id);
      return item && { ...item, media_type: "movie" };
    }
    const person = personSearchResult(catalog, match.id);
    return person && { ...person, media_type: "person" };
  };

  api.get("/search/multi", (c) => {
    const search = readSearchParams((name) => c.req.query(name));
    if (!search) return queryMissing(c);
    const { query, page, includeAdult } = search;
    const catalog = current();
    return answer(c, catalog, cacheKey("search-multi", { query, page, includeAdult }), () => {
      // Each kind's matches as far as the page asked for are enough to merge the two up to it.
      const count = page * PAGE_SIZE;
      const movies = catalog.search.rankTop(query, (id) => includeAdult || catalog.isAdult(id) === false, count);
      const people = catalog.peopleSearch().rankTop(query, () => true, count);
      const scales = { movies: catalog.filmPopularityByRank(), people: catalog.peopleByPopularity().popularity };
      const top = rankFilmsAndPeople(movies.top, people.top, scales, count);
      return paginateTop(top, movies.total + people.total, page, multiResult(catalog));
    });
  });
}

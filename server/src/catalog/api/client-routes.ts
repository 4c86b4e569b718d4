import type { Hono } from "hono";
import type { MovieListItem } from "../../../../common/tmdb/wire-types";
import { CERTIFICATIONS } from "./certifications";
import { paginate } from "./paginate";
import { readPage } from "./params";
import { personSearchResult } from "./people-routes";
import { cacheKey } from "./response-cache";
import { withMovieId, type RouteTools } from "./route-tools";
import { tmdbError } from "./tmdb-errors";

/** `/3/find`'s sources the catalog can answer: films and people carry IMDb ids. */
const FIND_SOURCES = new Set(["imdb_id"]);
/** TMDB's release types; a catalog film has one date, its first theatrical release. */
const THEATRICAL = 3;

const asMovie = (item: MovieListItem) => ({ ...item, media_type: "movie" as const });

/**
 * The paths TMDB clients call first (other TMDB apps' home pages, client libraries), so that they
 * run against the catalog unchanged: trending, find by IMDb id, a film's external ids, release
 * dates, reviews and watch providers (none offline), the latest film, certifications, the
 * configuration's languages and countries, and TV's genre list (empty: the catalog has films only;
 * other TV paths answer TMDB's 404). docs/decisions/027-drop-in-tmdb.md.
 */
export function addClientRoutes(api: Hono, { catalog: current, answer }: RouteTools): void {
  const withMovie = withMovieId(current);

  // Offline there is no "today" to trend in: both windows rank by the catalog's popularity.
  api.get("/trending/:type/:window", (c) => {
    const type = c.req.param("type");
    const window = c.req.param("window");
    if (!["all", "movie", "person"].includes(type) || (window !== "day" && window !== "week")) return tmdbError(c, "notFound");
    const page = readPage(c.req.query("page"));
    const catalog = current();
    return answer(c, catalog, cacheKey("trending", { type, window, page }), () =>
      type === "person"
        ? paginate(catalog.peopleByPopularity().ids, page, (id) => {
            const person = personSearchResult(catalog, id);
            return person && { ...person, media_type: "person" };
          })
        : // "all" lists films only: the catalog has no TV, and TMDB's document describes film items alone.
          paginate(catalog.byPopularity, page, (id) => {
            const item = catalog.listItem(id);
            return item && asMovie(item);
          }));
  });

  api.get("/find/:externalId", (c) => {
    const source = c.req.query("external_source") ?? "";
    if (!FIND_SOURCES.has(source)) return c.json({ movie_results: [], person_results: [], tv_results: [], tv_episode_results: [], tv_season_results: [] });
    const externalId = c.req.param("externalId");
    // Only what could be an IMDb id is looked up (and cached): anything else names nothing.
    if (!/^(tt|nm)\d{7,10}$/.test(externalId)) return c.json({ movie_results: [], person_results: [], tv_results: [], tv_episode_results: [], tv_season_results: [] });
    const catalog = current();
    return answer(c, catalog, cacheKey("find", { externalId, source }), () => {
      const { movieIds, personIds } = catalog.findByImdbId(externalId);
      return {
        movie_results: movieIds.flatMap((id) => {
          const item = catalog.listItem(id);
          return item ? [asMovie(item)] : [];
        }),
        person_results: personIds.flatMap((id) => {
          const person = personSearchResult(catalog, id);
          return person ? [{ ...person, media_type: "person" }] : [];
        }),
        tv_results: [],
        tv_episode_results: [],
        tv_season_results: [],
      };
    });
  });

  api.get("/movie/latest", (c) => {
    const catalog = current();
    return answer(c, catalog, cacheKey("latest"), () => {
      // The table's ids are in ascending order.
      return catalog.details(catalog.films.ids.at(-1) ?? 0);
    });
  });

  api.get("/movie/:id/external_ids", withMovie((c, id, catalog) =>
    answer(c, catalog, cacheKey("external-ids", { id }), () => ({
      id, imdb_id: catalog.details(id)!.imdb_id, wikidata_id: null, facebook_id: null, instagram_id: null, twitter_id: null,
    }))));

  api.get("/movie/:id/release_dates", withMovie((c, id, catalog) =>
    answer(c, catalog, cacheKey("release-dates", { id }), () => {
      const details = catalog.details(id)!;
      if (!details.release_date) return { id, results: [] };
      const country = details.origin_country[0] ?? details.production_countries[0]?.iso_3166_1 ?? "US";
      const release = { certification: "", descriptors: [], iso_639_1: "", note: "", release_date: `${details.release_date}T00:00:00.000Z`, type: THEATRICAL };
      return { id, results: [{ iso_3166_1: country, release_dates: [release] }] };
    })));

  api.get("/movie/:id/reviews", withMovie((c, id) => c.json({ id, page: readPage(c.req.query("page")), results: [], total_pages: 0, total_results: 0 })));

  api.get("/movie/:id/watch/providers", withMovie((c, id) => c.json({ id, results: {} })));

  api.get("/certification/movie/list", (c) => c.json({ certifications: CERTIFICATIONS }));

  api.get("/configuration/languages", (c) => {
    const catalog = current();
    return answer(c, catalog, cacheKey("languages"), () =>
      catalog.placesAndLanguages().languages.map((language) => ({ iso_639_1: language.iso_639_1, english_name: language.english_name, name: language.name === language.english_name ? "" : language.name })));
  });

  api.get("/configuration/countries", (c) => {
    const catalog = current();
    return answer(c, catalog, cacheKey("countries"), () =>
      catalog.placesAndLanguages().countries.map((country) => ({ iso_3166_1: country.iso_3166_1, english_name: country.name, native_name: nativeRegionName(country.iso_3166_1) ?? country.name })));
  });

  api.get("/genre/tv/list", (c) => c.json({ genres: [] }));
}

/** A country's name in its own main language where the runtime knows it ("DE" → "Deutschland"). */
function nativeRegionName(code: string): string | undefined {
  try {
    const language = new Intl.Locale(`und-${code}`).maximize().language;
    return new Intl.DisplayNames([`${language}-${code}`], { type: "region" }).of(code);
  } catch {
    return undefined;
  }
}

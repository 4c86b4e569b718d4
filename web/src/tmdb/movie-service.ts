import type {
  CollectionDetails, Credits, DatedPage, ReleaseWindow, GenreList, MovieAppends, MovieDetails as WireDetails, MovieKeywords, MultiSearchResult, OftenWith, Paginated, PersonAppends,
  PersonDetails, PersonSearchResult, RecommendationItem,
} from "../../../common/tmdb/wire-types";
import type { DiaryPage } from "../../../common/diary";
import type { FilmStats } from "../../../common/stats";
import type { CalendarAnswer } from "../../../common/calendar";
import type { PicksPage } from "../../../common/picks";
import type { ListName, ListPage, ListSort, ListsSummary } from "../../../common/lists";
import type { NamedListPage, NamedListsAnswer, NamedListSort } from "../../../common/named-lists";
import type { MeGet } from "../lists/me-api";
import { ApiError, asServiceError } from "./api-errors";
import type { BrowsePage, BrowseSource, FilmCredits, Movie, MovieDetails } from "./entities";
import type { HttpGet } from "./http-client";
import { checkGenreId, checkMovieId, checkPersonId, checkSearchQuery, clampPage } from "./request-checks";
import type { PersonPage } from "./entities";
import { checkCredits, checkDetails, checkGenres, checkPaginated, checkPerson, checkResults } from "./response-checks";
import { billedCast, featuredCrew, inBillingOrder } from "./film-credits";
import { isReleaseWindow, listOfGenreQuery, type DatedListName, type ListOfGenre } from "./list-of-genre";
import { CACHE_TTL_MS } from "./ttl-cache";

/** The browser's reads of the lists load with the first of them (a list page), not with the catalog's calls. */
const browserMe: MeGet = (path) => import("../lists/me-api").then((api) => api.meGet(path));

/**
 * The calls the app makes, each a GET with exactly its query parameters (the HTTP client adds the
 * key and language=en-US); and the reads of the person's own lists (`me`, /api/me), so that a list
 * page loads, is cached and is rendered on the server as every other page is.
 */
export function createMovieService(get: HttpGet, me: MeGet = browserMe) {
  async function call<T>(endpoint: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw asServiceError(error, endpoint);
    }
  }

  const list = (endpoint: string, params: Record<string, string | number | boolean>) =>
    call(endpoint, async () => checkPaginated<Paginated<Movie>>(await get(endpoint, params), endpoint));

  /**
   * The release window Now playing or Upcoming covers (its `dates`), as the list's first page gives
   * it. Each list's is asked for once in a list's lifetime in the cache and shared by every page
   * asked for meanwhile, so that the pages of a list of one genre follow one window (TMDB moves it
   * daily) and a page costs one request. A failure is not kept.
   */
  const windows = new Map<DatedListName, { until: number; window: Promise<ReleaseWindow> }>();
  const releaseWindowOf = (name: DatedListName): Promise<ReleaseWindow> => {
    const kept = windows.get(name);
    if (kept && kept.until > Date.now()) return kept.window;
    const endpoint = `/movie/${name}`;
    const window = call(endpoint, async () => {
      const body = await get<DatedPage<Movie>>(endpoint, { page: 1 });
      if (!isReleaseWindow(body?.dates)) throw new ApiError("Invalid list format", 500, endpoint);
      return body.dates;
    });
    const entry = { until: Date.now() + CACHE_TTL_MS.list, window };
    windows.set(name, entry);
    window.catch(() => windows.get(name) === entry && windows.delete(name));
    return window;
  };

  const service = {
    getPopularMovies: (page = 1) => list("/movie/popular", { page: clampPage(page) }),

    searchMovies: (query: string, page = 1) =>
      call("/search/movie", async () => {
        const trimmed = checkSearchQuery(query);
        return checkPaginated<Paginated<Movie>>(await get("/search/movie", { query: trimmed, page: clampPage(page), include_adult: false }), "/search/movie");
      }),

    getMoviesByGenre: (genreId: number, page = 1) =>
      call("/discover/movie", async () => {
        const id = checkGenreId(genreId);
        const params = { with_genres: id, page: clampPage(page), sort_by: "popularity.desc", include_adult: false };
        return checkPaginated<Paginated<Movie>>(await get("/discover/movie", params), "/discover/movie");
      }),

    getGenres: () =>
      call("/genre/movie/list", async () => checkGenres<GenreList>(await get("/genre/movie/list"), "/genre/movie/list").genres),

    /** Details and credits are fetched in parallel and combined; the film keeps the credits its page shows (./film-credits.ts). */
    getMovieDetails: (movieId: number) => {
      const endpoint = `/movie/${movieId}`;
      return call(endpoint, async () => {
        const id = checkMovieId(movieId, endpoint);
        const [detailsBody, creditsBody, keywordsBody] = await Promise.all([
          get(`/movie/${id}`, { append_to_response: "videos,images" }),
          get(`/movie/${id}/credits`),
          // Keywords only add links: without them the film's page is still whole.
          get<MovieKeywords>(`/movie/${id}/keywords`).catch(() => undefined),
        ]);
        const details = checkDetails<WireDetails & MovieAppends>(detailsBody, endpoint);
        const credits = checkCredits<Credits>(creditsBody, `${endpoint}/credits`);
        const { belongs_to_collection: collection, videos, images, ...rest } = details;
        const cast = billedCast(credits.cast);
        const crew = featuredCrew(credits.crew);
        const movie: MovieDetails = {
          ...rest,
          cast,
          crew,
          moreCredits: credits.cast.length > cast.length || credits.crew.length > crew.length,
          keywords: Array.isArray(keywordsBody?.keywords) ? keywordsBody.keywords : [],
          videos: videos?.results ?? [],
          images: images ?? { backdrops: [], posters: [], logos: [] },
        };
        if (collection) movie.collection = collection;
        return movie;
      });
    },

    /** A film's whole cast, in billing order, and whole crew. */
    getMovieCredits: (movieId: number) => {
      const endpoint = `/movie/${movieId}/credits`;
      return call(endpoint, async (): Promise<FilmCredits> => {
        const { cast, crew } = checkCredits<Credits>(await get(`/movie/${checkMovieId(movieId, endpoint)}/credits`), endpoint);
        return { cast: inBillingOrder(cast), crew };
      });
    },

    getSimilarMovies: (movieId: number, page = 1) =>
      call(`/movie/${movieId}/similar`, async () => {
        const id = checkMovieId(movieId, `/movie/${movieId}/similar`);
        return checkPaginated<Paginated<Movie>>(await get(`/movie/${id}/similar`, { page: clampPage(page) }), `/movie/${id}/similar`);
      }),

    /** A person's details with every film they are credited on. */
    getPerson: (personId: number) => {
      const endpoint = `/person/${personId}`;
      return call(endpoint, async () => {
        const id = checkPersonId(personId, endpoint);
        const { movie_credits: credits, images: _images, ...details } = checkPerson<PersonDetails & PersonAppends>(await get(endpoint, { append_to_response: "movie_credits" }), endpoint);
        const page: PersonPage = { ...details, id, cast: credits?.cast ?? [], crew: credits?.crew ?? [] };
        return page;
      });
    },

    /** The people a person most often shares a film with (MovieApp's own path, answered by the catalog and the proxy alike). */
    getOftenWith: (personId: number) =>
      call(`/person/${personId}/often_with`, async () => {
        const id = checkPersonId(personId, `/person/${personId}/often_with`);
        return checkResults<OftenWith>(await get(`/person/${id}/often_with`), `/person/${id}/often_with`).results;
      }),

    searchPeople: (query: string, page = 1) =>
      call("/search/person", async () => {
        const trimmed = checkSearchQuery(query);
        return checkPaginated<Paginated<PersonSearchResult>>(await get("/search/person", { query: trimmed, page: clampPage(page), include_adult: false }), "/search/person");
      }),

    /** One of the paged lists besides Popular, a search and a genre (see BrowseSource). */
    browse: (source: BrowseSource, page = 1): Promise<BrowsePage> => {
      if (source.kind === "related") return source.list === "similar" ? service.getSimilarMovies(source.movieId, page) : service.getRecommendations(source.movieId, page);
      if (source.kind === "list") {
        if (source.genreId === undefined) return list(`/movie/${source.list}`, { page: clampPage(page) });
        const genreId = source.genreId;
        return call("/discover/movie", async () => {
          const id = checkGenreId(genreId);
          const of: ListOfGenre = source.list === "top_rated" ? { list: source.list, genreId: id } : { list: source.list, genreId: id, window: await releaseWindowOf(source.list) };
          const found = checkPaginated<Paginated<Movie>>(await get("/discover/movie", { ...listOfGenreQuery(of), page: clampPage(page), include_adult: false }), "/discover/movie");
          // The films of one genre released within the list's window: the page covers that window, as the list's own does.
          return of.list === "top_rated" ? found : { ...found, dates: of.window };
        });
      }
      return list("/discover/movie", { ...Object.fromEntries(new URLSearchParams(source.query)), page: clampPage(page), include_adult: false });
    },

    /** A collection with its films ("parts"). */
    getCollection: (collectionId: number) => {
      const endpoint = `/collection/${collectionId}`;
      return call(endpoint, async () => {
        const body = await get<CollectionDetails>(`/collection/${checkMovieId(collectionId, endpoint)}`);
        if (!Array.isArray(body?.parts)) throw new ApiError("Invalid collection format", 500, endpoint);
        return body;
      });
    },

    /** Films and people together, for suggestions as the visitor types. */
    searchMulti: (query: string) =>
      call("/search/multi", async () => checkPaginated<Paginated<MultiSearchResult>>(await get("/search/multi", { query: checkSearchQuery(query, "/search/multi"), include_adult: false }), "/search/multi")),

    // The person's lists: their endpoints are named below the lists' API (/api/me), as `me` takes them.
    /** One page of the person's list, in the order asked. */
    getListPage: (list: ListName, sort: ListSort, order: "asc" | "desc", page: number) =>
      call(`/lists/${list}`, async () => checkPaginated<ListPage>(await me(`/lists/${list}?${new URLSearchParams({ sort, order, page: String(page) }).toString()}`), `/lists/${list}`)),

    /** How many films each of the person's lists holds. */
    getListsSummary: () => call("/summary", () => me<ListsSummary>("/summary")),

    /** The lists the person named themselves, the one changed last first. */
    getNamedLists: () => call("/named-lists", () => me<NamedListsAnswer>("/named-lists")),

    /** One page of a list the person named, in its own order or the one asked for. */
    getNamedList: (id: string, sort: NamedListSort | undefined, order: "asc" | "desc" | undefined, page: number) => {
      const endpoint = `/named-lists/${encodeURIComponent(id)}`;
      const query = new URLSearchParams({ ...(sort && order ? { sort, order } : {}), page: String(page) });
      return call(endpoint, async () => checkPaginated<NamedListPage>(await me(`${endpoint}?${query.toString()}`), endpoint));
    },

    /** One page of the person's diary: their viewings newest first, of one year or of all. */
    getDiary: (year: number | undefined, page: number) => {
      const query = new URLSearchParams({ ...(year === undefined ? {} : { year: String(year) }), page: String(page) });
      return call("/diary", async () => checkPaginated<DiaryPage>(await me(`/diary?${query.toString()}`), "/diary"));
    },

    /** Films picked for the person, a page of them, each with its reason. */
    getPicks: (page: number) => call("/picks", async () => checkPaginated<PicksPage>(await me(`/picks?page=${page}`), "/picks")),

    /** The person's statistics, of one year or of all. */
    getStats: (year: number | undefined) => call("/stats", async () => {
      const body = await me<FilmStats>(year === undefined ? "/stats" : `/stats?year=${year}`);
      if (typeof body !== "object" || body === null || !Array.isArray(body.by_year)) throw new ApiError("Invalid statistics format", 500, "/stats");
      return body;
    }),

    /** The release dates of the films on the person's watchlist, and their calendar feed's address. */
    getCalendar: () => call("/calendar", async () => {
      const body = await me<CalendarAnswer>("/calendar");
      if (typeof body !== "object" || body === null || !Array.isArray(body.releases)) throw new ApiError("Invalid calendar format", 500, "/calendar");
      return body;
    }),

    getRecommendations: (movieId: number, page = 1) =>
      call(`/movie/${movieId}/recommendations`, async () => {
        const id = checkMovieId(movieId, `/movie/${movieId}/recommendations`);
        return checkPaginated<Paginated<RecommendationItem>>(await get(`/movie/${id}/recommendations`, { page: clampPage(page) }), `/movie/${id}/recommendations`);
      }),
  };
  return service;
}

export type MovieService = ReturnType<typeof createMovieService>;

import { loadCollection } from "../features/collection/collection-load";
import { loadDiscover } from "../features/discover/discover-load";
import { loadFilmCredits } from "../features/movie-details/credits-load";
import { handOverMovieDetails, loadMovieDetails } from "../features/movie-details/details-load";
import { loadLists } from "../features/lists/lists-load";
import { loadNamedList } from "../features/lists/named-list-load";
import { loadDiary } from "../features/lists/diary-load";
import { loadStats } from "../features/lists/stats-load";
import { loadForYou } from "../features/lists/for-you-load";
import { loadCalendar } from "../features/lists/calendar-load";
import { loadHome } from "../features/movies/home-load";
import { loadPerson } from "../features/people/person-load";
import { loadRelatedMovies } from "../features/related/related-load";
import { isRelatedList } from "../features/related/related-lists";
import { loadSearch } from "../features/search/search-load";
import { listNamed } from "../../../common/lists";
import { isNamedListId } from "../../../common/named-lists";
import { namesAnId } from "../lib/page-params";
import type { PageRoute } from "../lib/page-route";

/**
 * Every page of the app, one entry each: where it is, who may see it, its code (a module under
 * features/, loaded on demand) and the data it shows. The router, the server's first views and the
 * hints the server puts in the HTML are all derived from this table. Adding a page is one entry
 * here and the page's own folder (docs/adding-a-page.md).
 *
 * Any other path sends signed-in visitors to /404 and signed-out ones to /sign-in.
 */
export const ROUTE_TABLE: readonly PageRoute[] = [
  { path: "/sign-in/*", access: "signed-out", page: "auth/sign-in-page" },
  { path: "/sign-up/*", access: "signed-out", page: "auth/sign-up-page" },
  { path: "/", access: "signed-in", page: "movies/home-page", load: loadHome },
  { path: "/search", access: "signed-in", page: "search/search-page", load: loadSearch },
  { path: "/discover", access: "signed-in", page: "discover/discover-page", load: loadDiscover },
  { path: "/movie/:id", access: "signed-in", page: "movie-details/movie-details-page", load: loadMovieDetails, handOver: handOverMovieDetails, names: namesAnId },
  { path: "/movie/:id/cast", access: "signed-in", page: "movie-details/credits-page", load: loadFilmCredits, names: namesAnId },
  // ":list" is "similar" or "recommendations"; for any other word the page says so.
  { path: "/movie/:id/:list", access: "signed-in", page: "related/related-page", load: loadRelatedMovies, names: (params) => namesAnId(params) && isRelatedList(params.list) },
  { path: "/person/:id", access: "signed-in", page: "people/person-page", load: loadPerson, names: namesAnId },
  { path: "/collection/:id", access: "signed-in", page: "collection/collection-page", load: loadCollection, names: namesAnId },
  // "/lists" and each list ("/lists/watchlist"); for any other word the page says so.
  { path: "/lists/:list?", access: "signed-in", page: "lists/lists-page", load: loadLists, names: ({ list }) => list === undefined || listNamed(list) !== undefined },
  // A list the person named: its id is the server's (a UUID); any other word names no list.
  { path: "/lists/mine/:id", access: "signed-in", page: "lists/named-list-page", load: loadNamedList, names: ({ id }) => isNamedListId(id) },
  // Every viewing, newest first, of one year (?year=2024) or of all.
  { path: "/diary", access: "signed-in", page: "lists/diary-page", load: loadDiary },
  // The person's statistics, of one year (?year=2024) or of all.
  { path: "/stats", access: "signed-in", page: "lists/stats-page", load: loadStats },
  // Films picked for the person from what they rated, favourited and saw.
  { path: "/for-you", access: "signed-in", page: "lists/for-you-page", load: loadForYou },
  { path: "/calendar", access: "signed-in", page: "lists/calendar-page", load: loadCalendar },
  { path: "/account", access: "signed-in", page: "account/account-page" },
  { path: "/404", access: "open", page: "not-found/not-found-page" },
];

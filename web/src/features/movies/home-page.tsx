import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useNavigateTo } from "../../lib/browser-address";
import { Link } from "../../components/link";
import { filmsFound } from "../../lib/films-found";
import { longDate } from "../../lib/long-date";
import { genreIdParam, genreParamIsNoId, listParam, searchParamsOf, withPage } from "../../lib/page-params";
import { PAGED_LIST_ID, PaginationControls } from "../../components/pagination-controls";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useErrorToast } from "../../lib/use-error-toast";
import { filmsOf, listCacheKey } from "../../stores/movie-list-slice";
import { useMovieStore } from "../../stores/movie-store";
import { useUiStore } from "../../stores/ui-store";
import { MovieGrid } from "../../components/movie-grid";
import { isSearchable, SEARCH_TOO_SHORT } from "../../tmdb/request-checks";
import { NoSuchPage, wayBackFrom } from "../../components/no-such-page";
import { PeopleResults, usePeopleShown } from "../../components/people-results";
import type { MovieListName } from "../../tmdb/entities";
import { PicksRow } from "./picks-row";
import { GenreChips } from "./genre-chips";
import { homeAddress, homeListAddress } from "../../lib/home-addresses";
import { homeSourceOf } from "./home-address";
import { HOME_LISTS, ListTabs } from "./list-tabs";
import "./home.css";

/** What no chip is chosen by: 0 is no genre's id. */
const NO_CHIP = 0;

/** What an empty first page says; of one genre within Top rated, Now playing or Upcoming, both named, with the way to the genre's films in every list. */
function EmptyList({ list, label, genreId, genreName }: { list: MovieListName | null; label: string; genreId: number | null; genreName: string | undefined }) {
  if (genreId && list && genreName) {
    return (
      <p className="empty-state">
        No {genreName} films in {label} yet. <Link to={homeListAddress(null, genreId)}>See all {genreName} movies</Link>
      </p>
    );
  }
  return <p className="empty-state">{genreId ? "No films in this genre yet." : "No films in this list yet."}</p>;
}

/**
 * Home: what its address names (loaded by ./home-load.ts): the results of a search (`/?q=alien`),
 * or Popular, Top rated, Now playing or Upcoming (`/?list=top_rated`), each of every genre or of
 * one (`/?genre=18`, `/?list=top_rated&genre=18`), on the page `?page=` says. The visitor's last search
 * is kept for the header's box and offered here, but never replaces what the address names.
 */
export function HomePage() {
  const storedQuery = useUiStore((s) => s.searchQuery).trim();
  const setSearchQuery = useUiStore((s) => s.setSearchQuery);
  const viewMode = useUiStore((s) => s.viewMode);
  const navigateTo = useNavigateTo();
  const [params] = useSearchParams();
  const { query, page } = searchParamsOf(params);
  const tooShort = query !== "" && !isSearchable(query);
  // A genre named by what cannot be an id (`?genre=abc`) is none, as an id no genre has is.
  const noGenre = query === "" && genreParamIsNoId(params);
  const peopleAbove = usePeopleShown(query, page);
  const genreId = genreIdParam(params);
  const list = listParam(params);
  const wanted = homeSourceOf(params);
  // Too short a query, or a genre that cannot be one: nothing is asked for (homeSourceOf).
  const asksNothing = wanted === null;
  const state = useMovieStore();
  const { genres, pagination, loading: storeLoading, error, errorStatus, source, releaseWindow } = state;
  // Until this address's load has started (it runs just after a navigation is shown), the store
  // still holds the previous list: the page shows itself loading rather than that list's state.
  // (A failed load resets the pagination, so then the list alone tells.)
  const showsThisAddress = wanted !== null && listCacheKey(source, page) === listCacheKey(wanted, page) && (error !== null || pagination.currentPage === page);
  const loading = storeLoading || !showsThisAddress;
  // The store holds this list, if perhaps another of its pages (whose window is the same).
  const sameList = wanted !== null && listCacheKey(source, 1) === listCacheKey(wanted, 1);
  const { fetchList, clearSearch } = useMovieStore.getState();
  const movies = wanted ? filmsOf(state, wanted) : [];
  const wayBack = wayBackFrom({ page, loading, error, errorStatus, films: movies.length, pagination });
  const pastTheEnd = wayBack !== null;
  // A refused page is said once, by the page itself, not again in a toast.
  useErrorToast(pastTheEnd ? null : error);

  // The header's box shows the search this page shows, whichever way the visitor came here.
  useEffect(() => {
    if (isSearchable(query)) setSearchQuery(query);
  }, [query, setSearchQuery]);

  const genreName = genres.find((g) => g.id === genreId)?.name;
  // A genre id the catalog's genres do not name (a mistyped address) is said to be none, once they are known.
  const unknownGenre = noGenre || (genreId !== null && genreName === undefined && genres.length > 0);
  const shownList = HOME_LISTS.find((shown) => shown.list === list)!;
  // Until the genres' names are in (or if they fail), a list of one genre is headed as the list.
  const heading = query ? `Results for “${query}”` : unknownGenre ? "Genre not found" : shownList.heading(genreName);
  useDocumentTitle(heading);
  const retry = () => {
    if (wanted) void fetchList(wanted, page);
  };
  const clear = () => {
    setSearchQuery("");
    clearSearch();
    navigateTo("/");
  };

  return (
    <main id="main" className="home">
      <div className="home__heading">
        {query ? (
          <>
            <h1>{heading}</h1>
            {tooShort ? null : <p className="home__count" aria-live="polite">{loading ? "Searching…" : error ? "\u00a0" : filmsFound(pagination.totalResults, query)}</p>}
            <button type="button" className="button button--secondary" onClick={clear}>
              Clear search
            </button>
          </>
        ) : (
          <>
            <h1>{heading}</h1>
            {list === "now_playing" || list === "upcoming" ? (
              // Which days the list covers: on the embedded catalog, a snapshot, they are its latest
              // films' days, not this week's. Its line is kept while they come, so nothing below moves.
              <p className="home__count">{releaseWindow && sameList && !unknownGenre ? `Release dates ${longDate(releaseWindow.minimum)} – ${longDate(releaseWindow.maximum)}` : "\u00a0"}</p>
            ) : null}
            {storedQuery ? (
              <p className="home__count">
                Your last search: <Link to={`/?q=${encodeURIComponent(storedQuery)}`}>{storedQuery}</Link>
              </p>
            ) : null}
          </>
        )}
      </div>
      {query ? null : <ListTabs current={list} genreId={unknownGenre ? null : genreId} />}
      {query ? null : <GenreChips genres={genres} selected={noGenre ? NO_CHIP : genreId} addressOf={(id) => homeListAddress(list, id)} />}

      {tooShort ? <p className="empty-state">{SEARCH_TOO_SHORT}</p> : null}

      {pastTheEnd ? <NoSuchPage page={page} wayBack={wayBack} addressOf={(to) => homeAddress(withPage(params, to))} /> : null}

      {noGenre || ((genreId || list) && !query && !loading && !error && page === 1 && movies.length === 0) ? unknownGenre ? <p className="empty-state">There is no genre with this ID. Choose one of the genres above.</p> : <EmptyList list={list} label={shownList.label} genreId={genreId} genreName={genreName} /> : null}

      {error && !loading && !asksNothing && !pastTheEnd ? (
        <div className="error-state" role="alert">
          <p>{error}</p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}

      <PeopleResults query={query} page={page} />

      {asksNothing ? null : <MovieGrid id={PAGED_LIST_ID} movies={showsThisAddress ? movies : []} loading={loading} view={viewMode} mayStartBelowFirstScreen={peopleAbove} />}

      {asksNothing || pastTheEnd ? null : <PaginationControls pagination={pagination} />}

      {query ? null : <PicksRow />}
    </main>
  );
}

export default HomePage;

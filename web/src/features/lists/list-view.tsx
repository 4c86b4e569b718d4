import { useEffect, useRef } from "react";
import { longDate } from "../../lib/long-date";
import { useSearchParams } from "react-router";
import { LIST_SORTS, type ListEntry, type ListName, type ListPage, type ListSort } from "../../../../common/lists";
import { MovieCard } from "../../components/movie-card";
import { MovieGrid, postersLoading, type PosterLoading } from "../../components/movie-grid";
import { NoSuchPage, wayBackFrom } from "../../components/no-such-page";
import { PAGED_LIST_ID, PaginationControls } from "../../components/pagination-controls";
import { withPage } from "../../lib/page-params";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useErrorToast } from "../../lib/use-error-toast";
import { listActions, useListMarks } from "../../lists/list-marks";
import { useMovieStore, type ShownAnswer } from "../../stores/movie-store";
import { toastError } from "../../stores/toast-store";
import { useUiStore } from "../../stores/ui-store";
import { MESSAGES } from "../../tmdb/api-errors";
import { paginationOf } from "../../tmdb/entities";
import { answerForThisPerson, listAnswer, listKeyBase, type ListAddress } from "./list-answer";
import { listCount } from "./list-count";
import { useFocusKeptInList } from "./use-focus-kept-in-list";
import { YourRating } from "./your-rating";

const HEADINGS: Record<ListName, string> = { watchlist: "Your watchlist", favorites: "Your favourites", seen: "Films you have seen", ratings: "Your ratings" };
const EMPTY: Record<ListName, string> = {
  watchlist: "Your watchlist is empty: add films to it with the + button on any film.",
  favorites: "You have no favourites yet: mark films with the ♡ button on any film.",
  seen: "You have not said you have seen any film yet: open a film to say when you saw it.",
  ratings: "You have not rated any film yet: open a film to rate it.",
};
const SORT_LABELS: Record<ListSort, string> = { added: "Date added", title: "Title", year: "Year", rating: "Your rating" };
/**
 * The cards whose posters load at once (the first before the others): a list page has no sidebar,
 * so its first row on a wide screen holds up to eight; the rest wait until they near the screen
 * (drawn posters are painted on the main thread, and twenty at once made the page's start block
 * for tens of milliseconds).
 */
const FIRST_ROW_AT_MOST = 8;
/** A card's key: a viewing's own id (a film may be seen more than once), else the film's. */
const keyOf = (entry: ListEntry) => entry.entry_id ?? String(entry.movie_id);


/** One entry as a card: the film, the person's rating of it, and for a viewing its day, with a way to remove it. */
function EntryCard({ entry, view, poster }: { entry: ListEntry; view: "grid" | "list"; poster: PosterLoading }) {
  const film = { id: entry.movie_id, title: entry.title, release_date: entry.year, poster_path: entry.poster_path };
  const seenOn = longDate(entry.seen_on ?? "");
  return (
    <MovieCard movie={film} view={view} {...poster} meta={entry.rating ? <YourRating stars={entry.rating} /> : false}>
      {entry.entry_id ? (
        <p className="my-list__viewing">
          Seen {seenOn}{" "}
          <button type="button" className="link-button" aria-label={`Remove your viewing of ${entry.title} on ${seenOn}`} onClick={() => void listActions().then((lists) => lists.removeSeen(film, entry.entry_id!), () => toastError(MESSAGES.network))}>
            Remove
          </button>
        </p>
      ) : null}
    </MovieCard>
  );
}

/**
 * `/lists/{list}`: one of the person's lists (loaded by ./list-answer.ts), in the order the
 * address names, in the visitor's grid or list view, a page at a time.
 */
export function ListView({ address }: { address: ListAddress }) {
  const [params, setParams] = useSearchParams();
  const view = useUiStore((s) => s.viewMode);
  const generation = useListMarks((s) => s.generation);
  const slot = useMovieStore((s) => s.shown.myList) as ShownAnswer<ListPage> | undefined;
  const base = listKeyBase(address);
  const shown = answerForThisPerson(slot, base);
  const page = shown?.value;
  const posters = postersLoading(page?.results ?? [], { eagerCards: FIRST_ROW_AT_MOST });
  const pagination = page ? paginationOf(page.page, page.total_pages, page.total_results) : paginationOf(address.page, 0, 0);
  // A page past the list's end (its last films taken off, or an address typed) says so and leads back into the list.
  const wayBack = wayBackFrom({ page: address.page, loading: shown === undefined, error: shown?.error ?? null, errorStatus: shown?.errorStatus ?? null, films: page?.results.length ?? 0, pagination });
  useErrorToast(wayBack === null ? (shown?.error ?? null) : null);
  useDocumentTitle(HEADINGS[address.list]);
  // When the lists change (here, in another tab, on another device), the page reads its list again;
  // the lists' code is loaded at once so that this tab hears of those changes, even with no card shown.
  useEffect(() => void useMovieStore.getState().show(listAnswer(address)), [generation, base]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => void listActions().catch(() => undefined), []);
  // A card taken off the list (its watchlist button pressed here, say) hands focus to its neighbour.
  const heading = useRef<HTMLHeadingElement>(null);
  const { list: cardList, onFocus: onCardFocus, onBlur: onCardBlur } = useFocusKeptInList<HTMLUListElement>(page?.results.map(keyOf) ?? [], heading);

  return (
    <main id="main" className="my-list">
      <div className="home__heading">
        <h1 ref={heading} tabIndex={-1}>{HEADINGS[address.list]}</h1>
        <label className="my-list__sort">
          Sort by{" "}
          <select
            value={address.sort}
            onChange={(event) => {
              const next = withPage(params, 1);
              if (event.target.value === "added") next.delete("sort");
              else next.set("sort", event.target.value);
              setParams(next);
            }}
          >
            {LIST_SORTS.map((sort) => (
              <option key={sort} value={sort}>{sort === "added" && address.list === "seen" ? "Date seen" : SORT_LABELS[sort]}</option>
            ))}
          </select>
        </label>
      </div>
      <p className="browse-count" aria-live="polite">
        {page ? listCount(address.list, page.total_results) : shown?.error ? "\u00a0" : "Loading your list…"}
      </p>
      {wayBack !== null ? <NoSuchPage page={address.page} wayBack={wayBack} addressOf={(to) => `?${withPage(params, to).toString()}`} /> : null}
      {shown?.error && wayBack === null ? (
        <div className="error-state" role="alert">
          <p>{shown.error}</p>
          <button type="button" className="button" onClick={() => void useMovieStore.getState().show(listAnswer(address))}>
            Try again
          </button>
        </div>
      ) : null}
      {page?.total_results === 0 ? <p className="empty-state">{EMPTY[address.list]}</p> : null}
      {page ? (
        <ul ref={cardList} id={PAGED_LIST_ID} tabIndex={-1} className={`movie-list movie-list--${view}`} onFocus={onCardFocus} onBlur={onCardBlur}>
          {page.results.map((entry, index) => <EntryCard key={keyOf(entry)} entry={entry} view={view} poster={posters[index]!} />)}
        </ul>
      ) : (
        <MovieGrid id={PAGED_LIST_ID} movies={[]} loading={!shown?.error} view={view} />
      )}
      {page && wayBack === null ? <PaginationControls pagination={pagination} /> : null}
    </main>
  );
}

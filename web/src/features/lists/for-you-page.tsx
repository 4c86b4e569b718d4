import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { PICKS_NEED, type Pick, type PicksPage } from "../../../../common/picks";
import { Link } from "../../components/link";
import { MovieCard } from "../../components/movie-card";
import { MovieGrid, postersLoading } from "../../components/movie-grid";
import { NoSuchPage, wayBackFrom } from "../../components/no-such-page";
import { PageMessage } from "../../components/page-message";
import { PAGED_LIST_ID, PaginationControls } from "../../components/pagination-controls";
import { pageParam, withPage } from "../../lib/page-params";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useErrorToast } from "../../lib/use-error-toast";
import { useListMarks } from "../../lists/list-marks";
import { listsAvailable } from "../../lists/lists-available";
import { useMovieStore, type ShownAnswer } from "../../stores/movie-store";
import { useUiStore } from "../../stores/ui-store";
import { paginationOf } from "../../tmdb/entities";
import { picksAnswer, picksKeyBase } from "./for-you-answer";
import { answerForThisPerson } from "./list-answer";
import { useFocusKeptInList } from "./use-focus-kept-in-list";
import { YourRating } from "./your-rating";
import "./lists.css";

export { loadForYouPage } from "./for-you-answer";

/** Why a film is picked, as the card says it: "Because you rated Heat ★★★★½". */
function Reason({ reason }: { reason: Pick["reason"] }) {
  if (reason.kind === "rated") return <p className="for-you__reason">Because you rated {reason.title} <YourRating stars={reason.stars} /></p>;
  return <p className="for-you__reason">{reason.kind === "favourite" ? `Because ${reason.title} is one of your favourites` : `Because you saw ${reason.title}`}</p>;
}

/** `/for-you`: films picked for the person from what they rated, favourited and saw, each with why. */
export default function ForYouPage() {
  const [params] = useSearchParams();
  if (!listsAvailable()) return <PageMessage title="Picks for you" text="Picks are made from the lists kept with MovieApp’s own accounts; with this sign-in they are not available yet." linkTo="/" linkText="Back to popular movies" />;
  return <ForYouView page={pageParam(params)} />;
}

function ForYouView({ page }: { page: number }) {
  const [params] = useSearchParams();
  const view = useUiStore((s) => s.viewMode);
  const generation = useListMarks((s) => s.generation);
  const shown = answerForThisPerson(useMovieStore((s) => s.shown.myPicks) as ShownAnswer<PicksPage> | undefined, picksKeyBase(page));
  const answer = shown?.value;
  // A new rating, favourite or viewing (here, in another tab, on another device) picks again.
  useEffect(() => void useMovieStore.getState().show(picksAnswer(page)), [generation, page]);
  useDocumentTitle("Picks for you");
  const pagination = answer ? paginationOf(answer.page, answer.total_pages, answer.total_results) : paginationOf(page, 0, 0);
  const tooFew = answer !== undefined && answer !== null && answer.history < PICKS_NEED;
  const wayBack = tooFew ? null : wayBackFrom({ page, loading: shown === undefined, error: shown?.error ?? null, errorStatus: shown?.errorStatus ?? null, films: answer?.results.length ?? 0, pagination });
  useErrorToast(wayBack === null ? (shown?.error ?? null) : null);
  const posters = postersLoading(answer?.results ?? [], {});
  // A pick taken away (put on the watchlist here, say) hands the focus to its neighbour's same button.
  const heading = useRef<HTMLHeadingElement>(null);
  const { list: cards, onFocus, onBlur } = useFocusKeptInList<HTMLUListElement>(answer?.results.map((film) => String(film.id)) ?? [], heading);

  return (
    <main id="main" className="my-list for-you">
      <div className="home__heading">
        <h1 ref={heading} tabIndex={-1}>Picks for you</h1>
      </div>
      <p className="browse-count" aria-live="polite">
        {answer && !tooFew ? "Films like the ones you rated, added to your favourites and saw, that you have not seen yet." : shown?.error || answer ? "\u00a0" : "Picking films for you…"}
      </p>
      {shown?.error && wayBack === null ? (
        <div className="error-state" role="alert">
          <p>{shown.error}</p>
          <button type="button" className="button" onClick={() => void useMovieStore.getState().show(picksAnswer(page))}>Try again</button>
        </div>
      ) : null}
      {tooFew ? (
        <p className="empty-state">
          {`Picks are made from the films you rate, add to your favourites or mark as seen. Do so for at least ${PICKS_NEED} films and your picks appear here; you have ${answer.history} so far. `}
          <Link to="/">Start with the popular movies</Link>.
        </p>
      ) : null}
      {answer && !tooFew && answer.total_results === 0 ? <p className="empty-state">Nothing to pick yet: rate a few more films you liked.</p> : null}
      {wayBack !== null ? <NoSuchPage page={page} wayBack={wayBack} addressOf={(to) => `?${withPage(params, to).toString()}`} /> : null}
      {answer && answer.results.length > 0 ? (
        <ul ref={cards} id={PAGED_LIST_ID} tabIndex={-1} className={`movie-list movie-list--${view}`} onFocus={onFocus} onBlur={onBlur}>
          {answer.results.map((film, index) => (
            <MovieCard key={film.id} movie={film} view={view} {...posters[index]!}>
              <Reason reason={film.reason} />
            </MovieCard>
          ))}
        </ul>
      ) : !answer && !shown?.error ? (
        <MovieGrid id={PAGED_LIST_ID} movies={[]} loading view={view} />
      ) : null}
      {answer && answer.results.length > 0 && wayBack === null ? <PaginationControls pagination={pagination} /> : null}
    </main>
  );
}

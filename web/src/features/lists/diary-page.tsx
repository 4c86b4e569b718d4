import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { DiaryEntry, DiaryPage as DiaryPageAnswer } from "../../../../common/diary";
import { earliestViewing } from "../../../../common/lists";
import { Link } from "../../components/link";
import { NoSuchPage, wayBackFrom } from "../../components/no-such-page";
import { PageMessage } from "../../components/page-message";
import { PAGED_LIST_ID, PaginationControls } from "../../components/pagination-controls";
import { TmdbImage } from "../../components/tmdb-image";
import { localDay } from "../../../../common/local-day";
import { longDate, monthOfYear } from "../../lib/long-date";
import { withPage } from "../../lib/page-params";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useErrorToast } from "../../lib/use-error-toast";
import { listActions, useListMarks } from "../../lists/list-marks";
import { listsAvailable } from "../../lists/lists-available";
import { meRequest } from "../../lists/me-api";
import { changeLists } from "../../lists/named-list-changes";
import { useMovieStore, type ShownAnswer } from "../../stores/movie-store";
import { toastError } from "../../stores/toast-store";
import { MESSAGES } from "../../tmdb/api-errors";
import { POSTER_SIZES } from "../../tmdb/image-url";
import { paginationOf } from "../../tmdb/entities";
import { diaryAnswer, diaryKeyBase, readDiaryAddress, type DiaryAddress } from "./diary-answer";
import { diaryMonths } from "./diary-months";
import { listCount } from "./list-count";
import { answerForThisPerson } from "./list-answer";
import { YearMenu } from "./year-menu";
import { useFocusKeptInList } from "./use-focus-kept-in-list";
import { YourRating } from "./your-rating";
import "./lists.css";

export { loadDiaryPage } from "./diary-answer";

/** The diary's rows, in the order of its answer, across its months. */
const rowsOf = (list: HTMLDivElement) => [...list.querySelectorAll(".diary-entry")];

/** The posters that load with the page: those of its first screen; the rest wait until they near it. */
const EAGER_POSTERS = 6;

/** `/diary`: every viewing the person kept, newest first, month by month, of one year or of all. */
export default function DiaryPage() {
  const [params] = useSearchParams();
  if (!listsAvailable()) return <PageMessage title="Your diary" text="The diary is kept with MovieApp’s own accounts; with this sign-in it is not available yet." linkTo="/" linkText="Back to popular movies" />;
  return <DiaryView address={readDiaryAddress(params)} />;
}


function DiaryView({ address }: { address: DiaryAddress }) {
  const [params] = useSearchParams();
  const generation = useListMarks((s) => s.generation);
  const base = diaryKeyBase(address);
  const shown = answerForThisPerson(useMovieStore((s) => s.shown.myDiary) as ShownAnswer<DiaryPageAnswer> | undefined, base);
  const answer = shown?.value;
  // When the lists change (here, in another tab, on another device), the diary is read again.
  useEffect(() => void useMovieStore.getState().show(diaryAnswer(address)), [generation, base]); // eslint-disable-line react-hooks/exhaustive-deps
  useDocumentTitle(address.year === undefined ? "Your diary" : `Your diary of ${address.year}`);
  const years = answer?.years ?? [];
  const pagination = answer ? paginationOf(answer.page, answer.total_pages, answer.total_results) : paginationOf(address.page, 0, 0);
  // A page past the diary's end (its last viewings deleted, or an address typed) says so and leads back into it.
  const wayBack = wayBackFrom({ page: address.page, loading: shown === undefined, error: shown?.error ?? null, errorStatus: shown?.errorStatus ?? null, films: answer?.results.length ?? 0, pagination });
  useErrorToast(wayBack === null ? (shown?.error ?? null) : null);
  let eager = EAGER_POSTERS;
  // A viewing deleted hands the focus to the next one's same button; one given another day keeps it where it is drawn now.
  const heading = useRef<HTMLHeadingElement>(null);
  const { list: rows, onFocus, onBlur } = useFocusKeptInList(answer?.results.map((entry) => entry.entry_id) ?? [], heading, rowsOf, answer?.results.map((entry) => entry.seen_on.slice(0, 7)).join() ?? "");

  return (
    <main id="main" className="my-list diary">
      <div className="home__heading">
        <h1 ref={heading} tabIndex={-1}>{address.year === undefined ? "Your diary" : `Your diary of ${address.year}`}</h1>
        <YearMenu year={address.year} years={years} />
      </div>
      <p className="browse-count" aria-live="polite">
        {answer ? `${listCount("seen", answer.total_results)}${address.year === undefined ? "" : ` in ${address.year}`}` : shown?.error ? "\u00a0" : "Loading your diary…"}
      </p>
      {shown?.error && wayBack === null ? (
        <div className="error-state" role="alert">
          <p>{shown.error}</p>
          <button type="button" className="button" onClick={() => void useMovieStore.getState().show(diaryAnswer(address))}>Try again</button>
        </div>
      ) : null}
      {answer?.total_results === 0 ? (
        <p className="empty-state">
          {address.year === undefined ? (
            <>Your diary is empty. Open a film and say when you saw it, or bring your Letterboxd diary in from <Link to="/lists">your lists</Link>.</>
          ) : (
            <>You have no viewings in {address.year}. <Link to="/diary">See all years</Link>.</>
          )}
        </p>
      ) : null}
      {wayBack !== null ? <NoSuchPage page={address.page} wayBack={wayBack} addressOf={(to) => `?${withPage(params, to).toString()}`} /> : null}
      {answer && answer.results.length > 0 ? (
        <div ref={rows} id={PAGED_LIST_ID} tabIndex={-1} onFocus={onFocus} onBlur={onBlur}>
          {diaryMonths(answer.results).map(({ month, entries }) => (
            <section key={month} className="diary__month" aria-labelledby={`diary-${month}`}>
              <h2 id={`diary-${month}`}>{monthOfYear(`${month}-01`)}</h2>
              <ol className="diary__entries">
                {entries.map((entry) => (
                  <DiaryRow key={entry.entry_id} entry={entry} eagerPoster={eager-- > 0} />
                ))}
              </ol>
            </section>
          ))}
        </div>
      ) : null}
      {answer && answer.results.length > 0 && wayBack === null ? <PaginationControls pagination={pagination} /> : null}
    </main>
  );
}

/** One viewing: its day, the film, the person's rating, a rewatch mark, what they wrote; its day can be changed, and it can be deleted (with Undo). */
function DiaryRow({ entry, eagerPoster }: { entry: DiaryEntry; eagerPoster: boolean }) {
  const [changingDay, setChangingDay] = useState(false);
  const film = { id: entry.movie_id, title: entry.title, release_date: entry.year, poster_path: entry.poster_path };
  const day = longDate(entry.seen_on);
  const changeButton = useRef<HTMLButtonElement>(null);
  const closeDayForm = () => {
    setChangingDay(false);
    // Back from the form, the focus returns to the button that opened it (once it is drawn again).
    requestAnimationFrame(() => changeButton.current?.focus());
  };
  return (
    <li className="diary-entry">
      <p className="diary-entry__day">
        <span className="diary-entry__date" aria-hidden="true">{Number(entry.seen_on.slice(8, 10))}</span>
        <span className="visually-hidden">{day}</span>
      </p>
      <div className="diary-entry__poster">
        {entry.poster_path ? <TmdbImage path={entry.poster_path} ladder={POSTER_SIZES} sizes="46px" loading={eagerPoster ? "eager" : "lazy"} alt="" width={46} height={69} /> : null}
      </div>
      <div className="diary-entry__text">
        <p className="diary-entry__film">
          <Link to={`/movie/${entry.movie_id}`}>{entry.title}</Link> {entry.year ? <span className="named-list__year">({entry.year})</span> : null}
          {entry.rating ? <> <YourRating stars={entry.rating} /></> : null}
          {entry.rewatch ? <> <span className="diary-entry__rewatch">Rewatch</span></> : null}
        </p>
        {entry.review ? (
          <p className="diary-entry__words"><span className="diary-entry__label">Review: </span>{entry.review}</p>
        ) : null}
        {entry.note ? (
          <p className="diary-entry__words"><span className="diary-entry__label">Your note: </span>{entry.note}</p>
        ) : null}
        {changingDay ? (
          <DayForm entry={entry} onDone={closeDayForm} />
        ) : (
          <p className="diary-entry__actions">
            <button ref={changeButton} type="button" className="link-button" data-focus-kept-as="change-date" aria-label={`Change date of your viewing of ${entry.title} on ${day}`} onClick={() => setChangingDay(true)}>
              Change date
            </button>
            <button type="button" className="link-button" aria-label={`Delete your viewing of ${entry.title} on ${day}`} onClick={() => void listActions().then((lists) => lists.removeSeen(film, entry.entry_id), () => toastError(MESSAGES.network))}>
              Delete
            </button>
          </p>
        )}
      </div>
    </li>
  );
}

/** A field that appears at a person's request takes the focus. */
const focusField = (field: HTMLElement | null) => field?.focus();

/** A viewing's new day, from the day before its film's year (earliestViewing) to today; the server checks it again. */
function DayForm({ entry, onDone }: { entry: DiaryEntry; onDone: () => void }) {
  const [day, setDay] = useState(entry.seen_on);
  return (
    <form
      className="diary-entry__day-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (day === entry.seen_on) return onDone();
        void changeLists(`change the day of your viewing of “${entry.title}”`, () => meRequest("PATCH", `/lists/seen/${encodeURIComponent(entry.entry_id)}`, { seen_on: day })).then((kept) => kept && onDone());
      }}
    >
      <label>
        {`Day you saw ${entry.title}`}
        <input ref={focusField} type="date" data-focus-kept-as="change-date" value={day} min={earliestViewing(entry.year)} max={localDay()} required onChange={(event) => setDay(event.target.value)} />
      </label>
      <button type="submit" className="button" data-focus-kept-as="change-date">Save date</button>
      <button type="button" className="button button--secondary" data-focus-kept-as="change-date" onClick={onDone}>Cancel</button>
    </form>
  );
}

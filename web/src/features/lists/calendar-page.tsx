import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import type { CalendarAnswer, CalendarFeedAnswer, CalendarRelease } from "../../../../common/calendar";
import { SectionOutcome, useFocusWhenDrawn, useSectionAction } from "../../components/use-section-action";
import { Link } from "../../components/link";
import { PageMessage } from "../../components/page-message";
import { groupDigits } from "../../lib/group-digits";
import { localDay } from "../../../../common/local-day";
import { longDate } from "../../lib/long-date";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useErrorToast } from "../../lib/use-error-toast";
import { useListMarks } from "../../lists/list-marks";
import { listsAvailable } from "../../lists/lists-available";
import { meRequest } from "../../lists/me-api";
import { useMovieStore, type ShownAnswer } from "../../stores/movie-store";
import { calendarAnswer, CALENDAR_KEY_BASE, splitReleases } from "./calendar-answer";
import { answerForThisPerson } from "./list-answer";
import "./lists.css";

export { loadCalendarPage } from "./calendar-answer";

const TITLE = "Release calendar";
/** The page's origin never changes while it is shown: nothing to subscribe to. */
const noChange = () => () => undefined;

/** `/calendar`: when the films on the person's watchlist come out, and a feed of those dates for their calendar app. */
export default function CalendarPage() {
  useDocumentTitle(TITLE);
  if (!listsAvailable()) return <PageMessage title={TITLE} text="The release calendar reads the watchlist kept with MovieApp’s own accounts; with this sign-in it is not available yet." linkTo="/" linkText="Back to popular movies" />;
  return <CalendarView />;
}

function Releases({ releases, label }: { releases: CalendarRelease[]; label: string }) {
  return (
    <ol className="calendar__releases" aria-label={label}>
      {releases.map((release) => (
        <li key={release.movie_id}>
          <time dateTime={release.release_date}>{longDate(release.release_date)}</time> <Link to={`/movie/${release.movie_id}`}>{release.title}</Link>
        </li>
      ))}
    </ol>
  );
}

function CalendarView() {
  const generation = useListMarks((s) => s.generation);
  const shown = answerForThisPerson(useMovieStore((s) => s.shown.myCalendar) as ShownAnswer<CalendarAnswer> | undefined, CALENDAR_KEY_BASE);
  const answer = shown?.value;
  // A film put on or taken off the watchlist (here, in another tab, on another device) reads the dates again.
  useEffect(() => void useMovieStore.getState().show(calendarAnswer()), [generation]);
  useErrorToast(shown?.error ?? null);
  const { coming, out } = splitReleases(answer?.releases ?? [], localDay());

  return (
    <main id="main" className="my-list calendar">
      <div className="home__heading">
        <h1>{TITLE}</h1>
      </div>
      <p className="browse-count" aria-live="polite">
        {answer ? "When the films on your watchlist come out." : shown?.error ? "\u00a0" : "Reading your watchlist’s release dates…"}
      </p>
      {shown?.error ? (
        <div className="error-state" role="alert">
          <p>{shown.error}</p>
          <button type="button" className="button" onClick={() => void useMovieStore.getState().show(calendarAnswer())}>Try again</button>
        </div>
      ) : null}
      {answer && answer.releases.length === 0 && answer.undated === 0 ? (
        <p className="empty-state">
          Your watchlist is empty: put films on it and their release dates show here. <Link to="/">Start with the popular movies</Link>.
        </p>
      ) : null}
      {answer && (answer.releases.length > 0 || answer.undated > 0) ? (
        <>
          <section aria-labelledby="coming-heading">
            <h2 id="coming-heading">Coming out</h2>
            {coming.length > 0 ? <Releases releases={coming} label="Coming out" /> : <p>None of the films on your watchlist comes out after today.</p>}
          </section>
          {out.length > 0 ? (
            <section aria-labelledby="out-heading">
              <h2 id="out-heading">Out already</h2>
              <Releases releases={out} label="Out already" />
            </section>
          ) : null}
          {answer.undated > 0 ? <p className="calendar__undated">{`${groupDigits(answer.undated)} ${answer.undated === 1 ? "film" : "films"} on your watchlist ${answer.undated === 1 ? "has" : "have"} no release date in the catalog.`}</p> : null}
        </>
      ) : null}
      {/* Drawn afresh when the answer names another feed (made or removed in another tab). */}
      {answer ? <CalendarFeed key={answer.feed_path ?? ""} feedPath={answer.feed_path} /> : null}
    </main>
  );
}

/**
 * The private feed of these dates for calendar apps: made here, its address shown to copy or open
 * in the calendar app (webcal:), replaced (the old address stops at once) or removed.
 */
function CalendarFeed({ feedPath }: { feedPath: string | null }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const address = useRef<HTMLInputElement>(null);
  const focusWhenDrawn = useFocusWhenDrawn();
  // The page's own answer until a change here answers anew.
  const [path, setPath] = useState(feedPath);
  // The address is the one this browser reached the app at: known in the browser only.
  const origin = useSyncExternalStore(noChange, () => window.location.origin, () => null);
  const { busy, said, problem, run } = useSectionAction();
  const [copied, setCopied] = useState(false);

  const change = (method: "PUT" | "POST" | "DELETE", to: string, done: string) =>
    run(async () => {
      setCopied(false);
      const changed = await meRequest<CalendarFeedAnswer | undefined>(method, to);
      // A feed made or given a new address: its address takes the focus once drawn.
      if (method === "DELETE") heading.current?.focus();
      else focusWhenDrawn(() => address.current);
      setPath(method === "DELETE" ? null : (changed?.feed_path ?? null));
      return done;
    });
  const url = path !== null && origin !== null ? `${origin}${path}` : null;

  return (
    <section className="calendar__feed" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        In your calendar app
      </h2>
      <p>A private feed of these dates, which calendar apps (Apple Calendar, Google Calendar, Outlook, Thunderbird) can subscribe to: they read it again by themselves, so a film you put on your watchlist shows up there too. Keep its address to yourself.</p>
      {path === null ? (
        <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void change("PUT", "/calendar/feed", "Your calendar feed is made: give its address to your calendar app.")}>
          Make a calendar feed
        </button>
      ) : (
        <>
          <label className="calendar__label" htmlFor={`${headingId}-address`}>The feed’s address</label>
          <input ref={address} id={`${headingId}-address`} className="calendar__address" type="text" readOnly value={url ?? ""} onFocus={(event) => event.target.select()} />
          <p className="my-lists__actions">
            <button type="button" className="button button--secondary" onClick={() => url && void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => undefined)}>
              {copied ? "Copied" : "Copy"}
            </button>
            {url ? <a className="button button--secondary" href={url.replace(/^https?:/, "webcal:")}>Open in your calendar app</a> : null}
            <button type="button" className="button button--secondary" aria-disabled={busy || undefined} onClick={() => void change("POST", "/calendar/feed/new-address", "Your feed has a new address: give it to your calendar app again. The old one no longer works.")}>
              New address
            </button>
            <button type="button" className="button button--secondary" aria-disabled={busy || undefined} onClick={() => void change("DELETE", "/calendar/feed", "Your calendar feed is removed: its address no longer works.")}>
              Remove the feed
            </button>
          </p>
        </>
      )}
      <SectionOutcome said={said} problem={problem} />
    </section>
  );
}

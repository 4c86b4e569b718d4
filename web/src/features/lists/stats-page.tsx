import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ratingStars, ratingText } from "../../../../common/lists";
import type { FilmStats, Watched } from "../../../../common/stats";
import { Link } from "../../components/link";
import { PageMessage } from "../../components/page-message";
import { groupDigits } from "../../lib/group-digits";
import { longDate } from "../../lib/long-date";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useErrorToast } from "../../lib/use-error-toast";
import { useListMarks } from "../../lists/list-marks";
import { listsAvailable } from "../../lists/lists-available";
import { useMovieStore, type ShownAnswer } from "../../stores/movie-store";
import { answerForThisPerson } from "./list-answer";
import { PeopleTable, StatsChart, type ChartItem } from "./stats-charts";
import { yearParam } from "../../lib/page-params";
import { statsAnswer, statsKeyBase } from "./stats-answer";
import { YearMenu } from "./year-menu";
import "./lists.css";

export { loadStatsPage } from "./stats-answer";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Minutes as hours, to a tenth ("3.5 h" on a chart, "3.5 hours" in words). */
const hours = (minutes: number) => Math.round(minutes / 6) / 10;
const hoursText = (minutes: number) => `${hours(minutes).toLocaleString("en")} h`;
const films = (count: number) => `${groupDigits(count)} ${count === 1 ? "film" : "films"}`;
const count = (value: number) => groupDigits(value);

/** `/stats`: what the person watched, counted and drawn, of one year or of all. */
export default function StatsPage() {
  const [params] = useSearchParams();
  if (!listsAvailable()) return <PageMessage title="Your statistics" text="Statistics are kept with MovieApp’s own accounts; with this sign-in they are not available yet." linkTo="/" linkText="Back to popular movies" />;
  return <StatsView year={yearParam(params)} />;
}

function StatsView({ year }: { year: number | undefined }) {
  const generation = useListMarks((s) => s.generation);
  const shown = answerForThisPerson(useMovieStore((s) => s.shown.myStats) as ShownAnswer<FilmStats> | undefined, statsKeyBase(year));
  const stats = shown?.value;
  // When the lists change (here, in another tab, on another device), the figures are read again.
  useEffect(() => void useMovieStore.getState().show(statsAnswer(year)), [generation, year]);
  const title = year === undefined ? "Your statistics" : `Your statistics for ${year}`;
  useDocumentTitle(title);
  useErrorToast(shown?.error ?? null);

  return (
    <main id="main" className="my-list stats">
      <div className="home__heading">
        <h1>{title}</h1>
        <YearMenu year={year} years={stats?.years ?? []} />
      </div>
      {shown?.error ? (
        <div className="error-state" role="alert">
          <p>{shown.error}</p>
          <button type="button" className="button" onClick={() => void useMovieStore.getState().show(statsAnswer(year))}>Try again</button>
        </div>
      ) : null}
      {!stats && !shown?.error ? <p className="browse-count" aria-live="polite">Counting your films…</p> : null}
      {stats ? <Figures stats={stats} /> : null}
    </main>
  );
}

function Figures({ stats }: { stats: FilmStats }) {
  const [unit, setUnit] = useState<"films" | "hours">("films");
  const { totals } = stats;
  if (stats.years.length === 0) {
    return (
      <p className="empty-state">
        Nothing to count yet. Open a film and say when you saw it, or bring your Letterboxd diary in from <Link to="/lists">your lists</Link>.
      </p>
    );
  }
  const run = totals.longest_run;
  const timeItem = (key: number, label: string, watched: Watched): ChartItem =>
    unit === "films" ? { key, label, value: watched.viewings, valueText: count(watched.viewings) } : { key, label, value: watched.minutes, valueText: hoursText(watched.minutes) };
  const counted = (items: FilmStats["genres"] | FilmStats["languages"]): ChartItem[] => items.map((item) => ({ key: item.key, label: item.name, value: item.viewings, valueText: count(item.viewings) }));
  const unitName = unit === "films" ? "Films" : "Hours";

  return (
    <>
      <dl className="stats__totals">
        <div><dt>Films watched</dt><dd>{count(totals.viewings)}</dd></div>
        <div><dt>Different films</dt><dd>{count(totals.films)}</dd></div>
        <div><dt>Hours</dt><dd>{hours(totals.minutes).toLocaleString("en")}</dd></div>
        <div><dt>Rewatches</dt><dd>{count(totals.rewatches)}</dd></div>
        <div><dt>Days with a film</dt><dd>{count(totals.days)}</dd></div>
        <div>
          <dt>Longest run</dt>
          <dd>{run.days === 1 ? "1 day" : `${count(run.days)} days`}</dd>
          {run.from && run.days > 1 ? <dd className="stats__run">{`${longDate(run.from)} to ${longDate(run.to!)}`}</dd> : null}
        </div>
      </dl>
      {stats.without_facts > 0 ? (
        <p className="stats__note">{`${films(stats.without_facts)} the catalog has no details of ${stats.without_facts === 1 ? "is" : "are"} counted above, and left out of the genres, decades, languages, countries and people below.`}</p>
      ) : null}
      {stats.year !== null && totals.viewings === 0 ? <p className="empty-state">{`You saw no films in ${stats.year}.`}</p> : null}

      <fieldset className="stats__unit">
        <legend>Count by year and month in</legend>
        {(["films", "hours"] as const).map((choice) => (
          <label key={choice}>
            <input type="radio" name="stats-unit" checked={unit === choice} onChange={() => setUnit(choice)} /> {choice === "films" ? "Films" : "Hours"}
          </label>
        ))}
      </fieldset>
      <div className="stats__charts">
        <StatsChart title={`${unitName} by year`} shape="columns" columns={["Year", unitName]} items={stats.by_year.map((watched) => timeItem(watched.year, String(watched.year), watched))} />
        {stats.by_month ? (
          <StatsChart
            title={`${unitName} by month of ${stats.by_month.year}`}
            shape="columns"
            columns={["Month", unitName]}
            items={stats.by_month.months.map((watched) => ({ ...timeItem(watched.month, MONTHS[watched.month - 1]!, watched), tableLabel: MONTH_NAMES[watched.month - 1] }))}
          />
        ) : null}
        <StatsChart
          title="Your ratings"
          shape="columns"
          columns={["Rating", "Films"]}
          items={stats.ratings.map((step) => ({ key: step.stars, label: step.stars === 0.5 ? "½" : ratingStars(step.stars), tableLabel: ratingText(step.stars), value: step.films, valueText: count(step.films) }))}
        />
        <StatsChart title="Films by genre" shape="bars" columns={["Genre", "Films"]} items={counted(stats.genres)} />
        <StatsChart title="Films by decade of release" shape="bars" columns={["Decade", "Films"]} items={counted(stats.decades)} />
        <StatsChart title="Films by original language" shape="bars" columns={["Language", "Films"]} items={counted(stats.languages)} />
        <StatsChart title="Films by production country" shape="bars" columns={["Country", "Films"]} items={counted(stats.countries)} />
        <PeopleTable title="Directors you watched most" people={stats.directors.map((person) => ({ key: person.id, id: person.id, name: <Link to={`/person/${person.id}`}>{person.name}</Link>, viewings: person.viewings }))} />
        <PeopleTable title="Actors you watched most" people={stats.actors.map((person) => ({ key: person.id, id: person.id, name: <Link to={`/person/${person.id}`}>{person.name}</Link>, viewings: person.viewings }))} />
      </div>
      <p className="stats__note">Each viewing counts: a film seen twice counts twice. Time is each film’s running time. See them all in <Link to={stats.year === null ? "/diary" : `/diary?year=${stats.year}`}>your diary</Link>.</p>
    </>
  );
}

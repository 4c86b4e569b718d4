import { Fragment, useDeferredValue, useEffect, useState } from "react";
import { longDate } from "../../lib/long-date";
import { useParams } from "react-router";
import { Link } from "../../components/link";
import { InvalidMovieId, MovieNotFound } from "../../components/page-message";
import { tmdbImage } from "../../components/tmdb-image";
import { groupDigits } from "../../lib/group-digits";
import { homeListAddress } from "../../lib/home-addresses";
import { useErrorToast } from "../../lib/use-error-toast";
import { useMovieStore } from "../../stores/movie-store";
import { BACKDROP_SIZES, POSTER_SIZES } from "../../tmdb/image-url";
import type { MovieDetails, RowFilm } from "../../tmdb/entities";
import { CastList } from "./cast-list";
import { CrewSection } from "./crew-section";
import { FactsSection } from "./facts-section";
import { KeywordList } from "./keyword-list";
import { collectionName, formatRuntime } from "./format";
import { yearOf } from "../../lib/year-of";
import { parseIdParam } from "../../lib/page-params";
import { MovieRow } from "../../components/movie-row";
import { Trailer } from "./trailer";
import { useDocumentTitle } from "../../lib/use-document-title";
import { listActions, useListMarks, useWantedFilm } from "../../lists/list-marks";
import type { YourLists } from "./your-lists";
import { listsAvailable } from "../../lists/lists-available";
import "./movie-details.css";

/** A phone's screen: the hero stacks its poster above its text (movie-details.css). */
const PHONE_HERO = "(max-width: 640px)";

/**
 * On a phone the hero is two to four times taller than the backdrop drawn across its width:
 * covering it crops the backdrop to its middle and magnifies it as much, at 45 % opacity under a
 * dark veil. TMDB's smallest backdrop (w300, about 15 kB) gives that wash of colour as well as
 * w780 (about 70 kB), so there `sizes` asks for the smallest ("1px": any size will do); wider
 * screens get the size of the window (docs/decisions/045).
 */
const BACKDROP_BOX = `${PHONE_HERO} 1px, 100vw`;

export function MovieDetailsPage() {
  const id = parseIdParam(useParams().id);
  if (id === undefined) return <InvalidMovieId />;
  return <MovieDetails key={id} id={id} />;
}

/** A film's page (loaded by ./details-load.ts): its details, cast, crew and facts, then rows of similar and recommended films. */
function MovieDetails({ id }: { id: number }) {
  const { selectedMovie, loading, error, errorStatus, related } = useMovieStore();
  // The film's lists (./your-lists.tsx) load once the page is running: they only work with their code.
  const [YourListsPart, setYourLists] = useState<typeof YourLists | null>(null);
  useEffect(() => void import("./your-lists").then((part) => setYourLists(() => part.YourLists), () => undefined), []);
  // The film's own place in the lists is asked for with the films shown beside it (on a first view,
  // its rows' films, in one request), before its lists' part is in.
  useWantedFilm(id, listsAvailable());
  const similar = related?.movieId === id ? related.similar : [];
  const recommended = related?.movieId === id ? related.recommendations : [];
  const notFound = errorStatus === 404;
  useErrorToast(notFound ? null : error);

  const movie = selectedMovie?.id === id ? selectedMovie : null;
  // The hero (title, poster, what the film is) is painted first when a film opens; the rest of the
  // page (cast, crew, facts, rows: hundreds of elements, below a phone's first screen) renders
  // just after, in React's deferred render, so the click is answered within a frame or two. A page
  // rendered with its film already in (a first view, hydrated) renders whole at once.
  const below = useDeferredValue(movie);
  useDocumentTitle(movie?.title);

  if (notFound) return <MovieNotFound />;
  if (!movie) {
    if (error && !loading) {
      return (
        <main id="main" className="details-message">
          <h1>We couldn’t load this movie</h1>
          <p>{error}</p>
          <button type="button" className="button" onClick={() => void useMovieStore.getState().fetchMovieDetails(id)}>Try again</button>
        </main>
      );
    }
    return (
      <main id="main" className="details-loading" aria-busy="true">
        <div className="details-hero details-hero--skeleton" />
        <p className="visually-hidden" role="status">Loading movie details…</p>
      </main>
    );
  }

  const directors = eachPersonOnce(movie.crew.filter((c) => c.job === "Director"));
  const writers = eachPersonOnce(movie.crew.filter((c) => c.department === "Writing"));
  const runtime = formatRuntime(movie.runtime);

  return (
    <main id="main" className="movie-details">
      <section className="details-hero">
        {/* The backdrop covers the hero (on a phone at its smallest: BACKDROP_BOX); the poster is 15rem wide, 10rem on a phone (movie-details.css).
            The backdrop, the larger, is fetched first and the poster beside it after it; without a backdrop the poster is the largest (docs/decisions/046). */}
        {movie.backdrop_path ? <img className="details-hero__backdrop" {...tmdbImage(movie.backdrop_path, BACKDROP_SIZES, { sizes: BACKDROP_BOX, priority: "high" })} alt="" width={1280} height={720} /> : null}
        <div className="details-hero__content">
          {movie.poster_path ? <img className="details-hero__poster" {...tmdbImage(movie.poster_path, POSTER_SIZES, { sizes: `${PHONE_HERO} 160px, 240px`, priority: movie.backdrop_path ? "low" : "high" })} alt={`Poster of ${movie.title}`} width={342} height={513} /> : null}
          <div className="details-hero__text">
            <h1>
              {movie.title} {yearOf(movie.release_date) ? <span className="details-hero__year">({yearOf(movie.release_date)})</span> : null}
            </h1>
            {movie.tagline ? <p className="details-hero__tagline">{movie.tagline}</p> : null}
            <p className="details-hero__meta">
              {movie.release_date ? <span>{longDate(movie.release_date)}</span> : null}
              {runtime ? <span>{runtime}</span> : null}
              {movie.genres.length ? (
                // Each genre leads to its films, most popular first.
                <span className="details-hero__genres">
                  <span className="visually-hidden">Genres: </span>
                  {movie.genres.map((genre, index) => (
                    <Fragment key={genre.id}>
                      {index > 0 ? ", " : null}
                      <Link to={homeListAddress(null, genre.id)}>{genre.name}</Link>
                    </Fragment>
                  ))}
                </span>
              ) : null}
            </p>
            <p className="details-hero__rating">
              <span className="details-hero__score">★ {movie.vote_count > 0 ? movie.vote_average.toFixed(1) : "–"}</span>
              <span>{movie.vote_count > 0 ? `${groupDigits(movie.vote_count)} votes` : "Not yet rated"}</span>
            </p>
            {listsAvailable() ? (
              // Its room is kept from the first paint, so the page does not move when it arrives.
              <div className="your-lists-slot">{YourListsPart ? <YourListsPart film={movie} marks={useListMarks} lists={listActions} /> : null}</div>
            ) : null}
            {movie.overview ? (
              <>
                <h2 className="visually-hidden">Overview</h2>
                <p className="details-hero__overview">{movie.overview}</p>
              </>
            ) : null}
            <dl className="details-hero__people">
              {directors.length ? (
                <div>
                  <dt>{directors.length > 1 ? "Directors" : "Director"}</dt>
                  <dd>
                    <PeopleLinks people={directors} />
                  </dd>
                </div>
              ) : null}
              {writers.length ? (
                <div>
                  <dt>{writers.length > 1 ? "Writers" : "Writer"}</dt>
                  <dd>
                    <PeopleLinks people={writers} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
        </div>
      </section>

      {below ? <DetailsBody movie={below} similar={similar} recommended={recommended} /> : null}
    </main>
  );
}

/** Each person once, at their first credit (a writer credited for the screenplay and the story). */
function eachPersonOnce<Credit extends { id: number }>(credits: Credit[]): Credit[] {
  return credits.filter((credit, i) => credits.findIndex((other) => other.id === credit.id) === i);
}

/** People named in a line, each leading to their page: "Lana Wachowski, Lilly Wachowski". */
function PeopleLinks({ people }: { people: Array<{ id: number; name: string }> }) {
  return people.map((person, index) => (
    <Fragment key={person.id}>
      {index > 0 ? ", " : null}
      <Link to={`/person/${person.id}`}>{person.name}</Link>
    </Fragment>
  ));
}

/** Below the hero: cast, trailer, collection, facts, keywords, crew, then the similar and recommended rows. */
function DetailsBody({ movie, similar, recommended }: { movie: MovieDetails; similar: RowFilm[]; recommended: RowFilm[] }) {
  const creditsTo = `/movie/${movie.id}/cast` as const;
  return (
    <div className="details-body">
      <CastList cast={movie.cast} fullCreditsTo={creditsTo} />
      <Trailer videos={movie.videos} title={movie.title} />
      {movie.collection ? (
        <section className="details-section" aria-labelledby="collection-heading">
          <h2 id="collection-heading">
            <Link to={`/collection/${movie.collection.id}`}>Part of {collectionName(movie.collection.name)}</Link>
          </h2>
        </section>
      ) : null}
      <FactsSection movie={movie} />
      <KeywordList keywords={movie.keywords ?? []} />
      <CrewSection crew={movie.crew} fullCreditsTo={creditsTo} />
      {/* With neither section shown, the link to the rest of the credits stands alone. */}
      {movie.cast.length === 0 && movie.crew.length === 0 && movie.moreCredits ? (
        <p className="details-section">
          <Link to={creditsTo}>Full cast &amp; crew</Link>
        </p>
      ) : null}
      <MovieRow title="Similar movies" movies={similar} seeAllTo={`/movie/${movie.id}/similar`} />
      <MovieRow title="Recommended" movies={recommended} seeAllTo={`/movie/${movie.id}/recommendations`} />
    </div>
  );
}

export default MovieDetailsPage;

import { useParams } from "react-router";
import { Link } from "../../components/link";
import { InvalidMovieId, MovieNotFound } from "../../components/page-message";
import { parseIdParam } from "../../lib/page-params";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useErrorToast } from "../../lib/use-error-toast";
import { yearOf } from "../../lib/year-of";
import { useMovieStore, type ShownAnswer } from "../../stores/movie-store";
import type { FilmCredits } from "../../tmdb/entities";
import { CastList } from "./cast-list";
import { creditsAnswer } from "./credits-load";
import { CrewSection } from "./crew-section";
import "./movie-details.css";

/** /movie/{id}/cast: a film's whole cast in billing order and its whole crew by department (loaded by ./credits-load.ts). */
export default function FilmCreditsPage() {
  const id = parseIdParam(useParams().id);
  const { selectedMovie, errorStatus } = useMovieStore();
  // The "credits" slot holds credits answers only (see creditsAnswer).
  const slot = useMovieStore((s) => s.shown.credits) as ShownAnswer<FilmCredits> | undefined;
  const shown = id !== undefined && slot?.key === creditsAnswer(id).key ? slot : undefined;
  const movie = selectedMovie?.id === id ? selectedMovie : null;
  const credits = shown?.value;
  const notFound = errorStatus === 404 || shown?.errorStatus === 404;
  useErrorToast(notFound ? null : (shown?.error ?? null));
  useDocumentTitle(movie ? `Cast & crew · ${movie.title}` : null);

  if (id === undefined) return <InvalidMovieId />;
  if (notFound) return <MovieNotFound />;
  const year = movie ? yearOf(movie.release_date) : null;
  return (
    <main id="main" className="credits-page" aria-busy={!credits && !shown?.error}>
      <h1>Cast &amp; crew</h1>
      <p className="related-page__film">
        {movie ? (
          <>
            of <Link to={`/movie/${id}`}>{movie.title}</Link>
            {year ? ` (${year})` : null}
          </>
        ) : (
          "\u00a0"
        )}
      </p>
      {shown?.error ? (
        <div className="error-state" role="alert">
          <p>{shown.error}</p>
          <button type="button" className="button" onClick={() => void useMovieStore.getState().show(creditsAnswer(id))}>
            Try again
          </button>
        </div>
      ) : null}
      {credits ? (
        <>
          {credits.cast.length === 0 && credits.crew.length === 0 ? <p>No cast or crew is known for this film yet.</p> : null}
          <CastList cast={credits.cast} />
          <CrewSection crew={credits.crew} />
        </>
      ) : !shown?.error ? (
        <p role="status">Loading the cast and crew…</p>
      ) : null}
    </main>
  );
}

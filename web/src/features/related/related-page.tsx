import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { MovieGrid } from "../../components/movie-grid";
import { InvalidMovieId, MovieNotFound, PageMessage } from "../../components/page-message";
import { parseIdParam } from "../../lib/page-params";
import { useErrorToast } from "../../lib/use-error-toast";
import { useMovieStore } from "../../stores/movie-store";
import { useUiStore } from "../../stores/ui-store";
import { isRelatedList, RELATED_LISTS } from "./related-lists";

/**
 * /movie/{id}/similar and /movie/{id}/recommendations: every film of a details page's row, in the
 * visitor's grid or list view (the list view shows each overview), loaded by ./related-load.ts.
 * Any other word in place of the list's says so plainly, as a film's page does for a bad id.
 */
export default function RelatedMoviesPage() {
  const params = useParams();
  const id = parseIdParam(params.id);
  const { selectedMovie, related, loading, error, errorStatus } = useMovieStore();
  const viewMode = useUiStore((s) => s.viewMode);
  const movie = selectedMovie?.id === id ? selectedMovie : null;
  const list = isRelatedList(params.list) ? RELATED_LISTS[params.list] : null;
  const notFound = errorStatus === 404;
  useErrorToast(notFound ? null : error);

  useEffect(() => {
    if (!movie || !list) return;
    document.title = `${list.heading} · ${movie.title} · MovieApp`;
    return () => {
      document.title = "MovieApp";
    };
  }, [movie, list]);

  if (id === undefined) return <InvalidMovieId />;
  if (!list) return <PageMessage title="Page not found" text="A film’s related lists are “similar” and “recommendations”." linkTo={`/movie/${id}`} linkText="Back to the film" />;
  if (notFound) return <MovieNotFound />;
  const shown = related?.movieId === id ? related : null;
  const movies = shown ? shown[list.field] : [];
  return (
    <main id="main" className="related-page">
      <h1>{list.heading}</h1>
      <p className="related-page__film">
        {movie ? (
          <>
            for <Link to={`/movie/${id}`}>{movie.title}</Link>
          </>
        ) : (
          "\u00a0"
        )}
      </p>
      {shown?.failed[list.field] ? (
        <div className="error-state" role="alert">
          <p>We couldn’t load these films.</p>
          <button type="button" className="button" onClick={() => void useMovieStore.getState().fetchRelated(id)}>
            Try again
          </button>
        </div>
      ) : null}
      {!loading && shown && !shown.failed[list.field] && movies.length === 0 ? <p className="empty-state">No films to show here yet.</p> : null}
      <MovieGrid movies={movies} loading={!shown} view={viewMode} />
    </main>
  );
}

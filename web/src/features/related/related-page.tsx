import { useParams, useSearchParams } from "react-router";
import { Link } from "../../components/link";
import { BrowseList } from "../../components/browse-list";
import { InvalidMovieId, MovieNotFound, PageMessage } from "../../components/page-message";
import { pageParam, parseIdParam } from "../../lib/page-params";
import { useMovieStore } from "../../stores/movie-store";
import { isRelatedList, NO_SUCH_RELATED_LIST, RELATED_LISTS } from "./related-lists";
import { useDocumentTitle } from "../../lib/use-document-title";

/**
 * /movie/{id}/similar and /movie/{id}/recommendations: every film of a details page's row and the
 * rest of its list, page by page (`?page=`), in the visitor's grid or list view (the list view shows
 * each overview), loaded by ./related-load.ts.
 * Any other word in place of the list's says so plainly, as a film's page does for a bad id.
 */
export default function RelatedMoviesPage() {
  const params = useParams();
  const id = parseIdParam(params.id);
  const [searchParams] = useSearchParams();
  const { selectedMovie, errorStatus } = useMovieStore();
  const movie = selectedMovie?.id === id ? selectedMovie : null;
  const listName = isRelatedList(params.list) ? params.list : null;
  const list = listName && RELATED_LISTS[listName];
  // The film's own failure (its list's is the list's to show); a missing film is said plainly.
  const notFound = errorStatus === 404;

  useDocumentTitle(movie && list ? `${list.heading} · ${movie.title}` : null);

  if (id === undefined) return <InvalidMovieId />;
  if (!list || !listName) return <PageMessage title="Page not found" text={NO_SUCH_RELATED_LIST} linkTo={`/movie/${id}`} linkText="Back to the film" />;
  if (notFound) return <MovieNotFound />;
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
      <BrowseList source={{ kind: "related", movieId: id, list: listName }} page={pageParam(searchParams)} empty="No films to show here yet." />
    </main>
  );
}

import { useParams } from "react-router";
import { MovieGrid } from "../../components/movie-grid";
import { PageMessage } from "../../components/page-message";
import { parseIdParam } from "../../lib/page-params";
import { useErrorToast } from "../../lib/use-error-toast";
import { useMovieStore, type ShownAnswer } from "../../stores/movie-store";
import { useUiStore } from "../../stores/ui-store";
import type { CollectionDetails } from "../../tmdb/entities";
import { collectionAnswer } from "./collection-load";
import { byReleaseDate } from "./release-order";
import { useDocumentTitle } from "../../lib/use-document-title";
import "./collection.css";

/** /collection/{id}: a collection's name, overview and films by release date (loaded by ./collection-load.ts). */
export default function CollectionPage() {
  const id = parseIdParam(useParams().id);
  const viewMode = useUiStore((s) => s.viewMode);
  // The "collection" slot holds collection answers only (see collectionAnswer).
  const slot = useMovieStore((s) => s.shown.collection) as ShownAnswer<CollectionDetails> | undefined;
  const shown = id !== undefined && slot?.key === collectionAnswer(id).key ? slot : undefined;
  const collection = shown?.value;
  const notFound = shown?.errorStatus === 404;
  useErrorToast(notFound ? null : (shown?.error ?? null));

  useDocumentTitle(collection?.name);

  if (id === undefined) return <PageMessage title="Invalid collection ID" text="That address does not name a collection." linkTo="/" linkText="Back to popular movies" />;
  if (notFound) return <PageMessage title="Collection not found" text="We couldn’t find a collection with this ID." linkTo="/" linkText="Back to popular movies" />;
  const films = collection ? byReleaseDate(collection.parts) : [];
  return (
    <main id="main" className="collection-page">
      <h1>{collection?.name ?? "\u00a0"}</h1>
      {collection?.overview ? <p className="collection-page__overview">{collection.overview}</p> : null}
      {collection ? <p className="browse-count">{`${films.length} ${films.length === 1 ? "film" : "films"}, by release date`}</p> : null}
      {shown?.error && !notFound ? (
        <div className="error-state" role="alert">
          <p>{shown.error}</p>
          <button type="button" className="button" onClick={() => void useMovieStore.getState().show(collectionAnswer(id))}>
            Try again
          </button>
        </div>
      ) : null}
      <MovieGrid movies={films} loading={!collection && !shown?.error} view={viewMode} />
    </main>
  );
}

import { useParams } from "react-router";
import { knownForFilms } from "../../../../common/tmdb/people";
import { InvalidPersonId, PersonNotFound } from "../../components/page-message";
import { MovieRow, ROW_FILMS } from "../../components/movie-row";
import { parseIdParam } from "../../lib/page-params";
import { useErrorToast } from "../../lib/use-error-toast";
import { useMovieStore } from "../../stores/movie-store";
import { FilmographySection } from "./filmography-section";
import { filmCount } from "./filmography";
import { OftenWithList } from "./often-with-list";
import { PersonHeader } from "./person-header";
import { useDocumentTitle } from "../../lib/use-document-title";
import "./people.css";

export function PersonPageRoute() {
  const id = parseIdParam(useParams().id);
  if (id === undefined) return <InvalidPersonId />;
  return <Person key={id} id={id} />;
}

/** A person's page (loaded by ./person-load.ts): who they are, what they are known for, every film by year, and who they often work with. */
function Person({ id }: { id: number }) {
  const view = useMovieStore((s) => (s.person?.personId === id ? s.person : null));
  const person = view?.status === "ready" ? view.page : null;
  const notFound = view?.status === "failed" && view.errorStatus === 404;
  useErrorToast(view?.status === "failed" && !notFound ? view.error : null);

  useDocumentTitle(person?.name);

  if (notFound) return <PersonNotFound />;
  if (!person) {
    if (view?.status === "failed") {
      return (
        <main id="main" className="details-message">
          <h1>We couldn’t load this person</h1>
          <p>{view.error}</p>
          <button type="button" className="button" onClick={() => void useMovieStore.getState().fetchPerson(id)}>Try again</button>
        </main>
      );
    }
    return (
      <main id="main" className="person-page" aria-busy="true">
        <div className="person-header person-header--skeleton" />
        <p className="visually-hidden" role="status">Loading person…</p>
      </main>
    );
  }

  const castFilms = new Set(person.cast.map((c) => c.id)).size;
  const crewFilms = new Set(person.crew.map((c) => c.id)).size;
  return (
    <main id="main" className="person-page">
      <PersonHeader person={person} films={filmCount(person)} castFilms={castFilms} crewFilms={crewFilms} />
      <MovieRow title="Known for" movies={knownForFilms(person, person.known_for_department, ROW_FILMS)} firstScreen />
      <FilmographySection person={person} />
      <OftenWithList people={view?.oftenWith ?? []} />
    </main>
  );
}

export default PersonPageRoute;

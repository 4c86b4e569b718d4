import { useDocumentTitle } from "../lib/use-document-title";
import { Link, type LinkAddress } from "./link";

/** A page that can only say why it has nothing to show: a heading (the tab's title too), a sentence, and the way on. */
export function PageMessage({ title, text, linkTo, linkText }: { title: string; text: string; linkTo: LinkAddress; linkText: string }) {
  useDocumentTitle(title);
  return (
    <main id="main" className="details-message">
      <h1>{title}</h1>
      <p>{text}</p>
      <Link className="button" to={linkTo}>{linkText}</Link>
    </main>
  );
}

/** The address names no film ("abc", "0", "-1"). */
export const InvalidMovieId = () => <PageMessage title="Invalid movie ID" text="That address does not name a movie." linkTo="/" linkText="Back to popular movies" />;

/** The catalog has no film with this id. */
export const MovieNotFound = () => <PageMessage title="Movie not found" text="We couldn’t find a movie with this ID." linkTo="/" linkText="Back to popular movies" />;

/** The address names no person. */
export const InvalidPersonId = () => <PageMessage title="Invalid person ID" text="That address does not name a person." linkTo="/" linkText="Back to popular movies" />;

/** The catalog credits no person with this id. */
export const PersonNotFound = () => <PageMessage title="Person not found" text="We couldn’t find a person with this ID." linkTo="/" linkText="Back to popular movies" />;

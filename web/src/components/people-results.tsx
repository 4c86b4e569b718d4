import { Link } from "react-router";
import { runtimeConfig } from "../lib/runtime-config";
import { useMovieStore } from "../stores/movie-store";
import { imageUrl } from "../tmdb/image-url";

/** How many people a search shows above its films: the best matches; a name search rarely needs more. */
const SHOWN = 8;

/** The people a search found (loaded with its films), each with what they are known for, leading to their pages. */
export function PeopleResults({ query }: { query: string }) {
  const found = useMovieStore((s) => (s.peopleResults?.query === query ? s.peopleResults : null));
  if (!found || found.results.length === 0) return null;
  const base = runtimeConfig().imageBaseUrl;
  return (
    <section className="people-results" aria-labelledby="people-results-heading">
      <h2 id="people-results-heading">People{found.totalResults > SHOWN ? ` (best ${SHOWN} of ${found.totalResults})` : ""}</h2>
      <ul>
        {found.results.slice(0, SHOWN).map((person) => (
          <li key={person.id}>
            <Link to={`/person/${person.id}`}>
              {person.profile_path ? <img src={imageUrl(base, person.profile_path, "w45") ?? undefined} alt="" width={45} height={68} loading="lazy" decoding="async" /> : null}
              <span>
                <span className="people-results__name">{person.name}</span>
                <span className="people-results__known">
                  {person.known_for_department}
                  {person.known_for.length > 0 ? ` · ${person.known_for.map((film) => film.title).join(", ")}` : ""}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

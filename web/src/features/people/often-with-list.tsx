import { Link } from "react-router";
import { initialsFor } from "../../auth/initials";
import { runtimeConfig } from "../../lib/runtime-config";
import type { OftenWithPerson } from "../../tmdb/entities";
import { imageUrl } from "../../tmdb/image-url";

/** The people a person most often shares a film with, each leading to their own page. */
export function OftenWithList({ name, people }: { name: string; people: OftenWithPerson[] }) {
  if (people.length === 0) return null;
  const base = runtimeConfig().imageBaseUrl;
  return (
    <section className="details-section" aria-labelledby="often-with-heading">
      <h2 id="often-with-heading">Often works with</h2>
      <ul className="often-with">
        {people.map((person) => (
          <li key={person.id}>
            <Link to={`/person/${person.id}`} className="often-with__link" aria-label={`${person.name}: ${person.shared_movie_count} films with ${name}`}>
              {person.profile_path ? (
                <img src={imageUrl(base, person.profile_path, "w45") ?? undefined} alt="" width={45} height={68} loading="lazy" decoding="async" />
              ) : (
                <span className="often-with__initials" aria-hidden="true">{initialsFor(person.name, "")}</span>
              )}
              <span>
                <span className="often-with__name">{person.name}</span>
                <span className="often-with__count">{person.shared_movie_count} films together · {person.known_for_department}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

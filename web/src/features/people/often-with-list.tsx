import { PersonLink } from "../../components/person-link";
import type { OftenWithPerson } from "../../tmdb/entities";

/**
 * The people a person most often shares a film with, each leading to their own page. A link's name
 * is the words it shows (WCAG's Label in Name): what a person sees is what they can say to a voice
 * control, and the section's heading and the page say whose colleagues these are.
 */
export function OftenWithList({ people }: { people: OftenWithPerson[] }) {
  if (people.length === 0) return null;
  return (
    <section className="details-section" aria-labelledby="often-with-heading">
      <h2 id="often-with-heading">Often works with</h2>
      <ul className="often-with">
        {people.map((person) => (
          <li key={person.id}>
            <PersonLink person={person} detail={`${person.shared_movie_count} films together · ${person.known_for_department}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}

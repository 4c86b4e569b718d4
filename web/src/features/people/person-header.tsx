import { initialsFor } from "../../auth/initials";
import { tmdbImage } from "../../components/tmdb-image";
import type { PersonPage } from "../../tmdb/entities";
import { PROFILE_SIZES } from "../../tmdb/image-url";
import { longDate } from "../../lib/long-date";

/** Who a person is: portrait, name, what they are known for, how many films, and what the source says of their life. */
export function PersonHeader({ person, films, castFilms, crewFilms }: { person: PersonPage; films: number; castFilms: number; crewFilms: number }) {
  const counts = [`${films} ${films === 1 ? "film" : "films"}`];
  if (castFilms > 0 && crewFilms > 0) counts.push(`${castFilms} in the cast`, `${crewFilms} in the crew`);
  return (
    <section className="person-header">
      {person.profile_path ? (
        // The header's first column (people.css: .person-header): 11.5rem, 6.5rem on phones.
        <img className="person-header__portrait" {...tmdbImage(person.profile_path, PROFILE_SIZES, { sizes: "(max-width: 600px) 104px, 184px", priority: "high" })} alt={`Portrait of ${person.name}`} width={185} height={278} />
      ) : (
        <span className="person-header__portrait person-header__initials" aria-hidden="true">{initialsFor(person.name, "")}</span>
      )}
      <div className="person-header__text">
        <h1>{person.name}</h1>
        <p className="person-header__meta">
          <span>Known for {person.known_for_department}</span>
          {counts.map((count) => <span key={count}>{count}</span>)}
        </p>
        {person.birthday || person.place_of_birth || person.deathday ? (
          <dl className="person-header__facts">
            {person.birthday || person.place_of_birth ? (
              <div>
                <dt>Born</dt>
                <dd>{[person.birthday ? longDate(person.birthday) : null, person.place_of_birth].filter(Boolean).join(", ")}</dd>
              </div>
            ) : null}
            {person.deathday ? (
              <div>
                <dt>Died</dt>
                <dd>{longDate(person.deathday)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {person.biography ? (
          <>
            <h2 className="visually-hidden">Biography</h2>
            {person.biography.split(/\n\s*\n/).map((paragraph, index) => <p key={index} className="person-header__biography">{paragraph}</p>)}
          </>
        ) : null}
      </div>
    </section>
  );
}

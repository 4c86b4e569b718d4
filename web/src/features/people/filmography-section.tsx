import { useSearchParams } from "react-router";
import { Link } from "../../components/link";
import type { PersonPage } from "../../tmdb/entities";
import { departmentsOf, timelineOf } from "./filmography";

/** Choosing a department changes the list below, not the page: it stays scrolled where it is. */
const KEEP_SCROLL = { keepScroll: true };

/**
 * A person's films as a timeline (year, title, role), filtered by department. The department
 * lives in the address (?department=Directing), so a filtered view can be shared and Back undoes it.
 */
export function FilmographySection({ person }: { person: PersonPage }) {
  const [params] = useSearchParams();
  const departments = departmentsOf(person);
  const asked = params.get("department");
  const department = departments.some((d) => d.department === asked) ? asked : null;
  const years = timelineOf(person, department);
  const linkTo = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set("department", value);
    else next.delete("department");
    return `?${next.toString()}` as const;
  };
  return (
    <section className="details-section" aria-labelledby="filmography-heading">
      <h2 id="filmography-heading">Filmography</h2>
      {departments.length > 1 ? (
        <nav className="department-filter" aria-label="Filmography by department">
          <Link to={linkTo(null)} state={KEEP_SCROLL} aria-current={department === null ? "page" : undefined}>All</Link>
          {departments.map(({ department: name, films }) => (
            <Link key={name} to={linkTo(name)} state={KEEP_SCROLL} aria-current={department === name ? "page" : undefined}>
              {name} <span className="department-filter__count">{films}</span>
            </Link>
          ))}
        </nav>
      ) : null}
      <ol className="timeline">
        {years.map(({ year, entries }) => (
          <li key={year || "undated"} className="timeline__year">
            <h3 className="timeline__label">{year || "Upcoming"}</h3>
            <ul>
              {entries.map((entry) => (
                <li key={entry.movieId} className="timeline__entry">
                  <Link to={`/movie/${entry.movieId}`}>{entry.title}</Link>
                  <span className="timeline__role">{entry.roles.join(", ")}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { Link } from "./link";
import { initialsFor } from "../auth/initials";
import { PROFILE_SIZES } from "../tmdb/image-url";
import { TmdbImage } from "./tmdb-image";
import "./person-link.css";

/**
 * A person as a small card leading to their page: portrait (or initials), name, and a line about
 * them (what they are known for, how often they work with someone); the link's name is those words.
 * The portrait waits until it
 * nears the screen, unless `eager` (a page that shows the card on its first screen): it then loads
 * with the page, after the page's larger pictures (a 45px portrait is never a page's largest).
 */
export function PersonLink({ person, detail, eager }: { person: { id: number; name: string; profile_path: string | null }; detail: string; eager?: boolean }) {
  return (
    <Link to={`/person/${person.id}`} className="person-link">
      {person.profile_path ? (
        // 2.8rem wide (person-link.css: .person-link img).
        <TmdbImage path={person.profile_path} ladder={PROFILE_SIZES} sizes="45px" loading={eager ? "eager" : "lazy"} priority={eager ? "low" : undefined} alt="" width={45} height={68} decoding="async" />
      ) : (
        <span className="person-link__initials" aria-hidden="true">{initialsFor(person.name, "")}</span>
      )}
      <span>
        <span className="person-link__name">{person.name}</span>
        <span className="person-link__detail">{detail}</span>
      </span>
    </Link>
  );
}

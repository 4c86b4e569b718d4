import { Link } from "./link";
import { initialsFor } from "../auth/initials";
import { runtimeConfig } from "../lib/runtime-config";
import { imageUrl } from "../tmdb/image-url";

/**
 * A person as a small card leading to their page: portrait (or initials), name, and a line about
 * them (what they are known for, how often they work with someone). `label` names the link for
 * screen readers when the visible text alone would not say enough.
 */
export function PersonLink({ person, detail, label }: { person: { id: number; name: string; profile_path: string | null }; detail: string; label?: string }) {
  const portrait = imageUrl(runtimeConfig().imageBaseUrl, person.profile_path, "w45");
  return (
    <Link to={`/person/${person.id}`} className="person-link" aria-label={label}>
      {portrait ? (
        <img src={portrait} alt="" width={45} height={68} loading="lazy" decoding="async" />
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

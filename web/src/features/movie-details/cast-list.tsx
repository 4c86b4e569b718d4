import { Link } from "../../components/link";
import { initialsFor } from "../../auth/initials";
import { runtimeConfig } from "../../lib/runtime-config";
import type { CastMember } from "../../tmdb/entities";
import { imageUrl } from "../../tmdb/image-url";

/** The full cast in billing order, with photos (or initials) and characters; scrolls sideways. */
export function CastList({ cast }: { cast: CastMember[] }) {
  if (cast.length === 0) return null;
  const base = runtimeConfig().imageBaseUrl;
  const ordered = [...cast].sort((a, b) => a.order - b.order);
  return (
    <section className="details-section" aria-labelledby="cast-heading">
      <h2 id="cast-heading">Cast</h2>
      {/* Focusable so keyboard users can scroll the row with the arrow keys. */}
      <ul className="scroll-row cast-list" tabIndex={0} aria-label="Cast, scrolls sideways">
        {ordered.map((member) => (
          <li key={member.credit_id} className="cast-card">
            <Link to={`/person/${member.id}`} className="cast-card__link">
              {member.profile_path ? (
                <img src={imageUrl(base, member.profile_path, "w185") ?? undefined} alt="" width={185} height={278} loading="lazy" decoding="async" />
              ) : (
                <span className="cast-card__initials" aria-hidden="true">{initialsFor(member.name, "")}</span>
              )}
              <p className="cast-card__name">{member.name}</p>
              {member.character ? <p className="cast-card__character">{member.character}</p> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

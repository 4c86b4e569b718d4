import { Link, type LinkAddress } from "../../components/link";
import { initialsFor } from "../../auth/initials";
import { TmdbImage } from "../../components/tmdb-image";
import type { CastMember } from "../../tmdb/entities";
import type { ImageSize } from "../../tmdb/image-url";
import "../../components/movie-row.css";

/**
 * A cast card's photo offers TMDB's profile sizes up to w185, not h632 (421 px wide): the card is
 * about 144 px wide, so a phone's dense screen would pick h632, six times the weight (about 70 kB
 * against 12), for every actor of the row. TMDB's own cast cards are as small.
 */
const CAST_PHOTO_SIZES = ["w45", "w185"] as const satisfies readonly ImageSize[];

/**
 * Actors as given (in billing order), with photos (or initials) and characters. On a film's page
 * (`fullCreditsTo` set) they are its first-billed cast in a row that scrolls sideways, with a link
 * to the whole cast and crew; on that page, the whole cast wraps in a grid.
 */
export function CastList({ cast, fullCreditsTo }: { cast: CastMember[]; fullCreditsTo?: LinkAddress }) {
  if (cast.length === 0) return null;
  const row = fullCreditsTo !== undefined;
  return (
    <section className="details-section" aria-labelledby="cast-heading">
      <div className="details-section__heading">
        <h2 id="cast-heading">{row ? "Cast" : `Cast (${cast.length})`}</h2>
        {row ? <Link to={fullCreditsTo}>Full cast &amp; crew</Link> : null}
      </div>
      {/* A row is focusable so keyboard users can scroll it with the arrow keys. */}
      <ul className={row ? "scroll-row cast-list" : "cast-grid"} tabIndex={row ? 0 : undefined} aria-label={row ? "Cast, scrolls sideways" : "Cast"}>
        {cast.map((member) => (
          <li key={member.credit_id} className="cast-card">
            <Link to={`/person/${member.id}`} className="cast-card__link">
              {member.profile_path ? (
                // As wide as a row's column, 9rem (components/movie-row.css: .scroll-row), or as the grid's: `main` (at
                // most 1280px, less 1.25rem of padding each side) in columns of at least 8rem with 1rem
                // gaps, so two columns below 456px, and 141 to 176px wide from there (taken as 150px).
                <TmdbImage path={member.profile_path} ladder={CAST_PHOTO_SIZES} sizes={row ? "144px" : "(max-width: 455px) calc(50vw - 28px), 150px"} loading="lazy" alt="" width={185} height={278} decoding="async" />
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

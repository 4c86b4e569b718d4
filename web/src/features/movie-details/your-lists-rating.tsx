import { useRef, type FocusEvent, type KeyboardEvent } from "react";
import { HALF_STAR_STEPS, ratingText } from "../../../../common/lists";

interface Props {
  /** Stars, 0.5 to 5 in halves, or null when the film is not rated. */
  rating: number | null;
  /** A rating picked (a click, an arrow key): shown at once, sent once the person settles on it. */
  choose: (stars: number) => void;
  /** The person has left the stars: a rating still being chosen is sent now. */
  settle: () => void;
  clear: () => void;
}

const LOWEST = HALF_STAR_STEPS[0]!;
const HIGHEST = HALF_STAR_STEPS[HALF_STAR_STEPS.length - 1]!;

/**
 * The person's rating of a film: a radio group of half stars, 0.5 to 5, each named as the app
 * names ratings ("3.5 stars (7/10)", TMDB's 1–10 too), so a screen reader says which step is
 * checked and the arrow keys move along them (the browser's own radio keys, stopping at either
 * end); Home and End go to either end. Each half star is a target of at least 24 × 24 px (WCAG 2.2's minimum). The rating
 * can be cleared; the clear button stays focusable when there is nothing to clear, so focus is
 * never lost by pressing it.
 */
export function YourRating({ rating, choose, settle, clear }: Props) {
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A rating is a scale, not a ring: an arrow past either end stays there, where the browser's
    // radios would go round (5 stars, then 0.5: a rating the person did not mean, kept on leaving).
    const at = Number((event.target as HTMLInputElement).value);
    if ((at === HIGHEST && (event.key === "ArrowRight" || event.key === "ArrowDown")) || (at === LOWEST && (event.key === "ArrowLeft" || event.key === "ArrowUp"))) {
      event.preventDefault();
      return;
    }
    const stars = event.key === "Home" ? LOWEST : event.key === "End" ? HIGHEST : null;
    if (stars === null) return;
    event.preventDefault();
    choose(stars);
    group.current?.querySelector<HTMLInputElement>(`input[value="${stars}"]`)?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) settle();
  };

  return (
    <div className="your-rating">
      <span id="your-rating-label" className="your-rating__label">Your rating</span>
      <span className="your-rating__score">{rating === null ? "Not rated" : ratingText(rating)}</span>
      <div className="your-rating__control">
        <div ref={group} role="radiogroup" aria-labelledby="your-rating-label" className="stars" onKeyDown={onKeyDown} onBlur={onBlur}>
          {HALF_STAR_STEPS.map((stars) => (
            <label key={stars} className={`stars__half${stars % 1 === 0 ? " stars__half--right" : ""}${rating !== null && stars <= rating ? " stars__half--on" : ""}`}>
              <input type="radio" name="your-rating" value={stars} className="visually-hidden" checked={rating === stars} onChange={() => choose(stars)} />
              <span className="visually-hidden">{ratingText(stars)}</span>
              <span className="stars__glyph" aria-hidden="true">★</span>
            </label>
          ))}
        </div>
        <button type="button" className="your-rating__clear" title="Clear rating" aria-label="Clear rating" aria-disabled={rating === null} onClick={() => rating !== null && clear()}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </div>
  );
}

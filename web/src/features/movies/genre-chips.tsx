import { useEffect, useRef } from "react";
import type { Genre } from "../../tmdb/entities";

/**
 * TMDB's genres as chips; the chosen one is pressed. "All" returns to popular movies. On a narrow
 * screen the row scrolls sideways, and fades at whichever end has chips out of sight: done in the
 * stylesheet (a scroll-driven animation), so it costs the first download no script.
 */
export function GenreChips({ genres, selected, onSelect }: { genres: Genre[]; selected: number | null; onSelect: (genreId: number | null) => void }) {
  const row = useRef<HTMLDivElement>(null);
  // The chosen chip is brought into sight when it is wholly out of it: on a narrow screen a page
  // opened on a genre (or another list of it) would otherwise show the row's start with no chip
  // pressed. One partly in sight is left where it is (it may have just been pressed there).
  useEffect(() => {
    const element = row.current;
    const chip = element?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!element || !chip) return;
    const [shown, box] = [element.getBoundingClientRect(), chip.getBoundingClientRect()];
    if (box.right > shown.left && box.left < shown.right) return;
    element.scrollLeft += box.left - shown.left - (shown.width - box.width) / 2;
  }, [selected, genres.length]);

  // Until the genres arrive, an empty row of the same height holds their place, so the films below
  // do not jump down when they appear.
  if (genres.length === 0) return <div className="genre-chips" aria-hidden="true" />;
  return (
    // A chip reached by keyboard at the row's edge is brought clear of its fade: the browser brings in
    // only a chip wholly out of sight, and would leave one half under the fade, its focus ring cut
    // off. Not a chip pressed with a pointer: the row moving under the press could change its target.
    <div ref={row} className="genre-chips" role="group" aria-label="Browse by genre" onFocus={(event) => event.target.matches(":focus-visible") && event.target.scrollIntoView({ block: "nearest", inline: "nearest" })}>
      <button type="button" className="chip" aria-pressed={selected === null} onClick={() => onSelect(null)}>
        All
      </button>
      {genres.map((genre) => (
        <button key={genre.id} type="button" className="chip" aria-pressed={selected === genre.id} onClick={() => onSelect(genre.id)}>
          {genre.name}
        </button>
      ))}
    </div>
  );
}

import { useEffect, useRef, useState } from "react";
import type { Genre } from "../../tmdb/entities";

/** Which ends of a sideways-scrolling row have content out of sight: "start", "end", "start end" or "". */
function hiddenEnds(row: HTMLElement): string {
  // A pixel of slack: zoomed pages report fractional scroll positions.
  const start = row.scrollLeft > 1 ? "start" : "";
  const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1 ? "end" : "";
  return `${start} ${end}`.trim();
}

/**
 * TMDB's genres as chips; the chosen one is pressed. "All" returns to popular movies. On a narrow
 * screen the row scrolls sideways; `data-more` names the ends where chips are out of sight, and
 * the stylesheet fades those ends, so the row shows there is more of it.
 */
export function GenreChips({ genres, selected, onSelect }: { genres: Genre[]; selected: number | null; onSelect: (genreId: number | null) => void }) {
  const row = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState("");
  // Measured when the chips arrive and whenever the row changes size (a turned phone, a zoom).
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setMore(hiddenEnds(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [genres]);

  // Until the genres arrive, an empty row of the same height holds their place, so the films below
  // do not jump down when they appear.
  if (genres.length === 0) return <div className="genre-chips" ref={row} aria-hidden="true" />;
  return (
    <div className="genre-chips" ref={row} role="group" aria-label="Browse by genre" data-more={more || undefined} onScroll={(event) => setMore(hiddenEnds(event.currentTarget))}>
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

import { useLayoutEffect, useRef, type MouseEvent } from "react";
import { Link, type LinkAddress } from "../../components/link";
import type { Genre } from "../../tmdb/entities";

/**
 * TMDB's genres as chips, each a link to the list shown narrowed to that genre (so a chip can be
 * opened in a new tab or copied like any link); the chosen one is the current page. "All" leads to
 * the list of every genre. On a narrow screen the row scrolls sideways, and fades at whichever end
 * has chips out of sight: done in the stylesheet (a scroll-driven animation), so it costs the first
 * download no script.
 */
export function GenreChips({ genres, selected, addressOf }: { genres: Genre[]; selected: number | null; addressOf: (genreId: number | null) => LinkAddress }) {
  const row = useRef<HTMLDivElement>(null);
  // A chip just pressed is chosen where it is: the row does not move under the person's pointer.
  // (Not one opened elsewhere with a modifier key.)
  const pressedHere = useRef(false);
  const press = (event: MouseEvent) => {
    if (!event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) pressedHere.current = true;
  };
  // Otherwise (a page opened on a genre, or Back to one) the chosen chip is brought clear of the
  // row's fades, which are as wide as its scroll padding; on a narrow screen it would else be out of
  // sight or faded. Before the first paint, so the row does not jump; the row alone scrolls, never
  // the page (scrollIntoView would also move the page, against Back's scroll restoration).
  useLayoutEffect(() => {
    const [element, pressed] = [row.current, pressedHere.current];
    pressedHere.current = false;
    const chip = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!element || !chip || pressed) return;
    const fade = parseFloat(getComputedStyle(element).scrollPaddingInlineStart) || 0;
    const [shown, box] = [element.getBoundingClientRect(), chip.getBoundingClientRect()];
    // A row scrolled to an end does not fade there.
    const clearStart = element.scrollLeft <= 0 ? shown.left : shown.left + fade;
    const clearEnd = element.scrollLeft >= element.scrollWidth - element.clientWidth - 1 ? shown.right : shown.right - fade;
    if (box.left >= clearStart && box.right <= clearEnd) return;
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
      <Link className="chip" to={addressOf(null)} aria-current={selected === null ? "page" : undefined} onClick={press}>
        All
      </Link>
      {genres.map((genre) => (
        <Link key={genre.id} className="chip" to={addressOf(genre.id)} aria-current={selected === genre.id ? "page" : undefined} onClick={press}>
          {genre.name}
        </Link>
      ))}
    </div>
  );
}

import { openAddToList } from "../lists/add-to-list-host";
import { filmSnapshot } from "../lists/film-snapshot";
import { listActions, useListMarks, useWantedFilm, type FilmRef } from "../lists/list-marks";
import { listsAvailable } from "../lists/lists-available";
import { toastError } from "../stores/toast-store";
import { MESSAGES } from "../tmdb/api-errors";
import "./list-buttons.css";

const LABELS = { watchlist: "Watchlist", favorites: "Favourite" } as const;


/**
 * A film's watchlist and favourite buttons: toggle buttons (pressed when the film is in the list),
 * in the tab order after the film's link, named with the film's title so a list of cards reads
 * plainly; then "Add to list…", which opens the dialog of the person's own lists. Their icons are
 * drawn by CSS. Until the film's state is known (../lists/list-marks.ts) the buttons show it out
 * of both lists.
 */
export function ListButtons({ film }: { film: FilmRef }) {
  const state = useListMarks((s) => s.films[film.id]);
  const shown = listsAvailable();
  useWantedFilm(film.id, shown);
  if (!shown) return null;
  // Placed over the poster's corner by CSS, each on its own (.mark--watchlist, .mark--favorites, .mark--lists).
  return (
    <>
      {(["watchlist", "favorites"] as const).map((list) => (
        <button
          key={list}
          type="button"
          className={`mark mark--${list}`}
          title={LABELS[list]}
          aria-label={`${LABELS[list]}: ${film.title}`}
          aria-pressed={state?.[list] ?? false}
          onClick={() => void listActions().then((lists) => lists.toggle(list, film), () => toastError(MESSAGES.network))}
        />
      ))}
      <button
        type="button"
        className="mark mark--lists"
        title="Add to list…"
        aria-label={`Add to list: ${film.title}`}
        aria-haspopup="dialog"
        onClick={(event) => openAddToList(filmSnapshot(film), event.currentTarget)}
      />
    </>
  );
}

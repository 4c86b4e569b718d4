import type { FilmSnapshot } from "../../../common/lists";
import { yearOf } from "../lib/year-of";
import type { FilmRef } from "./list-marks";

/** A card's or a page's film as the lists keep it: its id, title, year (from its release date) and poster. */
export const filmSnapshot = (film: FilmRef): FilmSnapshot => ({ movie_id: film.id, title: film.title, year: yearOf(film.release_date), poster_path: film.poster_path });

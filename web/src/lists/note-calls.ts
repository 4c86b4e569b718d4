import type { FilmNote } from "../../../common/diary";
import type { FilmSnapshot } from "../../../common/lists";
import { meRequest } from "./me-api";

/** The person's note on a film (`/api/me/notes/{movie_id}`), answered as the server keeps it; a refusal is an ApiError carrying the server's own words (me-api.ts). */
export const noteCalls = {
  read: (movieId: number) => meRequest<FilmNote>("GET", `/notes/${movieId}`),
  /** Keeps the note ("" takes it away), with the film's snapshot for the person's export. */
  write: (film: FilmSnapshot, note: string) => meRequest<FilmNote>("PUT", `/notes/${film.movie_id}`, { title: film.title, year: film.year, poster_path: film.poster_path, note }),
};

import type { FilmSnapshot } from "./lists";

/**
 * A person's diary (`/api/me/diary`): every viewing they kept, newest first, with what they said
 * of it; and the one private note a person may keep on each film (`/api/me/notes/{movie_id}`).
 * As the server answers them and the web app reads them.
 */

/** Viewings on one page of the diary: a few months of a keen viewer's year. */
export const DIARY_PAGE_SIZE = 50;
/** A person's note on one film: plain text, its line breaks kept. */
export const MAX_FILM_NOTE = 10_000;
/**
 * A viewing's review, as a Letterboxd export brings it: Letterboxd sets no short limit, so this is
 * a bound on one row rather than a rule of style (a long essay fits many times over).
 */
export const MAX_REVIEW = 50_000;

/** One viewing as the diary shows it. */
export interface DiaryEntry extends FilmSnapshot {
  entry_id: string;
  /** The day it was seen (YYYY-MM-DD). */
  seen_on: string;
  /** When it was entered (ISO 8601, UTC): orders the viewings of one day. */
  added_at: string;
  /** The person's rating of the film, in stars (0.5–5), if they rated it. */
  rating: number | null;
  /**
   * A rewatch: the person had seen the film before this viewing, as another of their viewings
   * shows (an earlier day, or earlier the same day), or as they said (`said_rewatch`, a Letterboxd
   * diary's Rewatch column, for a film first seen before the diary began).
   */
  rewatch: boolean;
  said_rewatch: boolean;
  /** What the person wrote of this viewing (a Letterboxd review), or null. */
  review: string | null;
  /** The person's note on the film, or null. */
  note: string | null;
}

/** The years the diary has viewings in, newest first, each with how many. */
export interface DiaryYear {
  year: number;
  viewings: number;
}

/** `GET /api/me/diary?year=&page=`: one page of viewings (of one year, or of all), and the years to choose from. */
export interface DiaryPage {
  year: number | null;
  page: number;
  results: DiaryEntry[];
  total_pages: number;
  total_results: number;
  years: DiaryYear[];
}

/** `GET|PUT /api/me/notes/{movie_id}`: the person's note on a film ("" when there is none). */
export interface FilmNote {
  movie_id: number;
  note: string;
  /** When it was last changed (ISO 8601, UTC); null when there is no note. */
  updated_at: string | null;
}

/** A note as the app's JSON download holds it, with its film, so the file reads on its own. */
export interface ExportedFilmNote extends FilmSnapshot {
  note: string;
  updated_at: string;
}

/** A year the diary can be read for, as an address writes it: four digits, from 1870 (before any film). */
export const isDiaryYear = (text: string | null | undefined): text is string => text !== null && text !== undefined && /^\d{4}$/.test(text) && Number(text) >= 1870;

import type { Generated } from "kysely";

/** The tables the lists live in, as the query layer sees them (see database/migrations.ts). */
export interface ListsTables {
  list_entry: {
    user_id: string;
    list: "watchlist" | "favorites";
    movie_id: number;
    title: string;
    year: string;
    poster_path: string | null;
    added_at: string;
  };
  film_rating: {
    user_id: string;
    movie_id: number;
    /** Half stars, 1 to 10 (0.5 to 5 stars), kept whole so no rating is ever a rounding away from another. */
    half_stars: number;
    title: string;
    year: string;
    poster_path: string | null;
    added_at: string;
  };
  seen_entry: {
    id: string;
    user_id: string;
    movie_id: number;
    seen_on: string;
    title: string;
    year: string;
    poster_path: string | null;
    added_at: string;
    /** 1 when the person said this viewing was a rewatch (a Letterboxd diary's Rewatch column), else 0. */
    said_rewatch: Generated<number>;
    /** What the person wrote of this viewing (a Letterboxd review), or null. */
    review: string | null;
  };
  /** A person's one private note on a film, with the film's snapshot for the export. */
  film_note: {
    user_id: string;
    movie_id: number;
    note: string;
    title: string;
    year: string;
    poster_path: string | null;
    updated_at: string;
  };
}

import type { DiaryYear } from "./diary";

/**
 * A person's statistics (`GET /api/me/stats?year=`), worked out on the server from their viewings,
 * their ratings and the catalog's facts of the films: as the server answers them and the web app
 * draws them. A viewing counts each time a film was seen (a rewatch counts again); time is the
 * film's runtime, in minutes, for each viewing of a film whose runtime the catalog knows.
 */

/** A count of viewings and the minutes they took. */
export interface Watched {
  viewings: number;
  minutes: number;
}

/** Something viewings are counted by (a genre, a language), with how many. */
export interface CountedBy<K> {
  key: K;
  name: string;
  viewings: number;
}

export interface PersonCount {
  id: number;
  name: string;
  profile_path: string | null;
  viewings: number;
}

export interface FilmStats {
  /** The year the figures are of; null for all years. */
  year: number | null;
  /** The years with viewings, newest first (for the year menu), each with how many. */
  years: DiaryYear[];
  totals: Watched & {
    /** Films seen at least once. */
    films: number;
    /** Viewings of a film seen before (an earlier viewing, or the person said so). */
    rewatches: number;
    /** Days with at least one viewing. */
    days: number;
    /** The longest run of days in a row with a viewing (the latest, of runs as long), from and to; 0 and nulls with no viewings. */
    longest_run: { days: number; from: string | null; to: string | null };
  };
  /** Every year with viewings, oldest first: across all years whichever year is chosen. */
  by_year: Array<Watched & { year: number }>;
  /** The twelve months of the year chosen, or with all years, of the latest year with viewings (null with none). */
  by_month: { year: number; months: Array<Watched & { month: number }> } | null;
  /** Viewings by the film's genres (a film of two genres counts in both), most first. */
  genres: Array<CountedBy<number>>;
  /** Viewings by the decade the film came out in (1970 for the 1970s), oldest first. */
  decades: Array<CountedBy<number>>;
  /** Viewings by the film's original language (ISO 639-1), most first, the first ten. */
  languages: Array<CountedBy<string>>;
  /** Viewings by production country (ISO 3166-1; a film of two countries counts in both), most first, the first ten. */
  countries: Array<CountedBy<string>>;
  /** The person's ratings of the films (of the year: the films seen that year), by half stars from 0.5 to 5, every step. */
  ratings: Array<{ stars: number; films: number }>;
  /** The directors and lead actors of the most viewings, most first (then by name), the first ten. */
  directors: PersonCount[];
  actors: PersonCount[];
  /** Viewings of films the catalog has no facts of: counted in the totals, left out of the rest. */
  without_facts: number;
}

/** How many of the most counted a statistic lists. */
export const STATS_TOP = 10;

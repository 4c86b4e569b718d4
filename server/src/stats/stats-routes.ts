import type { Hono } from "hono";
import type { FilmStats } from "../../../common/stats";
import { readYearQuery } from "../lists/list-input";
import type { ListsStore } from "../lists/lists-store";
import { invalid, type ListsEnv } from "../lists/me-answers";
import { GENRE_NAMES } from "../catalog/model";
import { computeStats } from "./compute-stats";
import type { FilmFactsSource } from "./film-facts";

/** Codes TMDB writes that are not ISO's: Cantonese is "cn" there (ISO 639-3 "yue"). */
const TMDB_CODES: Record<string, string> = { cn: "yue" };

/** A name for a language or a country code in English, or the code itself when there is none (Intl knows the ISO codes). */
function namer(type: "language" | "region"): (code: string) => string {
  const names = new Intl.DisplayNames(["en"], { type, fallback: "code" });
  return (code) => {
    try {
      return names.of((type === "language" && TMDB_CODES[code]) || code) ?? code;
    } catch {
      return code;
    }
  };
}
const LANGUAGE = namer("language");
const COUNTRY = namer("region");
/** TMDB's genres, by their ids (the same list in the embedded catalog and on TMDB). */
const genreName = (id: number) => GENRE_NAMES.get(id) ?? `Genre ${id}`;

/**
 * `GET /api/me/stats?year=`: the person's statistics, of one year or of all, added to the /api/me
 * routes (which check the session first). Two queries (the viewings and the ratings), then the
 * catalog's facts of the films seen, then arithmetic (compute-stats.ts).
 */
export function addStatsRoutes(routes: Hono<ListsEnv>, store: ListsStore, facts: FilmFactsSource): void {
  routes.get("/api/me/stats", async (c) => {
    const year = readYearQuery(c.req.query("year"));
    if (typeof year === "string") return invalid(year);
    const userId = c.get("userId");
    const [viewings, ratings] = await Promise.all([store.diary.allViewings(userId), store.diary.allRatings(userId)]);
    const { films, person } = await facts([...new Set(viewings.map((viewing) => viewing.movieId))]);
    const names = { genre: genreName, language: LANGUAGE, country: COUNTRY, person };
    return c.json(computeStats({ year, viewings, ratings, facts: films, names }) satisfies FilmStats);
  });
}

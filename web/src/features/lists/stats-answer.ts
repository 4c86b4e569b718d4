import { isDiaryYear } from "../../../../common/diary";
import type { FilmStats } from "../../../../common/stats";
import type { PageContext } from "../../lib/page-route";
import { useListMarks } from "../../lists/list-marks";
import { listsAvailable } from "../../lists/lists-available";
import type { AnswerRequest } from "../../stores/movie-store";
import { CACHE_TTL_MS } from "../../tmdb/ttl-cache";

/** The year a statistics address names (`/stats?year=2024`); none, or one it cannot read, is all years. */
export function readStatsYear(params: URLSearchParams): number | undefined {
  const year = params.get("year");
  return isDiaryYear(year) ? Number(year) : undefined;
}

/** Keys carry the lists' generation (lists/list-marks.ts), so the figures are read afresh after any change to the lists. */
export const statsKeyBase = (year: number | undefined) => `me-stats-${year ?? "all"}`;

export const statsAnswer = (year: number | undefined): AnswerRequest<FilmStats> => ({
  slot: "myStats",
  key: `${statsKeyBase(year)}-g${useListMarks.getState().generation}`,
  ttlMs: CACHE_TTL_MS.list,
  fetch: (service) => service.getStats(year),
  fallback: "Failed to fetch your statistics",
});

/** `/stats`: the person's statistics. Nothing is asked when the server keeps no lists for this sign-in. */
export async function loadStatsPage({ searchParams, movies }: PageContext): Promise<void> {
  if (listsAvailable()) await movies.show(statsAnswer(readStatsYear(searchParams)));
}
